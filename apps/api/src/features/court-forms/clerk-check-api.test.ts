import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COURT_FORM_WARNINGS_HEADER, formatUsd, parseMoneyInput } from "@owed/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { EJ100_FIELDS } from "./fill/ej-100.ts";
import { EJ130_FIELDS } from "./fill/ej-130.ts";
import { readFields } from "./fill/fill-court-form.ts";
import { MC012_FIELDS } from "./fill/mc-012.ts";
import { WG001_FIELDS } from "./fill/wg-001.ts";

// The clerk's check (issue 33, item 6), through the API only: a California case built the way a
// paralegal builds it (New Case's California rounding, a rate change in its schedule, letterhead,
// court facts, payments, costs in several categories, a renewal), its forms downloaded from the
// court forms route, their fields read back with pdf-lib and the flattened copy read with
// `pdftotext -layout`, every figure compared with the case page's and the payoff's for that date
// as exact strings; then the filings: a memorandum filed makes its costs allowed (and the next
// memorandum lists them under 1b), a writ issued becomes its levy deadline (CCP 699.530).

const TODAY = "2026-11-26";
const clock = new TestClock(`${TODAY}T15:00:00Z`);
let t: TestApp;
let user: LoggedInUser;
let caseId: string;

const scratch = mkdtempSync(join(tmpdir(), "owed-clerk-check-"));

/** A dollar figure as a form's amount box shows it: "11,371.15" (the "$" is printed on the form). */
const onForm = (decimal: string) => usd(decimal).replace("$", "");

/** "11371.15" → "$11,371.15", as the history prints it. */
const usd = (decimal: string) => formatUsd(parseMoneyInput(decimal));

/** "11,371.15" → 1137115 cents, to add a form's figures exactly. */
const cents = (shown: string) => BigInt(shown.replace(/[,.]/g, ""));

/** Cents back to a form's figure. */
const shownOf = (value: bigint) =>
  onForm(`${value / 100n}.${String(value % 100n).padStart(2, "0")}`);

function layoutText(pdf: Uint8Array, name: string): string {
  const file = join(scratch, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** One line of the page holds `label`'s words and, after them, `figure`. */
function expectOnALine(text: string, label: RegExp, figure: string) {
  const escaped = figure.replace(/[.$,]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`${label.source}.*${escaped}(?![\\d,])`);
  expect(
    text.split("\n").some((line) => pattern.test(line)),
    `no line matches ${pattern}`,
  ).toBe(true);
}

async function download(form: string, payload: Record<string, unknown>, id = caseId) {
  const res = await t.app.inject({
    method: "POST",
    url: `/docket/api/cases/${id}/court-forms/${form}/`,
    headers: user.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const warnings = JSON.parse(
    decodeURIComponent(String(res.headers[COURT_FORM_WARNINGS_HEADER])),
  ) as string[];
  return { pdf: new Uint8Array(res.rawPayload), warnings };
}

function valuesOf<T extends Record<string, string>>(fields: Record<string, string>, map: T) {
  return Object.fromEntries(
    Object.entries(map).map(([key, name]) => [key, fields[name]]),
  ) as Record<keyof T, string | undefined>;
}

const LETTERHEAD = {
  attorneyName: "Dana Reyes",
  barNumber: "123456",
  firm: "Reyes Collections LLP",
  street: "100 Grand Ave",
  city: "Oakland",
  state: "CA",
  zip: "94612",
  phone: "(510) 555-0100",
  // No fax: the forms leave it blank and say so.
  fax: "",
  email: "dana@reyes.example",
  attorneyFor: "Plaintiff Acme Supply, Inc.",
};

const COURT_FACTS = {
  creditors: [
    {
      name: "Acme Supply, Inc.",
      entityType: "corporation",
      street: "1 Market St",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
    },
  ],
  debtors: [
    {
      name: "John Roe",
      entityType: "",
      street: "5 Elm St",
      city: "Fresno",
      state: "CA",
      zip: "93701",
    },
    {
      name: "Mary Roe",
      entityType: "",
      street: "5 Elm St",
      city: "Fresno",
      state: "CA",
      zip: "93701",
    },
  ],
  creditorIsAssignee: false,
  amountsDifferByDebtor: false,
  courtCounty: "Alameda",
  courtBranch: "Rene C. Davidson Courthouse",
  courtStreet: "1225 Fallon Street",
  courtMailingAddress: "",
  courtCityZip: "Oakland, CA 94612",
  caseKind: "unlimited",
  judgmentKind: "personal-debt",
};

interface Entry {
  type: "PAYMENT" | "COST" | "RENEWAL";
  date: string;
  amount: string;
  costCategory?: string;
  costNote?: string;
  costAllowedOn?: string;
}

const LEDGER: Entry[] = [
  // Allowed by a memorandum filed by hand years ago: 1b.
  {
    type: "COST",
    date: "2020-01-15",
    amount: "25.00",
    costCategory: "recording",
    costAllowedOn: "2020-02-01",
  },
  { type: "PAYMENT", date: "2021-03-01", amount: "3000.00" },
  { type: "RENEWAL", date: "2024-02-20", amount: "45.00" },
  // Two in one category: summed and said so.
  { type: "COST", date: "2025-02-03", amount: "15.00", costCategory: "abstract" },
  { type: "COST", date: "2025-03-10", amount: "10.00", costCategory: "abstract" },
  {
    type: "COST",
    date: "2025-05-01",
    amount: "40.00",
    costCategory: "writ-issuance",
    costNote: "Alameda",
  },
  {
    type: "COST",
    date: "2025-08-01",
    amount: "20.00",
    costCategory: "other",
    costNote: "Gov. Code, § 26746",
  },
  { type: "PAYMENT", date: "2025-09-01", amount: "2000.00" },
  { type: "COST", date: "2026-01-10", amount: "100.00", costCategory: "levying-officer" },
];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  user = await registerAndLogin(t.app);
  const created = await docketCall(
    t.app,
    user,
    "POST",
    "/add-docket/",
    newCase({
      caseName: "Acme Supply v. Roe",
      courtCaseNumber: "RG19-004321",
      jurisdiction: "CA",
      // California's rounding and rate, as New Case fills them for the jurisdiction; the rate
      // changes once by the case's schedule.
      perDiemRounding: "half-up-cents",
      judgmentAmount: 10000,
      judgmentDate: "2019-03-01",
      rateSchedule: [
        { from: "2019-03-01", ratePercent: "10" },
        { from: "2025-07-01", ratePercent: "7" },
      ],
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  caseId = created.body.data.id;
  const letterhead = await docketCall(t.app, user, "PUT", "/workspace/letterhead/", LETTERHEAD);
  expect(letterhead.status, JSON.stringify(letterhead.body)).toBe(200);
  const facts = await docketCall(t.app, user, "PUT", `/cases/${caseId}/court-facts/`, COURT_FACTS);
  expect(facts.status, JSON.stringify(facts.body)).toBe(200);
  for (const entry of LEDGER) {
    const { type, ...rest } = entry;
    const res = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: caseId,
      transaction_type: type,
      description: "",
      ...rest,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

/** The engine's figures for a date: the case page's for today, the payoff's for another day. */
async function engineOn(date: string) {
  const page = (await docketCall(t.app, user, "GET", `/cases/${caseId}/`)).body.data;
  const payoff = (await docketCall(t.app, user, "GET", `/cases/${caseId}/payoff/?date=${date}`))
    .body.data;
  expect(payoff.date).toBe(date);
  if (date === TODAY) {
    expect(page.principalBalance).toBe(payoff.principalBalance);
    expect(page.accruedInterest).toBe(payoff.accruedInterest);
    expect(page.payoffAmount).toBe(payoff.totalPayoff);
  }
  return {
    principal: payoff.principalBalance as string,
    interest: payoff.accruedInterest as string,
    payoff: payoff.totalPayoff as string,
    payments: payoff.totalPayments as string,
  };
}

describe("the forms for today, checked the way a clerk would", () => {
  it("EJ-130: items 15, 16 and 18 are the engine's principal, interest and payoff plus the fee", async () => {
    const engine = await engineOn(TODAY);
    const editable = await download("ej-130", { date: TODAY });
    const v = valuesOf(await readFields(editable.pdf), EJ130_FIELDS);
    expect(v.principalRemaining).toBe(onForm(engine.principal));
    expect(v.accruedInterest).toBe(onForm(engine.interest));
    // 18 = 15 + 16 + 17, and 15 + 16 is the payoff.
    const fee = cents(v.writFee ?? "");
    expect(v.writFee).toBe("40.00");
    expect(v.total).toBe(
      shownOf(cents(v.principalRemaining ?? "") + cents(v.accruedInterest ?? "") + fee),
    );
    expect(v.total).toBe(shownOf(cents(onForm(engine.payoff)) + fee));
    // 13 = 11 + 12, 15 = 13 − 14.
    expect(v.subtotal).toBe(
      shownOf(cents(v.totalJudgment ?? "") + cents(v.costsAfterJudgment ?? "")),
    );
    expect(v.principalRemaining).toBe(
      shownOf(cents(v.subtotal ?? "") - cents(v.creditsToPrincipal ?? "")),
    );
    // The facts: letterhead, court, parties (the second debtor on page 2), renewal, judgment type.
    expect([v.attorneyName, v.barNumber, v.firm, v.courtCounty, v.caseNumber]).toEqual([
      "Dana Reyes",
      "123456",
      "Reyes Collections LLP",
      "Alameda",
      "RG19-004321",
    ]);
    expect(v.judgmentDate).toBe("03/01/2019");
    expect(v.renewalDates).toBe("02/20/2024");
    expect(v.creditorName).toContain("Acme Supply, Inc.");
    expect(v.debtor).toContain("John Roe");
    expect(`${v.moreDebtorsLeft} ${v.moreDebtorsRight}`).toContain("Mary Roe");
    expect(v.judgmentPersonalDebt).not.toBe("");
    // Every fact the form needs is recorded: no warning says one was left blank. The fax and the
    // court's mailing address are optional: blank, without a warning.
    expect(editable.warnings.filter((w) => w.includes("not recorded"))).toEqual([]);
    expect([v.fax, v.courtMailing]).toEqual(["", ""]);

    const flat = await download("ej-130", { date: TODAY, flattened: true });
    const text = layoutText(flat.pdf, "ej-130");
    expectOnALine(text, /15\./, onForm(engine.principal));
    expectOnALine(text, /16\./, onForm(engine.interest));
    expectOnALine(text, /18\./, v.total ?? "");
    expect(text).not.toMatch(/personal-debt|undefined|null|NaN/);
  });

  it("MC-012: 2b is the principal, 3 the interest, 1a the costs claimed by category", async () => {
    const engine = await engineOn(TODAY);
    const { pdf, warnings } = await download("mc-012", { date: TODAY });
    const v = valuesOf(await readFields(pdf), MC012_FIELDS);
    expect(v.principalRemaining).toBe(onForm(engine.principal));
    expect(v.interestRemaining).toBe(onForm(engine.interest));
    expect(v.payments).toBe(onForm(engine.payments));
    expect(shownOf(cents(v.creditToInterest ?? "") + cents(v.creditToPrincipal ?? ""))).toBe(
      v.payments,
    );
    expect([v.abstractDates, v.abstractAmount]).toEqual([
      "2 items, 02/03/2025–03/10/2025",
      "25.00",
    ]);
    expect([v.writCounty, v.writDates, v.writAmount]).toEqual(["Alameda", "05/01/2025", "40.00"]);
    expect([v.otherStatute, v.otherAmount]).toEqual(["Gov. Code, § 26746", "20.00"]);
    expect([v.levyingDates, v.levyingAmount]).toEqual(["01/10/2026", "100.00"]);
    expect([v.claimedTotal, v.allowedBefore, v.costsTotal]).toEqual(["185.00", "25.00", "210.00"]);
    // The rate the principal runs on today: the schedule's second rate.
    expect([v.rate1, v.principal1]).toEqual(["7", onForm(engine.principal)]);
    expect(warnings.filter((w) => w.includes("not recorded"))).toEqual([]);

    const flat = await download("mc-012", { date: TODAY, flattened: true });
    const text = layoutText(flat.pdf, "mc-012");
    expectOnALine(text, /principal/i, onForm(engine.principal));
    expectOnALine(text, /interest/i, onForm(engine.interest));
  });

  it("each download is a history entry with its figures", async () => {
    const engine = await engineOn(TODAY);
    await download("ej-130", { date: TODAY });
    const history = await docketCall(t.app, user, "GET", `/cases/${caseId}/history/`);
    const entry = history.body.data.entries[0];
    expect(entry).toMatchObject({
      action: "court-form.download",
      subject: "EJ-130 Writ of Execution for 11/26/2026",
    });
    const change = (label: string) =>
      entry.changes.find((c: { label: string }) => c.label === label)?.after;
    expect(change("Principal remaining (item 15)")).toBe(usd(engine.principal));
    expect(change("Accrued interest remaining (item 16)")).toBe(usd(engine.interest));
  });

  it("WG-001 for an employer reads back the debtor, the employer and the writ's amount", async () => {
    const writ = valuesOf(
      await readFields((await download("ej-130", { date: TODAY, preview: true })).pdf),
      EJ130_FIELDS,
    );
    const { pdf } = await download("wg-001", {
      date: TODAY,
      employer: {
        name: "Fresno Widgets Co.",
        street: "9 Industrial Way",
        city: "Fresno",
        state: "CA",
        zip: "93706",
      },
    });
    const v = valuesOf(await readFields(pdf), WG001_FIELDS);
    expect(v.employer).toContain("Fresno Widgets Co.");
    expect(v.employer).toContain("9 Industrial Way");
    expect(v.employee).toContain("John Roe");
    expect(v.creditorName).toContain("Acme Supply, Inc.");
    expect(v.judgmentDate).toBe("03/01/2019");
    // 3b: the amount of the writ, EJ-130 item 18.
    expect(v.amount).toBe(writ.total);
    expect(v.courtCounty).toBe("Alameda");
  });
});

describe("filings", () => {
  it("an MC-012 filed makes its claimed costs allowed; the next MC-012 lists them under 1b", async () => {
    const date = "2026-11-20";
    const engine = await engineOn(date);
    const first = valuesOf(
      await readFields((await download("mc-012", { date })).pdf),
      MC012_FIELDS,
    );
    expect(first.principalRemaining).toBe(onForm(engine.principal));
    expect(first.interestRemaining).toBe(onForm(engine.interest));
    expect([first.claimedTotal, first.allowedBefore]).toEqual(["185.00", "25.00"]);

    const filed = await docketCall(t.app, user, "POST", `/cases/${caseId}/court-filings/`, {
      kind: "memorandum-filed",
      date,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data).toMatchObject({ costsAllowed: 5, costsAllowedTotal: "185.00" });
    const txs = (await docketCall(t.app, user, "GET", `/cases/${caseId}/transactions/`)).body
      .data as { date: string; type: string; costFacts: { allowedOn: string | null } | null }[];
    expect(
      txs
        .filter((tx) => tx.type === "COST")
        .map((tx) => [tx.date, tx.costFacts?.allowedOn])
        .sort(),
    ).toEqual([
      ["2020-01-15", "2020-02-01"],
      ["2025-02-03", date],
      ["2025-03-10", date],
      ["2025-05-01", date],
      ["2025-08-01", date],
      ["2026-01-10", date],
    ]);

    const second = valuesOf(
      await readFields((await download("mc-012", { date })).pdf),
      MC012_FIELDS,
    );
    expect([second.claimedTotal, second.allowedBefore, second.costsTotal]).toEqual([
      "0.00",
      "210.00",
      "210.00",
    ]);
    expect(second.abstractAmount).toBe("");
    // Allowing costs changes no balance.
    expect(second.principalRemaining).toBe(first.principalRemaining);
    expect(second.interestRemaining).toBe(first.interestRemaining);
  });

  it("a writ issued becomes its levy deadline, with the rule", async () => {
    const filed = await docketCall(t.app, user, "POST", `/cases/${caseId}/court-filings/`, {
      kind: "writ-issued",
      date: TODAY,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const deadlines = (await docketCall(t.app, user, "GET", `/cases/${caseId}/deadlines/`)).body
      .data;
    expect(deadlines.writs).toEqual([
      expect.objectContaining({ issuedOn: TODAY, lastDayToLevy: "2027-05-25", expired: false }),
    ]);
    expect(deadlines.writRule.citation).toContain("699.530");
  });
});

describe("EJ-100 on a case paid off", () => {
  it("a full satisfaction reads back the parties, judgment date and the full box", async () => {
    const created = await docketCall(
      t.app,
      user,
      "POST",
      "/add-docket/",
      newCase({
        courtCaseNumber: "RG26-000777",
        jurisdiction: "CA",
        perDiemRounding: "half-up-cents",
        judgmentAmount: 1000,
        judgmentDate: "2026-10-01",
        interestRate: 10,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.data.id;
    // A fact this case lacks: the court's street (and mailing) address.
    const lacking = { ...COURT_FACTS, courtStreet: "", courtMailingAddress: "" };
    expect(
      (await docketCall(t.app, user, "PUT", `/cases/${id}/court-facts/`, lacking)).status,
    ).toBe(200);
    const list = (await docketCall(t.app, user, "GET", `/cases/${id}/court-forms/`)).body.data;
    expect(list.forms[2].number).toBe("EJ-100");
    expect(list.forms[2].missing).toContain("The court's street or mailing address");
    const owed = (await docketCall(t.app, user, "GET", `/cases/${id}/payoff/?date=2026-11-20`)).body
      .data.totalPayoff;
    const paid = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      transaction_type: "PAYMENT",
      amount: owed,
      date: "2026-11-20",
      description: "",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const page = (await docketCall(t.app, user, "GET", `/cases/${id}/`)).body.data;
    expect(page.payoffAmount).toBe("0.00");
    const { pdf, warnings } = await download(
      "ej-100",
      { date: TODAY, satisfaction: { kind: "full" } },
      id,
    );
    const v = valuesOf(await readFields(pdf), EJ100_FIELDS);
    expect(v.courtStreet).toBe("");
    expect(warnings).toContain("The court's street address is not recorded: item left blank.");
    expect(v.courtCounty).toBe("Alameda");
    expect(v.fullSatisfaction).not.toBe("");
    expect(v.satisfiedInFull).not.toBe("");
    expect(v.partialSatisfaction).toBe("");
    expect(v.partialAmount).toBe("");
    expect(v.creditor).toContain("Acme Supply, Inc.");
    expect(v.debtor).toContain("John Roe");
    expect(v.judgmentDate).toBe("10/01/2026");
    expect(v.caseNumber).toBe("RG26-000777");
  });
});
