import {
  COURT_FORM_ERRORS,
  COURT_FORM_WARNINGS_HEADER,
  formatUsd,
  WRIT_LEVY_RULE,
} from "@owed/domain";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseHistory, cases, courtFilings, transactions } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { courtFiguresOf } from "./case-court-figures.ts";

// The court forms through the API (docs/court-forms.md, "Routes"): the list for the case's
// jurisdiction, a form filled for a date (a preview writes nothing, a download is a history entry),
// the filings (a memorandum makes its costs allowed; a writ's levy deadline joins the deadlines),
// every bad input a clear 4xx that changes nothing, and another workspace's case a 404.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let other: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  other = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

/** A California case with a cost and a payment; each test signs up its own user. */
async function californiaCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const created = await docketCall(
    t.app,
    user,
    "POST",
    "/add-docket/",
    newCase({ jurisdiction: "CA", judgmentDate: "2025-01-15", ...change }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data.id;
  for (const tx of [
    { transaction_type: "COST", amount: "40.00", date: "2025-03-01", description: "Abstract" },
    { transaction_type: "PAYMENT", amount: "1500.00", date: "2025-06-01", description: "" },
  ]) {
    const added = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      ...tx,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  // The cost's MC-012 category, as the cost facts' fields set it.
  await t.app.db
    .update(transactions)
    .set({ costCategory: "abstract" })
    .where(and(eq(transactions.caseId, id), eq(transactions.type, "COST")));
  return id;
}

const fill = (user: LoggedInUser, id: string, form: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/docket/api/cases/${id}/court-forms/${form}/`,
    headers: user.headers,
    payload,
  });

async function historyCount(caseId: string) {
  return (await t.app.db.select().from(caseHistory).where(eq(caseHistory.caseId, caseId))).length;
}

async function rowsOf(caseId: string) {
  const [row] = await t.app.db.select().from(cases).where(eq(cases.id, caseId));
  const txs = await t.app.db.select().from(transactions).where(eq(transactions.caseId, caseId));
  return { row: row as NonNullable<typeof row>, txs };
}

describe("the list of forms", () => {
  it("a California case lists MC-012, EJ-130, EJ-100 and WG-001 with their revision and what each lacks", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const { status, body } = await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`);
    expect(status).toBe(200);
    expect(body.data.state).toBe("California");
    expect(body.data.none).toBeNull();
    expect(body.data.earliest).toBe("2025-01-15");
    expect(body.data.latest).toBe("2027-02-24");
    const forms = body.data.forms as { id: string; number: string; revision: string }[];
    expect(forms.map((f) => f.number)).toEqual(["MC-012", "EJ-130", "EJ-100", "WG-001"]);
    const ej130 = body.data.forms[1];
    expect(ej130).toMatchObject({
      title: "Writ of Execution",
      revision: "Rev. January 1, 2026",
      asks: [],
      unavailable: null,
    });
    expect(ej130.missing).toContain("The judgment debtor's name");
    expect(ej130.missing).toContain("The court's county");
    expect(body.data.forms[3].asks).toEqual(["employer"]);
  });

  it("EJ-130 names what an 'other' judgment is for while it is missing, facts stored before it existed included", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const { row } = await rowsOf(id);
    // Facts as stored before the description existed: no key at all.
    const stored = {
      creditors: [],
      debtors: [],
      creditorIsAssignee: false,
      amountsDifferByDebtor: false,
      courtCounty: "Alameda",
      courtBranch: "",
      courtStreet: "",
      courtMailingAddress: "",
      courtCityZip: "",
      caseKind: "limited",
      judgmentKind: "other",
    };
    await t.app.db
      .update(cases)
      .set({ courtFacts: stored as unknown as typeof row.courtFacts })
      .where(eq(cases.id, id));
    const facts = await docketCall(t.app, user, "GET", `/cases/${id}/court-facts/`);
    expect(facts.body.data.judgmentKindOther).toBe("");
    const listOf = async () => {
      const list = await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`);
      expect(list.status).toBe(200);
      return list.body.data.forms as { id: string; missing: string[] }[];
    };
    const WHAT = 'What the judgment is for (its type is "other")';
    const before = await listOf();
    expect(before.find((form) => form.id === "ej-130")?.missing).toContain(WHAT);
    expect(before.find((form) => form.id === "mc-012")?.missing).not.toContain(WHAT);
    const preview = await fill(user, id, "ej-130", { date: "2026-11-26", preview: true });
    expect(preview.statusCode).toBe(200);

    const saved = await docketCall(t.app, user, "PUT", `/cases/${id}/court-facts/`, {
      ...stored,
      judgmentKindOther: "Unpaid rent under a commercial lease",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await listOf()).find((form) => form.id === "ej-130")?.missing).not.toContain(WHAT);
  });

  it("a fact kept once is no longer missing: the workspace's letterhead", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const before = await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`);
    expect(before.body.data.forms[0].missing).toContain("The letterhead's telephone number");
    const saved = await docketCall(t.app, user, "PUT", "/workspace/letterhead/", {
      attorneyName: "Dana Reyes",
      barNumber: "123456",
      firm: "Reyes Collections LLP",
      street: "100 Grand Ave",
      city: "Oakland",
      state: "CA",
      zip: "94612",
      phone: "510-555-0100",
      fax: "",
      email: "dana@example.com",
      attorneyFor: "Plaintiff Acme Supply, Inc.",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`);
    const missing: string[] = after.body.data.forms[0].missing;
    expect(missing.filter((fact) => fact.includes("letterhead"))).toEqual([]);
  });

  it("another state has no form yet and says so", async () => {
    const user = await registerAndLogin(t.app);
    const created = await docketCall(
      t.app,
      user,
      "POST",
      "/add-docket/",
      newCase({ jurisdiction: "TX", interestRate: 7.5, judgmentDate: "2025-01-15" }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { body } = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${created.body.data.id}/court-forms/`,
    );
    expect(body.data.forms).toEqual([]);
    expect(body.data.none).toBe("No court form yet for Texas.");
    const filled = await fill(user, created.body.data.id, "ej-130", { date: "2026-11-26" });
    expect(filled.statusCode).toBe(409);
    expect(filled.json()).toMatchObject({
      code: "form_unavailable",
      message: "No court form yet for Texas.",
    });
  });
});

describe("a form filled for a date", () => {
  it("a preview answers the PDF and its warnings and writes nothing", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const before = await historyCount(id);
    const res = await fill(user, id, "ej-130", { date: "2026-11-26", preview: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const warnings = JSON.parse(
      decodeURIComponent(String(res.headers[COURT_FORM_WARNINGS_HEADER])),
    ) as string[];
    expect(Array.isArray(warnings)).toBe(true);
    expect(await historyCount(id)).toBe(before);
  });

  it("a download is named for the form, case and date, and its history entry lists the figures", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user, { courtCaseNumber: "24STLC/01234" });
    const res = await fill(user, id, "ej-130", { date: "2026-11-26", flattened: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      'filename="EJ-130 Writ of Execution - 24STLC01234 - 2026-11-26.pdf"',
    );
    const { row, txs } = await rowsOf(id);
    const figures = courtFiguresOf(row, txs, "2026-11-26");
    const history = await docketCall(t.app, user, "GET", `/cases/${id}/history/`);
    const entry = history.body.data.entries[0];
    expect(entry).toMatchObject({
      action: "court-form.download",
      title: "Court form downloaded",
      subject: "EJ-130 Writ of Execution for 11/26/2026",
      undo: null,
    });
    const change = (label: string) =>
      entry.changes.find((c: { label: string }) => c.label === label)?.after;
    expect(change("Principal remaining (item 15)")).toBe(
      formatUsd(figures.ej130.principalRemaining),
    );
    expect(change("Accrued interest remaining (item 16)")).toBe(
      formatUsd(figures.ej130.accruedInterest),
    );
    expect(change("Total amount due (item 18)")).toBe(formatUsd(figures.ej130.total));
    expect(change("Copy")).toBe("Flattened (fields cannot be edited)");
  });

  it("refuses a date before the judgment, too far ahead, or not a date, and writes nothing", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const before = await historyCount(id);
    const early = await fill(user, id, "mc-012", { date: "2024-12-31" });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: "invalid_date",
      message: "The form's date cannot be before the judgment date (01/15/2025).",
    });
    const late = await fill(user, id, "mc-012", { date: "2027-02-25" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      "The form's date cannot be more than 90 days after today (02/24/2027 at the latest).",
    );
    for (const date of ["", "11/26/2026", "2026-02-30", "x".repeat(5000)]) {
      const bad = await fill(user, id, "mc-012", { date });
      expect(bad.statusCode, date.slice(0, 20)).toBe(400);
    }
    const missing = await fill(user, id, "mc-012", {});
    expect(missing.json()).toMatchObject({ code: "invalid_input" });
    expect(missing.json().message).toBe("The form's date is required.");
    const extra = await fill(user, id, "mc-012", { date: "2026-11-26", sneaky: 1 });
    expect(extra.statusCode).toBe(400);
    const unknown = await fill(user, id, "zz-999", { date: "2026-11-26" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Court form not found.");
    expect(await historyCount(id)).toBe(before);
  });

  it("EJ-130 for debtors whose amounts differ is refused with the plain sentence", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    await t.app.db
      .update(cases)
      .set({
        courtFacts: {
          creditors: [],
          debtors: [],
          creditorIsAssignee: false,
          amountsDifferByDebtor: true,
          courtCounty: "",
          courtBranch: "",
          courtStreet: "",
          courtMailingAddress: "",
          courtCityZip: "",
          caseKind: null,
          judgmentKind: null,
          judgmentKindOther: "",
        },
      })
      .where(eq(cases.id, id));
    const res = await fill(user, id, "ej-130", { date: "2026-11-26" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "amounts_differ_by_debtor",
      message: COURT_FORM_ERRORS.amountsDifferByDebtor.message,
    });
    const list = await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`);
    expect(list.body.data.forms[1].unavailable).toBe(
      COURT_FORM_ERRORS.amountsDifferByDebtor.message,
    );
  });

  it("EJ-100 asks full or partial; full needs a satisfied case, partial an amount within the payments", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const none = await fill(user, id, "ej-100", { date: "2026-11-26" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a full or a partial satisfaction.");
    const full = await fill(user, id, "ej-100", {
      date: "2026-11-26",
      satisfaction: { kind: "full" },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("not_satisfied");
    const noAmount = await fill(user, id, "ej-100", {
      date: "2026-11-26",
      satisfaction: { kind: "partial" },
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toBe("Amount received is required for a partial satisfaction.");
    const tooMuch = await fill(user, id, "ej-100", {
      date: "2026-11-26",
      satisfaction: { kind: "partial", amount: "1500.01" },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      "The amount received ($1,500.01) is more than the payments recorded to that date ($1,500.00).",
    );
    const partial = await fill(user, id, "ej-100", {
      date: "2026-11-26",
      satisfaction: { kind: "partial", amount: "1500" },
    });
    expect(partial.statusCode, partial.body).toBe(200);
  });

  it("WG-001 needs the employer, each field bounded", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const none = await fill(user, id, "wg-001", { date: "2026-11-26" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("The employer's name and address are required.");
    const employer = {
      name: "Bay Widgets LLC",
      street: "1 Main St",
      city: "Oakland",
      state: "ca",
      zip: "94612",
    };
    const long = await fill(user, id, "wg-001", {
      date: "2026-11-26",
      employer: { ...employer, name: "x".repeat(121) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Employer's name must be at most 120 characters.");
    const badZip = await fill(user, id, "wg-001", {
      date: "2026-11-26",
      employer: { ...employer, zip: "9461" },
    });
    expect(badZip.json().message).toBe("Enter a valid employer's ZIP code (5 digits, or 5+4).");
    const ok = await fill(user, id, "wg-001", { date: "2026-11-26", employer });
    expect(ok.statusCode, ok.body).toBe(200);
    const history = await docketCall(t.app, user, "GET", `/cases/${id}/history/`);
    const employerLine = history.body.data.entries[0].changes.find(
      (c: { label: string }) => c.label === "Employer's address",
    );
    expect(employerLine.after).toBe("1 Main St, Oakland, CA 94612");
  });
});

describe("filings", () => {
  it("an MC-012 filed makes every cost it claimed allowed, in one entry with the case's version bumped", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    // A cost with no MC-012 category: item 1a leaves it off, so filing does not allow it.
    const uncategorised = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      transaction_type: "COST",
      amount: "25.00",
      date: "2026-10-01",
      description: "Postage",
    });
    expect(uncategorised.status).toBe(201);
    const versionBefore = (await rowsOf(id)).row.version;
    const res = await docketCall(t.app, user, "POST", `/cases/${id}/court-filings/`, {
      kind: "memorandum-filed",
      date: "2026-11-20",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      form: "mc-012",
      kind: "memorandum-filed",
      on: "2026-11-20",
      title: "MC-012 filed on 11/20/2026",
      costsAllowed: 1,
      costsAllowedTotal: "40.00",
      lastDayToLevy: null,
    });
    const { row, txs } = await rowsOf(id);
    expect(row.version).toBeGreaterThan(versionBefore);
    const cost = txs.find((tx) => tx.type === "COST" && tx.costCategory === "abstract");
    expect(cost?.costAllowedOn).toBe("2026-11-20");
    expect(cost?.costMemorandumId).toBe(res.body.data.id);
    const postage = txs.find((tx) => tx.type === "COST" && tx.costCategory === null);
    expect(postage?.costAllowedOn).toBeNull();
    // The next memorandum lists the allowed cost under item 1b, allowed before.
    expect(courtFiguresOf(row, txs, "2026-11-26").mc012.allowedBefore).toBe(400000n);
    const history = await docketCall(t.app, user, "GET", `/cases/${id}/history/`);
    expect(history.body.data.entries[0]).toMatchObject({
      action: "court-filing.record",
      subject: "MC-012 filed on 11/20/2026",
    });
    const again = await docketCall(t.app, user, "POST", `/cases/${id}/court-filings/`, {
      kind: "memorandum-filed",
      date: "2026-11-20",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("MC-012 filed on 11/20/2026 is already recorded.");
    const list = await docketCall(t.app, user, "GET", `/cases/${id}/court-filings/`);
    expect(list.body.data).toHaveLength(1);
  });

  it("refuses a filing dated after today, before the judgment, or of no known kind", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const before = await historyCount(id);
    for (const [body, message] of [
      [
        { kind: "writ-issued", date: "2026-11-27" },
        "The filing date cannot be after today (11/26/2026).",
      ],
      [
        { kind: "writ-issued", date: "2025-01-14" },
        "The filing date cannot be before the judgment date (01/15/2025).",
      ],
      [
        { kind: "levy", date: "2026-11-20" },
        "Choose what was filed: a memorandum of costs filed or a writ issued.",
      ],
    ] as const) {
      const res = await docketCall(t.app, user, "POST", `/cases/${id}/court-filings/`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await historyCount(id)).toBe(before);
    expect(await t.app.db.select().from(courtFilings).where(eq(courtFilings.caseId, id))).toEqual(
      [],
    );
  });

  it("a writ issued becomes a levy deadline: the case's deadlines, the Deadlines view and the calendar", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user, { caseName: "Writ v. Roe" });
    const res = await docketCall(t.app, user, "POST", `/cases/${id}/court-filings/`, {
      kind: "writ-issued",
      date: "2026-11-26",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 180 days from 11/26/2026, the first day excluded (CCP § 12): 05/25/2027.
    expect(res.body.data.lastDayToLevy).toBe("2027-05-25");

    const deadlines = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(deadlines.body.data.writs).toEqual([
      {
        filingId: res.body.data.id,
        issuedOn: "2026-11-26",
        lastDayToLevy: "2027-05-25",
        expired: false,
        label: "Last day to levy under the writ issued 11/26/2026",
      },
    ]);
    expect(deadlines.body.data.writRule.citation).toBe(WRIT_LEVY_RULE.citation);
    expect(deadlines.body.data.next).toEqual({
      kind: "writ-levy",
      date: "2027-05-25",
      label: "Last day to levy under the writ issued 11/26/2026",
    });

    const view = await docketCall(t.app, user, "GET", "/deadlines/");
    expect(view.body.data.items).toContainEqual({
      caseId: id,
      caseName: "Writ v. Roe",
      courtCaseNumber: "RG24-001234",
      jurisdiction: "CA",
      status: "fine",
      next: {
        kind: "writ-levy",
        date: "2027-05-25",
        label: "Last day to levy under the writ issued 11/26/2026",
      },
      citation: WRIT_LEVY_RULE.citation,
      verification: "confirmed",
    });

    const ics = await t.app.inject({
      url: `/docket/api/cases/${id}/deadlines.ics`,
      headers: user.headers,
    });
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const levy = calendar
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary === "Last day to levy under the writ: Writ v. Roe");
    expect(levy?.startDate.toString()).toBe("2027-05-25");
    expect(levy?.description).toContain(WRIT_LEVY_RULE.citation);
    expect(levy?.uid).toBe(`${id}-writ-levy-${res.body.data.id}@owed`);
  });
});

describe("isolation", () => {
  it("another workspace's case answers 404 on every route and nothing is written", async () => {
    const user = await registerAndLogin(t.app);
    const id = await californiaCase(user);
    const before = await historyCount(id);
    const list = await docketCall(t.app, other, "GET", `/cases/${id}/court-forms/`);
    expect(list.status).toBe(404);
    expect(list.body.message).toBe("Case not found.");
    const filled = await fill(other, id, "ej-130", { date: "2026-11-26" });
    expect(filled.statusCode).toBe(404);
    const filings = await docketCall(t.app, other, "GET", `/cases/${id}/court-filings/`);
    expect(filings.status).toBe(404);
    const record = await docketCall(t.app, other, "POST", `/cases/${id}/court-filings/`, {
      kind: "memorandum-filed",
      date: "2026-11-20",
    });
    expect(record.status).toBe(404);
    expect(await historyCount(id)).toBe(before);
    const { txs } = await rowsOf(id);
    expect(txs.every((tx) => tx.costAllowedOn === null)).toBe(true);
    expect(await t.app.db.select().from(courtFilings).where(eq(courtFilings.caseId, id))).toEqual(
      [],
    );
  });
});
