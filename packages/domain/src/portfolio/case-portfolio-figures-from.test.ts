import { describe, expect, it } from "vitest";
import { addDays, compareDates } from "../dates/calendar-date.ts";
import type { LedgerTransaction } from "../interest/ledger.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { parseMoneyInput, parseRatePercent } from "../money/money.ts";
import {
  casePortfolioFigures,
  casePortfolioFiguresFrom,
  casePortfolioWork,
} from "./case-portfolio-figures.ts";

// A later date in the same month derived from the figures kept for an earlier one, without the
// ledger, must be exactly what working the figures out from the ledger for that date gives.

const $ = (text: string) => parseMoneyInput(text);
const r = (text: string) => parseRatePercent(text);

interface Example {
  name: string;
  terms: CaseTerms;
  ledger: LedgerTransaction[];
  /** The month every pair of dates is taken from (its first day). */
  month: string;
}

const examples: Example[] = [
  {
    name: "fixed rate, a payment on the month's first day",
    terms: { judgmentAmount: $("10000"), judgmentDate: "2024-01-15", rate: r("10") },
    ledger: [
      { type: "PAYMENT", date: "2025-06-10", amount: $("1000") },
      { type: "PAYMENT", date: "2026-03-01", amount: $("250.25") },
    ],
    month: "2026-03-01",
  },
  {
    name: "a rate schedule changing mid-month",
    terms: {
      judgmentAmount: $("25000"),
      judgmentDate: "2023-05-02",
      rate: [
        { from: "2023-05-02", ratePercent: r("9") },
        { from: "2026-03-15", ratePercent: r("6.25") },
      ],
    },
    ledger: [{ type: "PAYMENT", date: "2025-12-31", amount: $("3000") }],
    month: "2026-03-01",
  },
  {
    name: "annual compounding across the anniversary",
    terms: {
      judgmentAmount: $("20000"),
      judgmentDate: "2020-03-10",
      rate: r("7.5"),
      compounding: "annual",
    },
    ledger: [{ type: "PAYMENT", date: "2024-08-01", amount: $("500") }],
    month: "2026-03-01",
  },
  {
    name: "day count actual across a leap day",
    terms: {
      judgmentAmount: $("12345.67"),
      judgmentDate: "2026-07-31",
      rate: r("8"),
      dayCount: "actual",
    },
    ledger: [{ type: "PAYMENT", date: "2027-12-15", amount: $("345.67") }],
    month: "2028-02-01",
  },
  {
    name: "separate costs, bearing and not",
    terms: {
      judgmentAmount: $("8000"),
      judgmentDate: "2024-02-29",
      rate: r("12"),
      costTreatment: "separate-bearing",
    },
    ledger: [
      { type: "COST", date: "2025-01-10", amount: $("125.50") },
      { type: "PAYMENT", date: "2025-07-01", amount: $("60") },
      { type: "COST", date: "2026-03-02", amount: $("75") },
      { type: "RENEWAL", date: "2026-03-02", amount: $("45") },
    ],
    month: "2026-03-01",
  },
  {
    name: "separate non-bearing costs",
    terms: {
      judgmentAmount: $("8000"),
      judgmentDate: "2024-02-29",
      rate: r("12"),
      costTreatment: "separate-non-bearing",
    },
    ledger: [{ type: "COST", date: "2026-03-03", amount: $("99.99") }],
    month: "2026-03-01",
  },
  {
    name: "a satisfied case",
    terms: { judgmentAmount: $("1000"), judgmentDate: "2025-01-02", rate: r("10") },
    ledger: [
      { type: "PAYMENT", date: "2025-06-01", amount: $("200") },
      { type: "PAYMENT", date: "2026-03-04", amount: $("904.68") },
    ],
    month: "2026-03-01",
  },
  {
    name: "per-diem rounding exact, with a remainder",
    terms: {
      judgmentAmount: $("33333.33"),
      judgmentDate: "2024-11-07",
      rate: r("7.123"),
      perDiemRounding: "exact",
      dayCount: "actual",
    },
    ledger: [{ type: "PAYMENT", date: "2025-09-09", amount: $("1234.57") }],
    month: "2028-02-01",
  },
  {
    name: "judgment entered within the month",
    terms: { judgmentAmount: $("5000"), judgmentDate: "2026-03-10", rate: r("9") },
    ledger: [],
    month: "2026-03-01",
  },
];

function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let d = month; d.slice(0, 7) === month.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

describe("a later date's figures from those kept for an earlier date in the month", () => {
  for (const example of examples) {
    it(`equal working them out from the ledger (${example.name})`, () => {
      const days = daysOf(example.month);
      let derivedPairs = 0;
      for (const earlier of days) {
        const kept = casePortfolioWork(example.terms, example.ledger, earlier);
        if (!kept) continue;
        expect(kept.figures).toEqual(casePortfolioFigures(example.terms, example.ledger, earlier));
        let chained = kept;
        for (const later of days) {
          const derived = casePortfolioFiguresFrom(kept, later);
          const lastEntry = example.ledger
            .map((tx) => tx.date)
            .sort()
            .at(-1);
          const possible =
            compareDates(later, earlier) > 0 &&
            (lastEntry === undefined || compareDates(lastEntry, earlier) <= 0);
          if (!possible) {
            expect(derived).toBeNull();
            continue;
          }
          if (!derived) throw new Error(`expected ${later} from ${earlier}`);
          const replayed = casePortfolioFigures(example.terms, example.ledger, later);
          expect(derived.figures).toEqual(replayed);
          // Derived again from the last derived date (as a third request would be).
          const again = casePortfolioFiguresFrom(chained, later);
          if (!again) throw new Error(`expected ${later} from ${chained.figures.asOf}`);
          expect(again.figures).toEqual(replayed);
          chained = again;
          // The kept figures are not changed by deriving from them.
          expect(kept.figures).toEqual(
            casePortfolioFigures(example.terms, example.ledger, earlier),
          );
          derivedPairs++;
        }
      }
      expect(derivedPairs).toBeGreaterThan(100);
    });
  }

  it("are not derived for another month or an earlier date", () => {
    const { terms, ledger } = examples[0] as Example;
    const kept = casePortfolioWork(terms, ledger, "2026-03-05");
    if (!kept) throw new Error("expected figures");
    expect(casePortfolioFiguresFrom(kept, "2026-04-01")).toBeNull();
    expect(casePortfolioFiguresFrom(kept, "2026-03-04")).toBeNull();
    expect(casePortfolioFiguresFrom(kept, "2026-03-05")).toBeNull();
    // A transaction dated after the kept date (even after the later one) rules it out.
    const later: LedgerTransaction[] = [
      ...ledger,
      { type: "PAYMENT", date: "2026-06-01", amount: $("1") },
    ];
    const withLater = casePortfolioWork(terms, later, "2026-03-05");
    if (!withLater) throw new Error("expected figures");
    expect(casePortfolioFiguresFrom(withLater, "2026-03-20")).toBeNull();
  });

  it("include a satisfied case and an exact per diem with a remainder", () => {
    const satisfied = examples[6] as Example;
    expect(satisfied.name).toBe("a satisfied case");
    expect(
      casePortfolioWork(satisfied.terms, satisfied.ledger, "2026-03-05")?.figures.isEnded,
    ).toBe(true);
    const exact = examples[7] as Example;
    expect(exact.terms.perDiemRounding).toBe("exact");
    expect(
      casePortfolioWork(exact.terms, exact.ledger, "2028-02-10")?.basis.state.remainder,
    ).not.toBe(0n);
  });

  it("cover what they must: the interest this month moves, the 23 earlier points do not", () => {
    const { terms, ledger } = examples[2] as Example;
    const kept = casePortfolioWork(terms, ledger, "2026-03-02");
    const derived = kept && casePortfolioFiguresFrom(kept, "2026-03-25");
    if (!kept || !derived) throw new Error("expected figures");
    expect(derived.figures.interestThisMonth).toBeGreaterThan(kept.figures.interestThisMonth);
    expect(derived.figures.points.slice(0, 69)).toEqual(kept.figures.points.slice(0, 69));
    expect(derived.figures.outstanding.total).not.toBe(kept.figures.outstanding.total);
  });
});
