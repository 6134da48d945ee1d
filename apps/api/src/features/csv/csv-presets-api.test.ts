import {
  findStateInterestRule,
  IMPORT_FIELDS,
  methodPreset,
  type RateTable,
  rateForJudgment,
  rateToDecimalString,
  type StateInterestRule,
  shippedRateTable,
  stateInterestRules,
} from "@owed/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { upgradeToPro } from "../billing/test-helpers.ts";

// The import applies a jurisdiction's method as New Case does, a column with a value overrides an
// element, and a rate nothing gives is refused, never assumed (docs/csv.md). Today is 2025-01-15.
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const call = (
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) => docketCall(t.app, user, method, url, payload);

const HEADER =
  "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate (%),Jurisdiction,Compounding,Year basis,Per-diem rounding,Crediting order,Cost treatment,Interest from,Amount bearing no interest,Rate schedule,Rate table,Changed from preset";

async function checkAndImport(user: LoggedInUser, csv: string) {
  const preview = await call(user, "POST", "/imports/preview/", { csv });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const mapping = preview.body.data.mapping;
  const check = (await call(user, "POST", "/imports/check/", { csv, mapping })).body.data;
  const done = await call(user, "POST", "/imports/", { csv, mapping });
  return { mapping, check, done };
}

async function casesByNumber(user: LoggedInUser) {
  const list = (await call(user, "GET", "/cases/")).body.data as { courtCaseNumber: string }[];
  return new Map(list.map((c) => [c.courtCaseNumber, c as Record<string, unknown>]));
}

/** What choosing the jurisdiction in New Case sets: its preset's elements. */
function presetOf(code: string) {
  const preset = methodPreset(findStateInterestRule(code) as StateInterestRule);
  return {
    jurisdiction: code,
    compounding: preset.compounding,
    dayCount: preset.dayCount,
    perDiemRounding: preset.perDiemRounding,
    creditingOrder: preset.creditingOrder,
    costTreatment: preset.costTreatment,
  };
}

describe("the import applies the jurisdiction's method", () => {
  it("sets every element as New Case does, and a column with a value overrides one", async () => {
    const user = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const csv = [
      HEADER,
      "Texas,Court,TX-1,8000,2024-01-10,8,TX,,,,,,,,,,",
      "Texas simple,Court,TX-2,8000,2024-01-10,8,Texas,simple,,,,,,,,,",
      "California,Court,CA-1,8000,2024-01-10,,CA,,,,,,,,,,",
      "California typed,Court,CA-2,8000,2024-01-10,10.00,CA,,actual,,,,,,,,",
      "Kansas,Court,KS-1,8000,2021-03-01,,KS,,,,,,,,,,",
      "Federal,Court,US-1,8000,2023-06-12,,Federal,,,,,,,,,,",
      "Federal typed,Court,US-2,8000,2023-06-12,9,US,,,,,,,,,,",
      "North Dakota,Court,ND-1,8000,2024-01-10,10,ND,,,exact,,,,,,,",
      "Nowhere,Court,NO-1,8000,2024-01-10,9,,,,,,,,,,,",
    ].join("\n");
    const { check, done } = await checkAndImport(user, csv);
    expect(check.problems).toEqual([]);
    expect(done.status).toBe(201);
    const byNumber = await casesByNumber(user);
    const federal = rateForJudgment(shippedRateTable("US") as RateTable, "2023-06-12");
    const kansas = rateForJudgment(shippedRateTable("KS") as RateTable, "2021-03-01");
    const expected: Record<string, Record<string, unknown>> = {
      // Texas compounds annually, as New Case sets it; the rate is the user's (no table).
      "TX-1": {
        ...presetOf("TX"),
        compounding: "annual",
        interestRate: "8",
        methodOverrides: ["rate"],
      },
      "TX-2": { ...presetOf("TX"), compounding: "none", methodOverrides: ["rate", "compounding"] },
      "CA-1": {
        ...presetOf("CA"),
        perDiemRounding: "half-up-cents",
        interestRate: "10",
        methodOverrides: [],
      },
      "CA-2": {
        ...presetOf("CA"),
        dayCount: "actual",
        interestRate: "10",
        methodOverrides: ["dayCount"],
      },
      "KS-1": {
        ...presetOf("KS"),
        rateTable: "KS",
        interestRate: rateToDecimalString(kansas.rate),
        rateSchedule: kansas.schedule?.map((p) => ({
          from: p.from,
          ratePercent: rateToDecimalString(p.ratePercent),
        })),
        methodOverrides: [],
      },
      "US-1": {
        ...presetOf("US"),
        compounding: "annual",
        perDiemRounding: "exact",
        rateTable: "US",
        interestRate: rateToDecimalString(federal.rate),
        rateSchedule: null,
        methodOverrides: [],
      },
      "US-2": { ...presetOf("US"), rateTable: null, interestRate: "9", methodOverrides: ["rate"] },
      "ND-1": {
        ...presetOf("ND"),
        creditingOrder: "costs-interest-principal",
        perDiemRounding: "exact",
        methodOverrides: ["rate", "perDiemRounding"],
      },
      "NO-1": {
        jurisdiction: null,
        compounding: "none",
        dayCount: "365",
        perDiemRounding: "floor-4",
        creditingOrder: "interest-principal",
        costTreatment: "principal",
        methodOverrides: [],
      },
    };
    for (const [number, fields] of Object.entries(expected)) {
      expect({ number, ...byNumber.get(number) }).toMatchObject({ number, ...fields });
    }
    expect(kansas.schedule?.length).toBeGreaterThan(1);
  });

  it("refuses a variable-rate row with no rate, saying where it is published, never assuming 10%", async () => {
    const user = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const variable = stateInterestRules.filter((rule) => rule.kind === "variable");
    const rows = variable.map(
      (rule, i) => `Case ${rule.code},Court,V-${i},8000,2024-01-10,,${rule.code},,,,,,,,,,`,
    );
    const csv = [HEADER, ...rows, "No rate,Court,N-1,8000,2024-01-10,,,,,,,,,,,,"].join("\n");
    const { check, done } = await checkAndImport(user, csv);
    const messages = new Map<number, string>(
      check.problems.map((p: { line: number; message: string }) => [p.line, p.message]),
    );
    variable.forEach((rule, i) => {
      const line = i + 2;
      const rate = rule.method.rate.value;
      if (rate.kind === "table") {
        expect(messages.has(line), `${rule.code}: ${messages.get(line)}`).toBe(false);
      } else {
        expect(rate.kind).toBe("published");
        expect(messages.get(line)).toMatch(
          new RegExp(
            `^Interest rate is required: ${rule.state}'s rate is published, and Owed has no table of it and does not assume one\\. Type the rate the judgment states\\. Where it is published: .+`,
          ),
        );
        if (rule.link) expect(messages.get(line)).toContain(` (${rule.link}).`);
      }
    });
    expect(messages.get(rows.length + 2)).toBe(
      "Interest rate is required (or a jurisdiction whose rule fixes it).",
    );
    const texas = check.problems.find(
      (p: { line: number }) => p.line === 2 + variable.findIndex((r) => r.code === "TX"),
    );
    expect(texas).toMatchObject({ field: "interestRate" });
    expect(texas.message).toBe(
      "Interest rate is required: Texas's rate is published, and Owed has no table of it and does not assume one. Type the rate the judgment states. Where it is published: Changes monthly for new judgments; the Office of Consumer Credit Commissioner publishes the rate (occc.texas.gov, interest rates) (https://occc.texas.gov/publications/interest-rates).",
    );
    expect(done.status).toBe(400);
    expect((await call(user, "GET", "/cases/")).body.data).toEqual([]);
  });

  it("reads decimal-comma rates in a semicolon file, in the rate and in the schedule", async () => {
    const user = await registerAndLogin(t.app);
    const csv = [
      "Case;Court;Case number;Judgment;Judgment date;Rate;Rate schedule",
      'Roe;Court;DC-1;"10.000,00";2024-01-15;7,5;',
      'Doe;Court;DC-2;"10.000,00";2024-01-15;"7,5 %";',
      'Poe;Court;DC-3;"10.000,00";2024-01-15;;"2024-01-15 7,5 %; 2024-07-01: 8,25"',
    ].join("\r\n");
    const { check, done } = await checkAndImport(user, csv);
    expect(check.problems).toEqual([]);
    expect(done.status).toBe(201);
    const byNumber = await casesByNumber(user);
    expect(byNumber.get("DC-1")).toMatchObject({ interestRate: "7.5" });
    expect(byNumber.get("DC-2")).toMatchObject({ interestRate: "7.5" });
    expect(byNumber.get("DC-3")).toMatchObject({
      interestRate: "7.5",
      rateSchedule: [
        { from: "2024-01-15", ratePercent: "7.5" },
        { from: "2024-07-01", ratePercent: "8.25" },
      ],
    });
  });

  it("lists a clear problem for each bad method cell and imports nothing", async () => {
    const user = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const csv = [
      HEADER,
      "A,Court,B-1,8000,2024-01-10,9,,,,nearest,,,,,,,",
      "A,Court,B-2,8000,2024-01-10,9,,,,,costs first,,,,,,",
      "A,Court,B-3,8000,2024-01-10,9,,,,,,apart,,,,,",
      "A,Court,B-4,8000,2024-01-10,9,,,,,,,13/45/2024,,,,",
      "A,Court,B-5,8000,2024-01-10,9,,,,,,,,ten,,,",
      "A,Court,B-6,8000,2024-01-10,,,,,,,,,,July: 9,,",
      "A,Court,B-7,8000,2024-01-10,9,,,,,,,,,,ZZ,",
      "A,Court,B-8,8000,2024-01-10,9,NY,,,,,,,,,,speed",
      "A,Court,B-9,8000,2024-01-10,9,NY,,,,,,,,,,compounding",
      "A,Court,B-10,8000,2021-03-01,,KS,,,,,,,,2021-03-01: 4.25%,KS,",
      "A,Court,B-11,8000,2024-01-10,6,,,,,,,,,2024-01-10: 9%; 2024-07-01: 8%,,",
      "A,Court,B-12,8000,2024-01-10,,,,,,,,,,2024-02-01: 9%,,",
      "A,Court,B-13,8000,2024-01-10,9,NY,,,,,,,,,KS,rate",
      "A,Court,B-14,8000,2025-08-01,,KS,,,,,,,,,,",
    ].join("\n");
    const { check, done } = await checkAndImport(user, csv);
    expect(check.problems).toEqual([
      {
        line: 2,
        field: "perDiemRounding",
        message: 'Per-diem rounding must be "floor-4", "half-up-cents" or "exact".',
      },
      {
        line: 3,
        field: "creditingOrder",
        message:
          'Crediting order must be "interest-principal", "costs-interest-principal" or "merchants-rule".',
      },
      {
        line: 4,
        field: "costTreatment",
        message:
          'Cost treatment must be "principal", "separate-bearing" or "separate-non-bearing".',
      },
      {
        line: 5,
        field: "interestFrom",
        message: 'Interest from "13/45/2024" is not a date like 01/15/2024 or 2024-01-15.',
      },
      {
        line: 6,
        field: "nonInterestBearing",
        message: expect.stringMatching(/^Amount bearing no interest must be a number/),
      },
      {
        line: 7,
        field: "rateSchedule",
        message: 'Rate schedule: "July: 9" is not a date and a rate, like 2024-07-01: 9.5%.',
      },
      {
        line: 8,
        field: "rateTable",
        message: 'Rate table "ZZ" is not one Owed has (US, KS).',
      },
      {
        line: 9,
        field: "methodOverrides",
        message: expect.stringMatching(/^Changed from preset: "speed" is not one of "rate", /),
      },
      {
        line: 10,
        field: "compounding",
        message: "Compounding is marked as changed from the preset: give its value.",
      },
      {
        line: 12,
        field: "interestRate",
        message: "Interest rate 6% is not one of the rate schedule's rates.",
      },
      {
        line: 14,
        field: "rateTable",
        message: "Rate table must be blank when the rate is changed from the preset.",
      },
      {
        line: 15,
        field: "interestRate",
        message:
          "The KS rate table has no rate for 2025-08-01; it ends 2025-06-30. Import newer rates with rates:import. Type the rate.",
      },
      // The engine's checks come after every row's own: the table's schedule, the schedule's start.
      {
        line: 11,
        field: "interestRate",
        message:
          "The KS rate table changes to 5.75% on 07/01/2022: add a rate period from 07/01/2022.",
      },
      {
        line: 13,
        field: "rateSchedule.0.from",
        message:
          "The first rate in the schedule must start on or before the judgment date (01/10/2024).",
      },
    ]);
    expect(done.status).toBe(400);
    expect((await call(user, "GET", "/cases/")).body.data).toEqual([]);
  });

  it("still imports a case list exported before the method columns (one row per case)", async () => {
    const user = await registerAndLogin(t.app);
    const csv = [
      "\uFEFFCase name,Court,Court case number,Judgment amount,Judgment date,Interest rate (%),Compounding,Year basis,Jurisdiction,Status,Total payments,Last payment date,Principal balance,Accrued interest,Costs,Payoff,Per diem,As of",
      "Acme v. Roe,Court,RG-1,10000.00,2024-01-15,10,none,365,CA,Active,0.00,,10000.00,1000.00,0.00,11000.00,2.7397,2025-01-15",
      "Baker v. Cole,Court,RG-2,2500.00,2024-03-01,9,annual,actual,,Active,0.00,,2500.00,200.00,0.00,2700.00,0.6164,2025-01-15",
    ].join("\r\n");
    const { mapping, check, done } = await checkAndImport(user, csv);
    expect(mapping).not.toHaveProperty("costTreatment");
    expect(check.problems).toEqual([]);
    expect(done.status).toBe(201);
    const byNumber = await casesByNumber(user);
    expect(byNumber.get("RG-1")).toMatchObject({
      ...presetOf("CA"),
      interestRate: "10",
      methodOverrides: [],
    });
    expect(byNumber.get("RG-2")).toMatchObject({
      jurisdiction: null,
      interestRate: "9",
      compounding: "annual",
      dayCount: "actual",
    });
  });

  it("keeps two cases with one court case number apart by their case key", async () => {
    const user = await registerAndLogin(t.app);
    const csv = [
      "Case key,Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Type,Date,Amount",
      "1,Roe,Court,SAME-1,1000,2024-01-15,9,,,",
      "2,Doe,Court,SAME-1,2000,2024-01-15,9,,,",
      "2,,,,,,,Payment,2024-02-01,100",
      "1,Roe,,SAME-1,,,,Payment,2024-03-01,50",
    ].join("\n");
    const { check, done } = await checkAndImport(user, csv);
    expect(check.problems).toEqual([]);
    expect(done.body.data).toMatchObject({ cases: 2, transactions: 2 });
    const list = (await call(user, "GET", "/cases/")).body.data;
    expect(
      list
        .map((c: { caseName: string; totalPayments: string }) => [c.caseName, c.totalPayments])
        .sort(),
    ).toEqual([
      ["Doe", "100.00"],
      ["Roe", "50.00"],
    ]);
  });
});

describe("a cost's court facts", () => {
  it("matches MC-012's words back in any case, and refuses an unknown category or one on a payment", async () => {
    const user = await registerAndLogin(t.app);
    const head =
      "Case key,Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Transaction type,Transaction date,Transaction amount,Cost category,County or statute,Allowed on";
    const good = [
      head,
      "1,Roe,Court,RG-1,1000,2024-01-15,10,Cost,2024-02-01,40,ISSUING WRIT OF EXECUTION,Alameda,03/01/2024",
      "1,Roe,,RG-1,,,,Cost,2024-02-02,15,levying officer’s fees,,",
      "1,Roe,,RG-1,,,,Cost,2024-02-03,9,other,CCP 685.070(a)(6),",
      "1,Roe,,RG-1,,,,Payment,2024-03-01,100,,,",
    ].join("\n");
    const { mapping, check, done } = await checkAndImport(user, good);
    expect(mapping).toMatchObject({ costCategory: 10, costNote: 11, costAllowedOn: 12 });
    expect(check.problems).toEqual([]);
    expect(done.body.data).toMatchObject({ cases: 1, transactions: 4 });
    const [c] = (await call(user, "GET", "/cases/")).body.data as { id: string }[];
    const list = (await call(user, "GET", `/cases/${c?.id}/transactions/`)).body.data as {
      costFacts: unknown;
    }[];
    expect(list.map((x) => x.costFacts)).toEqual([
      { category: "writ-issuance", note: "Alameda", allowedOn: "2024-03-01", memorandumId: null },
      { category: "levying-officer", note: "", allowedOn: null, memorandumId: null },
      { category: "other", note: "CCP 685.070(a)(6)", allowedOn: null, memorandumId: null },
      null,
    ]);

    const bad = [
      head,
      "1,Doe,Court,RG-2,1000,2024-01-15,10,Cost,2024-02-01,40,Sheriff,,",
      "1,Doe,,RG-2,,,,Payment,2024-03-01,100,Recording,,",
      "1,Doe,,RG-2,,,,Cost,2024-02-01,40,Issuing writ of execution,,",
      "1,Doe,,RG-2,,,,Cost,2024-02-01,40,,,2024-13-01",
    ].join("\n");
    const refused = await checkAndImport(user, bad);
    expect(refused.check.problems).toEqual([
      {
        line: 2,
        field: "costCategory",
        message: 'Cost category "Sheriff" is not one of MC-012\'s categories.',
      },
      { line: 3, field: "costCategory", message: "Only a cost has a category." },
      { line: 4, field: "costNote", message: "Enter the county the writ was issued in." },
      {
        line: 5,
        field: "costAllowedOn",
        message: 'Allowed on "2024-13-01" is not a date like 01/15/2024 or 2024-01-15.',
      },
    ]);
    expect(refused.done.status).toBe(400);
    expect((await call(user, "GET", "/cases/")).body.data).toHaveLength(1);
  });
});

describe("no import answers 500", () => {
  it("any cells in every column: an answer below 500, and a refused import changes nothing", async () => {
    const user = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const header = IMPORT_FIELDS.map((f) => f.label);
    const cell = fc.oneof(
      fc.constantFrom(
        "",
        "TX",
        "KS",
        "US",
        "annual",
        "exact",
        "2024-01-15",
        "01/15/2024",
        "9,5 %",
        "10",
        "-1",
        "1e309",
        "2024-01-15: 9%; 2023-01-01: 5%",
        "rate, compounding",
        "Payment",
        "Renewal",
        "=1+1",
        "\u0000",
        "x".repeat(20_000),
        "2024-01-15: 9%;".repeat(300),
      ),
      fc.string({ maxLength: 20 }),
    );
    const row = fc.array(cell, { minLength: header.length, maxLength: header.length });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 4 }), async (rows) => {
        const quote = (c: string) => `"${c.replace(/"/g, '""')}"`;
        const csv = [header, ...rows].map((r) => r.map(quote).join(",")).join("\n");
        const mapping = Object.fromEntries(IMPORT_FIELDS.map((f, i) => [f.key, i]));
        const before = (await call(user, "GET", "/cases/")).body.data.length;
        for (const url of ["/imports/preview/", "/imports/check/", "/imports/"]) {
          const body = url === "/imports/preview/" ? { csv } : { csv, mapping };
          const res = await call(user, "POST", url, body);
          expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body.message).toBe("string");
            expect((await call(user, "GET", "/cases/")).body.data.length).toBe(before);
          }
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
    );
  }, 120_000);
});
