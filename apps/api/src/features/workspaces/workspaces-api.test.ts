import {
  EMPTY_COURT_FACTS,
  EMPTY_LETTERHEAD,
  EXPECTED_WORKSPACE_HEADER,
  WORKSPACE_MSG,
} from "@owed/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../../db/schema/index.ts";
import {
  type LoggedInUser,
  login,
  readOutbox,
  registerAndLogin,
  TestClock,
} from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";

// Firm workspaces through the API (docs/workspaces.md): the personal workspace, invitations,
// roles, and the one authorisation check, on both drivers.

let t: TestApp;
const clock = new TestClock("2026-03-02T15:00:00Z");
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function call(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const type = String(res.headers["content-type"] ?? "");
  return {
    status: res.statusCode,
    body: type.includes("json") ? res.json() : res.body,
    etag: res.headers.etag,
  };
}
const api = (
  user: { headers: Record<string, string> },
  method: Method,
  url: string,
  body?: unknown,
) => call(t.app, user, method, url, body);

async function createFirm(owner: LoggedInUser, name = "Smith & Jones LLP"): Promise<string> {
  const res = await api(owner, "POST", "/workspaces/api/workspaces/", { name });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** The link of the newest invitation mailed to `email`. */
async function invitationTokenFor(email: string): Promise<string> {
  const mails = (await readOutbox(t.app)).filter(
    (m) => m.to === email && m.tags.kind === "workspace_invitation",
  );
  const link = mails.at(-1)?.tags.link;
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return link.split("/invitations/")[1] as string;
}

/** Invites `who` as `role` and has them accept: a member, working in the firm now. */
async function join(owner: LoggedInUser, firm: string, who: LoggedInUser, role: string) {
  const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
    email: who.email,
    role,
  });
  expect(sent.status).toBe(201);
  const token = await invitationTokenFor(who.email);
  const accepted = await api(who, "POST", "/workspaces/api/invitations/accept/", { token });
  expect(accepted.status).toBe(200);
}

const listIds = async (user: LoggedInUser) =>
  (await api(user, "GET", "/docket/api/cases/")).body.data.map((c: { id: string }) => c.id);

describe("the personal workspace", () => {
  it("is every account's, current, and holds the cases it adds as before", async () => {
    const ann = await registerAndLogin(t.app);
    const list = await api(ann, "GET", "/workspaces/api/workspaces/");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: ann.id,
        name: "Personal",
        kind: "personal",
        role: "owner",
        current: true,
        memberCount: 1,
      },
    ]);
    const added = await api(ann, "POST", "/docket/api/add-docket/", newCase());
    expect(added.status).toBe(201);
    expect(await listIds(ann)).toEqual([added.body.data.id]);
  });

  it("cannot be left and has no members to invite", async () => {
    const ann = await registerAndLogin(t.app);
    const invite = await api(ann, "POST", `/workspaces/api/workspaces/${ann.id}/invitations/`, {
      email: "someone@example.com",
      role: "editor",
    });
    expect(invite.status).toBe(400);
    expect(invite.body.message).toBe(WORKSPACE_MSG.personalMembers);
    const leave = await api(
      ann,
      "DELETE",
      `/workspaces/api/workspaces/${ann.id}/members/${ann.id}/`,
    );
    expect(leave.status).toBe(400);
    expect(leave.body.message).toBe(WORKSPACE_MSG.personalLeave);
  });
});

describe("firm workspaces", () => {
  it("creates one, makes it current, renames it, and keeps the cases of each apart", async () => {
    const owner = await registerAndLogin(t.app);
    const mine = (await api(owner, "POST", "/docket/api/add-docket/", newCase())).body.data.id;
    const firm = await createFirm(owner);
    expect(await listIds(owner)).toEqual([]);
    const firmCase = (await api(owner, "POST", "/docket/api/add-docket/", newCase())).body.data.id;
    expect(await listIds(owner)).toEqual([firmCase]);
    expect((await api(owner, "GET", `/docket/api/cases/${mine}/`)).status).toBe(404);

    const renamed = await api(owner, "PATCH", `/workspaces/api/workspaces/${firm}/`, {
      name: "  Smith LLP ",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Smith LLP", role: "owner", current: true });

    const back = await api(owner, "PUT", "/workspaces/api/current/", { workspaceId: owner.id });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe("Switched to Personal");
    expect(await listIds(owner)).toEqual([mine]);
    const names = (await api(owner, "GET", "/workspaces/api/workspaces/")).body.data.map(
      (w: { name: string; current: boolean }) => [w.name, w.current],
    );
    expect(names).toEqual([
      ["Personal", true],
      ["Smith LLP", false],
    ]);
  });

  it("refuses bad names and unknown workspaces with clear messages", async () => {
    const owner = await registerAndLogin(t.app);
    for (const [name, message] of [
      ["   ", WORKSPACE_MSG.nameRequired],
      ["x".repeat(81), WORKSPACE_MSG.nameTooLong],
      ["Bad\u0007name", "Workspace name must not contain control characters"],
    ] as const) {
      const res = await api(owner, "POST", "/workspaces/api/workspaces/", { name });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message.slice(0, 30));
    }
    const unknown = await api(owner, "PUT", "/workspaces/api/current/", {
      workspaceId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(WORKSPACE_MSG.notFound);
    const junk = await api(owner, "PUT", "/workspaces/api/current/", { workspaceId: "x' or 1=1" });
    expect(junk.status).toBe(404);
    expect((await api(owner, "GET", "/workspaces/api/workspaces/")).body.data).toHaveLength(1);
  });
});

describe("invitations", () => {
  it("are single use, for the invited address only, and expire", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const bea = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: bea.email.toUpperCase(),
      role: "editor",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ email: bea.email, role: "editor" });
    const again = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: bea.email,
      role: "viewer",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WORKSPACE_MSG.alreadyInvited);

    const token = await invitationTokenFor(bea.email);
    const wrong = await api(other, "POST", "/workspaces/api/invitations/accept/", { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(WORKSPACE_MSG.invitationOtherEmail);

    const preview = await api(bea, "GET", `/workspaces/api/invitations/${token}/`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      workspaceName: "Smith & Jones LLP",
      role: "editor",
      email: bea.email,
    });
    const accepted = await api(bea, "POST", "/workspaces/api/invitations/accept/", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe("You joined Smith & Jones LLP");
    expect(accepted.body.data).toMatchObject({
      id: firm,
      role: "editor",
      current: true,
      memberCount: 2,
    });
    const reused = await api(bea, "POST", "/workspaces/api/invitations/accept/", { token });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(WORKSPACE_MSG.invitationInvalid);

    const cy = await registerAndLogin(t.app);
    await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: cy.email,
      role: "viewer",
    });
    const late = await invitationTokenFor(cy.email);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const cyNow = { ...cy, ...(await login(t.app, cy)) };
      const expired = await api(cyNow, "POST", "/workspaces/api/invitations/accept/", {
        token: late,
      });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe(WORKSPACE_MSG.invitationExpired);
      const ownerNow = { ...owner, ...(await login(t.app, owner)) };
      // An expired invitation gives way to a new one to the same address.
      const resent = await api(
        ownerNow,
        "POST",
        `/workspaces/api/workspaces/${firm}/invitations/`,
        {
          email: cy.email,
          role: "viewer",
        },
      );
      expect(resent.status).toBe(201);
    } finally {
      clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000));
    }
  });

  it("opened signed out, say what they are and no more: workspace, inviter, role, a masked address", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner, "Hale & Pratt LLP");
    const mary = await registerAndLogin(t.app);
    await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: mary.email,
      role: "viewer",
    });
    const token = await invitationTokenFor(mary.email);
    const anyone = { headers: {} };
    const preview = await api(anyone, "GET", `/workspaces/api/invitations/${token}/preview/`);
    expect(preview.status).toBe(200);
    const domain = mary.email.slice(mary.email.lastIndexOf("@"));
    expect(preview.body).toEqual({
      status_code: 200,
      message: "Invitation",
      data: {
        workspaceName: "Hale & Pratt LLP",
        invitedBy: owner.username,
        role: "viewer",
        emailHint: `${mary.email[0]}•••${domain}`,
        expiresAt: "2026-03-09T15:00:00.000Z",
      },
    });
    // The signed-in preview still needs a session; the signed-out one never shows the address.
    expect((await api(anyone, "GET", `/workspaces/api/invitations/${token}/`)).status).toBe(401);
    expect(JSON.stringify(preview.body)).not.toContain(mary.email);

    // Unknown, malformed, used: 404 with the usual sentence; expired: 410.
    for (const bad of ["A".repeat(43), "short", "x".repeat(100)]) {
      const res = await api(anyone, "GET", `/workspaces/api/invitations/${bad}/preview/`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(WORKSPACE_MSG.invitationInvalid);
    }
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await api(anyone, "GET", `/workspaces/api/invitations/${token}/preview/`);
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe(WORKSPACE_MSG.invitationExpired);
    } finally {
      clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000));
    }
    expect((await api(mary, "POST", "/workspaces/api/invitations/accept/", { token })).status).toBe(
      200,
    );
    const used = await api(anyone, "GET", `/workspaces/api/invitations/${token}/preview/`);
    expect(used.status).toBe(404);
  });

  it("opened signed out, are limited per client address", async () => {
    const address = "198.51.100.77";
    const open = () =>
      t.app.inject({
        method: "GET",
        url: `/workspaces/api/invitations/${"B".repeat(43)}/preview/`,
        remoteAddress: address,
      });
    for (let i = 0; i < 60; i++) expect((await open()).statusCode).toBe(404);
    const limited = await open();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().code).toBe("rate_limited");
  });

  it("can be revoked, and a revoked or malformed link is not valid", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const dee = await registerAndLogin(t.app);
    const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: dee.email,
      role: "viewer",
    });
    const token = await invitationTokenFor(dee.email);
    const members = await api(owner, "GET", `/workspaces/api/workspaces/${firm}/members/`);
    expect(members.body.data.invitations.map((i: { email: string }) => i.email)).toEqual([
      dee.email,
    ]);
    const revoked = await api(
      owner,
      "DELETE",
      `/workspaces/api/workspaces/${firm}/invitations/${sent.body.data.id}/`,
    );
    expect(revoked.status).toBe(200);
    const accept = await api(dee, "POST", "/workspaces/api/invitations/accept/", { token });
    expect(accept.status).toBe(404);
    for (const bad of ["short", `${token}x`, "a".repeat(43).replace(/a$/, "!")]) {
      const res = await api(dee, "POST", "/workspaces/api/invitations/accept/", { token: bad });
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body)).toContain(WORKSPACE_MSG.invitationInvalid);
    }
    const badEmail = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: "not an address",
      role: "viewer",
    });
    expect(badEmail.status).toBe(400);
    const badRole = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: "x@example.com",
      role: "admin",
    });
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body)).toContain(WORKSPACE_MSG.chooseRole);
  });
});

describe("members and roles", () => {
  it("keeps at least one owner, records who did what, and a removed member falls back to personal", async () => {
    const owner = await registerAndLogin(t.app, { username: "olga_owner" });
    const firm = await createFirm(owner);
    const ed = await registerAndLogin(t.app, { username: "ed_editor" });
    await join(owner, firm, ed, "editor");

    const demoteSelf = await api(
      owner,
      "PATCH",
      `/workspaces/api/workspaces/${firm}/members/${owner.id}/`,
      {
        role: "editor",
      },
    );
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toBe(WORKSPACE_MSG.lastOwner);
    const leave = await api(
      owner,
      "DELETE",
      `/workspaces/api/workspaces/${firm}/members/${owner.id}/`,
    );
    expect(leave.status).toBe(409);

    const byEditor = await api(
      ed,
      "PATCH",
      `/workspaces/api/workspaces/${firm}/members/${ed.id}/`,
      {
        role: "owner",
      },
    );
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe(WORKSPACE_MSG.ownersOnly);

    const promoted = await api(
      owner,
      "PATCH",
      `/workspaces/api/workspaces/${firm}/members/${ed.id}/`,
      {
        role: "owner",
      },
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: "owner", name: "ed_editor" });
    // Now two owners: one may leave.
    const left = await api(
      owner,
      "DELETE",
      `/workspaces/api/workspaces/${firm}/members/${owner.id}/`,
    );
    expect(left.status).toBe(200);
    expect((await api(owner, "GET", "/workspaces/api/workspaces/")).body.data).toHaveLength(1);
    expect((await api(owner, "GET", `/workspaces/api/workspaces/${firm}/members/`)).status).toBe(
      404,
    );

    const events = await api(ed, "GET", `/workspaces/api/workspaces/${firm}/events/`);
    expect(
      events.body.data.map((e: { action: string; actor: string; detail: string }) => [
        e.action,
        e.actor,
        e.detail,
      ]),
    ).toEqual([
      ["member left", "olga_owner", "olga_owner"],
      ["role changed", "olga_owner", "ed_editor: editor to owner"],
      ["invitation accepted", "ed_editor", "ed_editor joined as editor"],
      ["member invited", "olga_owner", `${ed.email} as editor`],
      ["workspace created", "olga_owner", "Smith & Jones LLP"],
    ]);
  });
});

/**
 * Every docket route and every workspace route, for every role: what the one authorisation check
 * must answer. `fresh` makes the target anew (as the owner) for routes that use it up.
 */
interface Target {
  caseId: string;
  txId: string;
  historyId: string;
  /** A creditor client of the firm (docs/portfolio.md), which the case belongs to. */
  clientId: string;
}
interface RouteCase {
  method: Method;
  path: string;
  url(target: Target, firm: string): string;
  body?(target: Target): unknown;
  need: "read" | "edit" | "manage";
  /** The route reads or changes one case or client (its id, or a transaction's, in its URL). */
  onCase: boolean;
  /** What the owner does first so the route has something to act on (a delete to restore). */
  prepare?: (x: Target) => [Method, string];
}

const txBody = (x: Target) => ({
  case_id: x.caseId,
  transaction_type: "PAYMENT",
  amount: 1,
  date: "2024-02-01",
});
const CSV =
  "Case Name,Court,Case Number,Judgment Amount,Judgment Date,Interest Rate\nA v. B,Court,1,100,2024-01-02,5\n";
const MAPPING = {
  caseName: 0,
  courtName: 1,
  courtCaseNumber: 2,
  judgmentAmount: 3,
  judgmentDate: 4,
  interestRate: 5,
};

/** A plan the matrix's case (a $10,000 judgment at 10% from 2024) can take. */
const PLAN_TERMS = {
  installment: "500.00",
  frequency: "monthly",
  firstDue: "2026-04-01",
  graceDays: 5,
  missedToDefault: 3,
};

const DOCKET: RouteCase[] = [
  // First: these two write out every case of the docket, and the matrix adds cases as it goes.
  {
    method: "GET",
    path: "/cases/export/all/",
    url: () => "/docket/api/cases/export/all/",
    need: "read",
    onCase: false,
  },
  {
    method: "GET",
    path: "/cases/export/xlsx/",
    url: () => "/docket/api/cases/export/xlsx/",
    need: "read",
    onCase: false,
  },
  { method: "GET", path: "/cases/", url: () => "/docket/api/cases/", need: "read", onCase: false },
  {
    method: "GET",
    path: "/cases/:id/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/`,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/add-docket/",
    url: () => "/docket/api/add-docket/",
    body: () => newCase(),
    need: "edit",
    onCase: false,
  },
  {
    method: "PUT",
    path: "/case/:id/edit/",
    url: (x: Target) => `/docket/api/case/${x.caseId}/edit/`,
    body: () => ({ caseName: "Renamed v. Case", courtName: "Court", courtCaseNumber: "9" }),
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/case/:id/edit/preview/",
    url: (x: Target) => `/docket/api/case/${x.caseId}/edit/preview/`,
    body: () => ({ caseName: "x", courtName: "y", courtCaseNumber: "z", judgmentAmount: 1 }),
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/rate-table-update/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/rate-table-update/`,
    need: "read",
    onCase: true,
  },
  {
    // Applying a newer rate table changes the case: the edit role (a plain case answers 409).
    method: "POST",
    path: "/cases/:id/rate-table-update/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/rate-table-update/`,
    need: "edit",
    onCase: true,
  },
  {
    method: "DELETE",
    path: "/cases/:id/delete/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/delete/`,
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/transactions/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/transactions/`,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/transactions/create/",
    url: () => "/docket/api/transactions/create/",
    body: txBody,
    need: "edit",
    onCase: true,
  },
  {
    method: "PUT",
    path: "/transactions/:id/update/",
    url: (x: Target) => `/docket/api/transactions/${x.txId}/update/`,
    body: txBody,
    need: "edit",
    onCase: true,
  },
  {
    method: "DELETE",
    path: "/transactions/:id/delete/",
    url: (x: Target) => `/docket/api/transactions/${x.txId}/delete/`,
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/payoff/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payoff/?date=2024-06-01`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/ledger/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/ledger/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/export/",
    url: () => "/docket/api/cases/export/",
    need: "read",
    onCase: false,
  },
  {
    method: "GET",
    path: "/cases/:id/ledger/export/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/ledger/export/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/ledger/export/xlsx/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/ledger/export/xlsx/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/payoff-statement/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payoff-statement/?date=2024-06-01`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/transactions/:caseId/download/",
    url: (x: Target) => `/docket/api/transactions/${x.caseId}/download/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/history/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/history/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/deleted-cases/",
    url: () => "/docket/api/deleted-cases/",
    need: "read",
    onCase: false,
  },
  {
    method: "POST",
    path: "/cases/:id/restore/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/restore/`,
    prepare: (x: Target): [Method, string] => ["DELETE", `/docket/api/cases/${x.caseId}/delete/`],
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/transactions/:id/restore/",
    url: (x: Target) => `/docket/api/transactions/${x.txId}/restore/`,
    prepare: (x: Target): [Method, string] => [
      "DELETE",
      `/docket/api/transactions/${x.txId}/delete/`,
    ],
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/history/:id/revert/",
    url: (x: Target) => `/docket/api/history/${x.historyId}/revert/`,
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/imports/preview/",
    url: () => "/docket/api/imports/preview/",
    body: () => ({ csv: CSV }),
    need: "edit",
    onCase: false,
  },
  {
    method: "POST",
    path: "/imports/check/",
    url: () => "/docket/api/imports/check/",
    body: () => ({ csv: CSV, mapping: MAPPING }),
    need: "edit",
    onCase: false,
  },
  {
    method: "POST",
    path: "/imports/",
    url: () => "/docket/api/imports/",
    body: () => ({ csv: CSV, mapping: MAPPING }),
    need: "edit",
    onCase: false,
  },
  {
    method: "GET",
    path: "/cases/:id/deadlines/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/deadlines/`,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/reminders/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/reminders/`,
    body: () => ({ muted: true }),
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/deadlines.ics",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/deadlines.ics`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/deadlines/",
    url: () => "/docket/api/deadlines/",
    need: "read",
    onCase: false,
  },
  {
    method: "GET",
    path: "/workspace/letterhead/",
    url: () => "/docket/api/workspace/letterhead/",
    need: "read",
    onCase: false,
  },
  {
    method: "PUT",
    path: "/workspace/letterhead/",
    url: () => "/docket/api/workspace/letterhead/",
    body: () => ({ ...EMPTY_LETTERHEAD, firm: "Smith & Jones LLP" }),
    need: "edit",
    onCase: false,
  },
  {
    method: "GET",
    path: "/cases/:id/court-facts/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-facts/`,
    need: "read",
    onCase: true,
  },
  {
    method: "PUT",
    path: "/cases/:id/court-facts/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-facts/`,
    body: () => ({ ...EMPTY_COURT_FACTS, courtCounty: "Alameda" }),
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/court-forms/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-forms/`,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/court-forms/:form/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-forms/mc-012/`,
    body: () => ({ date: "2025-06-01", preview: true }),
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/court-filings/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-filings/`,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/court-filings/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/court-filings/`,
    body: () => ({ kind: "writ-issued", date: "2025-06-01" }),
    need: "edit",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/payment-plan/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payment-plan/`,
    need: "read",
    onCase: true,
  },
  {
    method: "PUT",
    path: "/cases/:id/payment-plan/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payment-plan/`,
    body: () => PLAN_TERMS,
    need: "edit",
    onCase: true,
  },
  {
    // No plan on the fresh case: owners and editors get 409 no_plan, past the role check.
    method: "DELETE",
    path: "/cases/:id/payment-plan/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payment-plan/`,
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/payment-plan/preview/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payment-plan/preview/`,
    body: () => PLAN_TERMS,
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/settlement-comparison/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/settlement-comparison/`,
    body: () => ({ lumpSum: "9000", discountRatePercent: "6", plan: PLAN_TERMS }),
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/cases/:id/balance-chart/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/balance-chart/`,
    need: "read",
    onCase: true,
  },
  {
    method: "GET",
    path: "/payment-plans/",
    url: () => "/docket/api/payment-plans/",
    need: "read",
    onCase: false,
  },
  // Payoff letters (docs/letters-and-plans.md): previews and checks read, downloads write.
  {
    method: "GET",
    path: "/workspace/letter-settings/",
    url: () => "/docket/api/workspace/letter-settings/",
    need: "read",
    onCase: false,
  },
  {
    method: "PUT",
    path: "/workspace/letter-settings/",
    url: () => "/docket/api/workspace/letter-settings/",
    body: () => ({
      paymentInstructions: "Pay {{firm}}.",
      closingText: "",
      planNoticeRecipients: [],
    }),
    need: "edit",
    onCase: false,
  },
  {
    method: "POST",
    path: "/cases/:id/payoff-letter/preview/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payoff-letter/preview/`,
    body: () => ({ date: "2024-06-01", goodThrough: { unit: "day", count: 3 } }),
    need: "read",
    onCase: true,
  },
  {
    method: "POST",
    path: "/cases/:id/payoff-letter/",
    url: (x: Target) => `/docket/api/cases/${x.caseId}/payoff-letter/`,
    body: () => ({ date: "2024-06-01", goodThrough: { unit: "day", count: 3 }, format: "pdf" }),
    need: "edit",
    onCase: true,
  },
  {
    method: "POST",
    path: "/payoff-letters/check/",
    url: () => "/docket/api/payoff-letters/check/",
    body: (x: Target) => ({
      date: "2024-06-01",
      goodThrough: { unit: "day", count: 3 },
      caseIds: [x.caseId],
    }),
    need: "read",
    onCase: false,
  },
  {
    method: "POST",
    path: "/payoff-letters/",
    url: () => "/docket/api/payoff-letters/",
    body: (x: Target) => ({
      date: "2024-06-01",
      goodThrough: { unit: "day", count: 3 },
      format: "docx",
      caseIds: [x.caseId],
    }),
    need: "edit",
    onCase: false,
  },
  // Creditor clients (docs/portfolio.md): viewers read, owners and editors manage.
  {
    method: "GET",
    path: "/clients/",
    url: () => "/docket/api/clients/",
    need: "read",
    onCase: false,
  },
  {
    method: "POST",
    path: "/clients/",
    url: () => "/docket/api/clients/",
    body: () => ({ name: `Client ${Math.random().toString(36).slice(2)}`, feePercent: "25" }),
    need: "edit",
    onCase: false,
  },
  {
    method: "GET",
    path: "/clients/:id/",
    url: (x: Target) => `/docket/api/clients/${x.clientId}/`,
    need: "read",
    onCase: true,
  },
  {
    method: "PUT",
    path: "/clients/:id/",
    url: (x: Target) => `/docket/api/clients/${x.clientId}/`,
    body: () => ({ name: `Renamed ${Math.random().toString(36).slice(2)}`, flatFee: "150" }),
    need: "edit",
    onCase: true,
  },
  {
    method: "DELETE",
    path: "/clients/:id/",
    url: (x: Target) => `/docket/api/clients/${x.clientId}/`,
    need: "edit",
    onCase: true,
  },
].map((r) => ({ ...r, method: r.method as Method, need: r.need as RouteCase["need"] }));

const WORKSPACE: RouteCase[] = [
  {
    method: "PATCH",
    path: "/workspaces/:workspaceId/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/`,
    body: () => ({ name: "Smith & Jones LLP" }),
    need: "manage",
    onCase: false,
  },
  {
    method: "GET",
    path: "/workspaces/:workspaceId/members/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/members/`,
    need: "read",
    onCase: false,
  },
  {
    method: "PATCH",
    path: "/workspaces/:workspaceId/members/:userId/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/members/${f}/`,
    body: () => ({ role: "viewer" }),
    need: "manage",
    onCase: false,
  },
  {
    // Someone else's membership: only owners remove others (leaving is tested above).
    method: "DELETE",
    path: "/workspaces/:workspaceId/members/:userId/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/members/${f}/`,
    need: "manage",
    onCase: false,
  },
  {
    method: "POST",
    path: "/workspaces/:workspaceId/invitations/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/invitations/`,
    body: () => ({
      email: `matrix-${Math.random().toString(36).slice(2)}@example.com`,
      role: "viewer",
    }),
    need: "manage",
    onCase: false,
  },
  {
    method: "DELETE",
    path: "/workspaces/:workspaceId/invitations/:invitationId/",
    url: (_x: Target, f: string) =>
      `/workspaces/api/workspaces/${f}/invitations/00000000-0000-4000-8000-000000000000/`,
    need: "manage",
    onCase: false,
  },
  {
    method: "GET",
    path: "/workspaces/:workspaceId/events/",
    url: (_x: Target, f: string) => `/workspaces/api/workspaces/${f}/events/`,
    need: "read",
    onCase: false,
  },
].map((r) => ({ ...r, method: r.method as Method, need: r.need as RouteCase["need"] }));

describe("the one authorisation check, route by route and role by role", () => {
  let owner: LoggedInUser;
  let editor: LoggedInUser;
  let viewer: LoggedInUser;
  let outsider: LoggedInUser;
  let removed: LoggedInUser;
  let firm: string;

  /** A case in the firm with a payment, a deleted payment and a change to revert, made by the owner. */
  async function target(): Promise<Target> {
    await api(owner, "PUT", "/workspaces/api/current/", { workspaceId: firm });
    const client = await api(owner, "POST", "/docket/api/clients/", {
      name: `Matrix client ${Math.random().toString(36).slice(2)}`,
    });
    const clientId = client.body.data.id;
    const caseId = (await api(owner, "POST", "/docket/api/add-docket/", newCase({ clientId }))).body
      .data.id;
    const paid = await api(owner, "POST", "/docket/api/transactions/create/", {
      case_id: caseId,
      transaction_type: "PAYMENT",
      amount: 5,
      date: "2024-02-01",
    });
    const txId = paid.body.data.transaction.id;
    const history = await api(owner, "GET", `/docket/api/cases/${caseId}/history/`);
    const historyId = history.body.data.entries[0].id;
    return { caseId, txId, historyId, clientId };
  }

  beforeAll(async () => {
    owner = await registerAndLogin(t.app);
    editor = await registerAndLogin(t.app);
    viewer = await registerAndLogin(t.app);
    outsider = await registerAndLogin(t.app);
    removed = await registerAndLogin(t.app);
    firm = await createFirm(owner, "Smith & Jones LLP");
    // On Pro, so the matrix's many cases stay within the plan (the Starter limit is tested apart).
    await t.database.db
      .update(workspaces)
      .set({ paidUntil: new Date("2030-01-01T00:00:00Z") })
      .where(eq(workspaces.id, firm));
    await join(owner, firm, editor, "editor");
    await join(owner, firm, viewer, "viewer");
    await join(owner, firm, removed, "editor");
    const gone = await api(
      owner,
      "DELETE",
      `/workspaces/api/workspaces/${firm}/members/${removed.id}/`,
    );
    expect(gone.status).toBe(200);
  });

  it("covers every docket and workspace route the API has", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = new Set(
      [
        ...DOCKET.map((r) => ["/docket/api", r]),
        ...WORKSPACE.map((r) => ["/workspaces/api", r]),
      ].map(
        ([prefix, r]) =>
          `${(r as RouteCase).method} ${prefix}${(r as RouteCase).path.replace(/:([A-Za-z]+)/g, "{$1}")}`,
      ),
    );
    const present = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const guarded = present.filter(
      (p) =>
        (p.includes(" /docket/api/") || p.includes(" /workspaces/api/workspaces/{")) &&
        !p.startsWith("HEAD "),
    );
    expect(guarded.filter((p) => !listed.has(p))).toEqual([]);
  });

  // Every docket route for three roles, each on a fresh case: on a shared machine (load average
  // 15) it took 30 s before the three export routes were added and 35 s after.
  it("lets owners and editors do everything on the docket, and viewers only read", async () => {
    for (const route of DOCKET) {
      for (const [who, user] of [
        ["owner", owner],
        ["editor", editor],
        ["viewer", viewer],
      ] as const) {
        const x = await target();
        const first = route.prepare?.(x);
        if (first) expect((await api(owner, first[0], first[1])).status).toBe(200);
        await api(user, "PUT", "/workspaces/api/current/", { workspaceId: firm });
        const before = await api(owner, "GET", "/docket/api/cases/");
        const res = await api(user, route.method, route.url(x, firm), route.body?.(x));
        const label = `${who} ${route.method} ${route.path}`;
        if (who === "viewer" && route.need !== "read") {
          expect(res.status, label).toBe(403);
          expect(res.body.message, label).toBe(WORKSPACE_MSG.readOnly);
          const after = await api(owner, "GET", "/docket/api/cases/");
          expect(after.etag, `${label} changed nothing`).toBe(before.etag);
        } else {
          // Past the check: what the route itself answers (restoring what was never deleted is
          // a 400 of the history's own); never a refusal of the role or a missing case.
          expect(
            [401, 403, 404],
            `${label}: ${JSON.stringify(res.body).slice(0, 200)}`,
          ).not.toContain(res.status);
        }
      }
    }
    // Every docket route three times over, each with a fresh case: longer than one request.
  }, 120_000);

  it("answers 404 for the firm's cases to people outside it, and to a removed member at once", async () => {
    const x = await target();
    for (const user of [outsider, removed]) {
      for (const route of DOCKET.filter((r) => r.onCase)) {
        const res = await api(user, route.method, route.url(x, firm), route.body?.(x));
        expect(res.status, `${route.method} ${route.path}`).toBe(404);
      }
      expect(await listIds(user)).not.toContain(x.caseId);
      const switched = await api(user, "PUT", "/workspaces/api/current/", { workspaceId: firm });
      expect(switched.status).toBe(404);
    }
    const firmCases = await api(owner, "GET", "/docket/api/cases/");
    expect(firmCases.body.data.map((c: { id: string }) => c.id)).toContain(x.caseId);
  });

  it("lets only owners manage the workspace; others' workspaces are not found", async () => {
    for (const route of WORKSPACE) {
      for (const [who, user] of [
        ["owner", owner],
        ["editor", editor],
        ["viewer", viewer],
        ["outsider", outsider],
        ["removed", removed],
      ] as const) {
        const x = { caseId: "", txId: "", historyId: "", clientId: "" };
        const res = await api(user, route.method, route.url(x, firm), route.body?.(x));
        const label = `${who} ${route.method} ${route.path}`;
        if (who === "outsider" || who === "removed") {
          expect(res.status, label).toBe(404);
          expect(res.body.message, label).toBe(WORKSPACE_MSG.notFound);
        } else if (who !== "owner" && route.need === "manage") {
          expect(res.status, label).toBe(403);
          expect(res.body.message, label).toBe(WORKSPACE_MSG.ownersOnly);
        } else {
          expect([401, 403], label).not.toContain(res.status);
        }
      }
    }
  });
});

describe("removal across instances", () => {
  it("refuses a removed member's next request on another instance at once, warm caches and all", async () => {
    const other = await createSecondInstance(t, { now: clock.now });
    try {
      const owner = await registerAndLogin(t.app);
      const firm = await createFirm(owner);
      const caseId = (await api(owner, "POST", "/docket/api/add-docket/", newCase())).body.data.id;
      const member = await registerAndLogin(t.app);
      await join(owner, firm, member, "viewer");
      // The member's dashboard polls the other instance: its caches hold them and the firm.
      for (let i = 0; i < 3; i++) {
        const polled = await call(other, member, "GET", `/docket/api/cases/${caseId}/`);
        expect(polled.status).toBe(200);
      }
      const removed = await api(
        owner,
        "DELETE",
        `/workspaces/api/workspaces/${firm}/members/${member.id}/`,
      );
      expect(removed.status).toBe(200);
      const next = await call(other, member, "GET", `/docket/api/cases/${caseId}/`);
      expect(next.status).toBe(404);
      const list = await call(other, member, "GET", "/docket/api/cases/");
      expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(caseId);
      const members = await call(
        other,
        member,
        "GET",
        `/workspaces/api/workspaces/${firm}/members/`,
      );
      expect(members.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe("invitations, defended", () => {
  it("shows invited addresses to owners only", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const viewer = await registerAndLogin(t.app);
    await join(owner, firm, viewer, "viewer");
    await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: "prospect@example.com",
      role: "editor",
    });
    const seenBy = async (user: LoggedInUser) =>
      (await api(user, "GET", `/workspaces/api/workspaces/${firm}/events/`)).body.data[0].detail;
    expect(await seenBy(owner)).toBe("prospect@example.com as editor");
    expect(await seenBy(viewer)).toBe("someone as editor");
    const members = await api(viewer, "GET", `/workspaces/api/workspaces/${firm}/members/`);
    expect(members.body.data.invitations).toEqual([]);
  });

  it("makes no invitation when its e-mail cannot be sent, and says so", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error("550 rejected: nobody@example.com");
    };
    try {
      const res = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
        email: "nobody@example.com",
        role: "viewer",
      });
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/^The invitation e-mail could not be sent/);
      expect(res.body.message).not.toContain("nobody@example.com");
    } finally {
      t.app.mailer.send = send;
    }
    const members = await api(owner, "GET", `/workspaces/api/workspaces/${firm}/members/`);
    expect(members.body.data.invitations).toEqual([]);
    const events = await api(owner, "GET", `/workspaces/api/workspaces/${firm}/events/`);
    expect(events.body.data.map((e: { action: string }) => e.action)).toEqual([
      "workspace created",
    ]);
  });

  it("bounds how many invitations one owner sends in an hour", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const email = `bulk-${i}@example.com`;
      const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
        email,
        role: "viewer",
      });
      statuses.push(sent.status);
      if (sent.status === 201) {
        await api(
          owner,
          "DELETE",
          `/workspaces/api/workspaces/${firm}/invitations/${sent.body.data.id}/`,
        );
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("refuses a second invitation to one address sent at the same moment", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
          email: "twice@example.com",
          role: "viewer",
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

describe("a write that names the workspace its screen shows", () => {
  it("is refused, changing nothing, when that is no longer the current workspace", async () => {
    const owner = await registerAndLogin(t.app);
    const firm = await createFirm(owner);
    const named = (workspaceId: string) => ({
      headers: { ...owner.headers, [EXPECTED_WORKSPACE_HEADER]: workspaceId },
    });
    // The firm is current: a write naming it goes through; naming the personal one does not.
    expect((await api(named(firm), "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
    const stale = await api(named(owner.id), "POST", "/docket/api/add-docket/", newCase());
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: "workspace_changed",
      message: WORKSPACE_MSG.workspaceChanged,
    });
    expect(await listIds(owner)).toHaveLength(1);
    await api(owner, "PUT", "/workspaces/api/current/", { workspaceId: owner.id });
    expect(await listIds(owner)).toEqual([]);
    // Reads and clients that do not send the header are as before.
    expect((await api(named(firm), "GET", "/docket/api/cases/")).status).toBe(200);
    expect((await api(owner, "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
  });
});
