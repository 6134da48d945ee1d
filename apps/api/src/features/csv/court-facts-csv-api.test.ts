import { EMPTY_COURT_FACTS } from "@owed/domain";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase, testParty } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A case's court details in the case list CSV (docs/csv.md, "Court details"): exported as plain
// columns, imported back identical, refused cell by cell, and absent from older files.
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

const exportOf = async (user: LoggedInUser) =>
  (await t.app.inject({ method: "GET", url: "/docket/api/cases/export/", headers: user.headers }))
    .body;

const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, "")) as string[][];

async function importFile(user: LoggedInUser, csv: string) {
  const preview = await call(user, "POST", "/imports/preview/", { csv });
  expect(preview.status).toBe(200);
  const mapping = preview.body.data.mapping;
  const check = await call(user, "POST", "/imports/check/", { csv, mapping });
  const done = await call(user, "POST", "/imports/", { csv, mapping });
  return { check: check.body.data, done };
}

async function addCase(user: LoggedInUser, change: Record<string, unknown>) {
  const res = await call(user, "POST", "/add-docket/", newCase(change));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const FACTS = {
  creditors: [
    testParty("Acme Supply, Inc.", {
      entityType: "corporation",
      street: "100 Market St, Suite 5",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
    }),
  ],
  debtors: [
    testParty("Richard Roe", { street: "1 Elm St", city: "Oakland", state: "CA", zip: "94607" }),
    testParty("Roe Hauling LLC", { entityType: "limited liability company", city: "Oakland" }),
  ],
  creditorIsAssignee: true,
  amountsDifferByDebtor: true,
  courtCounty: "Alameda",
  courtBranch: "Rene C. Davidson Courthouse",
  courtStreet: "1225 Fallon Street",
  courtMailingAddress: "P.O. Box 1",
  courtCityZip: "Oakland, CA 94612",
  caseKind: "limited",
  judgmentKind: "personal-debt",
  judgmentKindOther: "",
};

const OTHER_FACTS = {
  ...EMPTY_COURT_FACTS,
  judgmentKind: "other",
  judgmentKindOther: "Unpaid rent, lease of 1 Elm St",
};

/** Every imported case's facts, by case name. */
async function factsByName(user: LoggedInUser) {
  const list = (await call(user, "GET", "/cases/")).body.data as { id: string; caseName: string }[];
  const all: Record<string, unknown> = {};
  for (const c of list) {
    all[c.caseName] = (await call(user, "GET", `/cases/${c.id}/court-facts/`)).body.data;
  }
  return all;
}

describe("court details in the case list CSV", () => {
  it("exports them as plain columns and imports them back identical", async () => {
    const alice = await registerAndLogin(t.app);
    const withFacts = await addCase(alice, { caseName: "Acme v. Roe", courtCaseNumber: "RG-1" });
    expect((await call(alice, "PUT", `/cases/${withFacts}/court-facts/`, FACTS)).status).toBe(200);
    await addCase(alice, { caseName: "Acme v. Doe", courtCaseNumber: "RG-2" });
    const other = await addCase(alice, { caseName: "Acme v. Moe", courtCaseNumber: "RG-3" });
    expect((await call(alice, "PUT", `/cases/${other}/court-facts/`, OTHER_FACTS)).status).toBe(
      200,
    );

    const csv = await exportOf(alice);
    const [header, ...rows] = rowsOf(csv);
    const at = (name: string) => {
      const index = header?.indexOf(name) ?? -1;
      expect(index, name).toBeGreaterThanOrEqual(0);
      return index;
    };
    // One creditor's columns, two debtors' (the most any case has), then the court's.
    expect(header).toContain("Creditor 1 entity type");
    expect(header).not.toContain("Creditor 2 name");
    expect(header).toContain("Debtor 2 ZIP");
    expect(header).not.toContain("Debtor 3 name");
    const roe = rows.find((row) => row[0] === "Acme v. Roe") as string[];
    expect(roe[at("Creditor 1 name")]).toBe("Acme Supply, Inc.");
    expect(roe[at("Creditor 1 street")]).toBe("100 Market St, Suite 5");
    expect(roe[at("Debtor 2 name")]).toBe("Roe Hauling LLC");
    expect(roe[at("Debtor 2 entity type")]).toBe("limited liability company");
    expect(roe[at("Creditor is assignee of record")]).toBe("Yes");
    expect(roe[at("Amounts differ by debtor")]).toBe("Yes");
    expect(roe[at("Court county")]).toBe("Alameda");
    expect(roe[at("Limited or unlimited")]).toBe("Limited");
    expect(roe[at("Judgment type")]).toBe("Personal debt");
    expect(roe[at("Judgment type (other)")]).toBe("");
    const moe = rows.find((row) => row[0] === "Acme v. Moe") as string[];
    expect(moe[at("Judgment type")]).toBe("Other");
    expect(moe[at("Judgment type (other)")]).toBe("Unpaid rent, lease of 1 Elm St");
    const doe = rows.find((row) => row[0] === "Acme v. Doe") as string[];
    expect(doe[at("Court county")]).toBe("");
    expect(doe[at("Creditor is assignee of record")]).toBe("");

    const bob = await registerAndLogin(t.app);
    const { check, done } = await importFile(bob, csv);
    expect(check.problems).toEqual([]);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await factsByName(bob)).toEqual({
      "Acme v. Roe": FACTS,
      "Acme v. Doe": EMPTY_COURT_FACTS,
      "Acme v. Moe": OTHER_FACTS,
    });
    // And a second export holds the same court details, cell for cell.
    const facts = (file: string) =>
      rowsOf(file)
        .map((row) => row.slice(at("Creditor 1 name")).join("|"))
        .sort();
    expect(facts(await exportOf(bob))).toEqual(facts(csv));
  });

  it("reads what a person typed: any case in headers and words, parties in any numbered columns", async () => {
    const carol = await registerAndLogin(t.app);
    const csv = [
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,debtor 1 NAME,Debtor 3 name,Debtor 3 state,Creditor is assignee of record,Limited or unlimited,Judgment type",
      "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Richard Roe,Jane Roe,ca,yes,unlimited civil case,wages",
    ].join("\r\n");
    const { check, done } = await importFile(carol, csv);
    expect(check.problems).toEqual([]);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await factsByName(carol)).toEqual({
      "Acme v. Roe": {
        ...EMPTY_COURT_FACTS,
        debtors: [testParty("Richard Roe"), testParty("Jane Roe", { state: "CA" })],
        creditorIsAssignee: true,
        caseKind: "unlimited",
        judgmentKind: "wages",
      },
    });
  });

  it("refuses a bad cell by its column and line, and imports nothing", async () => {
    const dave = await registerAndLogin(t.app);
    const csv = [
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Debtor 1 name,Debtor 1 ZIP,Debtor 2 city,Judgment type,Amounts differ by debtor",
      "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Richard Roe,9460,Oakland,Taxes,maybe",
      "Acme v. Poe,Alameda Superior,RG-10,1000,2024-01-15,10,Pat Poe,94607,Oakland,Other,No",
    ].join("\r\n");
    const { check, done } = await importFile(dave, csv);
    expect(check.problems).toEqual([
      {
        line: 2,
        field: "Amounts differ by debtor",
        message: "Amounts differ by debtor must be Yes or No.",
      },
      {
        line: 2,
        field: "Judgment type",
        message:
          "Judgment type must be Wages owed, Child or spousal support, Personal debt or Other.",
      },
      { line: 3, field: "Debtor 2 name", message: "Debtor 2 name: Name is required." },
    ]);
    expect(done.status).toBe(400);
    expect((await call(dave, "GET", "/cases/")).body.data).toEqual([]);
  });

  it("an 'other' judgment needs its description when the file has the column; another type drops it", async () => {
    const gus = await registerAndLogin(t.app);
    const header =
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Judgment type,Judgment type (other)";
    const refused = await importFile(
      gus,
      [header, "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Other,"].join("\r\n"),
    );
    expect(refused.check.problems).toEqual([
      {
        line: 2,
        field: "Judgment type (other)",
        message: "Judgment type (other): Describe what the judgment is for.",
      },
    ]);
    expect(refused.done.status).toBe(400);
    const { check, done } = await importFile(
      gus,
      [
        header,
        "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Wages owed,Left from an earlier choice",
      ].join("\r\n"),
    );
    expect(check.problems).toEqual([]);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await factsByName(gus)).toEqual({
      "Acme v. Roe": { ...EMPTY_COURT_FACTS, judgmentKind: "wages" },
    });
  });

  it("an older file with an 'other' judgment and no description column imports it undescribed", async () => {
    const hal = await registerAndLogin(t.app);
    const csv = [
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Judgment type",
      "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Other",
    ].join("\r\n");
    const { check, done } = await importFile(hal, csv);
    expect(check.problems).toEqual([]);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await factsByName(hal)).toEqual({
      "Acme v. Roe": { ...EMPTY_COURT_FACTS, judgmentKind: "other" },
    });
  });

  it("a later row of a case may leave its court details blank but not change them", async () => {
    const erin = await registerAndLogin(t.app);
    const csv = [
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Court county,Transaction type,Transaction date,Transaction amount",
      "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Alameda,,,",
      "Acme v. Roe,Alameda Superior,RG-9,,,,,Payment,2024-03-01,100",
      "Acme v. Roe,Alameda Superior,RG-9,,,,Kern,Payment,2024-04-01,100",
    ].join("\r\n");
    const { check } = await importFile(erin, csv);
    expect(check.problems).toEqual([
      {
        line: 4,
        field: "Court county",
        message: "Court county differs from line 2, the first row of case number RG-9.",
      },
    ]);
  });

  it("an older file without the columns imports with no court details", async () => {
    const fay = await registerAndLogin(t.app);
    const csv = [
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate,Debtor",
      "Acme v. Roe,Alameda Superior,RG-9,1000,2024-01-15,10,Richard Roe",
    ].join("\r\n");
    const { done } = await importFile(fay, csv);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await factsByName(fay)).toEqual({ "Acme v. Roe": EMPTY_COURT_FACTS });
  });
});
