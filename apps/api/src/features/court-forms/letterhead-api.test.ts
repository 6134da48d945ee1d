import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  EMPTY_LETTERHEAD,
  EXPECTED_WORKSPACE_HEADER,
  type Letterhead,
  WORKSPACE_MSG,
} from "@owed/domain";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, readOutbox, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { letterheadOf } from "./letterhead-store.ts";

// The workspace's letterhead through the API (docs/court-forms.md, "Letterhead"): saved whole,
// checked, in the workspace's history without its values, printed on the statements and in the
// export, and another workspace's neither readable nor writable.

const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const URL = "/docket/api/workspace/letterhead/";

type Method = "GET" | "POST" | "PUT" | "DELETE";
async function api(
  user: { headers: Record<string, string> },
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...headers },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const type = String(res.headers["content-type"] ?? "");
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as each test asserts them
    body: (type.includes("json") ? res.json() : undefined) as any,
    raw: res.rawPayload,
  };
}

const HALE: Letterhead = {
  attorneyName: "Mary Hale",
  barNumber: "123456",
  firm: "Hale & Pratt LLP",
  street: "500 Capitol Mall, Suite 1200",
  city: "Sacramento",
  state: "CA",
  zip: "95814",
  phone: "(916) 555-0100",
  fax: "(916) 555-0101",
  email: "collections@hale.example",
  attorneyFor: "Plaintiff Acme Supply, Inc.",
};

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-letterhead-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

async function createFirm(owner: LoggedInUser, name: string): Promise<string> {
  const res = await api(owner, "POST", "/workspaces/api/workspaces/", { name });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function joinAs(owner: LoggedInUser, firm: string, who: LoggedInUser, role: string) {
  const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
    email: who.email,
    role,
  });
  expect(sent.status).toBe(201);
  const link = (await readOutbox(t.app))
    .filter((m) => m.to === who.email && m.tags.kind === "workspace_invitation")
    .at(-1)?.tags.link;
  const token = String(link).split("/invitations/")[1];
  expect((await api(who, "POST", "/workspaces/api/invitations/accept/", { token })).status).toBe(
    200,
  );
}

const eventsOf = async (user: LoggedInUser, workspaceId: string) =>
  (await api(user, "GET", `/workspaces/api/workspaces/${workspaceId}/events/`)).body.data as {
    action: string;
    actor: string | null;
    detail: string;
  }[];

describe("the letterhead", () => {
  it("is empty until saved, then saved whole, trimmed, and read back", async () => {
    const ann = await registerAndLogin(t.app);
    const empty = await api(ann, "GET", URL);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual(EMPTY_LETTERHEAD);

    const saved = await api(ann, "PUT", URL, {
      ...HALE,
      firm: "  Hale & Pratt LLP  ",
      state: "ca",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Letterhead saved");
    expect(saved.body.data).toEqual(HALE);
    expect((await api(ann, "GET", URL)).body.data).toEqual(HALE);
    expect(await letterheadOf(t.database.db, ann.id)).toEqual(HALE);
  });

  it("records each change in the workspace's history by field, never by value", async () => {
    const ann = await registerAndLogin(t.app);
    expect((await api(ann, "PUT", URL, HALE)).status).toBe(200);
    expect((await api(ann, "PUT", URL, { ...HALE, phone: "(916) 555-0199", fax: "" })).status).toBe(
      200,
    );
    const same = await api(ann, "PUT", URL, { ...HALE, phone: "(916) 555-0199", fax: "" });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe("Letterhead unchanged");

    const events = (await eventsOf(ann, ann.id)).filter((e) => e.action === "letterhead changed");
    expect(events.map((e) => e.detail)).toEqual([
      "telephone and fax",
      'attorney name, State Bar number, firm name, street address, city, state, ZIP code, telephone, fax, e-mail and "attorney for"',
    ]);
    expect(events[0]?.actor).toBeTruthy();
    const history = JSON.stringify(events);
    for (const value of Object.values(HALE)) expect(history).not.toContain(value);
  });

  it("refuses bad input field by field with the spec's sentences, and changes nothing", async () => {
    const ann = await registerAndLogin(t.app);
    expect((await api(ann, "PUT", URL, HALE)).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...HALE, email: "mary@" }, "email", "Enter a valid e-mail address."],
      [{ ...HALE, zip: "9581" }, "zip", "Enter a valid ZIP code (5 digits, or 5+4)."],
      [{ ...HALE, state: "Calif" }, "state", "Enter State as two letters."],
      [{ ...HALE, firm: "x".repeat(121) }, "firm", "Firm name must be at most 120 characters"],
      [{ ...HALE, barNumber: "12\u000034" }, "barNumber", "State Bar number"],
      [{ ...HALE, attorneyName: 42 }, "attorneyName", "Attorney name must be text"],
    ];
    for (const [body, field, sentence] of cases) {
      const res = await api(ann, "PUT", URL, body);
      expect(res.status, field).toBe(400);
      expect(res.body.code, field).toBe("invalid_input");
      expect(res.body.errors?.[field]?.[0], field).toContain(sentence);
    }
    const extra = await api(ann, "PUT", URL, { ...HALE, website: "hale.example" });
    expect(extra.status).toBe(400);
    const notJson = await t.app.inject({
      method: "PUT",
      url: URL,
      headers: { ...ann.headers, "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);

    expect((await api(ann, "GET", URL)).body.data).toEqual(HALE);
    const events = (await eventsOf(ann, ann.id)).filter((e) => e.action === "letterhead changed");
    expect(events).toHaveLength(1);
  });
});

describe("who may read and change it", () => {
  let owner: LoggedInUser;
  let editor: LoggedInUser;
  let viewer: LoggedInUser;
  let outsider: LoggedInUser;
  let firm: string;

  beforeAll(async () => {
    owner = await registerAndLogin(t.app);
    editor = await registerAndLogin(t.app);
    viewer = await registerAndLogin(t.app);
    outsider = await registerAndLogin(t.app);
    firm = await createFirm(owner, "Hale & Pratt LLP");
    await joinAs(owner, firm, editor, "editor");
    await joinAs(owner, firm, viewer, "viewer");
    expect((await api(owner, "PUT", URL, HALE)).status).toBe(200);
  });

  it("lets owners and editors save, and viewers only read (403, nothing changed)", async () => {
    const edited = await api(editor, "PUT", URL, { ...HALE, attorneyName: "Ben Pratt" });
    expect(edited.status).toBe(200);
    expect((await api(viewer, "GET", URL)).body.data.attorneyName).toBe("Ben Pratt");
    const refused = await api(viewer, "PUT", URL, { ...HALE, firm: "Viewer & Co" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("read_only");
    expect(refused.body.message).toBe(WORKSPACE_MSG.readOnly);
    expect((await api(owner, "GET", URL)).body.data).toEqual({
      ...HALE,
      attorneyName: "Ben Pratt",
    });
    const events = (await eventsOf(owner, firm)).filter((e) => e.action === "letterhead changed");
    expect(events.map((e) => e.detail)).toEqual(["attorney name", expect.any(String)]);
  });

  it("keeps workspaces apart: another's is neither read nor written (404, 409)", async () => {
    // Outside the firm the routes work on the user's own workspace: their own, empty letterhead.
    expect((await api(outsider, "GET", URL)).body.data).toEqual(EMPTY_LETTERHEAD);
    expect((await api(outsider, "PUT", URL, { ...HALE, firm: "Outsider LLC" })).status).toBe(200);
    // The firm cannot be made theirs, and a write aimed at it is refused.
    const switched = await api(outsider, "PUT", "/workspaces/api/current/", { workspaceId: firm });
    expect(switched.status).toBe(404);
    expect(switched.body.message).toBe(WORKSPACE_MSG.notFound);
    const aimed = await api(
      outsider,
      "PUT",
      URL,
      { ...HALE, firm: "Taken LLP" },
      {
        [EXPECTED_WORKSPACE_HEADER]: firm,
      },
    );
    expect(aimed.status).toBe(409);
    expect(aimed.body.code).toBe("workspace_changed");

    expect((await letterheadOf(t.database.db, firm)).firm).toBe("Hale & Pratt LLP");
    expect((await letterheadOf(t.database.db, outsider.id)).firm).toBe("Outsider LLC");
    const firmEvents = await eventsOf(owner, firm);
    expect(JSON.stringify(firmEvents)).not.toContain("Outsider");
  });

  it("needs a signed-in user", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const res = await t.app.inject({ method, url: URL, payload: HALE });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("on every statement and in the export", () => {
  it("prints the letterhead at the top of the payoff statement and the transaction report", async () => {
    const ann = await registerAndLogin(t.app);
    const created = await api(ann, "POST", "/docket/api/add-docket/", newCase());
    expect(created.status).toBe(201);
    const caseId = created.body.data.id;

    const before = await api(
      ann,
      "GET",
      `/docket/api/cases/${caseId}/payoff-statement/?date=2025-01-15`,
    );
    expect(before.status).toBe(200);
    expect(pdfText(before.raw)).not.toContain("State Bar No.");

    expect((await api(ann, "PUT", URL, HALE)).status).toBe(200);
    const statement = pdfText(
      (await api(ann, "GET", `/docket/api/cases/${caseId}/payoff-statement/?date=2025-01-15`)).raw,
    );
    const report = pdfText(
      (await api(ann, "GET", `/docket/api/transactions/${caseId}/download/`)).raw,
    );
    for (const text of [statement, report]) {
      const top = text.slice(0, text.search(/Payoff Statement|Transaction Report/));
      expect(top).toContain("Hale & Pratt LLP");
      expect(top).toContain("Mary Hale, State Bar No. 123456");
      expect(top).toContain("500 Capitol Mall, Suite 1200, Sacramento, CA 95814");
      expect(top).toContain(
        "Telephone (916) 555-0100 · Fax (916) 555-0101 · collections@hale.example",
      );
      expect(top).toContain("Attorney for Plaintiff Acme Supply, Inc.");
    }
  });

  it("puts the letterhead in Export everything, beside the statements that print it", async () => {
    const ann = await registerAndLogin(t.app);
    expect((await api(ann, "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
    const empty = unzipSync(
      new Uint8Array((await api(ann, "GET", "/docket/api/cases/export/all/")).raw),
    );
    const emptyRows = parse(new TextDecoder().decode(empty["letterhead-2025-01-15.csv"]), {
      bom: true,
    }) as string[][];
    expect(emptyRows).toEqual([
      [
        "Attorney name",
        "State Bar number",
        "Firm name",
        "Street address",
        "City",
        "State",
        "ZIP code",
        "Telephone",
        "Fax",
        "E-mail",
        "Attorney for",
      ],
      ["", "", "", "", "", "", "", "", "", "", ""],
    ]);

    expect((await api(ann, "PUT", URL, HALE)).status).toBe(200);
    const files = unzipSync(
      new Uint8Array((await api(ann, "GET", "/docket/api/cases/export/all/")).raw),
    );
    const rows = parse(new TextDecoder().decode(files["letterhead-2025-01-15.csv"]), {
      bom: true,
    }) as string[][];
    expect(rows[1]).toEqual([
      "Mary Hale",
      "123456",
      "Hale & Pratt LLP",
      "500 Capitol Mall, Suite 1200",
      "Sacramento",
      "CA",
      "95814",
      "(916) 555-0100",
      "(916) 555-0101",
      "collections@hale.example",
      "Plaintiff Acme Supply, Inc.",
    ]);
    const statement = Object.keys(files).find((name) => name.startsWith("statements/"));
    expect(pdfText(Buffer.from(files[statement as string] as Uint8Array))).toContain(
      "Hale & Pratt LLP",
    );
  });
});
