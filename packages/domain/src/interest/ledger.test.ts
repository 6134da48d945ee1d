import { describe, expect, it } from "vitest";
import {
  formatUsd,
  type Money,
  parseMoneyInput,
  shownCents,
  toDecimalString,
} from "../money/money.ts";
import {
  DomainError,
  InvalidAmountError,
  InvalidRateError,
  InvalidRateScheduleError,
  PaymentExceedsPayoffError,
  TransactionAfterSatisfactionError,
  TransactionBeforeJudgmentError,
} from "./errors.ts";
import { computeLedger, type LedgerTransaction } from "./ledger.ts";
import { dailyInterestOn, summarize } from "./summary.ts";
import type { CaseTerms } from "./terms.ts";

const m = (text: string): Money => parseMoneyInput(text, { maxDecimals: 4 });
const d4 = (value: Money): string => toDecimalString(value, 4);
const pay = (
  date: string,
  amount: string,
  extra: Partial<LedgerTransaction> = {},
): LedgerTransaction => ({
  type: "PAYMENT",
  date,
  amount: m(amount),
  ...extra,
});
const cost = (
  date: string,
  amount: string,
  extra: Partial<LedgerTransaction> = {},
): LedgerTransaction => ({
  type: "COST",
  date,
  amount: m(amount),
  ...extra,
});

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const thousandAt10: CaseTerms = {
  judgmentAmount: m("1000"),
  judgmentDate: "2024-01-01",
  rate: 100_000n,
};

describe("daily interest is floored to 4 decimals, then multiplied by whole days", () => {
  it("$1,000 at 10% for a year is 365 × 0.2739, not $100", () => {
    const s = summarize({ ...thousandAt10, judgmentDate: "2023-01-01" }, [], "2024-01-01");
    expect(d4(s.perDiem)).toBe("0.2739");
    expect(s.daysSinceJudgment).toBe(365);
    expect(d4(s.accruedInterest)).toBe("99.9735");
    expect(d4(s.payoffAmount)).toBe("1099.9735");
    expect(formatUsd(s.payoffAmount)).toBe("$1,099.97");
  });

  it("shows half a cent rounded up", () => {
    const s = summarize(thousandAt10, [], "2024-02-20"); // 50 days
    expect(d4(s.accruedInterest)).toBe("13.6950");
    expect(formatUsd(s.accruedInterest)).toBe("$13.70");
    expect(formatUsd(s.payoffAmount)).toBe("$1,013.70");
    expect(formatUsd(s.accruedInterest, { decimals: 4 })).toBe("$13.6950");
  });

  it("accrues nothing on the judgment date or before it", () => {
    const on = summarize(thousandAt10, [], "2024-01-01");
    expect(on.accruedInterest).toBe(0n);
    expect(on.daysSinceJudgment).toBe(0);
    const before = summarize(thousandAt10, [cost("2024-01-01", "5")], "2023-12-01");
    expect(before.daysSinceJudgment).toBe(0);
    expect(d4(before.payoffAmount)).toBe("1000.0000");
    expect(before.transactionsApplied).toBe(0);
    expect(before.asOf).toBe("2023-12-01");
  });

  it("uses 365 in leap years by default and 366 for leap-year days with `actual`", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2023-12-01",
      rate: 100_000n,
    };
    // Dec 2..31 2023: 30 days × 2.7397; Jan 1..31 2024: 31 days × floor4(1000 / 366) = 2.7322
    const actual = summarize({ ...terms, dayCount: "actual" }, [], "2024-01-31");
    expect(d4(actual.accruedInterest)).toBe("166.8892");
    expect(d4(actual.perDiem)).toBe("2.7322");
    const basic = summarize(terms, [], "2024-01-31");
    expect(d4(basic.accruedInterest)).toBe("167.1217");
    // the day after Dec 31, 2024 is in 2025 again
    expect(d4(summarize({ ...terms, dayCount: "actual" }, [], "2024-12-31").perDiem)).toBe(
      "2.7397",
    );
    expect(d4(summarize({ ...terms, dayCount: "actual" }, [], "2024-12-30").perDiem)).toBe(
      "2.7322",
    );
    // a whole leap year under `actual` is exactly 366 × floor4(P × r / 366)
    const leapYear = summarize(
      { ...terms, judgmentDate: "2023-12-31", dayCount: "actual" },
      [],
      "2024-12-31",
    );
    expect(d4(leapYear.accruedInterest)).toBe(d4(366n * 27_322n));
  });

  it("splits periods at rate changes", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2024-01-15",
      rate: [
        { from: "2023-07-01", ratePercent: 80_000n },
        { from: "2024-01-01", ratePercent: 90_000n },
        { from: "2024-02-01", ratePercent: 120_000n },
      ],
    };
    // Jan 16..31: 16 × 2.4657; Feb 1..10: 10 × floor4(1200 / 365) = 3.2876
    const s = summarize(terms, [], "2024-02-10");
    expect(d4(s.accruedInterest)).toBe("72.3272");
    expect(d4(s.perDiem)).toBe("3.2876");
    expect(d4(summarize(terms, [], "2024-01-31").perDiem)).toBe("3.2876");
    expect(d4(dailyInterestOn(terms, m("10000"), "2024-01-31"))).toBe("2.4657");
  });
});

describe("annual compounding", () => {
  it("adds unpaid interest to principal on each anniversary, Feb 29 -> Feb 28", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2024-02-29",
      rate: 100_000n,
      compounding: "annual",
    };
    const eve = summarize(terms, [], "2025-02-27");
    expect(d4(eve.accruedInterest)).toBe(d4(364n * 27_397n));
    const anniversary = summarize(terms, [], "2025-02-28");
    expect(d4(anniversary.accruedInterest)).toBe("0.0000");
    expect(d4(anniversary.principalBalance)).toBe("10999.9905"); // 365 × 2.7397 joined principal
    expect(d4(anniversary.perDiem)).toBe("3.0136"); // floor4(10,999.9905 × 10% / 365)
    const next = summarize(terms, [], "2025-03-01");
    expect(d4(next.accruedInterest)).toBe("3.0136");
    expect(d4(next.totalInterestAccrued)).toBe("1003.0041");
    // 2028 has a Feb 29 again: nothing joins principal on Feb 28, 2028
    expect(summarize(terms, [], "2028-02-28").accruedInterest).toBeGreaterThan(0n);
    expect(summarize(terms, [], "2028-02-29").accruedInterest).toBe(0n);
    expect(summarize(terms, [], "2027-02-28").accruedInterest).toBe(0n);
  });

  it("compounds before the anniversary's own transactions", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2023-01-10",
      rate: 100_000n,
      compounding: "annual",
    };
    const [row] = computeLedger(terms, [pay("2024-01-10", "100")]).rows;
    expect(row && d4(row.interestAccrued)).toBe("999.9905");
    expect(row && d4(row.interestCapitalized)).toBe("999.9905");
    expect(row && d4(row.appliedToInterest)).toBe("0.0000");
    expect(row && d4(row.appliedToPrincipal)).toBe("100.0000");
    expect(row && d4(row.principalAfter)).toBe("10899.9905");
  });

  it("does not compound before the first anniversary or with compounding none", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2023-01-10",
      rate: 100_000n,
    };
    expect(d4(summarize(terms, [], "2025-01-10").accruedInterest)).toBe(d4(731n * 27_397n));
    expect(
      d4(summarize({ ...terms, compounding: "annual" }, [], "2024-01-09").accruedInterest),
    ).toBe(d4(364n * 27_397n));
  });
});

describe("the ledger", () => {
  it("applies payments to interest first (United States Rule) and records every figure", () => {
    const terms: CaseTerms = {
      judgmentAmount: m("10000"),
      judgmentDate: "2024-01-15",
      rate: 90_000n,
    };
    const ledger = computeLedger(terms, [
      pay("2024-03-01", "500", { id: "p1" }),
      cost("2024-03-01", "125.50", { id: "c1" }),
      pay("2024-04-01", "50", { id: "p2" }),
    ]);
    const [p1, c1, p2] = ledger.rows;
    expect(p1).toMatchObject({ index: 0, id: "p1", type: "PAYMENT", date: "2024-03-01" });
    expect(p1 && d4(p1.interestAccrued)).toBe("113.4222"); // 46 × 2.4657
    expect(p1 && d4(p1.appliedToInterest)).toBe("113.4222");
    expect(p1 && d4(p1.appliedToPrincipal)).toBe("386.5778");
    expect(p1 && d4(p1.principalAfter)).toBe("9613.4222");
    expect(p1 && d4(p1.unpaidInterestAfter)).toBe("0.0000");
    expect(c1 && d4(c1.interestAccrued)).toBe("0.0000");
    expect(c1 && d4(c1.principalAfter)).toBe("9738.9222");
    // 31 days × floor4(9,738.9222 × 9% / 365) = 31 × 2.4013
    expect(p2 && d4(p2.interestAccrued)).toBe("74.4403");
    expect(p2 && d4(p2.appliedToInterest)).toBe("50.0000");
    expect(p2 && d4(p2.appliedToPrincipal)).toBe("0.0000");
    expect(p2 && d4(p2.unpaidInterestAfter)).toBe("24.4403");
    expect(p2 && d4(p2.payoffAfter)).toBe("9763.3625");
    expect(ledger.state).toMatchObject({
      date: "2024-04-01",
      lastPaymentDate: "2024-04-01",
      satisfiedOn: null,
      transactionCount: 3,
    });
    expect(d4(ledger.state.totalPayments)).toBe("550.0000");
    expect(d4(ledger.state.totalCosts)).toBe("125.5000");
    expect(d4(ledger.state.totalInterestAccrued)).toBe("187.8625");
  });

  it("applies same-date transactions in entry order", () => {
    const ledger = computeLedger(thousandAt10, [
      pay("2024-01-11", "2"),
      pay("2024-01-11", "1"),
      cost("2024-01-11", "50"),
    ]);
    const [a, b, c] = ledger.rows;
    expect(a && d4(a.interestAccrued)).toBe("2.7390");
    expect(a && d4(a.unpaidInterestAfter)).toBe("0.7390");
    expect(b && d4(b.interestAccrued)).toBe("0.0000");
    expect(b && d4(b.appliedToInterest)).toBe("0.7390");
    expect(b && d4(b.appliedToPrincipal)).toBe("0.2610");
    expect(b && d4(b.principalAfter)).toBe("999.7390");
    expect(c && d4(c.principalAfter)).toBe("1049.7390");
  });

  it("orders by date, then by sequence when given, else by list position", () => {
    const ledger = computeLedger(thousandAt10, [
      pay("2024-02-01", "10", { id: "late" }),
      cost("2024-01-15", "5", { id: "second", sequence: 2 }),
      cost("2024-01-15", "7", { id: "first", sequence: 1 }),
    ]);
    expect(ledger.rows.map((r) => [r.id, r.index])).toEqual([
      ["first", 2],
      ["second", 1],
      ["late", 0],
    ]);
  });

  it("allows a transaction on the judgment date, with nothing accrued", () => {
    const [row] = computeLedger(thousandAt10, [pay("2024-01-01", "200")]).rows;
    expect(row && d4(row.appliedToPrincipal)).toBe("200.0000");
    expect(row && d4(row.principalAfter)).toBe("800.0000");
  });
});

describe("paying the judgment in full", () => {
  it("a payment equal to the payoff rounded to cents satisfies the judgment", () => {
    // payoff on Jan 11 is 1,002.7390 -> $1,002.74; the 0.10 cent overpaid is written off
    const ledger = computeLedger(thousandAt10, [pay("2024-01-11", "1002.74")]);
    const [row] = ledger.rows;
    expect(row?.satisfiesJudgment).toBe(true);
    expect(row && d4(row.appliedToInterest)).toBe("2.7390");
    expect(row && d4(row.appliedToPrincipal)).toBe("1000.0010");
    expect(row && d4(row.writtenOff)).toBe("-0.0010");
    expect(row && d4(row.payoffAfter)).toBe("0.0000");
    expect(ledger.state.satisfiedOn).toBe("2024-01-11");

    const later = summarize(thousandAt10, [pay("2024-01-11", "1002.74")], "2024-06-01");
    expect(later.isEnded).toBe(true);
    expect(later.endedOn).toBe("2024-01-11");
    expect(later.payoffAmount).toBe(0n);
    expect(later.perDiem).toBe(0n);
    expect(d4(later.totalPayments)).toBe("1002.7400");
    expect(d4(later.totalInterestAccrued)).toBe("2.7390");
    const earlier = summarize(thousandAt10, [pay("2024-01-11", "1002.74")], "2024-01-10");
    expect(earlier.isEnded).toBe(false);
    expect(earlier.endedOn).toBeNull();
  });

  it("takes the payoff shown, principal and interest each rounded, as the amount that pays in full", () => {
    // $1,000 at 10% from 01/01/2024; $0.28 on 01/02 pays $0.2739 interest and $0.0061 principal.
    // On 01/03: principal $999.9939 shows $999.99, interest $0.2739 shows $0.27, payoff $1,000.26
    // (the exact $1,000.2678 would round to $1,000.27: what is shown wins, and it adds up).
    const terms = { ...thousandAt10, judgmentDate: "2024-01-01" };
    const first = pay("2024-01-02", "0.28");
    const summary = summarize(terms, [first], "2024-01-03");
    expect(d4(summary.principalBalance)).toBe("999.9939");
    expect(d4(summary.accruedInterest)).toBe("0.2739");
    const full = computeLedger(terms, [first, pay("2024-01-03", "1000.26")]).rows[1];
    expect(full?.satisfiesJudgment).toBe(true);
    expect(full && d4(full.writtenOff)).toBe("0.0078");
    // The exact payoff rounded on its own pays it in full too: a clerk's figure, or a ledger
    // recorded under the older rule, still replays. A cent more than either is refused.
    const clerk = computeLedger(terms, [first, pay("2024-01-03", "1000.27")]).rows[1];
    expect(clerk?.satisfiesJudgment).toBe(true);
    expect(clerk && d4(clerk.writtenOff)).toBe("-0.0022");
    const over = thrown(() => computeLedger(terms, [first, pay("2024-01-03", "1000.28")]));
    expect(over.message).toBe(
      "Payment of $1,000.28 is more than the payoff of $1,000.26 on 01/03/2024.",
    );
  });

  it("writes off a sub-cent remainder when the payoff rounded down", () => {
    // 3 days: payoff 1,000.8217 -> $1,000.82
    const [row] = computeLedger(thousandAt10, [pay("2024-01-04", "1000.82")]).rows;
    expect(row?.satisfiesJudgment).toBe(true);
    expect(row && d4(row.writtenOff)).toBe("0.0017");
  });

  it("rounds a payoff ending in exactly half a cent up, and writes the half cent off", () => {
    // 50 days: payoff 1,013.6950 -> $1,013.70
    const [row] = computeLedger(thousandAt10, [pay("2024-02-20", "1013.70")]).rows;
    expect(row?.satisfiesJudgment).toBe(true);
    expect(row && d4(row.writtenOff)).toBe("-0.0050");
    const over = thrown(() => computeLedger(thousandAt10, [pay("2024-02-20", "1013.71")]));
    expect(over.message).toBe(
      "Payment of $1,013.71 is more than the payoff of $1,013.70 on 02/20/2024.",
    );
    const under = computeLedger(thousandAt10, [pay("2024-02-20", "1013.69")]);
    expect(under.rows[0]?.satisfiesJudgment).toBe(false);
    expect(d4(under.state.principal)).toBe("0.0050");
  });

  it("refuses a payment one cent over the payoff, naming both amounts", () => {
    const error = thrown(() =>
      computeLedger(thousandAt10, [pay("2024-01-11", "1002.75", { id: 7 })]),
    );
    expect(error).toBeInstanceOf(PaymentExceedsPayoffError);
    expect(error.message).toBe(
      "Payment of $1,002.75 is more than the payoff of $1,002.74 on 01/11/2024.",
    );
    expect(error.code).toBe("payment_exceeds_payoff");
    expect(error.transactionIndex).toBe(0);
    expect(error.transactionId).toBe(7);
    expect((error as PaymentExceedsPayoffError).payoff).toBe(m("1002.74"));
  });

  it("checks the payoff after earlier same-date transactions", () => {
    const costFirst = computeLedger(thousandAt10, [
      cost("2024-01-11", "50"),
      pay("2024-01-11", "1052.74"),
    ]);
    expect(costFirst.rows[1]?.satisfiesJudgment).toBe(true);
    const payFirst = thrown(() =>
      computeLedger(thousandAt10, [pay("2024-01-11", "1052.74"), cost("2024-01-11", "50")]),
    );
    expect(payFirst.message).toBe(
      "Payment of $1,052.74 is more than the payoff of $1,002.74 on 01/11/2024.",
    );
  });

  it("refuses anything after the satisfying payment, and deleting it reopens the case", () => {
    const txs = [pay("2024-01-11", "1002.74"), cost("2024-01-11", "5", { id: "x" })];
    const error = thrown(() => computeLedger(thousandAt10, txs));
    expect(error).toBeInstanceOf(TransactionAfterSatisfactionError);
    expect(error.transactionIndex).toBe(1);
    expect(error.message).toBe(
      "The judgment was paid in full on 01/11/2024; no transaction can be recorded after that payment (this one is dated 01/11/2024).",
    );
    const reopened = summarize(thousandAt10, [cost("2024-01-11", "5")], "2024-02-01");
    expect(reopened.isEnded).toBe(false);
  });
});

describe("refusals", () => {
  it("a transaction dated before the judgment", () => {
    const error = thrown(() => computeLedger(thousandAt10, [cost("2023-12-31", "5")]));
    expect(error).toBeInstanceOf(TransactionBeforeJudgmentError);
    expect(error.message).toBe(
      "A transaction dated 12/31/2023 is before the judgment date 01/01/2024.",
    );
  });

  it("amounts not above 0 or with more than 2 decimals", () => {
    const zero = thrown(() =>
      computeLedger(thousandAt10, [{ type: "PAYMENT", date: "2024-02-01", amount: 0n }]),
    );
    expect(zero).toBeInstanceOf(InvalidAmountError);
    expect(zero.message).toBe("Amount must be greater than 0");
    expect(zero.field).toBe("amount");
    const subCent = thrown(() => computeLedger(thousandAt10, [cost("2024-02-01", "1.005")]));
    expect(subCent.message).toBe("Amount must have at most 2 decimal places (whole cents)");
    const judgment = thrown(() =>
      summarize({ ...thousandAt10, judgmentAmount: -100n }, [], "2024-02-01"),
    );
    expect(judgment.message).toBe("Judgment amount must be greater than 0");
    expect(judgment.field).toBe("judgmentAmount");
  });

  it("rates outside 0 to 100", () => {
    expect(
      thrown(() => summarize({ ...thousandAt10, rate: 1_000_001n }, [], "2024-02-01")),
    ).toBeInstanceOf(InvalidRateError);
    expect(thrown(() => summarize({ ...thousandAt10, rate: -1n }, [], "2024-02-01")).message).toBe(
      "Interest rate must be positive",
    );
    expect(summarize({ ...thousandAt10, rate: 0n }, [], "2025-02-01").accruedInterest).toBe(0n);
    expect(
      d4(summarize({ ...thousandAt10, rate: 1_000_000n }, [], "2024-01-02").accruedInterest),
    ).toBe("2.7397");
  });

  it("malformed rate schedules, dates and types", () => {
    const late = thrown(() =>
      summarize(
        { ...thousandAt10, rate: [{ from: "2024-01-02", ratePercent: 1n }] },
        [],
        "2024-02-01",
      ),
    );
    expect(late).toBeInstanceOf(InvalidRateScheduleError);
    expect(late.message).toBe(
      "The first rate in the schedule must start on or before the judgment date (01/01/2024).",
    );
    expect(late.field).toBe("rateSchedule.0.from");
    expect(thrown(() => summarize({ ...thousandAt10, rate: [] }, [], "2024-02-01")).code).toBe(
      "invalid_rate_schedule",
    );
    const unordered = [
      { from: "2024-01-01", ratePercent: 1n },
      { from: "2023-01-01", ratePercent: 2n },
    ];
    const outOfOrder = thrown(() =>
      summarize({ ...thousandAt10, rate: unordered }, [], "2024-02-01"),
    );
    expect(outOfOrder).toMatchObject({
      code: "invalid_rate_schedule",
      field: "rateSchedule.1.from",
      message:
        "Rate periods must be in date order, one per date: this one must start after 01/01/2024.",
    });
    expect(thrown(() => computeLedger(thousandAt10, [cost("2024-02-30", "1")])).code).toBe(
      "invalid_date",
    );
    const noDate = thrown(() => computeLedger(thousandAt10, [cost("", "1")]));
    expect(noDate.message).toBe("Date is required");
    const badType = {
      type: "REFUND",
      date: "2024-02-01",
      amount: 100n,
    } as unknown as LedgerTransaction;
    expect(thrown(() => computeLedger(thousandAt10, [badType])).message).toBe(
      "Transaction type must be PAYMENT, COST or RENEWAL",
    );
    expect(
      thrown(() => summarize({ ...thousandAt10, compounding: "daily" as "none" }, [], "2024-02-01"))
        .code,
    ).toBe("invalid_case_terms");
  });
});

describe("summary as of any date", () => {
  const terms: CaseTerms = {
    judgmentAmount: m("10000"),
    judgmentDate: "2024-01-15",
    rate: 90_000n,
  };
  const txs = [pay("2024-03-01", "500"), cost("2024-05-01", "100")];

  it("before the first transaction ignores it", () => {
    const s = summarize(terms, txs, "2024-02-15");
    expect(d4(s.principalBalance)).toBe("10000.0000");
    expect(d4(s.accruedInterest)).toBe("76.4367"); // 31 × 2.4657
    expect(s.totalPayments).toBe(0n);
    expect(s.lastPaymentDate).toBeNull();
    expect(s.transactionsApplied).toBe(0);
  });

  it("on a transaction date includes it", () => {
    const s = summarize(terms, txs, "2024-03-01");
    expect(d4(s.principalBalance)).toBe("9613.4222");
    expect(s.accruedInterest).toBe(0n);
    expect(s.lastPaymentDate).toBe("2024-03-01");
  });

  it("between transactions runs interest to the date and ignores later ones", () => {
    const s = summarize(terms, txs, "2024-04-01");
    expect(d4(s.accruedInterest)).toBe("73.4824"); // 31 × floor4(9,613.4222 × 9% / 365) = 31 × 2.3704
    expect(d4(s.payoffAmount)).toBe("9686.9046");
    expect(d4(s.totalPayments)).toBe("500.0000");
    expect(s.totalCosts).toBe(0n);
  });

  it("after the last transaction runs interest to the date", () => {
    const s = summarize(terms, txs, "2024-06-01");
    // Mar 1 -> May 1: 61 × 2.3704; May 1 -> Jun 1: 31 × floor4(9,713.4222 × 9% / 365) = 31 × 2.3950
    expect(d4(s.accruedInterest)).toBe(d4(61n * 23_704n + 31n * 23_950n));
    expect(d4(s.principalBalance)).toBe("9713.4222");
    expect(s.payoffAmount).toBe(s.principalBalance + s.accruedInterest);
    expect(d4(s.perDiem)).toBe("2.3950");
  });
});

describe("the worked example in docs/interest-method.md", () => {
  const terms: CaseTerms = {
    judgmentAmount: m("10000"),
    judgmentDate: "2024-01-15",
    rate: 90_000n,
  };
  const txs = [pay("2024-03-01", "500"), cost("2024-03-01", "125.50"), pay("2024-04-01", "50")];

  it("gives the payoff on 05/01/2024 step by step", () => {
    const s = summarize(terms, txs, "2024-05-01");
    expect(d4(s.principalBalance)).toBe("9738.9222");
    expect(d4(s.accruedInterest)).toBe("96.4793");
    expect(d4(s.payoffAmount)).toBe("9835.4015");
    expect(formatUsd(s.payoffAmount)).toBe("$9,835.40");
    expect(formatUsd(s.principalBalance)).toBe("$9,738.92");
    expect(formatUsd(s.accruedInterest)).toBe("$96.48");
    expect(d4(s.perDiem)).toBe("2.4013");
    expect(d4(s.totalInterestAccrued)).toBe("259.9015");
    expect(formatUsd(s.totalPayments)).toBe("$550.00");
    expect(s.lastPaymentDate).toBe("2024-04-01");
  });

  it("ignores the later payment on a 03/20/2024 statement", () => {
    const s = summarize(terms, txs, "2024-03-20");
    expect(d4(s.accruedInterest)).toBe("45.6247");
    expect(d4(s.payoffAmount)).toBe("9784.5469");
    expect(formatUsd(s.payoffAmount)).toBe("$9,784.55");
    // What is shown: each part rounded, the payoff their sum (docs/decisions/005).
    const shown = shownCents(s.principalBalance, s.accruedInterest);
    expect([shown.principal, shown.interest, shown.payoff].map((v) => formatUsd(v))).toEqual([
      "$9,738.92",
      "$45.62",
      "$9,784.54",
    ]);
  });
});
