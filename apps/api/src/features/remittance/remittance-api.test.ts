import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PORTFOLIO_ERRORS, roundToCents, toDecimalString } from "@owed/domain";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases, clients, transactions, workspaces } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The remittance report through the API (docs/portfolio.md, "The remittance report"): a client's
// October worked by hand (cost recovery across periods, the flat fee once, the fee's rounding and
// cap), the split checked against the ledger's own applied amounts, the default period, closing
// (frozen, flagged after later edits, refused when overlapping or not ended), reopening, the
// files (CSV, .xlsx read back, PDF on the letterhead read back) and another workspace's client.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let bob: LoggedInUser;
let workspaceId: string;
let clientId: string;
let bobClientId: string;
const ids: Record<string, string> = {};
const txIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await registerAndLogin(t.app);
  bob = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

async function openCase(user: LoggedInUser, caseName: string, change: Record<string, unknown>) {
  const created = await docketCall(
    t.app,
    user,
    "POST",
    "/add-docket/",
    newCase({ caseName, ...change }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

async function entry(caseId: string, type: string, date: string, amount: string) {
  const added = await docketCall(t.app, alice, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: type,
    amount,
    date,
    description: "",
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data.transaction.id as string;
}

/** A client inserted as the clients' routes would (they are another part's). */
async function insertClient(workspace: string, name: string) {
  const [row] = await t.app.db
    .insert(clients)
    .values({
      workspaceId: workspace,
      name,
      reference: "ACME-2026",
      feePercent: 333_333n, // 33.3333 %
      flatFee: 1_500_000n, // $150.00
      costsRecoveredFirst: true,
    })
    .returning();
  return row?.id as string;
}

const assign = (caseIds: string[], client: string) =>
  t.app.db.update(cases).set({ clientId: client }).where(inArray(cases.id, caseIds));

const url = (client: string, rest = "") => `/clients/${client}/remittance/${rest}`;
const OCTOBER = "?from=2026-10-01&to=2026-10-31";

async function download(user: LoggedInUser, path: string) {
  return t.app.inject({ method: "GET", url: `/docket/api${path}`, headers: user.headers });
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-remittance-"));
  const file = join(dir, "report.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

beforeAll(async () => {
  ids.alpha = await openCase(alice, "Alpha v. Roe", {
    judgmentDate: "2026-01-15",
    courtCaseNumber: "RG26-000001",
  });
  const [row] = await t.app.db
    .select()
    .from(cases)
    .where(eq(cases.id, ids.alpha as string));
  workspaceId = row?.workspaceId as string;
  // On Pro, so the four cases stay within the plan.
  await t.app.db
    .update(workspaces)
    .set({ paidUntil: new Date("2030-01-01T00:00:00Z") })
    .where(eq(workspaces.id, workspaceId));
  ids.beta = await openCase(alice, "Beta v. Coe", {
    judgmentDate: "2026-02-01",
    judgmentAmount: 5000,
    courtCaseNumber: "RG26-000002",
  });
  ids.gamma = await openCase(alice, "Gamma v. Doe", { courtCaseNumber: "RG26-000003" });
  ids.elsewhere = await openCase(alice, "No Client v. Poe", { courtCaseNumber: "RG26-000004" });
  clientId = await insertClient(workspaceId, "Acme Bank");
  await assign([ids.alpha, ids.beta, ids.gamma].map(String), clientId);

  await entry(ids.alpha, "COST", "2026-09-01", "150.00");
  await entry(ids.alpha, "PAYMENT", "2026-09-10", "100.00");
  await entry(ids.alpha, "PAYMENT", "2026-10-05", "1000.00");
  await entry(ids.alpha, "COST", "2026-10-06", "60.00");
  txIds.alphaLast = await entry(ids.alpha, "PAYMENT", "2026-10-20", "250.05");
  await entry(ids.beta, "PAYMENT", "2026-10-10", "300.00");
  await entry(ids.elsewhere, "PAYMENT", "2026-10-10", "999.00");

  const bobCase = await openCase(bob, "Bob v. Someone", {});
  const [bobRow] = await t.app.db.select().from(cases).where(eq(cases.id, bobCase));
  bobClientId = await insertClient(bobRow?.workspaceId as string, "Bob's Client");
});

/** What the ledger applied to interest in October, summed and rounded to the cent. */
async function ledgerInterest(caseId: string) {
  const rows = await t.app.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.caseId, caseId),
        eq(transactions.type, "PAYMENT"),
        gte(transactions.date, "2026-10-01"),
        lte(transactions.date, "2026-10-31"),
      ),
    );
  return toDecimalString(roundToCents(rows.reduce((sum, r) => sum + r.appliedToInterest, 0n)));
}

describe("the report for a period", () => {
  it("works October out per case: the ledger's split, costs recovered, the fee rounded and capped", async () => {
    const got = await docketCall(t.app, alice, "GET", url(clientId, OCTOBER));
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const report = got.body.data;
    expect(report).toMatchObject({
      client: {
        id: clientId,
        name: "Acme Bank",
        reference: "ACME-2026",
        feePercent: "33.3333",
        flatFee: "150.00",
        costsRecoveredFirst: true,
      },
      from: "2026-10-01",
      to: "2026-10-31",
      status: "open",
      periodId: null,
      overlapsClosed: null,
      changedCount: 0,
    });
    // Gamma had nothing in October; the case with no client is not the client's.
    expect(report.rows.map((r: { caseName: string }) => r.caseName)).toEqual([
      "Alpha v. Roe",
      "Beta v. Coe",
    ]);
    const [alpha, beta] = report.rows;
    const alphaInterest = await ledgerInterest(ids.alpha as string);
    expect(alpha).toEqual({
      caseId: ids.alpha,
      caseName: "Alpha v. Roe",
      courtCaseNumber: "RG26-000001",
      received: "1250.05",
      toInterest: alphaInterest,
      toPrincipal: toDecimalString((125_005n - BigInt(alphaInterest.replace(".", ""))) * 100n),
      toCosts: "0.00",
      costsAdvanced: "60.00",
      // $50 left over from September's $150, then October's $60.
      costsRecovered: "110.00",
      // 33.3333 % of $1,250.05 = $416.6829; no flat fee (its first payment was in September).
      fee: "416.68",
      net: "723.37",
      changedSinceClosed: null,
    });
    expect(Number(alphaInterest)).toBeGreaterThan(0);
    expect(beta).toMatchObject({
      received: "300.00",
      costsRecovered: "0.00",
      // 33.3333 % of $300 = $99.9999 -> $100.00, plus the $150 flat fee (first payment ever).
      fee: "250.00",
      net: "50.00",
    });
    expect(report.totals).toMatchObject({
      received: "1550.05",
      costsAdvanced: "60.00",
      costsRecovered: "110.00",
      fee: "666.68",
      net: "773.37",
    });
    for (const key of Object.keys(report.totals)) {
      const sum = report.rows.reduce(
        (s: bigint, r: Record<string, string>) => s + BigInt((r[key] as string).replace(".", "")),
        0n,
      );
      expect(toDecimalString(sum * 100n), key).toBe(report.totals[key]);
    }
  });

  it("caps the fee at what was received less the costs recovered", async () => {
    const got = await docketCall(
      t.app,
      alice,
      "GET",
      url(clientId, "?from=2026-09-01&to=2026-09-30"),
    );
    expect(got.body.data.rows).toEqual([
      expect.objectContaining({
        caseName: "Alpha v. Roe",
        received: "100.00",
        costsAdvanced: "150.00",
        costsRecovered: "100.00",
        // $33.33 + the $150 flat fee, capped at $100 − $100.
        fee: "0.00",
        net: "0.00",
      }),
    ]);
  });

  it("defaults to the month before the user's today", async () => {
    const got = await docketCall(t.app, alice, "GET", url(clientId));
    expect(got.body.data).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(got.body.data.totals.net).toBe("773.37");
  });

  it("refuses a period that is not one, with a 400 that says why", async () => {
    for (const [query, message] of [
      ["?from=2026-13-01&to=2026-10-31", "The period's first day must be a date like 2026-10-01."],
      ["?from=2026-10-01", "Choose the period's last day (to)."],
      ["?from=2026-10-31&to=2026-10-01", "The period's last day cannot be before its first day."],
      ["?from=2024-01-01&to=2025-01-01", "A remittance period is at most 366 days."],
    ] as const) {
      const got = await docketCall(t.app, alice, "GET", url(clientId, query));
      expect(got.status, query).toBe(400);
      expect(got.body).toMatchObject({ code: "invalid_date", message });
    }
    const long = await docketCall(t.app, alice, "GET", url(clientId, `?from=${"9".repeat(41)}`));
    expect(long.status).toBe(400);
  });

  it("answers 404 for another workspace's client, a made-up one, on every route", async () => {
    for (const client of [bobClientId, "00000000-0000-4000-8000-000000000000", "nope"]) {
      for (const rest of ["", "report.pdf", "report.csv", "report.xlsx", "periods/"]) {
        const got = await download(alice, url(client, rest));
        expect(got.statusCode, `${client} ${rest}`).toBe(404);
        expect(got.json()).toMatchObject({ code: "client_not_found" });
      }
      const close = await docketCall(t.app, alice, "POST", url(client, "periods/"), {
        from: "2026-10-01",
        to: "2026-10-31",
      });
      expect(close.status).toBe(404);
      const reopen = await docketCall(
        t.app,
        alice,
        "DELETE",
        url(client, "periods/00000000-0000-4000-8000-000000000000/"),
      );
      expect(reopen.status).toBe(404);
      expect(reopen.body.code).toBe("client_not_found");
    }
  });
});

describe("closing a period", () => {
  let periodId: string;

  it("refuses a period whose last day has not passed", async () => {
    const got = await docketCall(t.app, alice, "POST", url(clientId, "periods/"), {
      from: "2026-11-01",
      to: "2026-11-26",
    });
    expect(got.status).toBe(409);
    expect(got.body).toMatchObject({
      code: "period_not_ended",
      message: PORTFOLIO_ERRORS.periodNotEnded.message,
    });
  });

  it("freezes the report as it reads now", async () => {
    const got = await docketCall(t.app, alice, "POST", url(clientId, "periods/"), {
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(got.status, JSON.stringify(got.body)).toBe(201);
    expect(got.body.data).toMatchObject({
      status: "closed",
      closedBy: alice.username,
      closedAt: "2026-11-26T15:00:00.000Z",
      changedCount: 0,
      totals: { net: "773.37" },
    });
    periodId = got.body.data.periodId;
    const listed = await docketCall(t.app, alice, "GET", url(clientId, "periods/"));
    expect(listed.body.data).toEqual([
      {
        id: periodId,
        from: "2026-10-01",
        to: "2026-10-31",
        closedAt: "2026-11-26T15:00:00.000Z",
        closedBy: alice.username,
        net: "773.37",
      },
    ]);
  });

  it("refuses a period overlapping a closed one, naming it; an open report overlapping it says so", async () => {
    const got = await docketCall(t.app, alice, "POST", url(clientId, "periods/"), {
      from: "2026-10-15",
      to: "2026-11-14",
    });
    expect(got.status).toBe(409);
    expect(got.body).toMatchObject({
      code: "period_overlaps",
      message: "This period overlaps the one closed for 10/01/2026 to 10/31/2026.",
    });
    const again = await docketCall(t.app, alice, "POST", url(clientId, "periods/"), {
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(again.body.code).toBe("period_overlaps");
    const open = await docketCall(
      t.app,
      alice,
      "GET",
      url(clientId, "?from=2026-10-15&to=2026-11-14"),
    );
    expect(open.body.data).toMatchObject({
      status: "open",
      overlapsClosed: "This period overlaps the one closed for 10/01/2026 to 10/31/2026.",
    });
  });

  it("keeps the frozen figures after a later edit and flags each changed row with its figures now", async () => {
    const edited = await docketCall(
      t.app,
      alice,
      "PUT",
      `/transactions/${txIds.alphaLast}/update/`,
      {
        case_id: ids.alpha,
        transaction_type: "PAYMENT",
        amount: "300.05",
        date: "2026-10-20",
        description: "",
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await entry(ids.gamma as string, "PAYMENT", "2026-10-15", "50.00");
    // A new fee agreement is not a change to the closed period: its own terms are kept.
    await t.app.db.update(clients).set({ feePercent: 250_000n }).where(eq(clients.id, clientId));

    const got = await docketCall(t.app, alice, "GET", url(clientId, OCTOBER));
    const report = got.body.data;
    expect(report).toMatchObject({ status: "closed", periodId, changedCount: 2 });
    expect(report.client.feePercent).toBe("33.3333");
    expect(report.totals.net).toBe("773.37");
    const [alpha, beta, gamma] = report.rows;
    expect(alpha).toMatchObject({ received: "1250.05", net: "723.37" });
    expect(alpha.changedSinceClosed).toMatchObject({
      received: "1300.05",
      costsRecovered: "110.00",
      fee: "433.35", // 33.3333 % of $1,300.05 = $433.3496
      net: "756.70",
    });
    expect(beta.changedSinceClosed).toBeNull();
    // Not in the report when it was closed: zeros as sent, and what it reads now (its first
    // payment: $16.67 + $150, capped at the $50 received).
    expect(gamma).toMatchObject({ caseName: "Gamma v. Doe", received: "0.00", net: "0.00" });
    expect(gamma.changedSinceClosed).toMatchObject({
      received: "50.00",
      fee: "50.00",
      net: "0.00",
    });
  });

  it("writes the closed report's files with the same figures and flags", async () => {
    const csv = await download(alice, url(clientId, `report.csv${OCTOBER}`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain(
      'filename="remittance-Acme_Bank-2026-10-01-to-2026-10-31.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Case name,Court case number,Received,To interest,To principal,To costs,Costs advanced,Costs recovered,Firm's fee,Net to remit,Changed since closed,Net to remit now",
      expect.stringMatching(
        /^Alpha v\. Roe,RG26-000001,1250\.05,[\d.]+,[\d.]+,0\.00,60\.00,110\.00,416\.68,723\.37,Yes,756\.70$/,
      ),
      expect.stringMatching(
        /^Beta v\. Coe,RG26-000002,300\.00,[\d.]+,[\d.]+,0\.00,0\.00,0\.00,250\.00,50\.00,No,$/,
      ),
      "Gamma v. Doe,RG26-000003,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,Yes,0.00",
      expect.stringMatching(
        /^Totals,,1550\.05,[\d.]+,[\d.]+,0\.00,60\.00,110\.00,666\.68,773\.37,,$/,
      ),
    ]);

    const xlsx = await download(alice, url(clientId, `report.xlsx${OCTOBER}`));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const sheets = await readXlsxFile(xlsx.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(["Remittance", "About"]);
    const table = sheets[0]?.data ?? [];
    expect(table[0]?.slice(0, 3)).toEqual(["Case name", "Court case number", "Received"]);
    expect(table[1]?.slice(0, 3)).toEqual(["Alpha v. Roe", "RG26-000001", 1250.05]);
    expect(table.at(-1)?.slice(0, 3)).toEqual(["Totals", null, 1550.05]);
    expect(table.at(-1)?.[9]).toBe(773.37);
    const about = Object.fromEntries((sheets[1]?.data ?? []).map((r) => [r[0], r[1]]));
    expect(about.Client).toBe("Acme Bank");
    expect(about.Period).toBe("10/01/2026 to 10/31/2026");
    expect(String(about.Status)).toMatch(/^Closed on 11\/26\/2026, .* by /);

    const letterhead = await docketCall(t.app, alice, "PUT", "/workspace/letterhead/", {
      attorneyName: "Mary Hale",
      barNumber: "123456",
      firm: "Hale & Pratt LLP",
      street: "500 Capitol Mall",
      city: "Sacramento",
      state: "CA",
      zip: "95814",
      phone: "(916) 555-0100",
      fax: "",
      email: "collections@hale.example",
      attorneyFor: "",
    });
    expect(letterhead.status, JSON.stringify(letterhead.body)).toBe(200);
    const pdf = await download(alice, url(clientId, `report.pdf${OCTOBER}`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Hale & Pratt LLP");
    expect(text).toContain("Remittance Report");
    expect(text).toContain("10/01/2026 to 10/31/2026");
    expect(text).toMatch(/Net to remit\s+\$773\.37/);
    expect(text).toContain("33.3333% of collections, plus $150.00 once per case");
    expect(text).toContain("Changed since this period was closed".toUpperCase());
    expect(text).toContain("net to remit $756.70");
    expect(text).not.toMatch(/\bPAYMENT\b|\bCOST\b|costsRecovered|RENEWAL/);
  });

  it("reopens: the report reads live figures again, and the period is gone", async () => {
    const reopened = await docketCall(
      t.app,
      alice,
      "DELETE",
      url(clientId, `periods/${periodId}/`),
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toBeNull();
    const got = await docketCall(t.app, alice, "GET", url(clientId, OCTOBER));
    expect(got.body.data).toMatchObject({ status: "open", periodId: null, changedCount: 0 });
    // Live now: the edited payment and the new terms (25 %).
    expect(got.body.data.rows.map((r: { net: string }) => r.net)).toEqual([
      "865.04", // 1,300.05 − 110 − 325.01 (25 % of 1,300.05 = 325.0125)
      "75.00", // 300 − (75 + 150)
      "0.00", // 50 − min(12.50 + 150, 50)
    ]);
    const again = await docketCall(t.app, alice, "DELETE", url(clientId, `periods/${periodId}/`));
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("period_not_found");
    expect((await docketCall(t.app, alice, "GET", url(clientId, "periods/"))).body.data).toEqual(
      [],
    );
  });

  it("refuses a close body without its dates", async () => {
    for (const body of [
      { from: "", to: "2026-10-31" },
      { to: "2026-10-31" },
      {},
      { from: 1, to: 2 },
    ]) {
      const got = await docketCall(t.app, alice, "POST", url(clientId, "periods/"), body);
      expect(got.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("another client's terms and ledgers", () => {
  let zeta: string;

  beforeAll(async () => {
    const [row] = await t.app.db
      .insert(clients)
      .values({
        workspaceId,
        name: "Zeta Credit",
        feePercent: 100_000n,
        costsRecoveredFirst: false,
      })
      .returning();
    zeta = row?.id as string;
  });

  it("answers a client with no cases with no rows and zero totals, and still writes its files", async () => {
    const got = await docketCall(t.app, alice, "GET", url(zeta, OCTOBER));
    expect(got.body.data.rows).toEqual([]);
    expect(got.body.data.totals).toEqual({
      received: "0.00",
      toInterest: "0.00",
      toPrincipal: "0.00",
      toCosts: "0.00",
      costsAdvanced: "0.00",
      costsRecovered: "0.00",
      fee: "0.00",
      net: "0.00",
    });
    const pdf = await download(alice, url(zeta, `report.pdf${OCTOBER}`));
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("No payment was received and no cost advanced");
    expect(pdfText(pdf.rawPayload)).toContain(
      "10% of collections. Costs the firm advanced are not taken from collections.",
    );
  });

  it("splits a payment that paid a separate cost balance, as the ledger credited it", async () => {
    const id = await openCase(alice, "Zeta v. Separate", {
      judgmentDate: "2026-09-01",
      courtCaseNumber: "RG26-000009",
      costTreatment: "separate-non-bearing",
      creditingOrder: "costs-interest-principal",
    });
    await assign([id], zeta);
    await entry(id, "COST", "2026-10-02", "250.00");
    await entry(id, "PAYMENT", "2026-10-10", "400.00");
    const [row] = (await docketCall(t.app, alice, "GET", url(zeta, OCTOBER))).body.data.rows;
    const interest = await ledgerInterest(id);
    expect(row).toMatchObject({
      received: "400.00",
      toCosts: "250.00",
      toInterest: interest,
      toPrincipal: toDecimalString((40_000n - 25_000n - BigInt(interest.replace(".", ""))) * 100n),
      costsAdvanced: "250.00",
      // Not recovered first: the fee is on all of it and the client gets the rest.
      costsRecovered: "0.00",
      fee: "40.00",
      net: "360.00",
    });
  });

  it("lets only one of two overlapping closings made at once through", async () => {
    const close = (from: string, to: string) =>
      docketCall(t.app, alice, "POST", url(zeta, "periods/"), { from, to });
    const answers = await Promise.all([
      close("2026-10-01", "2026-10-31"),
      close("2026-10-15", "2026-11-14"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const listed = await docketCall(t.app, alice, "GET", url(zeta, "periods/"));
    expect(listed.body.data).toHaveLength(1);
  });

  it("flags a row whose case was deleted after the period was closed", async () => {
    // Whichever closing won above, start again from October closed.
    for (const p of (await docketCall(t.app, alice, "GET", url(zeta, "periods/"))).body.data) {
      await docketCall(t.app, alice, "DELETE", url(zeta, `periods/${p.id}/`));
    }
    const closed = await docketCall(t.app, alice, "POST", url(zeta, "periods/"), {
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(closed.status).toBe(201);
    const caseId = closed.body.data.rows[0].caseId as string;
    const gone = await docketCall(t.app, alice, "DELETE", `/cases/${caseId}/delete/`);
    expect(gone.status).toBe(200);
    const after = (await docketCall(t.app, alice, "GET", url(zeta, OCTOBER))).body.data;
    expect(after).toMatchObject({ status: "closed", changedCount: 1 });
    expect(after.rows[0]).toMatchObject({ caseName: "Zeta v. Separate", received: "400.00" });
    expect(after.rows[0].changedSinceClosed).toMatchObject({ received: "0.00", net: "0.00" });
  });
});
