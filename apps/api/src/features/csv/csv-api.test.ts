import { readFileSync } from "node:fs";
import { addDays } from "@owed/domain";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { upgradeToPro } from "../billing/test-helpers.ts";

// CSV out and in (docs/csv.md), through the API. Today is 2025-01-15 in UTC.
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
beforeEach(async () => {
  alice = await registerAndLogin(t.app);
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

async function download(user: LoggedInUser, url: string) {
  return t.app.inject({ method: "GET", url: `/docket/api${url}`, headers: user.headers });
}

const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, "")) as string[][];

describe("exports", () => {
  it("exports the case list with today's figures, neutralising formulas", async () => {
    const hostile = '=HYPERLINK("http://evil.example","Click")';
    const added = await call(
      alice,
      "POST",
      "/add-docket/",
      newCase({ caseName: hostile, cost: 25 }),
    );
    expect(added.status).toBe(201);
    const c = added.body.data;
    const res = await download(alice, "/cases/export/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('filename="cases-2025-01-15.csv"');
    expect(res.body.startsWith("\uFEFFCase name,Court,")).toBe(true);
    expect(res.body).toContain("\r\n");
    const [header, row] = rowsOf(res.body) as [string[], string[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Case name")).toBe(`'${hostile}`);
    expect(cell("Judgment amount")).toBe("10000.00");
    expect(cell("Payoff")).toBe(c.payoffAmount);
    expect(cell("Principal balance")).toBe(c.principalBalance);
    expect(cell("Accrued interest")).toBe(c.accruedInterest);
    expect(cell("Per diem")).toBe(c.perDiem);
    expect(cell("As of")).toBe("2025-01-15");
    expect(cell("Status")).toBe("Active");
  });

  it("exports a case's ledger: every entry, the split of payments, balances and rate", async () => {
    const c = (await call(alice, "POST", "/add-docket/", newCase())).body.data;
    await call(alice, "POST", "/transactions/create/", {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: 1000,
      date: "2024-07-01",
      description: "-Check 1042",
    });
    const res = await download(alice, `/cases/${c.id}/ledger/export/?date=2025-01-15`);
    expect(res.statusCode).toBe(200);
    const [header, payment, closing] = rowsOf(res.body) as [string[], string[], string[]];
    expect(header).toEqual([
      "Date",
      "Entry",
      "Description",
      "Amount",
      "Interest accrued",
      "To costs",
      "To interest",
      "To principal",
      "Interest added to principal",
      "Principal balance",
      "Unpaid interest",
      "Cost balance",
      "Rate (%)",
      "Cost category",
      "County or statute",
      "Allowed on",
    ]);
    // 168 days of $2.7397 is $460.2696 of interest; the rest of $1,000 goes to principal.
    expect(payment).toEqual([
      "2024-07-01",
      "Payment",
      "'-Check 1042",
      "1000.0000",
      "460.2696",
      "0.0000",
      "460.2696",
      "539.7304",
      "0.0000",
      "9460.2696",
      "0.0000",
      "0.0000",
      "10",
      "",
      "",
      "",
    ]);
    // 198 days at $2.5918 on the new balance.
    expect(closing?.slice(0, 5)).toEqual([
      "2025-01-15",
      "Balance as of this date",
      "Interest from 2024-07-01 to 2025-01-15",
      "",
      "513.1764",
    ]);
    expect(closing?.[9]).toBe("9460.2696");
    const bad = await download(alice, `/cases/${c.id}/ledger/export/?date=2023-01-01`);
    expect(bad.statusCode).toBe(400);
  });
});

// A file as a spreadsheet saves it: BOM, CRLF, a quoted court name with a comma, US dates,
// dollar amounts with thousands separators, a case spread over several rows.
const SPREADSHEET = [
  "\uFEFFCase Name,Court,Case No.,Judgment Amount,Judgment Date,Interest Rate,Type,Date,Amount,Memo",
  'Acme v. Roe,"Superior Court, Alameda",RG-1,"$10,000.00",01/15/2024,10%,Payment,07/01/2024,"$1,000.00",Check 1042',
  'Acme v. Roe,"Superior Court, Alameda",RG-1,,,,Cost,8/1/2024,$25,Filing fee',
  'Baker v. Cole,"Superior Court, Alameda",RG-2,"$2,500",2024-03-01,9,,,,',
  "",
].join("\r\n");

describe("import", () => {
  it("previews, checks and imports a spreadsheet's file, all in one go", async () => {
    const preview = await call(alice, "POST", "/imports/preview/", { csv: SPREADSHEET });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      delimiter: ",",
      rowCount: 3,
      columns: [
        "Case Name",
        "Court",
        "Case No.",
        "Judgment Amount",
        "Judgment Date",
        "Interest Rate",
        "Type",
        "Date",
        "Amount",
        "Memo",
      ],
    });
    const mapping = preview.body.data.mapping;
    expect(mapping).toEqual({
      caseName: 0,
      courtName: 1,
      courtCaseNumber: 2,
      judgmentAmount: 3,
      judgmentDate: 4,
      interestRate: 5,
      transactionType: 6,
      transactionDate: 7,
      transactionAmount: 8,
      description: 9,
    });
    expect(preview.body.data.rows[0][1]).toBe("Superior Court, Alameda");

    const check = await call(alice, "POST", "/imports/check/", { csv: SPREADSHEET, mapping });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ valid: true, problems: [], transactions: 2 });
    expect((await call(alice, "GET", "/cases/")).body.data).toEqual([]);
    const [acme, baker] = check.body.data.cases;
    expect(acme).toMatchObject({ line: 2, caseName: "Acme v. Roe", transactions: 2 });
    expect(baker).toMatchObject({ line: 4, caseName: "Baker v. Cole", transactions: 0 });

    const done = await call(alice, "POST", "/imports/", { csv: SPREADSHEET, mapping });
    expect(done.status).toBe(201);
    expect(done.body.message).toBe("Imported 2 cases with 2 transactions.");
    const list = (await call(alice, "GET", "/cases/")).body.data as {
      id: string;
      caseName: string;
      payoffAmount: string;
      courtName: string;
    }[];
    const imported = list.find((c) => c.caseName === "Acme v. Roe");
    expect(imported?.courtName).toBe("Superior Court, Alameda");
    // The dry run's payoff is the one the case page shows once imported.
    expect(imported?.payoffAmount).toBe(acme.payoff);
    expect(list.find((c) => c.caseName === "Baker v. Cole")?.payoffAmount).toBe(baker.payoff);
    const txs = (await call(alice, "GET", `/cases/${imported?.id}/transactions/`)).body.data;
    expect(
      txs.map(
        (x: { transaction_type: string; amount: string; date: string; description: string }) => [
          x.transaction_type,
          x.amount,
          x.date,
          x.description,
        ],
      ),
    ).toEqual([
      ["PAYMENT", "1000.00", "2024-07-01", "Check 1042"],
      ["COST", "25.00", "2024-08-01", "Filing fee"],
    ]);
    const history = (await call(alice, "GET", `/cases/${imported?.id}/history/`)).body.data;
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      action: "case.create",
      title: "Case imported from CSV (2 transactions)",
      payoffAfter: acme.payoff,
    });
  });

  it("imports what LibreOffice Calc exports, with comma or semicolon, to the same cases", async () => {
    // fixtures/docket.fods saved as CSV by LibreOffice Calc 7.4 ("Text CSV", UTF-8, cell
    // contents as shown): currency as "$12,500.00", dates as MM/DD/YYYY, rates as "10.00%", a
    // quoted memo with quotes and a comma, a case spread over two rows, a name that starts with =.
    const payoffs: string[][] = [];
    for (const name of ["libreoffice-comma.csv", "libreoffice-semicolon.csv"]) {
      const user = await registerAndLogin(t.app);
      const csv = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
      const preview = (await call(user, "POST", "/imports/preview/", { csv })).body.data;
      expect(preview.delimiter).toBe(name.includes("semicolon") ? ";" : ",");
      const check = (await call(user, "POST", "/imports/check/", { csv, mapping: preview.mapping }))
        .body.data;
      expect(check).toMatchObject({ valid: true, transactions: 2 });
      const done = await call(user, "POST", "/imports/", { csv, mapping: preview.mapping });
      expect(done.status).toBe(201);
      const list = (await call(user, "GET", "/cases/")).body.data;
      const acme = list.find(
        (c: { caseName: string }) => c.caseName === "Acme Supply, Inc. v. Roe",
      );
      expect(acme).toMatchObject({
        courtName: "Superior Court, Alameda County",
        judgmentAmount: "12500.00",
        judgmentDate: "2024-01-15",
        interestRate: "10",
        totalPayments: "1500.00",
        totalCosts: "40.00",
      });
      const txs = (await call(user, "GET", `/cases/${acme.id}/transactions/`)).body.data;
      expect(txs[0].description).toBe('Check "1042", cleared');
      const baker = list.find(
        (c: { caseName: string }) => c.caseName === "=Baker Holdings v. Cole",
      );
      expect(baker).toMatchObject({ judgmentAmount: "2500.50", interestRate: "9" });
      payoffs.push(list.map((c: { payoffAmount: string }) => c.payoffAmount).sort());
    }
    expect(payoffs[0]).toEqual(payoffs[1]);
  });

  it("reads a semicolon file with decimal commas", async () => {
    const csv =
      "Case;Court;Case number;Judgment;Judgment date;Rate;Type;Date;Amount\r\n" +
      'Roe;"Court; North";N-1;"10.000,50";2024-01-15;10;payment;2024-02-01;"1.000,25"\r\n';
    const preview = (await call(alice, "POST", "/imports/preview/", { csv })).body.data;
    expect(preview.delimiter).toBe(";");
    const done = await call(alice, "POST", "/imports/", { csv, mapping: preview.mapping });
    expect(done.status).toBe(201);
    const [c] = (await call(alice, "GET", "/cases/")).body.data;
    expect(c).toMatchObject({ judgmentAmount: "10000.50", courtName: "Court; North" });
    expect((await call(alice, "GET", `/cases/${c.id}/transactions/`)).body.data[0].amount).toBe(
      "1000.25",
    );
  });

  it("lists every bad row with its line and imports nothing", async () => {
    const csv = [
      "Case Name,Court,Case No.,Judgment Amount,Judgment Date,Interest Rate,Type,Date,Amount",
      "Good v. Case,Court,G-1,1000,01/15/2024,10,Payment,02/01/2024,100",
      ",Court,B-1,1000,01/15/2024,10,,,",
      "Bad v. Amount,Court,B-2,ten dollars,01/15/2024,10,,,",
      "Bad v. Date,Court,B-3,1000,13/45/2024,10,,,",
      "Good v. Case,Court,G-1,2000,,,Payment,03/01/2024,50",
      "Bad v. Type,Court,B-4,1000,01/15/2024,10,Refund,02/01/2024,5",
      "Too v. Much,Court,B-5,1000,01/15/2024,10,Payment,02/01/2024,5000",
      "Future v. Date,Court,B-6,1000,01/15/2024,10,Payment,02/01/2026,5",
    ].join("\n");
    const mapping = (await call(alice, "POST", "/imports/preview/", { csv })).body.data.mapping;
    const check = (await call(alice, "POST", "/imports/check/", { csv, mapping })).body.data;
    expect(check.valid).toBe(false);
    expect(check.problems).toEqual([
      { line: 3, field: "caseName", message: "Case name is required" },
      {
        line: 4,
        field: "judgmentAmount",
        message: expect.stringMatching(/^Judgment amount must be a number/),
      },
      {
        line: 5,
        field: "judgmentDate",
        message: 'Judgment date "13/45/2024" is not a date like 01/15/2024 or 2024-01-15.',
      },
      {
        line: 6,
        field: "judgmentAmount",
        message: "Judgment amount differs from line 2, the first row of case number G-1.",
      },
      {
        line: 7,
        field: "transactionType",
        message: 'Transaction type must be Payment, Cost or Renewal (not "Refund").',
      },
      { line: 9, field: "transactionDate", message: "Date cannot be after today (01/15/2025)" },
      {
        line: 8,
        field: "amount",
        // $1,000 and 17 days of $0.2739.
        message: "Payment of $5,000.00 is more than the payoff of $1,004.66 on 02/01/2024.",
      },
    ]);
    expect(check.problemCount).toBe(7);
    const commit = await call(alice, "POST", "/imports/", { csv, mapping });
    expect(commit.status).toBe(400);
    expect(commit.body.message).toBe(
      "Nothing was imported: 7 problems, the first on line 3: Case name is required",
    );
    expect((await call(alice, "GET", "/cases/")).body.data).toEqual([]);
  });

  it("refuses files that are not CSV and mappings without the required columns", async () => {
    const broken = await call(alice, "POST", "/imports/preview/", {
      csv: 'Case,Court\n"Roe v. Doe,Court\n',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file could not be read as CSV/);
    const empty = await call(alice, "POST", "/imports/preview/", { csv: "" });
    expect(empty).toMatchObject({ status: 400, body: { message: "The file is empty." } });
    const binary = await call(alice, "POST", "/imports/preview/", { csv: "PK\u0003\u0004\u0000" });
    expect(binary.body.message).toBe("The file is not a CSV text file.");
    const unmapped = await call(alice, "POST", "/imports/check/", {
      csv: "Name\nRoe\n",
      mapping: { caseName: 0 },
    });
    expect(unmapped.body.data.problems.map((p: { message: string }) => p.message)).toEqual([
      "Choose the column for Court.",
      "Choose the column for Court case number.",
      "Choose the column for Judgment amount.",
      "Choose the column for Judgment date.",
    ]);
    const outside = await call(alice, "POST", "/imports/check/", {
      csv: "Name\nRoe\n",
      mapping: { caseName: 600 },
    });
    expect(outside.status).toBe(400);
  });

  it("keeps the free plan's limit: the check says so and the import is refused", async () => {
    const csv = [
      "Case,Court,Case number,Judgment,Judgment date,Rate",
      ...[1, 2, 3, 4].map((i) => `Case ${i},Court,N-${i},1000,2024-01-15,10`),
    ].join("\n");
    const mapping = (await call(alice, "POST", "/imports/preview/", { csv })).body.data.mapping;
    const check = (await call(alice, "POST", "/imports/check/", { csv, mapping })).body.data;
    expect(check.valid).toBe(false);
    expect(check.problems[0].message).toBe(
      "This import would make 4 active cases (0 now, 4 imported). Free plan users can only have up to 3 active cases. Please upgrade your plan to import more.",
    );
    const commit = await call(alice, "POST", "/imports/", { csv, mapping });
    expect(commit.status).toBe(403);
    expect(commit.body.code).toBe("plan_limit");
    expect((await call(alice, "GET", "/cases/")).body.data).toEqual([]);
  });

  it("round-trips an export, formula-looking names included", async () => {
    const names = ["=SUM(A1:A9)", "+1 Plaintiff v. Roe", "-Minus LLC v. Doe"];
    const pro = await upgradeToPro(t.app, alice);
    for (const caseName of names) {
      expect((await call(pro, "POST", "/add-docket/", newCase({ caseName }))).status).toBe(201);
    }
    const exported = (await download(pro, "/cases/export/")).body;
    const bob = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const preview = (await call(bob, "POST", "/imports/preview/", { csv: exported })).body.data;
    expect(preview.mapping).toMatchObject({
      caseName: 0,
      courtName: 1,
      courtCaseNumber: 2,
      judgmentAmount: 3,
      judgmentDate: 4,
      interestRate: 5,
      compounding: 6,
      dayCount: 7,
      jurisdiction: 8,
    });
    // The export's three cases share a case number: give each its own for the import.
    const csv = exported.replace(/RG24-001234/, "A-1").replace(/RG24-001234/, "A-2");
    const done = await call(bob, "POST", "/imports/", { csv, mapping: preview.mapping });
    expect(done.status).toBe(201);
    const list = (await call(bob, "GET", "/cases/")).body.data.map(
      (c: { caseName: string }) => c.caseName,
    );
    expect(list.sort()).toEqual([...names].sort());
  });

  it("imports 10,000 transactions across 100 cases in one go", async () => {
    const pro = await upgradeToPro(t.app, alice);
    const lines = ["Case,Court,Case number,Judgment,Judgment date,Rate,Type,Date,Amount"];
    for (let c = 0; c < 100; c++) {
      for (let i = 0; i < 100; i++) {
        const date = addDays("2020-01-01", i * 7 + (c % 7));
        lines.push(
          `Case ${c},Court,BULK-${c},100000,2020-01-01,9,Payment,${date},10.${String(i % 100).padStart(2, "0")}`,
        );
      }
    }
    const csv = lines.join("\n");
    const mapping = (await call(pro, "POST", "/imports/preview/", { csv })).body.data.mapping;
    const done = await call(pro, "POST", "/imports/", { csv, mapping });
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ cases: 100, transactions: 10_000 });
    const list = (await call(pro, "GET", "/cases/")).body.data;
    expect(list).toHaveLength(100);
    const one = list.find((c: { caseName: string }) => c.caseName === "Case 42");
    expect(one.transactionCount).toBe(100);
    // Every payment was 10.00 to 10.99: their total is exact.
    expect(one.totalPayments).toBe("1049.50");
  });
});

describe("a long ledger", () => {
  it("imports 9,000 entries into one case and recomputes them all after Edit Case", async () => {
    // 9,000 changed rows need 72,000 bound parameters in one statement, past PostgreSQL's
    // 65,535: the writes are batched.
    const pro = await upgradeToPro(t.app, alice);
    const lines = ["Case,Court,Case number,Judgment,Judgment date,Rate,Type,Date,Amount"];
    for (let i = 0; i < 9000; i++) {
      lines.push(
        `Long v. Ledger,Court,LONG-1,500000,1995-01-02,9,Payment,${addDays("1995-01-03", i)},5`,
      );
    }
    const csv = lines.join("\n");
    const mapping = (await call(pro, "POST", "/imports/preview/", { csv })).body.data.mapping;
    const done = await call(pro, "POST", "/imports/", { csv, mapping });
    expect(done.status).toBe(201);
    const id = done.body.data.caseIds[0];
    const before = (await call(pro, "GET", `/cases/${id}/`)).body.data;
    const edited = await call(pro, "PUT", `/case/${id}/edit/`, {
      caseName: "Long v. Ledger",
      courtName: "Court",
      courtCaseNumber: "LONG-1",
      interestRate: 8,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.transactionCount).toBe(9000);
    expect(Number(edited.body.data.payoffAmount)).toBeLessThan(Number(before.payoffAmount));
    const history = (await call(pro, "GET", `/cases/${id}/history/`)).body.data.entries;
    expect(history[0]).toMatchObject({ action: "case.recompute" });
    expect(history[0].changes).toHaveLength(9000);
  }, 120_000);
});

describe("isolation", () => {
  it("exports only the user's own cases and no one else's ledger", async () => {
    const bob = await registerAndLogin(t.app);
    const c = (await call(alice, "POST", "/add-docket/", newCase({ caseName: "Alice only" }))).body
      .data;
    const theirs = await download(bob, "/cases/export/");
    expect(rowsOf(theirs.body)).toHaveLength(1);
    const ledger = await download(bob, `/cases/${c.id}/ledger/export/`);
    expect(ledger.statusCode).toBe(404);
    expect(ledger.json().message).toBe("Case not found.");
  });
});
