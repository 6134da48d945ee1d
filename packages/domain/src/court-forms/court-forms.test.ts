import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { summarize } from "../interest/summary.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { ledgerTimeline } from "../interest/timeline.ts";
import { type Money, parseMoneyInput, roundToCents, toDecimalString } from "../money/money.ts";
import { CA_LEDGER, CA_TERMS } from "./court-forms.fixture.ts";
import { courtFormFigures, ej130Figures } from "./ej130.ts";
import type { CourtFormTransaction } from "./form-ledger.ts";
import { claimableFrom, mc012Figures } from "./mc012.ts";
import { WRIT_FEE_TABLE, writFeeOn } from "./writ-fee.ts";

const m = (text: string): Money => parseMoneyInput(text);
const d2 = (value: Money) => toDecimalString(value, 2);
const d4 = (value: Money) => toDecimalString(value, 4);
const AS_OF = "2025-09-15";

describe("MC-012 from the California ledger (payments, costs, a renewal, a rate change)", () => {
  const figures = mc012Figures(CA_TERMS, CA_LEDGER, AS_OF);

  it("1a lists the costs of the last two years by category in the form's order, summed, with their dates", () => {
    expect(
      figures.claimed.map((line) => [line.category, d2(line.amount), line.dates, line.note]),
    ).toEqual([
      ["abstract", "15.00", ["2025-03-10"], ""],
      ["writ-issuance", "80.00", ["2024-08-10", "2025-02-03"], "Los Angeles; Orange"],
      ["levying-officer", "100.00", ["2025-06-01"], ""],
    ]);
    expect(d2(figures.claimedTotal)).toBe("195.00");
  });

  it("1b is the allowed cost, 1c their total; a stale and an uncategorised cost are warned, not claimed", () => {
    expect(d2(figures.allowedBefore)).toBe("25.00");
    expect(d2(figures.costsTotal)).toBe("220.00");
    expect(figures.staleCosts).toEqual([{ id: "stale-writ", date: "2019-06-01", amount: m("40") }]);
    expect(figures.uncategorizedCosts).toEqual([
      { id: "no-category", date: "2025-05-05", amount: m("30") },
    ]);
    expect(figures.warnings).toEqual([
      "The cost of $40.00 dated 06/01/2019 was incurred more than two years before 09/15/2025 and never allowed: it can no longer be claimed (Code Civ. Proc., § 685.070(b)) and is left off item 1a. It is still in the case's principal; delete it from the ledger if it is not owed.",
      "The cost of $30.00 dated 05/05/2025 has no MC-012 category, so it is left off item 1a. Choose its category on the cost to claim it.",
      "The accrued interest was earned at more than one rate: 10%, then 7% from 07/01/2025. The form's second rate line is for different principal amounts, not for a rate that changed over time, so it shows the rate in force on 09/15/2025; attach the statement, which shows each rate's days.",
    ]);
  });

  it("2 and 3 are the ledger's credits and the case page's balances for the date", () => {
    // Payments $3,000 (2013.44 interest, 986.56 principal) and $2,000 (1318.57, 681.43).
    expect(d2(figures.payments)).toBe("5000.00");
    expect(d2(figures.creditToInterest)).toBe("3332.01");
    expect(d2(figures.creditToPrincipal)).toBe("1667.99");
    expect(d2(figures.principalRemaining)).toBe("11371.15");
    expect(d2(figures.interestRemaining)).toBe("446.49");
    const summary = summarize(CA_TERMS, CA_LEDGER, AS_OF);
    expect(figures.principalRemaining).toBe(roundToCents(summary.principalBalance));
    expect(figures.interestRemaining).toBe(roundToCents(summary.accruedInterest));
    // A rate that changed over time is one line, at the rate in force on the date.
    expect(figures.rateLines).toEqual([{ ratePercent: 70_000n, principal: m("11371.15") }]);
  });

  it("a cost allowed after the date is still claimed on it; one allowed on the date is not", () => {
    const later = CA_LEDGER.map((t) =>
      t.id === "abstract"
        ? { ...t, costFacts: { category: "abstract" as const, note: "", allowedOn: "2025-09-16" } }
        : t.id === "levy"
          ? {
              ...t,
              costFacts: { category: "levying-officer" as const, note: "", allowedOn: AS_OF },
            }
          : t,
    );
    const moved = mc012Figures(CA_TERMS, later, AS_OF);
    expect(moved.claimed.map((line) => line.category)).toEqual(["abstract", "writ-issuance"]);
    expect(d2(moved.allowedBefore)).toBe("125.00");
  });

  it("a cost of the same day two years before can still be claimed; the day before it cannot", () => {
    expect(claimableFrom("2025-09-15")).toBe("2023-09-15");
    expect(claimableFrom("2026-02-28")).toBe("2024-02-28");
    const edge = (date: string): CourtFormTransaction => ({
      id: date,
      type: "COST",
      date,
      amount: m("10"),
      costFacts: { category: "other", note: "CCP 685.040", allowedOn: null },
    });
    const figures = mc012Figures(CA_TERMS, [edge("2023-09-14"), edge("2023-09-15")], "2025-09-15");
    expect(figures.claimed).toEqual([
      { category: "other", amount: m("10"), dates: ["2023-09-15"], note: "CCP 685.040" },
    ]);
    expect(figures.staleCosts.map((c) => c.date)).toEqual(["2023-09-14"]);
  });

  it("a part bearing no interest is item 3's second rate line, at 0%", () => {
    const terms: CaseTerms = { ...CA_TERMS, nonInterestBearing: m("1000.00") };
    const figures = mc012Figures(terms, CA_LEDGER, AS_OF);
    const total = figures.rateLines.reduce((sum, line) => sum + line.principal, 0n);
    expect(figures.rateLines[1]).toEqual({ ratePercent: 0n, principal: m("1000.00") });
    expect(total).toBe(figures.principalRemaining);
  });
});

describe("EJ-130 items 11–19 from the same ledger", () => {
  const figures = ej130Figures(CA_TERMS, CA_LEDGER, AS_OF);

  it("11 is the renewed judgment: principal after the renewal took in the unpaid interest and its $45", () => {
    // 9,078.44 principal + 2,704.14 unpaid interest (1,086 days × $2.49) + $45.00.
    expect(figures.renewedOn).toEqual(["2024-02-20"]);
    expect(d2(figures.totalJudgment)).toBe("11827.58");
  });

  it("12 is the costs after the renewal, 13–15 add up to the case page's principal", () => {
    expect(d2(figures.costsAfterJudgment)).toBe("225.00");
    expect(d2(figures.subtotal)).toBe("12052.58");
    expect(d2(figures.creditsToPrincipal)).toBe("681.43");
    expect(d2(figures.principalRemaining)).toBe("11371.15");
    expect(figures.subtotal - figures.creditsToPrincipal).toBe(figures.principalRemaining);
  });

  it("16–19 are the case page's interest, the writ fee, the total and the per diem at the new rate", () => {
    const summary = summarize(CA_TERMS, CA_LEDGER, AS_OF);
    expect(d2(figures.accruedInterest)).toBe("446.49");
    expect(d2(figures.writFee.amount)).toBe("40.00");
    expect(d2(figures.total)).toBe("11857.64");
    expect(figures.total - figures.writFee.amount).toBe(
      roundToCents(summary.principalBalance) + roundToCents(summary.accruedInterest),
    );
    // $11,371.15 × 7% ÷ 365 = $2.1808, to the cent as California rounds it.
    expect(d4(figures.dailyInterest)).toBe("2.1800");
    expect(figures.dailyInterest).toBe(summary.perDiem);
    expect(figures.ratePercent).toBe(70_000n);
    expect(figures.warnings).toEqual([
      "Item 12 includes $225.00 of costs the court has not allowed yet. File a memorandum of costs (MC-012) claiming them with the application: a writ may include costs not yet allowed only up to $100.00 in all (Code Civ. Proc., § 685.070(e)), and the debtor may move to tax them.",
    ]);
  });

  it("without a renewal, 11 is the judgment as entered and 12 every cost since", () => {
    const before = ej130Figures(CA_TERMS, CA_LEDGER, "2024-02-19");
    expect(before.renewedOn).toEqual([]);
    expect(d2(before.totalJudgment)).toBe("10000.00");
    expect(d2(before.costsAfterJudgment)).toBe("65.00");
    expect(d2(before.creditsToPrincipal)).toBe("986.56");
    expect(d2(before.principalRemaining)).toBe("9078.44");
  });
});

describe("rounding traps: daily interest carried to $0.0001", () => {
  const terms: CaseTerms = { ...CA_TERMS, perDiemRounding: "floor-4" };
  const { mc012, ej130 } = courtFormFigures(terms, CA_LEDGER, AS_OF);
  const summary = summarize(terms, CA_LEDGER, AS_OF);

  it("each printed line adds up and equals the case page's rounding", () => {
    // Exact: principal 11,366.6958, interest 446.1711, credits to interest 3,330.9224.
    expect(d4(summary.principalBalance)).toBe("11366.6958");
    expect(d2(mc012.principalRemaining)).toBe("11366.70");
    expect(d2(mc012.interestRemaining)).toBe("446.17");
    expect(d2(mc012.creditToInterest)).toBe("3330.92");
    expect(d2(mc012.creditToPrincipal)).toBe("1669.08");
    expect(mc012.creditToInterest + mc012.creditToPrincipal).toBe(mc012.payments);
    // 11: 11,823.2951 renewed; 14: the renewal's credit 681.5993, to the cent.
    expect(d2(ej130.totalJudgment)).toBe("11823.30");
    expect(d2(ej130.creditsToPrincipal)).toBe("681.60");
    expect(ej130.subtotal - ej130.creditsToPrincipal).toBe(ej130.principalRemaining);
    expect(ej130.principalRemaining).toBe(roundToCents(summary.principalBalance));
  });

  it("19a is the per diem to the cent, and says so", () => {
    expect(d4(ej130.dailyInterestExact)).toBe("2.1799");
    expect(d4(ej130.dailyInterest)).toBe("2.1800");
    expect(ej130.warnings).toContain(
      "The case's daily interest is $2.1799, carried to $0.0001; item 19a shows it to the cent, $2.18.",
    );
  });
});

describe("costs kept as their own balance", () => {
  const terms: CaseTerms = {
    ...CA_TERMS,
    costTreatment: "separate-non-bearing",
    creditingOrder: "costs-interest-principal",
  };
  const { mc012, ej130 } = courtFormFigures(terms, CA_LEDGER, AS_OF);
  const summary = summarize(terms, CA_LEDGER, AS_OF);

  it("the form's principal is the case page's principal plus its cost balance", () => {
    const shown = roundToCents(summary.principalBalance) + summary.costBalance;
    expect(mc012.principalRemaining).toBe(shown);
    expect(mc012.costBalance).toBe(summary.costBalance);
    expect(ej130.principalRemaining).toBe(shown);
    expect(ej130.subtotal - ej130.creditsToPrincipal).toBe(shown);
    expect(mc012.creditToInterest + mc012.creditToPrincipal).toBe(mc012.payments);
    expect(mc012.rateLines.at(-1)?.ratePercent).toBe(0n);
  });
});

describe("a judgment paid in full", () => {
  it("shows nothing remaining and says so", () => {
    const summary = summarize(CA_TERMS, CA_LEDGER, "2025-09-15");
    const payoff = roundToCents(summary.principalBalance) + roundToCents(summary.accruedInterest);
    const paid: CourtFormTransaction[] = [
      ...CA_LEDGER,
      { id: "final", type: "PAYMENT", date: "2025-09-15", amount: payoff },
    ];
    const { mc012, ej130 } = courtFormFigures(CA_TERMS, paid, "2025-10-01");
    expect(mc012.principalRemaining).toBe(0n);
    expect(mc012.interestRemaining).toBe(0n);
    expect(ej130.principalRemaining).toBe(0n);
    expect(ej130.dailyInterest).toBe(0n);
    expect(ej130.warnings[0]).toBe(
      "The judgment was paid in full on 09/15/2025: nothing remains to collect.",
    );
  });
});

describe("the writ fee (Gov. Code, § 70626(a)(1))", () => {
  it("is $40 from 01/01/2020 and $25 before, which is not confirmed and says so", () => {
    expect(d2(writFeeOn("2026-11-26").amount)).toBe("40.00");
    expect(writFeeOn("2020-01-01").from).toBe("2020-01-01");
    const before = writFeeOn("2019-12-31");
    expect(d2(before.amount)).toBe("25.00");
    expect(before.confidence).toBe("not confirmed");
    expect(ej130Figures(CA_TERMS, [], "2019-12-31").warnings).toContain(
      `The writ fee for 12/31/2019, $25.00, is not confirmed: ${before.note}`,
    );
  });

  it("every row cites the section and a source", () => {
    for (const row of WRIT_FEE_TABLE) {
      expect(row.citation).toBe("Gov. Code, § 70626(a)(1)");
      expect(row.source).toMatch(/https:\/\//);
    }
  });
});

describe("on every date of the ledger's life", () => {
  it("15 is the case page's principal, 13 − 14 = 15, and 14 is the credits to principal to the cent", () => {
    for (const rounding of ["half-up-cents", "floor-4"] as const) {
      const terms: CaseTerms = { ...CA_TERMS, perDiemRounding: rounding };
      for (let day = 0; day <= 2390; day += 13) {
        const asOf = addDays(CA_TERMS.judgmentDate, day);
        const { mc012, ej130 } = courtFormFigures(terms, CA_LEDGER, asOf);
        const summary = summarize(terms, CA_LEDGER, asOf);
        const label = `${rounding} ${asOf}`;
        expect(ej130.principalRemaining, label).toBe(roundToCents(summary.principalBalance));
        expect(ej130.subtotal - ej130.creditsToPrincipal, label).toBe(ej130.principalRemaining);
        expect(mc012.creditToInterest + mc012.creditToPrincipal, label).toBe(summary.totalPayments);
        expect(ej130.total - ej130.writFee.amount, label).toBe(
          roundToCents(summary.principalBalance) + roundToCents(summary.accruedInterest),
        );
        const timeline = ledgerTimeline(terms, CA_LEDGER, asOf);
        const renewal = timeline.entries.findLastIndex((entry) => entry.kind === "RENEWAL");
        const credited = timeline.entries
          .slice(renewal + 1)
          .reduce((sum, entry) => sum + entry.appliedToPrincipal, 0n);
        const off = ej130.creditsToPrincipal - roundToCents(credited);
        expect(off >= -100n && off <= 100n, label).toBe(true);
      }
    }
  });
});
