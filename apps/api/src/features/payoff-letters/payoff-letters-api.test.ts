import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LETTER_TEXT_MAX } from "@owed/domain";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseHistory } from "../../db/schema/index.ts";
import { type LoggedInUser, readOutbox, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase, testParty } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Payoff letters through the API (docs/letters-and-plans.md, "Payoff letters"): every line of the
// good-through table is the payoff route's figure for its day, the refusals say why, the settings
// are checked and kept per workspace, a download is a history entry with its figures, a batch is
// refused whole or written whole, viewers only read, and another workspace's case is a 404.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  dir = mkdtempSync(join(tmpdir(), "owed-letters-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
async function api(
  user: { headers: Record<string, string> },
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const type = String(res.headers["content-type"] ?? "");
  return {
    status: res.statusCode,
    type,
    disposition: String(res.headers["content-disposition"] ?? ""),
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as each test asserts them
    body: (type.includes("json") ? res.json() : undefined) as any,
    raw: res.rawPayload,
  };
}

const SETTINGS = "/docket/api/workspace/letter-settings/";
const preview = (id: string) => `/docket/api/cases/${id}/payoff-letter/preview/`;
const download = (id: string) => `/docket/api/cases/${id}/payoff-letter/`;

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const created = await docketCall(t.app, user, "POST", "/add-docket/", newCase(change));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

async function addTransaction(
  user: LoggedInUser,
  id: string,
  type: string,
  amount: string,
  date: string,
) {
  const added = await docketCall(t.app, user, "POST", "/transactions/create/", {
    case_id: id,
    transaction_type: type,
    amount,
    date,
    description: "",
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

/**
 * $10,000 at 10% from 01/15/2024, 7.5% from 12/15/2026 (a rate change inside the letters' tables),
 * with costs and payments before and after 09/01/2025, the weekly table's first day.
 */
async function busyCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const id = await addCase(user, {
    rateSchedule: [
      { from: "2024-01-15", ratePercent: "10" },
      { from: "2026-12-15", ratePercent: "7.5" },
    ],
    debtorFirm: "Richard Roe",
    debtorStreet: "22 Elm Street",
    debtorCity: "Oakland",
    debtorState: "CA",
    debtorZip: "94612",
    ...change,
  });
  await addTransaction(user, id, "COST", "45.00", "2024-03-01");
  await addTransaction(user, id, "PAYMENT", "1500.00", "2024-09-01");
  await addTransaction(user, id, "COST", "120.50", "2025-10-10");
  await addTransaction(user, id, "PAYMENT", "750.25", "2025-11-03");
  return id;
}

async function payoffOf(user: LoggedInUser, id: string, date: string) {
  const res = await api(user, "GET", `/docket/api/cases/${id}/payoff/?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    totalPayoff: string;
    perDiem: string;
    principalBalance: string;
    accruedInterest: string;
  };
}

describe("the good-through table", () => {
  it("equals the payoff route on 60 days: the letter's date, 44 days after it, and 15 weeks from a date before the last payment", async () => {
    const user = await registerAndLogin(t.app);
    const id = await busyCase(user);
    const daily = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 44 },
    });
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    const weekly = await api(user, "POST", preview(id), {
      date: "2025-09-01",
      goodThrough: { unit: "week", count: 15 },
    });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
    const lines = [
      { date: daily.body.data.date, payoff: daily.body.data.payoff },
      ...daily.body.data.goodThrough,
      ...weekly.body.data.goodThrough,
    ] as { date: string; payoff: string }[];
    expect(lines).toHaveLength(60);
    expect(daily.body.data.goodThrough[0].date).toBe("2026-12-02");
    expect(daily.body.data.goodThrough.at(-1).date).toBe("2027-01-14");
    expect(weekly.body.data.goodThrough.map((l: { date: string }) => l.date).slice(0, 3)).toEqual([
      "2025-09-08",
      "2025-09-15",
      "2025-09-22",
    ]);
    for (const line of lines) {
      expect({ date: line.date, payoff: line.payoff }).toEqual({
        date: line.date,
        payoff: (await payoffOf(user, id, line.date)).totalPayoff,
      });
    }
    // The letter's own figures are the payoff route's for its date.
    const day = await payoffOf(user, id, "2026-12-01");
    expect(daily.body.data).toMatchObject({
      payoff: day.totalPayoff,
      perDiem: day.perDiem,
      principalBalance: day.principalBalance,
      accruedInterest: day.accruedInterest,
      // Costs join the principal under the case's default cost treatment.
      costBalance: "0.00",
    });
    // The rate change shows in the table: a smaller daily step after 12/15/2026.
    const cents = (text: string) => Math.round(Number(text) * 100);
    const step = (i: number) =>
      cents(daily.body.data.goodThrough[i + 1].payoff) -
      cents(daily.body.data.goodThrough[i].payoff);
    expect(step(2)).toBeGreaterThan(step(20));
  });

  it("reads as a letter: the recipient, the references, the figures and the firm's texts filled", async () => {
    const user = await registerAndLogin(t.app);
    const saved = await api(user, "PUT", SETTINGS, {
      paymentInstructions: "Pay {{payoff}} by {{date}} to {{firm}}, citing {{case_number}}.",
      closingText:
        "Questions about {{court}}? Call us. {{debtor}}, the table runs to {{good_through}}.",
      planNoticeRecipients: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = await busyCase(user);
    const res = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "week", count: 4 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const letter = res.body.data;
    const payoff = await payoffOf(user, id, "2026-12-01");
    const usd = `$${Number(payoff.totalPayoff).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(letter.writtenOn).toBe("2026-11-26");
    expect(letter.recipient).toEqual(["Richard Roe", "22 Elm Street", "Oakland, CA 94612"]);
    expect(letter.reference).toEqual([
      "Re: Acme Supply v. Roe",
      "Superior Court of California, County of Alameda",
      "Case No. RG24-001234",
    ]);
    expect(letter.salutation).toBe("Dear Richard Roe:");
    expect(letter.paragraphs[0]).toContain(`the amount due is ${usd}`);
    expect(letter.paragraphs[0]).toContain(`interest adds $${letter.perDiem} a day`);
    expect(letter.paragraphs[1]).toBe(
      `Pay ${usd} by 12/01/2026 to our office, citing RG24-001234.`,
    );
    expect(letter.paragraphs[2]).toBe(
      "Questions about Superior Court of California, County of Alameda? Call us. Richard Roe, the table runs to 12/29/2026.",
    );
    // No letterhead yet: the profile's name signs, and the letter says what is missing.
    expect(letter.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^No letterhead is set/)]),
    );
    expect(letter.warnings.some((w: string) => w.startsWith("No payment instructions"))).toBe(
      false,
    );
  });

  it("prefers the court facts' debtor with an address, and warns when the case has none", async () => {
    const user = await registerAndLogin(t.app);
    const bare = await addCase(user);
    const res = await api(user, "POST", preview(bare), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.recipient).toEqual(["Judgment debtor"]);
    expect(res.body.data.salutation).toBe("Dear Sir or Madam:");
    expect(res.body.data.warnings).toEqual(
      expect.arrayContaining([
        "The case has no debtor's address: add it to the case before sending.",
        expect.stringMatching(/^No payment instructions are set/),
      ]),
    );
    const facts = await docketCall(t.app, user, "PUT", `/cases/${bare}/court-facts/`, {
      creditors: [testParty("Acme Supply, Inc.")],
      debtors: [
        testParty("John Doe", {
          street: "9 Oak Lane",
          city: "Pasadena",
          state: "CA",
          zip: "91101",
        }),
      ],
      creditorIsAssignee: false,
      amountsDifferByDebtor: false,
      courtCounty: "",
      courtBranch: "",
      courtStreet: "",
      courtMailingAddress: "",
      courtCityZip: "",
      caseKind: null,
      judgmentKind: null,
      judgmentKindOther: "",
    });
    expect(facts.status, JSON.stringify(facts.body)).toBe(200);
    const again = await api(user, "POST", preview(bare), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 3 },
    });
    expect(again.body.data.recipient).toEqual(["John Doe", "9 Oak Lane", "Pasadena, CA 91101"]);
  });
});

describe("the refusals", () => {
  it("refuses an ended case, saying it was paid in full", async () => {
    const user = await registerAndLogin(t.app);
    const id = await addCase(user);
    const payoff = await payoffOf(user, id, "2026-10-01");
    await addTransaction(user, id, "PAYMENT", payoff.totalPayoff, "2026-10-01");
    const res = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 3 },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("letter_unavailable");
    expect(res.body.message).toBe(
      "This judgment was paid in full on 10/01/2026, so there is nothing to pay off and no letter to send.",
    );
  });

  it("refuses a table that runs past the judgment's enforceable life, naming the last day and the rule", async () => {
    const user = await registerAndLogin(t.app);
    // A California judgment of 12/20/2016 can be enforced through 12/19/2026 (10 years).
    const id = await addCase(user, { jurisdiction: "CA", judgmentDate: "2016-12-20" });
    const fits = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 18 },
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.data.goodThrough.at(-1).date).toBe("2026-12-19");
    const past = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 19 },
    });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe("letter_unavailable");
    expect(past.body.message).toBe(
      "The judgment can be enforced only through 12/19/2026 (California: A money judgment cannot be enforced after 10 years from entry (CCP § 683.020)), and the letter runs to 12/20/2026. Record a renewal, or choose a payoff date and table that end by 12/19/2026.",
    );
  });

  it("refuses days past the case's known rates (a Kansas table ending before the table's last line)", async () => {
    const user = await registerAndLogin(t.app);
    const id = await addCase(user, {
      caseName: "Prairie Bank v. Doe",
      judgmentAmount: 8000,
      judgmentDate: "2024-07-01",
      interestRate: "9.5",
      rateSchedule: [
        { from: "2024-07-01", ratePercent: "9.5" },
        { from: "2025-07-01", ratePercent: "8.5" },
        { from: "2026-07-01", ratePercent: "7.75" },
      ],
      rateTable: "KS",
      jurisdiction: "KS",
    });
    const fits = await api(user, "POST", preview(id), {
      date: "2026-12-01",
      goodThrough: { unit: "week", count: 26 },
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    const past = await api(user, "POST", preview(id), {
      date: "2027-02-20",
      goodThrough: { unit: "week", count: 26 },
    });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe("letter_unavailable");
    expect(past.body.message).toMatch(
      /^The case's interest rate is known only through 06\/30\/2027, and the letter runs to 08\/21\/2027\./,
    );
  });

  it("refuses dates before the judgment, more than 90 days ahead, or not dates, as 400s", async () => {
    const user = await registerAndLogin(t.app);
    const id = await addCase(user);
    const ask = (date: string, goodThrough: unknown = { unit: "day", count: 5 }) =>
      api(user, "POST", preview(id), { date, goodThrough });
    const before = await ask("2024-01-14");
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(
      "The payoff date cannot be before the judgment date (01/15/2024).",
    );
    const ahead = await ask("2027-02-25");
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe(
      "The payoff date cannot be more than 90 days after today (02/24/2027 at the latest).",
    );
    expect((await ask("2027-02-24")).status).toBe(200);
    expect((await ask("2026-02-30")).status).toBe(400);
    expect((await ask("soon")).status).toBe(400);
    const tooMany = await ask("2026-12-01", { unit: "day", count: 91 });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain("The good-through table has at most 90 days.");
    expect((await ask("2026-12-01", { unit: "week", count: 27 })).status).toBe(400);
    expect((await ask("2026-12-01", { unit: "month", count: 2 })).status).toBe(400);
  });
});

describe("the letter settings", () => {
  it("are empty until saved, then kept trimmed, and the workspace history names what changed", async () => {
    const user = await registerAndLogin(t.app);
    const empty = await api(user, "GET", SETTINGS);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      paymentInstructions: "",
      closingText: "",
      planNoticeRecipients: [],
    });
    const saved = await api(user, "PUT", SETTINGS, {
      paymentInstructions: "  Pay by check to {{firm}}.\nWire details on request.  ",
      closingText: "",
      planNoticeRecipients: [user.id, user.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe("Letter settings saved");
    expect(saved.body.data).toEqual({
      paymentInstructions: "Pay by check to {{firm}}.\nWire details on request.",
      closingText: "",
      planNoticeRecipients: [user.id],
    });
    expect((await api(user, "GET", SETTINGS)).body.data).toEqual(saved.body.data);
    const same = await api(user, "PUT", SETTINGS, saved.body.data);
    expect(same.body.message).toBe("Letter settings unchanged");
    const events = (await api(user, "GET", `/workspaces/api/workspaces/${user.id}/events/`)).body
      .data as { action: string; detail: string }[];
    expect(
      events.filter((e) => e.action === "letter settings changed").map((e) => e.detail),
    ).toEqual(["payment instructions and plan notice recipients"]);
  });

  it("refuse an unknown merge field, a text too long, control characters and a recipient who is not a member", async () => {
    const user = await registerAndLogin(t.app);
    const stranger = await registerAndLogin(t.app);
    const base = { paymentInstructions: "", closingText: "", planNoticeRecipients: [] };
    const refused = async (change: Record<string, unknown>) => {
      const res = await api(user, "PUT", SETTINGS, { ...base, ...change });
      expect(res.status).toBe(400);
      return res.body;
    };
    expect(JSON.stringify(await refused({ closingText: "Owed: {{balance}}" }))).toContain(
      "Closing text uses {{balance}}, which is not a merge field.",
    );
    expect(
      JSON.stringify(await refused({ paymentInstructions: "x".repeat(LETTER_TEXT_MAX + 1) })),
    ).toContain(`Payment instructions must be at most ${LETTER_TEXT_MAX} characters.`);
    expect((await refused({ closingText: "Thanks\u0007" })).code).toBe("invalid_input");
    const outsider = await refused({ planNoticeRecipients: [stranger.id] });
    expect(outsider.message).toBe(
      "One of the plan notice recipients is not a member of this workspace. Choose members of this workspace.",
    );
    expect(outsider.errors.planNoticeRecipients).toHaveLength(1);
    expect((await refused({ planNoticeRecipients: ["not-an-id"] })).code).toBe("invalid_input");
    expect((await api(user, "GET", SETTINGS)).body.data).toEqual(base);
  });
});

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

describe("roles and workspaces", () => {
  let owner: LoggedInUser;
  let viewer: LoggedInUser;
  let outsider: LoggedInUser;
  let firm: string;
  let id: string;

  beforeAll(async () => {
    owner = await registerAndLogin(t.app);
    viewer = await registerAndLogin(t.app);
    outsider = await registerAndLogin(t.app);
    firm = await createFirm(owner, "Hale & Pratt LLP");
    await joinAs(owner, firm, viewer, "viewer");
    id = await busyCase(owner);
  });

  it("lets a member be a plan notice recipient, and a viewer read but not write (403)", async () => {
    const saved = await api(owner, "PUT", SETTINGS, {
      paymentInstructions: "Pay {{firm}}.",
      closingText: "",
      planNoticeRecipients: [viewer.id, owner.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(viewer, "GET", SETTINGS)).body.data.planNoticeRecipients).toEqual([
      viewer.id,
      owner.id,
    ]);
    const refused = await api(viewer, "PUT", SETTINGS, {
      ...saved.body.data,
      closingText: "Viewer",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("read_only");
    expect(
      (
        await api(viewer, "POST", preview(id), {
          date: "2026-12-01",
          goodThrough: { unit: "day", count: 2 },
        })
      ).status,
    ).toBe(200);
    const check = await api(viewer, "POST", "/docket/api/payoff-letters/check/", {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 2 },
      caseIds: [id],
    });
    expect(check.status).toBe(200);
    for (const [url, body] of [
      [download(id), { date: "2026-12-01", goodThrough: { unit: "day", count: 2 }, format: "pdf" }],
      [
        "/docket/api/payoff-letters/",
        {
          date: "2026-12-01",
          goodThrough: { unit: "day", count: 2 },
          format: "pdf",
          caseIds: [id],
        },
      ],
    ] as const) {
      const res = await api(viewer, "POST", url, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("read_only");
    }
  });

  it("answers only current members as recipients: one who leaves drops out, and saving back is accepted", async () => {
    const gone = await api(
      owner,
      "DELETE",
      `/workspaces/api/workspaces/${firm}/members/${viewer.id}/`,
    );
    expect(gone.status).toBe(200);
    const read = await api(owner, "GET", SETTINGS);
    expect(read.body.data.planNoticeRecipients).toEqual([owner.id]);
    expect((await api(owner, "PUT", SETTINGS, read.body.data)).status).toBe(200);
  });

  it("answers another workspace's case as one that does not exist (404), alone or in a batch", async () => {
    const body = { date: "2026-12-01", goodThrough: { unit: "day", count: 2 } };
    for (const [url, payload] of [
      [preview(id), body],
      [download(id), { ...body, format: "docx" }],
      ["/docket/api/payoff-letters/check/", { ...body, caseIds: [id] }],
      ["/docket/api/payoff-letters/", { ...body, format: "pdf", caseIds: [id] }],
    ] as const) {
      const res = await api(outsider, "POST", url, payload);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe("not_found");
      expect(res.body.message).toBe("Case not found.");
    }
    // The outsider's own settings are theirs: the firm's are unchanged.
    expect((await api(outsider, "GET", SETTINGS)).body.data.paymentInstructions).toBe("");
  });
});

function pdfText(pdf: Buffer): string {
  const file = join(dir, `letter-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
}

const historyOf = async (caseId: string) =>
  t.app.db.select().from(caseHistory).where(eq(caseHistory.caseId, caseId));

describe("downloads", () => {
  it("a PDF and a Word letter say the preview's figures, and each is a history entry with them", async () => {
    const user = await registerAndLogin(t.app);
    const id = await busyCase(user);
    const body = { date: "2026-12-01", goodThrough: { unit: "week", count: 3 } };
    const letter = (await api(user, "POST", preview(id), body)).body.data;
    expect(await historyOf(id)).toHaveLength(5);

    const pdf = await api(user, "POST", download(id), { ...body, format: "pdf" });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(pdf.disposition).toContain(
      'filename="Payoff letter - Acme Supply v. Roe - 2026-12-01.pdf"',
    );
    const text = pdfText(pdf.raw);
    const usd = (s: string) =>
      `$${Number(s).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(text).toContain(usd(letter.payoff));
    for (const line of letter.goodThrough) expect(text).toContain(usd(line.payoff));

    const docx = await api(user, "POST", download(id), { ...body, format: "docx" });
    expect(docx.status).toBe(200);
    expect(docx.type).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(docx.disposition).toContain(".docx");
    const words = (await mammoth.extractRawText({ buffer: docx.raw })).value;
    expect(words).toContain(usd(letter.payoff));
    for (const line of letter.goodThrough) expect(words).toContain(usd(line.payoff));

    const history = await docketCall(t.app, user, "GET", `/cases/${id}/history/`);
    expect(history.status).toBe(200);
    const entries = (history.body.data.entries ?? history.body.data) as {
      action: string;
      title: string;
      subject: string;
      changes: { label: string; after: string }[];
    }[];
    const letters = entries.filter((e) => e.action === "payoff-letter.download");
    expect(letters.map((e) => e.subject).sort()).toEqual([
      "Payoff letter (PDF) for 12/01/2026",
      "Payoff letter (Word) for 12/01/2026",
    ]);
    const pdfEntry = letters.find((e) => e.subject.includes("PDF"));
    expect(pdfEntry?.title).toBe("Payoff letter downloaded");
    expect(Object.fromEntries((pdfEntry?.changes ?? []).map((c) => [c.label, c.after]))).toEqual({
      "Payoff date": "12/01/2026",
      Payoff: usd(letter.payoff),
      Principal: usd(letter.principalBalance),
      "Accrued interest": usd(letter.accruedInterest),
      Costs: "$0.00",
      "Per diem after the payoff date": `$${letter.perDiem}`,
      "Table's first line": `12/08/2026: ${usd(letter.goodThrough[0].payoff)}`,
      "Table's last line": `12/22/2026: ${usd(letter.goodThrough[2].payoff)}`,
      "Table's lines": "3",
      Format: "PDF",
    });
  });

  it("a refused letter writes nothing", async () => {
    const user = await registerAndLogin(t.app);
    const id = await addCase(user, { jurisdiction: "CA", judgmentDate: "2016-12-20" });
    const before = (await historyOf(id)).length;
    const res = await api(user, "POST", download(id), {
      date: "2026-12-01",
      goodThrough: { unit: "week", count: 4 },
      format: "pdf",
    });
    expect(res.status).toBe(409);
    expect(await historyOf(id)).toHaveLength(before);
  });
});

describe("a batch", () => {
  it("checks each case, refuses the whole batch naming each case that can have none, then writes one ZIP and every entry", async () => {
    const user = await registerAndLogin(t.app);
    const a = await busyCase(user, { caseName: "Acme v. Able" });
    const b = await addCase(user, { caseName: "Acme v. Baker" });
    const old = await addCase(user, {
      caseName: "Acme v. Old",
      jurisdiction: "CA",
      judgmentDate: "2016-12-20",
    });
    const body = { date: "2026-12-01", goodThrough: { unit: "day", count: 30 } };
    const check = await api(user, "POST", "/docket/api/payoff-letters/check/", {
      ...body,
      caseIds: [a, b, old, a],
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(
      check.body.data.letters.map((l: { caseName: string; refusal: string | null }) => [
        l.caseName,
        l.refusal === null,
      ]),
    ).toEqual([
      ["Acme v. Able", true],
      ["Acme v. Baker", true],
      ["Acme v. Old", false],
    ]);
    expect(check.body.data.letters[2].refusal).toMatch(
      /^The judgment can be enforced only through 12\/19\/2026/,
    );

    const entries = async () =>
      (await Promise.all([a, b, old].map(historyOf)))
        .flat()
        .filter((e) => e.action === "payoff-letter.download");
    const refused = await api(user, "POST", "/docket/api/payoff-letters/", {
      ...body,
      format: "pdf",
      caseIds: [a, b, old],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("letters_unavailable");
    expect(refused.body.message).toBe(
      "1 of the 3 cases chosen can have no payoff letter. Leave it out and try again.",
    );
    expect(refused.body.errors[old][0]).toMatch(
      /^Acme v\. Old: The judgment can be enforced only through/,
    );
    expect(await entries()).toHaveLength(0);

    const zip = await api(user, "POST", "/docket/api/payoff-letters/", {
      ...body,
      format: "docx",
      caseIds: [a, b],
    });
    expect(zip.status, zip.raw.toString().slice(0, 300)).toBe(200);
    expect(zip.type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(zip.raw));
    expect(Object.keys(files).sort()).toEqual([
      "Payoff letter - Acme v. Able - 2026-12-01.docx",
      "Payoff letter - Acme v. Baker - 2026-12-01.docx",
    ]);
    const baker = (await api(user, "POST", preview(b), body)).body.data;
    const text = (
      await mammoth.extractRawText({
        buffer: Buffer.from(files["Payoff letter - Acme v. Baker - 2026-12-01.docx"] as Uint8Array),
      })
    ).value;
    expect(text).toContain(baker.goodThrough[29].payoff.replace(/\B(?=(\d{3})+(?!\d))/g, ","));
    expect(await entries()).toHaveLength(2);
  });

  it("refuses a date past 90 days for the whole batch, and a case before its judgment in the check", async () => {
    const user = await registerAndLogin(t.app);
    const recent = await addCase(user, { judgmentDate: "2026-11-01" });
    const check = await api(user, "POST", "/docket/api/payoff-letters/check/", {
      date: "2026-10-01",
      goodThrough: { unit: "day", count: 1 },
      caseIds: [recent],
    });
    expect(check.status).toBe(200);
    expect(check.body.data.letters[0].refusal).toBe(
      "The payoff date is before this case's judgment date (11/01/2026).",
    );
    const far = await api(user, "POST", "/docket/api/payoff-letters/check/", {
      date: "2027-03-01",
      goodThrough: { unit: "day", count: 1 },
      caseIds: [recent],
    });
    expect(far.status).toBe(400);
    const none = await api(user, "POST", "/docket/api/payoff-letters/check/", {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 1 },
      caseIds: [],
    });
    expect(none.status).toBe(400);
    const unknown = await api(user, "POST", "/docket/api/payoff-letters/check/", {
      date: "2026-12-01",
      goodThrough: { unit: "day", count: 1 },
      caseIds: [recent, "not-a-case"],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Case not found.");
  });
});
