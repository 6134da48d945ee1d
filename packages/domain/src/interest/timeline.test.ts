import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { parseMoneyInput, toDecimalString } from "../money/money.ts";
import type { LedgerTransaction } from "./ledger.ts";
import { summarize } from "./summary.ts";
import type { CaseTerms } from "./terms.ts";
import { type LedgerEntry, ledgerTimeline } from "./timeline.ts";

const $ = (text: string) => parseMoneyInput(text);
const d4 = (value: bigint) => toDecimalString(value, 4);

function brief(entry: LedgerEntry) {
  return {
    kind: entry.kind,
    date: entry.date,
    amount: d4(entry.amount),
    interestAccrued: d4(entry.interestAccrued),
    principalAfter: d4(entry.principalAfter),
    unpaidInterestAfter: d4(entry.unpaidInterestAfter),
    perDiemAfter: d4(entry.perDiemAfter),
  };
}

describe("the statement's rows", () => {
  const compounding: CaseTerms = {
    judgmentAmount: $("10000"),
    judgmentDate: "2024-02-29",
    rate: 100_000n,
    compounding: "annual",
  };

  it("puts each annual capitalisation on its own row, so principal adds up", () => {
    // docs/interest-method.md: 365 days × $2.7397 = $999.9905 joins principal on 02/28/2025.
    const t = ledgerTimeline(compounding, [], "2025-06-01");
    expect(t.entries.map(brief)).toEqual([
      {
        kind: "COMPOUNDING",
        date: "2025-02-28",
        amount: "999.9905",
        interestAccrued: "999.9905",
        principalAfter: "10999.9905",
        unpaidInterestAfter: "0.0000",
        perDiemAfter: "3.0136",
      },
    ]);
    expect(t.closing).toEqual({
      from: "2025-02-28",
      to: "2025-06-01",
      days: 93,
      perDiem: 30_136n,
      interest: 2_802_648n,
      uniformPerDiem: true,
    });
    expect(d4(t.summary.payoffAmount)).toBe("11280.2553");
  });

  it("counts a payment's interest from the capitalisation before it, not twice", () => {
    const payment: LedgerTransaction = {
      id: "p1",
      type: "PAYMENT",
      date: "2025-03-10",
      amount: $("500"),
    };
    const t = ledgerTimeline(compounding, [payment], "2025-03-20");
    expect(t.entries.map((e) => [e.kind, e.date, d4(e.interestAccrued)])).toEqual([
      ["COMPOUNDING", "2025-02-28", "999.9905"],
      // 10 days × $3.0136 since the anniversary
      ["PAYMENT", "2025-03-10", "30.1360"],
    ]);
    const paid = t.entries[1] as LedgerEntry;
    expect(paid.id).toBe("p1");
    expect(d4(paid.appliedToInterest)).toBe("30.1360");
    expect(d4(paid.appliedToPrincipal)).toBe("469.8640");
    expect(d4(paid.principalAfter)).toBe("10530.1265");
    expect(t.closing.from).toBe("2025-03-10");
    expect(t.closing.days).toBe(10);
  });

  it("notes a scheduled rate change on the day it takes effect without moving any balance", () => {
    const terms: CaseTerms = {
      judgmentAmount: $("10000"),
      judgmentDate: "2024-01-15",
      rate: [
        { from: "2024-01-01", ratePercent: 90_000n },
        { from: "2024-07-01", ratePercent: 50_000n },
      ],
    };
    const t = ledgerTimeline(terms, [], "2024-08-01");
    expect(t.entries.map(brief)).toEqual([
      {
        kind: "RATE_CHANGE",
        date: "2024-07-01",
        amount: "0.0000",
        interestAccrued: "0.0000",
        principalAfter: "10000.0000",
        // accrued through 06/30 (167 days × $2.4657), not yet on any row: a note moves no balance
        unpaidInterestAfter: "411.7719",
        perDiemAfter: "1.3698",
      },
    ]);
    expect(t.entries[0]?.ratePercent).toBe(50_000n);
    // The closing stretch runs from the judgment across the change: no single per diem.
    expect(t.closing.from).toBe("2024-01-15");
    expect(t.closing.days).toBe(199);
    expect(t.closing.uniformPerDiem).toBe(false);
    // 167 days × $2.4657 + 32 days × $1.3698
    expect(d4(t.closing.interest)).toBe("455.6055");
  });

  it("leaves out rows dated after the as-of date", () => {
    const t = ledgerTimeline(
      compounding,
      [{ type: "COST", date: "2026-01-01", amount: $("100") }],
      "2025-01-01",
    );
    expect(t.entries).toEqual([]);
    expect(t.closing.days).toBe(307);
  });

  it("adds up for any ledger: interest column plus closing is all interest, principal follows row by row", () => {
    const txArb = fc.record({
      offset: fc.integer({ min: 0, max: 1500 }),
      type: fc.constantFrom<"PAYMENT" | "COST">("PAYMENT", "COST"),
      cents: fc.bigInt({ min: 1n, max: 300_000n }),
    });
    fc.assert(
      fc.property(
        fc.array(txArb, { maxLength: 12 }),
        fc.constantFrom<"none" | "annual">("none", "annual"),
        fc.constantFrom<"365" | "actual">("365", "actual"),
        fc.boolean(),
        fc.integer({ min: 0, max: 2000 }),
        (txs, comp, dayCount, scheduled, asOfOffset) => {
          const judgmentDate = "2023-05-31";
          const terms: CaseTerms = {
            judgmentAmount: $("25000"),
            judgmentDate,
            rate: scheduled
              ? [
                  { from: judgmentDate, ratePercent: 80_000n },
                  { from: "2024-03-01", ratePercent: 120_000n },
                  { from: "2025-01-01", ratePercent: 40_000n },
                ]
              : 75_000n,
            compounding: comp,
            dayCount,
          };
          const ledger: LedgerTransaction[] = txs.map((t, i) => ({
            id: i,
            type: t.type,
            date: addDays(judgmentDate, t.offset),
            amount: t.cents * 100n,
          }));
          const asOf = addDays(judgmentDate, asOfOffset);
          let timeline: ReturnType<typeof ledgerTimeline>;
          try {
            timeline = ledgerTimeline(terms, ledger, asOf);
          } catch {
            return; // a refused ledger (payment above payoff) has no statement
          }
          const summary = summarize(terms, ledger, asOf);
          expect(timeline.summary).toEqual(summary);
          let principal = terms.judgmentAmount;
          let interest = 0n;
          for (const e of timeline.entries) {
            interest += e.interestAccrued;
            if (e.kind === "COST") principal += e.amount;
            if (e.kind === "COMPOUNDING") {
              expect(e.amount).toBe(interest);
              principal += e.amount;
              interest = 0n;
            }
            if (e.kind === "PAYMENT") {
              principal -= e.appliedToPrincipal;
              interest -= e.appliedToInterest;
              if (e.satisfiesJudgment) {
                principal = 0n;
                interest = 0n;
              }
            }
            expect(e.principalAfter).toBe(principal);
            if (e.kind !== "RATE_CHANGE") expect(e.unpaidInterestAfter).toBe(interest);
          }
          expect(interest + timeline.closing.interest).toBe(summary.accruedInterest);
          const total = timeline.entries.reduce((sum, e) => sum + e.interestAccrued, 0n);
          expect(total + timeline.closing.interest).toBe(summary.totalInterestAccrued);
          if (timeline.closing.uniformPerDiem) {
            expect(timeline.closing.perDiem * BigInt(timeline.closing.days)).toBe(
              timeline.closing.interest,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the closing stretch under counted conventions", () => {
  it("is told as the convention counts it, not as calendar days", () => {
    const book: CaseTerms = {
      judgmentAmount: $("800"),
      judgmentDate: "1894-01-15",
      rate: 60_000n,
      dayCount: "30-360",
      perDiemRounding: "exact",
      creditingOrder: "merchants-rule",
    };
    const paid: LedgerTransaction[] = [
      { type: "PAYMENT", date: "1894-05-03", amount: $("300") },
      { type: "PAYMENT", date: "1894-07-09", amount: $("400") },
    ];
    const closing = ledgerTimeline(book, paid, "1894-11-27").closing;
    expect(closing).toMatchObject({ counted: "138 days in 30-day months", uniformPerDiem: false });
    expect(d4(closing.interest)).toBe("2.3000");

    const monthly: CaseTerms = {
      judgmentAmount: $("2500"),
      judgmentDate: "1998-02-15",
      rate: 90_000n,
      dayCount: "months",
    };
    const months = ledgerTimeline(monthly, [], "2000-07-18").closing;
    expect(months.counted).toBe("29 months and 3 days");
    // 29 × 18.75 + floor4(2,500 × 9% × 3 / 365)
    expect(d4(months.interest)).toBe("545.5993");

    const bank = ledgerTimeline({ ...monthly, dayCount: "bank-year" }, [], "2001-02-14").closing;
    // 2 years and 364 days, of which a bank year counts 360
    expect(bank.counted).toBe("2 years and 360 days of a 360-day year");
    expect(d4(bank.interest)).toBe("675.0000");
    expect(ledgerTimeline({ ...monthly, dayCount: "365" }, [], "2000-07-18").closing.counted).toBe(
      undefined,
    );
  });
});
