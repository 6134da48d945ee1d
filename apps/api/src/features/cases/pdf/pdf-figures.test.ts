import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  computeLedger,
  formatUsDate,
  formatUsd,
  type LedgerTransaction,
  shownCents,
  summarize,
} from "@owed/domain";
import { describe, expect, it } from "vitest";
import type { CaseRow, TransactionRow } from "../../../db/schema/index.ts";
import { ledgerTransactionsOf, termsOf } from "../case-figures.ts";
import { NO_LETTERHEAD } from "./letterhead.ts";
import { renderPayoffStatement } from "./payoff-statement.ts";
import { renderTransactionReport } from "./transaction-report.ts";

// Court documents must never print a figure broken across lines or cut at a column edge. These
// tests build real PDFs and read them back with poppler's `pdftotext -layout`, which keeps each
// printed line on one text line: a figure that wrapped or was clipped would not be found whole.

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-pdf-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The figures appear whole (not inside a longer figure), in this order, on one line of the text. */
function lineWith(text: string, figures: string[]): string | undefined {
  const pattern = new RegExp(
    figures.map((f) => `(?<![\\d$,.])${escapeRegExp(f)}(?!\\d)`).join(".*"),
    "m",
  );
  return text.split("\n").find((line) => pattern.test(line));
}

function caseRowOf(overrides: Partial<CaseRow> = {}): CaseRow {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    userId: "00000000-0000-4000-8000-000000000002",
    caseName: "Consolidated Amalgamated Holdings International v. Roe Enterprises",
    courtName: "United States District Court for the Southern District of New York",
    courtCaseNumber: "1:19-cv-01234-ABC-DEF",
    judgmentAmount: 9_999_999_999_900n,
    judgmentDate: "2012-01-15",
    interestRate: 9_876_5n,
    rateSchedule: null,
    compounding: "none",
    dayCount: "365",
    jurisdiction: "NY",
    debtorFirm: "Roe Enterprises LLC",
    debtorStreet: "1 Main Street",
    debtorCity: "Albany",
    debtorState: "NY",
    debtorZip: "12207",
    debtorPhone: "",
    debtorEmail: "",
    debtorInfoText: "",
    isEnded: false,
    endedOn: null,
    snapshot: {},
    version: 1,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  } as CaseRow;
}

function transactionRowsOf(
  caseId: string,
  entries: (LedgerTransaction & { description?: string })[],
): TransactionRow[] {
  return entries.map((t, i) => ({
    id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, "0")}`,
    caseId,
    sequence: i + 1,
    type: t.type,
    amount: t.amount,
    date: t.date,
    description: t.description ?? "",
    calculatedInterest: 0n,
    appliedToInterest: 0n,
    appliedToPrincipal: 0n,
    newBalance: 0n,
    unpaidInterestAfter: 0n,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
  })) as TransactionRow[];
}

const LONG_DESCRIPTION =
  "Wage garnishment through the Sheriff of Albany County, second levy, remitted by cashier's check after the employer's objection was overruled at the hearing on the garnishee's motion; see docket entries 114 through 131 and the clerk's receipt";

/**
 * The largest figures a ledger can hold: a $999,999,999.99 judgment at a 4-decimal rate, years of
 * interest, payments and costs in the hundreds of millions with odd cents, and enough rows to run
 * over several pages.
 */
function largestLedger() {
  const caseRow = caseRowOf();
  const entries: (LedgerTransaction & { description?: string })[] = [];
  for (let year = 2012; year <= 2024; year++) {
    entries.push({
      type: "PAYMENT",
      date: `${year}-03-17`,
      amount: 95_432_198_87_00n + BigInt(year % 7) * 1_000_000_00_00n, // $95,432,198.87 and up
      description: LONG_DESCRIPTION,
    });
    entries.push({
      type: "COST",
      date: `${year}-07-01`,
      amount: 12_345_678_91_00n + BigInt(year) * 100n, // $12,345,678.91 and odd cents
      description: `Costs of enforcement ${year}`,
    });
    entries.push({
      type: "PAYMENT",
      date: `${year}-11-30`,
      amount: 1_232_86_00n,
      description: "",
    });
  }
  return { caseRow, transactions: transactionRowsOf(caseRow.id, entries) };
}

const usd = (v: bigint) => formatUsd(v);
const usd4 = (v: bigint) => formatUsd(v, { decimals: 4 });

describe("PDFs print every figure whole", () => {
  const { caseRow, transactions } = largestLedger();
  const terms = termsOf(caseRow);
  const ledger = computeLedger(terms, ledgerTransactionsOf(transactions));
  const asOf = "2025-06-30";
  const summary = summarize(terms, ledgerTransactionsOf(transactions), asOf);
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);

  const expectRowsWhole = (text: string) => {
    expect(ledger.rows.length).toBe(39);
    for (const row of ledger.rows) {
      const payment = row.type === "PAYMENT";
      const figures = [
        formatUsDate(row.date),
        payment ? "Payment" : "Cost",
        usd(row.amount),
        usd4(row.interestAccrued),
        ...(payment ? [usd4(row.appliedToInterest), usd4(row.appliedToPrincipal)] : ["—", "—"]),
        usd4(row.principalAfter),
        usd4(row.unpaidInterestAfter),
      ];
      expect(lineWith(text, figures), figures.join(" ")).toBeDefined();
    }
  };

  it("the payoff statement: every ledger figure, the totals and the exact figures", async () => {
    const pdf = await renderPayoffStatement({
      caseRow,
      transactions,
      asOf,
      preparedOn: "2025-07-01",
      firm: {
        name: "Dewey, Cheatham & Howe LLP",
        person: "A. Paralegal",
        address: "100 Broadway, New York, NY 10005",
        phone: "212-555-0100",
        email: "collections@example.com",
      },
    });
    const text = pdfText(pdf);
    expectRowsWhole(text);
    // The largest figures of all: far wider than any column guess.
    expect(usd4(ledger.rows[0]?.principalAfter ?? 0n)).toMatch(/^\$\d{3},\d{3},\d{3}\.\d{4}$/);
    expect(lineWith(text, ["Judgment amount", "$999,999,999.99"])).toBeDefined();
    expect(lineWith(text, ["Principal balance", usd(shown.principal)])).toBeDefined();
    expect(lineWith(text, ["Accrued interest", usd(shown.interest)])).toBeDefined();
    expect(lineWith(text, ["Total payoff as of 06/30/2025", usd(shown.payoff)])).toBeDefined();
    expect(
      lineWith(text, ["Per diem after that date", `${usd4(summary.perDiem)} per day`]),
    ).toBeDefined();
    for (const exact of [summary.principalBalance, summary.accruedInterest, summary.payoffAmount]) {
      expect(lineWith(text, [usd4(exact)]), usd4(exact)).toBeDefined();
    }
    expect(text).toContain("9.8765%");
    // The footer keeps its case number and date however long the case name.
    expect(
      lineWith(text, ["Case No. 1:19-cv-01234-ABC-DEF", "Payoff as of 06/30/2025"]),
    ).toBeDefined();
  });

  it("the transaction report: every ledger figure and the balance", async () => {
    const pdf = await renderTransactionReport({
      caseRow,
      transactions,
      summary,
      preparedOn: asOf,
      firm: { ...NO_LETTERHEAD, name: "Dewey, Cheatham & Howe LLP" },
    });
    const text = pdfText(pdf);
    expectRowsWhole(text);
    expect(lineWith(text, ["$999,999,999.99 entered 01/15/2012"])).toBeDefined();
    expect(lineWith(text, ["Total payments", usd(summary.totalPayments)])).toBeDefined();
    expect(lineWith(text, ["Principal balance", usd(shown.principal)])).toBeDefined();
    expect(lineWith(text, ["Accrued interest", usd(shown.interest)])).toBeDefined();
    expect(lineWith(text, ["Payoff", usd(shown.payoff)])).toBeDefined();
    expect(lineWith(text, [`${usd4(summary.perDiem)} per day`])).toBeDefined();
  });
});

// Statements explain every change of balance: the engine's capitalisations and rate changes are
// rows, and the statement closes with the interest since the last row. Expected figures are worked
// by hand with the rules of docs/interest-method.md.
describe("statements explain every change of balance", () => {
  const firm = { name: "Dewey LLP", person: "", address: "", phone: "", email: "" };

  it("a compounding case prints the capitalisation row and the closing interest", async () => {
    // The docs' example: $10,000.00 at 10% from 02/29/2024, compounding annually. Daily interest
    // $2.7397; on 02/28/2025, 365 x $2.7397 = $999.9905 joins principal: $10,999.9905. From then
    // $10,999.9905 x 10% / 365 = $3.0136 a day; 02/28/2025 to 06/30/2025 is 122 days, $367.6592.
    const caseRow = caseRowOf({
      caseName: "Compounding v. Example",
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-02-29",
      interestRate: 10_0000n,
      compounding: "annual",
    });
    const text = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions: [],
        asOf: "2025-06-30",
        preparedOn: "2025-06-30",
        firm,
      }),
    );
    expect(
      lineWith(text, [
        "02/28/2025",
        "Compounding",
        "Unpaid interest added",
        "$999.9905",
        "$999.9905",
        "—",
        "—",
        "$10,999.9905",
        "$0.0000",
      ]),
    ).toBeDefined();
    expect(text).toContain(
      "Interest from 02/28/2025 to 06/30/2025: 122 days × $3.0136 = $367.6592",
    );
    // Shown principal $10,999.99 and interest $367.66 add up to the shown payoff.
    expect(lineWith(text, ["Principal balance", "$10,999.99"])).toBeDefined();
    expect(lineWith(text, ["Accrued interest", "$367.66"])).toBeDefined();
    expect(lineWith(text, ["Total payoff as of 06/30/2025", "$11,367.65"])).toBeDefined();
    expect(text).toContain("No payments or costs were recorded on or before this date.");

    const summary = summarize(termsOf(caseRow), [], "2025-06-30");
    const report = pdfText(
      await renderTransactionReport({
        caseRow,
        transactions: [],
        summary,
        preparedOn: "2025-06-30",
        firm: NO_LETTERHEAD,
      }),
    );
    expect(
      lineWith(report, ["02/28/2025", "Compounding", "$999.9905", "$10,999.9905"]),
    ).toBeDefined();
    expect(report).toContain(
      "Interest from 02/28/2025 to 06/30/2025: 122 days × $3.0136 = $367.6592",
    );
  });

  it("a payment after an anniversary starts from the capitalised principal", async () => {
    // Same case, a $1,000.00 payment on 03/31/2025: 31 days x $3.0136 = $93.4216 of interest,
    // $906.5784 to principal: $10,999.9905 - $906.5784 = $10,093.4121. Then
    // $10,093.4121 x 10% / 365 = $2.7653 a day for the 91 days to 06/30/2025: $251.6423.
    const caseRow = caseRowOf({
      caseName: "Compounding v. Example",
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-02-29",
      interestRate: 10_0000n,
      compounding: "annual",
    });
    const transactions = transactionRowsOf(caseRow.id, [
      { type: "PAYMENT", date: "2025-03-31", amount: 1_000_0000n, description: "Check 2001" },
    ]);
    const text = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions,
        asOf: "2025-06-30",
        preparedOn: "2025-06-30",
        firm,
      }),
    );
    const compounding = lineWith(text, ["02/28/2025", "Compounding", "$10,999.9905"]);
    const payment = lineWith(text, [
      "03/31/2025",
      "Payment",
      "Check 2001",
      "$1,000.00",
      "$93.4216",
      "$93.4216",
      "$906.5784",
      "$10,093.4121",
      "$0.0000",
    ]);
    expect(compounding).toBeDefined();
    expect(payment).toBeDefined();
    expect(text.indexOf(compounding as string)).toBeLessThan(text.indexOf(payment as string));
    expect(text).toContain("Interest from 03/31/2025 to 06/30/2025: 91 days × $2.7653 = $251.6423");
  });

  it("a scheduled rate change is a row, and the closing line gives each per diem its own days", async () => {
    // $10,000.00 from 01/15/2024 at 9%, 7.5% from 07/01/2024. The docs' first payment: $500.00 on
    // 03/01/2024 leaves $9,613.4222. From 07/01/2024: $9,613.4222 x 7.5% / 365 = $1.9753 a day.
    // To 09/30/2024: 121 days x $2.3704 (9%) + 92 days x $1.9753 = $286.8184 + $181.7276.
    const caseRow = caseRowOf({
      caseName: "Schedule v. Example",
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-01-15",
      interestRate: 9_0000n,
      rateSchedule: [
        { from: "2024-01-15", ratePercent: "9" },
        { from: "2024-07-01", ratePercent: "7.5" },
      ],
    });
    const transactions = transactionRowsOf(caseRow.id, [
      { type: "PAYMENT", date: "2024-03-01", amount: 500_0000n },
    ]);
    const text = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions,
        asOf: "2024-09-30",
        preparedOn: "2024-09-30",
        firm,
      }),
    );
    expect(
      lineWith(text, ["03/01/2024", "Payment", "$500.00", "$113.4222", "$9,613.4222"]),
    ).toBeDefined();
    expect(
      lineWith(text, ["07/01/2024", "Rate change", "From this date", "—", "—", "$9,613.4222", "—"]),
    ).toBeDefined();
    // The note's description wraps like any description; its rate and per diem stay whole.
    expect(lineWith(text, ["7.5%"])).toBeDefined();
    expect(lineWith(text, ["$1.9753", "per day"])).toBeDefined();
    expect(text).toContain(
      "Interest from 03/01/2024 to 09/30/2024: 121 days × $2.3704 + 92 days × $1.9753 = $468.5460",
    );
    expect(text).not.toMatch(/213 days ×/);
    expect(lineWith(text, ["Accrued interest", "$468.55"])).toBeDefined();
  });

  it("day count actual across a year end: the closing line splits at January 1", async () => {
    // $10,000.00 at 10% from 12/01/2023: 30 days x $2.7397 (/365) in 2023 = $82.1910, then 31 days
    // x $2.7322 (/366, 2024 is a leap year) = $84.6982; $166.8892 for the 61 days.
    const caseRow = caseRowOf({
      caseName: "Actual v. Example",
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2023-12-01",
      interestRate: 10_0000n,
      dayCount: "actual",
    });
    const text = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions: [],
        asOf: "2024-01-31",
        preparedOn: "2024-01-31",
        firm,
      }),
    );
    expect(text).toContain(
      "Interest from 12/01/2023 to 01/31/2024: 30 days × $2.7397 + 31 days × $2.7322 = $166.8892",
    );
  });
});

describe("edges of a statement", () => {
  it("the footer keeps its date whole however long the case name and number", async () => {
    const caseRow = caseRowOf({
      caseName: "A".repeat(120),
      courtCaseNumber: `No. ${"1234567890".repeat(20)}`,
    });
    const text = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions: [],
        asOf: "2025-06-30",
        preparedOn: "2025-06-30",
        firm: { name: "Dewey LLP", person: "", address: "", phone: "", email: "" },
      }),
    );
    const footer = lineWith(text, ["Payoff as of 06/30/2025", "Page 1 of"]);
    expect(footer).toMatch(
      /^\s*A+… · Case No\. No\. 1234567890\d*… · Payoff as of 06\/30\/2025\s+Page 1 of \d$/,
    );
  });

  it("a satisfied judgment's report ends with the payment that paid it, with no closing line", async () => {
    // $10,000.00 at 9% from 01/15/2024: 46 days x $2.4657 = $113.4222 by 03/01/2024, so a
    // payment of $10,113.42 pays the judgment in full that day.
    const caseRow = caseRowOf({
      caseName: "Paid v. Full",
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-01-15",
      interestRate: 9_0000n,
      isEnded: true,
      endedOn: "2024-03-01",
    });
    const transactions = transactionRowsOf(caseRow.id, [
      { type: "PAYMENT", date: "2024-03-01", amount: 10_113_4200n, description: "Paid in full" },
    ]);
    const summary = summarize(termsOf(caseRow), ledgerTransactionsOf(transactions), "2024-06-01");
    const text = pdfText(
      await renderTransactionReport({
        caseRow,
        transactions,
        summary,
        preparedOn: "2024-06-01",
        firm: NO_LETTERHEAD,
      }),
    );
    expect(
      lineWith(text, [
        "03/01/2024",
        "Payment",
        "Paid in full",
        "$10,113.42",
        "$113.4222",
        "$113.4222",
        "$9,999.9978",
        "$0.0000",
        "$0.0000",
      ]),
    ).toBeDefined();
    // $10,000.0000 - $9,999.9978 leaves $0.0022, under half a cent: written off, and said so.
    expect(lineWith(text, ["$0.0022"])).toBeDefined();
    expect(text.replace(/\s+/g, " ")).toContain("is written off");
    expect(text).toContain("Satisfied on 03/01/2024");
    expect(text).toContain(
      "The judgment was paid in full on 03/01/2024; no interest accrues after that date.",
    );

    // Its final statement, for any later date, says the same and owes nothing.
    const statement = pdfText(
      await renderPayoffStatement({
        caseRow,
        transactions,
        asOf: "2024-06-01",
        preparedOn: "2024-06-01",
        firm: { name: "Dewey LLP", person: "", address: "", phone: "", email: "" },
      }),
    );
    // It is the satisfaction statement: the payment, the $0.0022 written off, nothing accruing.
    expect(statement).toContain("Satisfaction Statement");
    expect(lineWith(statement, ["Final payment", "$10,113.42"])).toBeDefined();
    expect(lineWith(statement, ["Left unpaid, written off", "$0.0022"])).toBeDefined();
    expect(lineWith(statement, ["Balance", "$0.00"])).toBeDefined();
    expect(statement).not.toMatch(/per diem|per day/i);
    expect(statement).toContain(
      "The judgment was paid in full on 03/01/2024; no interest accrues after that date.",
    );
    expect(statement).not.toContain("Interest from");
    expect(text).not.toContain("Interest from");
  });
});
