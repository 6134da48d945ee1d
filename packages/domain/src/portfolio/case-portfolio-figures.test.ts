import { describe, expect, it } from "vitest";
import { fromDayNumber } from "../dates/calendar-date.ts";
import type { LedgerTransaction } from "../interest/ledger.ts";
import { summarize } from "../interest/summary.ts";
import type { CaseTerms } from "../interest/terms.ts";
import {
  parseMoneyInput,
  parseRatePercent,
  roundToCents,
  toDecimalString,
} from "../money/money.ts";
import {
  casePortfolioFigures,
  portfolioMonthKeys,
  portfolioPointDays,
} from "./case-portfolio-figures.ts";
import {
  addToPortfolioSums,
  addUpPortfolio,
  emptyPortfolioSums,
  judgmentAgeBucket,
  portfolioAddUpOf,
  quietBucket,
} from "./portfolio-add-up.ts";

// The one-pass figures must be exactly what a full replay to each date gives (summarize), which
// is what the case page and the payoff answer show; the add-up is their plain sum.

const $ = (text: string) => parseMoneyInput(text);
const c = (value: bigint) => toDecimalString(value, 2);

const plain: CaseTerms = {
  judgmentAmount: $("10000"),
  judgmentDate: "2024-01-15",
  rate: parseRatePercent("10"),
  costTreatment: "separate-bearing",
};
const compounding: CaseTerms = {
  judgmentAmount: $("20000"),
  judgmentDate: "2020-02-29",
  rate: [
    { from: "2020-02-29", ratePercent: parseRatePercent("10") },
    { from: "2024-07-01", ratePercent: parseRatePercent("7.5") },
  ],
  compounding: "annual",
  dayCount: "actual",
};
const ledger: LedgerTransaction[] = [
  { type: "PAYMENT", date: "2024-06-10", amount: $("1000") },
  { type: "COST", date: "2024-08-01", amount: $("125.50") },
  { type: "PAYMENT", date: "2024-08-01", amount: $("250") },
  { type: "PAYMENT", date: "2024-08-31", amount: $("300") },
  { type: "RENEWAL", date: "2025-02-03", amount: $("45") },
  { type: "PAYMENT", date: "2025-11-03", amount: $("400") },
  { type: "PAYMENT", date: "2025-11-30", amount: $("99.99") },
  { type: "PAYMENT", date: "2026-01-10", amount: $("500") },
];

function shownOn(terms: CaseTerms, txs: readonly LedgerTransaction[], date: string) {
  const s = summarize(terms, txs, date);
  const p = roundToCents(s.principalBalance);
  const i = roundToCents(s.accruedInterest);
  return {
    principal: c(p),
    interest: c(i),
    costs: c(s.costBalance),
    total: c(p + i + s.costBalance),
  };
}

describe("one case's portfolio figures", () => {
  for (const [name, terms] of [
    ["simple interest, separate costs", plain],
    ["annual compounding, a rate schedule, actual days", compounding],
  ] as const) {
    it(`equal a full replay at every month's end and on the date (${name})`, () => {
      for (const asOf of ["2025-11-30", "2025-12-01", "2026-01-10", "2024-08-31"]) {
        const f = casePortfolioFigures(terms, ledger, asOf);
        if (!f) throw new Error("expected figures");
        const days = portfolioPointDays(asOf);
        days.forEach((day, k) => {
          const date = fromDayNumber(day);
          const point = {
            principal: c(f.points[k * 3] as bigint),
            interest: c(f.points[k * 3 + 1] as bigint),
            costs: c(f.points[k * 3 + 2] as bigint),
          };
          if (date < terms.judgmentDate) {
            expect(point, date).toEqual({ principal: "0.00", interest: "0.00", costs: "0.00" });
          } else {
            const { total: _total, ...shown } = shownOn(terms, ledger, date);
            expect(point, date).toEqual(shown);
          }
        });
        const s = summarize(terms, ledger, asOf);
        expect({ ...f.outstanding, perDiem: f.perDiem }).toEqual({
          principal: roundToCents(s.principalBalance),
          interest: roundToCents(s.accruedInterest),
          costs: s.costBalance,
          total: roundToCents(s.principalBalance) + roundToCents(s.accruedInterest) + s.costBalance,
          perDiem: s.perDiem,
        });
        const monthEnd = fromDayNumber(days[22] as number);
        const before =
          monthEnd < terms.judgmentDate
            ? 0n
            : summarize(terms, ledger, monthEnd).totalInterestAccrued;
        expect(f.interestThisMonth).toBe(roundToCents(s.totalInterestAccrued - before));
        expect(f.lastPaymentDate).toBe(s.lastPaymentDate);
      }
    });
  }

  it("counts payments in the date's month and year, through the date only", () => {
    const f = casePortfolioFigures(plain, ledger, "2025-11-30");
    expect(f && c(f.collectedThisMonth)).toBe("499.99");
    expect(f && c(f.collectedThisYear)).toBe("499.99");
    const jan = casePortfolioFigures(plain, ledger, "2026-01-09");
    expect(jan && c(jan.collectedThisMonth)).toBe("0.00");
    expect(jan && c(jan.collectedThisYear)).toBe("0.00");
    const months = portfolioMonthKeys("2025-11-30");
    expect(months).toHaveLength(24);
    expect(months[0]).toBe("2023-12");
    expect(months[23]).toBe("2025-11");
    const byMonth = Object.fromEntries(
      (f?.months ?? []).map((m) => [months[m.index], [c(m.collected), c(m.costsAdded)]]),
    );
    expect(byMonth).toEqual({
      "2024-06": ["1000.00", "0.00"],
      "2024-08": ["550.00", "125.50"],
      "2025-02": ["0.00", "45.00"],
      "2025-11": ["499.99", "0.00"],
    });
    const applied = (f?.months ?? []).reduce(
      (sum, m) => sum + m.toInterest + m.toPrincipal + m.toCosts,
      0n,
    );
    expect(c(applied)).toBe("2049.99");
  });

  it("is not in the portfolio before its judgment", () => {
    expect(casePortfolioFigures(plain, [], "2024-01-14")).toBeNull();
    expect(casePortfolioFigures(plain, [], "2024-01-15")?.outstanding.total).toBe($("10000"));
  });
});

describe("the add-up", () => {
  it("sums the cases' own figures and buckets the open ones", () => {
    const asOf = "2026-01-10";
    const entries = [plain, compounding].map((terms, i) => ({
      facts: {
        id: `case-${i}`,
        caseName: `Case ${i}`,
        courtCaseNumber: "",
        clientId: null,
        clientName: null,
        jurisdiction: i === 0 ? "CA" : null,
      },
      figures: casePortfolioFigures(terms, ledger, asOf) ?? (undefined as never),
    }));
    const sum = addUpPortfolio(entries, asOf);
    const a = shownOn(plain, ledger, asOf);
    const b = shownOn(compounding, ledger, asOf);
    expect(sum.totals.outstanding.total).toBe(
      c(parseMoneyInput(a.total) + parseMoneyInput(b.total)),
    );
    expect(sum.totals.collectedThisMonth).toBe("1000.00");
    expect(sum.totals.collectedThisYear).toBe("1000.00");
    expect(sum.collectionsByMonth.at(-1)).toMatchObject({ month: "2026-01", collected: "1000.00" });
    expect(sum.outstandingOverTime.at(-1)?.total).toBe(sum.totals.outstanding.total);
    expect(sum.byJudgmentAge.find((x) => x.key === "age:1-3y")?.cases).toBe(1);
    expect(sum.byJudgmentAge.find((x) => x.key === "age:5-10y")?.cases).toBe(1);
    expect(sum.byJurisdiction.map((x) => x.key)).toEqual(["jurisdiction:CA", "jurisdiction:none"]);
  });

  it("takes a case out of running sums exactly as it was added", () => {
    const asOf = "2026-01-10";
    const entry = (terms: CaseTerms, id: string, jurisdiction: string | null) => ({
      facts: {
        id,
        caseName: id,
        courtCaseNumber: "",
        clientId: null,
        clientName: null,
        jurisdiction,
      },
      figures: casePortfolioFigures(terms, ledger, asOf) ?? (undefined as never),
    });
    const a = entry(plain, "a", "CA");
    const b = entry(compounding, "b", "TX");
    const sums = emptyPortfolioSums();
    addToPortfolioSums(sums, a, asOf);
    addToPortfolioSums(sums, b, asOf);
    addToPortfolioSums(sums, a, asOf, -1);
    expect(portfolioAddUpOf(sums, asOf)).toEqual(addUpPortfolio([b], asOf));
  });

  it("ages judgments by anniversaries and payments by days", () => {
    expect(judgmentAgeBucket("2020-02-29", "2021-02-27")).toBe("under-1y");
    expect(judgmentAgeBucket("2020-02-29", "2021-02-28")).toBe("1-3y");
    expect(judgmentAgeBucket("2016-01-10", "2026-01-09")).toBe("5-10y");
    expect(judgmentAgeBucket("2016-01-10", "2026-01-10")).toBe("10y-plus");
    expect(quietBucket(null, "2026-01-10")).toBe("never");
    expect(quietBucket("2025-12-11", "2026-01-10")).toBe("0-30");
    expect(quietBucket("2025-12-10", "2026-01-10")).toBe("31-90");
    expect(quietBucket("2025-01-10", "2026-01-10")).toBe("181-365");
    expect(quietBucket("2025-01-09", "2026-01-10")).toBe("over-365");
  });
});
