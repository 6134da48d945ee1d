import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMoneyInput, toDecimalString } from "../money/money.ts";
import { calculateNewCase, calculateResults, newCaseOpening } from "./calculator.ts";
import { DomainError, MissingPaymentDateError, PaymentExceedsPayoffError } from "./errors.ts";
import { summarize } from "./summary.ts";

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const base = {
  judgmentAmount: "10,000",
  judgmentDate: "2024-01-15",
  interestRate: "9",
  today: "2024-03-01",
};

describe("the New Case Results panel", () => {
  it("reduces exactly to the simple-interest formula with no payment and no cost", () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000_000n }), // cents
        fc.bigInt({ min: 0n, max: 1_000_000n }), // 1e-4 percent
        fc.integer({ min: 0, max: 365 * 60 }),
        fc.integer({ min: 0, max: 365 * 30 }),
        (cents, rate, judgmentOffset, span) => {
          const judgmentMs = Date.UTC(1990, 0, 1) + judgmentOffset * DAY;
          const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
          const amountText = `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
          const rateText = `${rate / 10_000n}.${String(rate % 10_000n).padStart(4, "0")}`;
          const r = calculateNewCase({
            judgmentAmount: amountText,
            judgmentDate: iso(judgmentMs),
            interestRate: rateText,
            endDate: iso(judgmentMs + span * DAY),
            today: "2099-12-31",
          });
          // daily = floor4(amount × rate / 100 / 365), in $0.0001: cents × 100 × (rate / 1e4) / 100 / 365
          const daily = (cents * rate) / 3_650_000n;
          const days = span;
          expect(r.dailyInterest).toBe(daily);
          expect(r.days).toBe(days);
          expect(r.interestAccrued).toBe(daily * BigInt(days));
          expect(r.principalBalance).toBe(cents * 100n);
          expect(r.grandTotal).toBe(cents * 100n + daily * BigInt(days));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("prints 4 decimals with a $ sign", () => {
    const r = calculateNewCase({ ...base, endDate: "2024-03-01" });
    expect(r.display).toEqual({
      dailyInterest: "$2.4657",
      days: "46",
      interestAccrued: "$113.4222",
      principalBalance: "$10,000.0000",
      grandTotal: "$10,113.4222",
    });
    expect(r.asOf).toBe("2024-03-01");
  });

  it("runs to today when there is no end date", () => {
    expect(calculateNewCase({ ...base, endDate: "" }).asOf).toBe("2024-03-01");
    expect(calculateNewCase({ ...base, endDate: null, today: "2024-01-16" }).days).toBe(1);
  });

  it("refuses an End Date before the judgment date instead of showing zero days", () => {
    expect(() => calculateNewCase({ ...base, endDate: "2023-12-01" })).toThrow(
      expect.objectContaining({
        field: "endDate",
        message: "End date cannot be before the judgment date (01/15/2024)",
      }),
    );
    expect(calculateNewCase({ ...base, endDate: "2024-01-15" }).days).toBe(0);
  });

  it("refuses a judgment or a last payment dated after today, in the user's today", () => {
    expect(() =>
      calculateNewCase({ ...base, judgmentDate: "2024-06-02", today: "2024-06-01" }),
    ).toThrow(
      expect.objectContaining({
        field: "judgmentDate",
        message: "Judgment date cannot be after today (06/01/2024)",
      }),
    );
    expect(() =>
      calculateNewCase({
        ...base,
        paymentAmount: "100",
        lastPaymentDate: "2024-06-02",
        today: "2024-06-01",
      }),
    ).toThrow(
      expect.objectContaining({
        field: "lastPaymentDate",
        message: "Last payment date cannot be after today (06/01/2024)",
      }),
    );
    // Today itself is fine, and an End Date after today projects the payoff forward.
    const r = calculateNewCase({
      ...base,
      judgmentDate: "2024-06-01",
      today: "2024-06-01",
      endDate: "2024-07-01",
    });
    expect(r.days).toBe(30);
  });

  it("says which stretch its days and daily interest cover, so days × daily = that interest", () => {
    const r = calculateNewCase({
      ...base,
      paymentAmount: "500",
      lastPaymentDate: "2024-03-01",
      endDate: "2024-04-01",
    });
    // Since the payment: 31 days at the new per diem.
    expect(r.period).toEqual({
      from: "2024-03-01",
      to: "2024-04-01",
      days: 31,
      perDiem: r.dailyInterest,
      interest: r.dailyInterest * 31n,
      uniformPerDiem: true,
    });
    expect(r.days).toBe(77);
  });

  it("stores the opening payment and cost as ordinary transactions and shows what the ledger shows", () => {
    const input = {
      ...base,
      cost: "125.50",
      paymentAmount: "500",
      lastPaymentDate: "2024-03-01",
      endDate: "2024-04-01",
    };
    const opening = newCaseOpening(input);
    expect(opening.transactions).toEqual([
      { type: "COST", date: "2024-01-15", amount: parseMoneyInput("125.50") },
      { type: "PAYMENT", date: "2024-03-01", amount: parseMoneyInput("500") },
    ]);
    expect(opening.terms).toEqual({
      judgmentAmount: parseMoneyInput("10000"),
      judgmentDate: "2024-01-15",
      rate: 90_000n,
    });
    const r = calculateNewCase(input);
    expect(r.summary).toEqual(summarize(opening.terms, opening.transactions, "2024-04-01"));
    expect(r).toEqual(calculateResults(opening.terms, opening.transactions, "2024-04-01"));
    // cost from the judgment date: 46 × floor4(10,125.50 × 9% / 365) = 46 × 2.4966 = 114.8436
    expect(toDecimalString(r.summary.totalInterestAccrued, 4)).toBe(
      toDecimalString(114_8436n + r.interestAccrued, 4),
    );
    expect(toDecimalString(r.principalBalance, 4)).toBe("9740.3436"); // 10,125.50 − (500 − 114.8436)
    expect(r.grandTotal).toBe(r.principalBalance + r.interestAccrued);
  });

  it("treats blank or zero optional amounts as none", () => {
    for (const empty of ["", "  ", "0", "0.00", 0, null, undefined]) {
      expect(newCaseOpening({ ...base, paymentAmount: empty, cost: empty }).transactions).toEqual(
        [],
      );
    }
  });

  it("passes case settings through", () => {
    const opening = newCaseOpening({
      ...base,
      compounding: "annual",
      dayCount: "actual",
      rateSchedule: [
        { from: "2024-01-01", ratePercent: "9" },
        { from: "2024-07-01", ratePercent: 8.5 },
      ],
    });
    expect(opening.terms).toMatchObject({
      compounding: "annual",
      dayCount: "actual",
      rate: [
        { from: "2024-01-01", ratePercent: 90_000n },
        { from: "2024-07-01", ratePercent: 85_000n },
      ],
    });
  });
});

describe("New Case refusals name the form field", () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ judgmentAmount: "0" }, "judgmentAmount", "Judgment amount must be greater than 0"],
    [
      { judgmentAmount: "12.345" },
      "judgmentAmount",
      "Judgment amount must have at most 2 decimal places (whole cents)",
    ],
    [
      { judgmentAmount: "ten" },
      "judgmentAmount",
      "Judgment amount must be a number, like 1,234.56",
    ],
    [{ interestRate: "-1" }, "interestRate", "Interest rate must be positive"],
    [{ interestRate: "100.5" }, "interestRate", "Interest rate must be 100 or less"],
    [
      { interestRate: "7.12345" },
      "interestRate",
      "Interest rate must have at most 4 decimal places",
    ],
    [
      { judgmentDate: "01/15/2024" },
      "judgmentDate",
      '"01/15/2024" is not a valid date (expected YYYY-MM-DD).',
    ],
    [{ cost: "-5" }, "cost", "Cost must be greater than 0"],
    [
      { paymentAmount: "5.001", lastPaymentDate: "2024-02-01" },
      "paymentAmount",
      "Payment amount must have at most 2 decimal places (whole cents)",
    ],
    [
      { paymentAmount: "5" },
      "lastPaymentDate",
      "Last payment date is required when a payment amount is given",
    ],
    [
      { paymentAmount: "5", lastPaymentDate: "2024-01-14" },
      "lastPaymentDate",
      "A transaction dated 01/14/2024 is before the judgment date 01/15/2024.",
    ],
    [
      { paymentAmount: "10113.43", lastPaymentDate: "2024-03-01" },
      "paymentAmount",
      "Payment of $10,113.43 is more than the payoff of $10,113.42 on 03/01/2024.",
    ],
  ];
  for (const [change, field, message] of cases) {
    it(`${field}: ${message}`, () => {
      const error = thrown(() => calculateNewCase({ ...base, ...change } as typeof base));
      expect(error.field).toBe(field);
      expect(error.message).toBe(message);
    });
  }

  it("uses the typed classes", () => {
    expect(thrown(() => calculateNewCase({ ...base, paymentAmount: "5" }))).toBeInstanceOf(
      MissingPaymentDateError,
    );
    expect(
      thrown(() =>
        calculateNewCase({ ...base, paymentAmount: "20000", lastPaymentDate: "2024-02-01" }),
      ),
    ).toBeInstanceOf(PaymentExceedsPayoffError);
  });

  it("a payment of exactly the payoff ends the case at once", () => {
    const r = calculateNewCase({
      ...base,
      paymentAmount: "10113.42",
      lastPaymentDate: "2024-03-01",
    });
    expect(r.summary.isEnded).toBe(true);
    expect(r.summary.endedOn).toBe("2024-03-01");
    expect(r.display.grandTotal).toBe("$0.0000");
    expect(r.dailyInterest).toBe(0n);
  });
});
