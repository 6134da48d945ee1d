import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// "Export everything" and the Excel workbooks (docs/exports.md), through the API. Today is
// 2025-01-15 in UTC.
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
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) => docketCall(t.app, user, method, url, payload);

const download = (user: LoggedInUser, url: string) =>
  t.app.inject({ method: "GET", url: `/docket/api${url}`, headers: user.headers });

const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];
const text = (bytes: Uint8Array | undefined) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

/** Two cases of the same name (one with a payment), and one paid in full. */
async function docket(user: LoggedInUser) {
  const first = (await call(user, "POST", "/add-docket/", newCase())).body.data;
  expect(
    (
      await call(user, "POST", "/transactions/create/", {
        case_id: first.id,
        transaction_type: "PAYMENT",
        amount: 1000,
        date: "2024-07-01",
        description: "Check 1042",
      })
    ).status,
  ).toBe(201);
  const twin = (await call(user, "POST", "/add-docket/", newCase())).body.data;
  const paid = (
    await call(
      user,
      "POST",
      "/add-docket/",
      newCase({ caseName: "Baker v. Cole", judgmentAmount: 500 }),
    )
  ).body.data;
  const payoff = await call(user, "GET", `/cases/${paid.id}/payoff/?date=2024-03-01`);
  expect(
    (
      await call(user, "POST", "/transactions/create/", {
        case_id: paid.id,
        transaction_type: "PAYMENT",
        amount: payoff.body.data.totalPayoff,
        date: "2024-03-01",
      })
    ).status,
  ).toBe(201);
  return { first, twin, paid };
}

describe("export everything", () => {
  it("answers one ZIP: the case list, each ledger and statement, and the history", async () => {
    const { first, paid } = await docket(alice);
    const res = await download(alice, "/cases/export/all/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain('filename="owed-export-2025-01-15.zip"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      "cases-2025-01-15.csv",
      "history-2025-01-15.csv",
      "ledgers/ledger-Acme_Supply_v._Roe-2025-01-15-2.csv",
      "ledgers/ledger-Acme_Supply_v._Roe-2025-01-15.csv",
      "ledgers/ledger-Baker_v._Cole-2025-01-15.csv",
      "letterhead-2025-01-15.csv",
      "statements/payoff-Acme_Supply_v._Roe-2025-01-15-2.pdf",
      "statements/payoff-Acme_Supply_v._Roe-2025-01-15.pdf",
      // A paid case's statement is dated the day it was paid in full, as the dashboard offers it.
      "statements/payoff-Baker_v._Cole-2024-03-01.pdf",
    ]);
    // The same files as the single downloads give.
    expect(text(files["cases-2025-01-15.csv"])).toBe(
      (await download(alice, "/cases/export/")).body,
    );
    const ledgers = [
      text(files["ledgers/ledger-Acme_Supply_v._Roe-2025-01-15.csv"]),
      text(files["ledgers/ledger-Acme_Supply_v._Roe-2025-01-15-2.csv"]),
    ];
    expect(ledgers).toContain((await download(alice, `/cases/${first.id}/ledger/export/`)).body);
    for (const name of Object.keys(files).filter((n) => n.endsWith(".pdf"))) {
      expect(text(files[name]?.slice(0, 5))).toBe("%PDF-");
    }
    const paidStatement = await download(
      alice,
      `/cases/${paid.id}/payoff-statement/?date=2024-03-01`,
    );
    expect(files["statements/payoff-Baker_v._Cole-2024-03-01.pdf"]?.length).toBeGreaterThan(1000);
    expect(paidStatement.statusCode).toBe(200);

    const [header, ...history] = rowsOf(text(files["history-2025-01-15.csv"]));
    expect(header).toEqual([
      "Case name",
      "Date and time (UTC)",
      "Change",
      "About",
      "By",
      "Values changed",
      "Payoff before",
      "Payoff after",
      "Payoff date",
    ]);
    // Three cases made, two payments recorded.
    expect(history.map((r) => r[2]).sort()).toEqual([
      "Case added",
      "Case added",
      "Case added",
      "Payment recorded",
      "Payment recorded",
    ]);
    expect(history.find((r) => r[0] === "Baker v. Cole" && r[2] === "Payment recorded")?.[1]).toBe(
      "2025-01-15 12:00:00",
    );
  });

  it("gives an empty docket a ZIP with the headers alone", async () => {
    const res = await download(alice, "/cases/export/all/");
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      "cases-2025-01-15.csv",
      "history-2025-01-15.csv",
      "letterhead-2025-01-15.csv",
    ]);
    expect(rowsOf(text(files["cases-2025-01-15.csv"]))).toHaveLength(1);
  });
});

describe("Excel workbooks", () => {
  it("writes the docket as a summary sheet and one sheet a ledger, numbers and dates typed", async () => {
    const { first } = await docket(alice);
    const res = await download(alice, "/cases/export/xlsx/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toContain('filename="cases-2025-01-15.xlsx"');
    const sheets = await readXlsxFile(res.rawPayload);
    // The summary first; then the ledgers in the list's order (the twins were made in the same
    // instant, so their order is the database's).
    expect(sheets[0]?.sheet).toBe("Summary");
    expect(sheets.map((s) => s.sheet).sort()).toEqual([
      "Acme Supply v. Roe",
      "Acme Supply v. Roe (2)",
      "Baker v. Cole",
      "Summary",
    ]);
    const summary = sheets[0]?.data ?? [];
    const header = summary[0] as string[];
    const paying = summary.find((r) => r[header.indexOf("Total payments")] === 1000) ?? [];
    const cell = (name: string) => paying[header.indexOf(name)];
    const shown = (await call(alice, "GET", `/cases/${first.id}/`)).body.data;
    expect(cell("Payoff")).toBe(Number(shown.payoffAmount));
    expect(cell("Per diem")).toBe(Number(shown.perDiem));
    expect(cell("Judgment amount")).toBe(10000);
    expect(cell("Judgment date")).toEqual(new Date("2024-01-15T00:00:00Z"));
    expect(cell("Court case number")).toBe("RG24-001234");
  });

  it("shows each case's court details in the ZIP's case list and on the Summary sheet", async () => {
    const c = (await call(alice, "POST", "/add-docket/", newCase())).body.data;
    const facts = {
      creditors: [],
      debtors: [
        { name: "Richard Roe", entityType: "", street: "", city: "", state: "MA", zip: "02108" },
        {
          name: "Roe LLC",
          entityType: "limited liability company",
          street: "",
          city: "",
          state: "",
          zip: "",
        },
      ],
      creditorIsAssignee: false,
      amountsDifferByDebtor: false,
      courtCounty: "Alameda",
      courtBranch: "",
      courtStreet: "",
      courtMailingAddress: "",
      courtCityZip: "",
      caseKind: "limited",
      judgmentKind: "wages",
    };
    expect(
      (await docketCall(t.app, alice, "PUT", `/cases/${c.id}/court-facts/`, facts)).status,
    ).toBe(200);
    const zip = unzipSync(new Uint8Array((await download(alice, "/cases/export/all/")).rawPayload));
    const [header = [], row = []] = rowsOf(text(zip["cases-2025-01-15.csv"]));
    const csvCell = (name: string) => row[header.indexOf(name)];
    expect(csvCell("Debtor 2 name")).toBe("Roe LLC");
    expect(csvCell("Debtor 1 ZIP")).toBe("02108");
    expect(csvCell("Court county")).toBe("Alameda");
    expect(csvCell("Judgment type")).toBe("Wages owed");
    const [summary] = await readXlsxFile((await download(alice, "/cases/export/xlsx/")).rawPayload);
    const [head = [], line = []] = summary?.data ?? [];
    const sheetCell = (name: string) => line[(head as string[]).indexOf(name)];
    expect(sheetCell("Debtor 2 entity type")).toBe("limited liability company");
    // A ZIP stays text: its leading zero is kept.
    expect(sheetCell("Debtor 1 ZIP")).toBe("02108");
    expect(sheetCell("Limited or unlimited")).toBe("Limited");
  });

  it("writes one case's ledger: a money cell's value is the ledger's, a date cell is a date", async () => {
    const { first } = await docket(alice);
    const res = await download(alice, `/cases/${first.id}/ledger/export/xlsx/?date=2025-01-15`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      'filename="ledger-Acme_Supply_v._Roe-2025-01-15.xlsx"',
    );
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(["Summary", "Acme Supply v. Roe"]);
    const [header, payment, closing] = sheets[1]?.data ?? [];
    const csv = rowsOf(
      (await download(alice, `/cases/${first.id}/ledger/export/?date=2025-01-15`)).body,
    );
    expect(header).toEqual(csv[0]);
    // The ledger's own figures: 168 days of $2.7397, the rest of $1,000 to principal.
    expect(payment?.[0]).toEqual(new Date("2024-07-01T00:00:00Z"));
    expect(payment?.[0]).toBeInstanceOf(Date);
    expect(payment?.[3]).toBe(1000);
    expect(payment?.[4]).toBe(460.2696);
    expect(payment?.[7]).toBe(539.7304);
    expect(payment?.[9]).toBe(9460.2696);
    expect(payment?.[12]).toBe(10);
    expect(closing?.[4]).toBe(513.1764);
    expect(closing?.[9]).toBe(Number(csv[2]?.[9]));
    // Shown in cents and in the product's date format, whatever the value carries.
    const styles = text(unzipSync(new Uint8Array(res.rawPayload))["xl/styles.xml"]);
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain('formatCode="mm/dd/yyyy"');
    const bad = await download(alice, `/cases/${first.id}/ledger/export/xlsx/?date=2023-01-01`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("isolation", () => {
  it("exports only the workspace's own cases; another's case is not found", async () => {
    const bob = await registerAndLogin(t.app);
    const { first } = await docket(alice);
    const zip = unzipSync(new Uint8Array((await download(bob, "/cases/export/all/")).rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      "cases-2025-01-15.csv",
      "history-2025-01-15.csv",
      "letterhead-2025-01-15.csv",
    ]);
    const book = await readXlsxFile((await download(bob, "/cases/export/xlsx/")).rawPayload);
    expect(book.map((s) => s.sheet)).toEqual(["Summary"]);
    expect(book[0]?.data).toHaveLength(1);
    const ledger = await download(bob, `/cases/${first.id}/ledger/export/xlsx/`);
    expect(ledger.statusCode).toBe(404);
    expect(ledger.json().message).toBe("Case not found.");
  });

  it("needs a signed-in user", async () => {
    for (const url of ["/cases/export/all/", "/cases/export/xlsx/"]) {
      const res = await t.app.inject({ method: "GET", url: `/docket/api${url}` });
      expect(res.statusCode).toBe(401);
    }
  });
});
