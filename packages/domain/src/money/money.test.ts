import { describe, expect, it } from "vitest";
import {
  assertRatePercent,
  assertUserAmount,
  floorTo4,
  formatRatePercent,
  formatUsd,
  InvalidAmountError,
  InvalidRateError,
  isWholeCents,
  MAX_AMOUNT,
  MAX_STORED_MONEY,
  parseMoneyInput,
  parsePositiveAmount,
  parseRatePercent,
  rateToDecimalString,
  roundHalfUp,
  roundToCents,
  shownCents,
  toDecimalString,
  tryMoneyFromUnitsString,
} from "./money.ts";

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("roundHalfUp", () => {
  it("rounds exactly one half away from zero", () => {
    expect(roundHalfUp(12_345n, 4, 2)).toBe(123n); // 1.2345 -> 1.23
    expect(roundHalfUp(12_350n, 4, 2)).toBe(124n); // 1.2350 -> 1.24
    expect(roundHalfUp(12_349n, 4, 2)).toBe(123n);
    expect(roundHalfUp(50n, 4, 2)).toBe(1n); // $0.0050 -> $0.01
    expect(roundHalfUp(49n, 4, 2)).toBe(0n);
    expect(roundHalfUp(-50n, 4, 2)).toBe(-1n);
    expect(roundHalfUp(-49n, 4, 2)).toBe(0n);
    expect(roundHalfUp(5n, 1, 0)).toBe(1n);
    expect(roundHalfUp(15n, 1, 0)).toBe(2n);
    expect(roundHalfUp(25n, 1, 0)).toBe(3n); // not banker's rounding
  });

  it("scales up without loss", () => {
    expect(roundHalfUp(123n, 2, 4)).toBe(12_300n);
    expect(roundHalfUp(123n, 2, 2)).toBe(123n);
  });

  it("roundToCents keeps Money units", () => {
    expect(roundToCents(1_234_550n)).toBe(1_234_600n);
    expect(roundToCents(1_234_549n)).toBe(1_234_500n);
  });
});

describe("floorTo4", () => {
  it("drops any fraction of $0.0001, never rounds up", () => {
    // $10,000 at 9% / 365 = 2.46575342... -> 2.4657
    expect(floorTo4(100_000_000n * 90_000n, 365_000_000n)).toBe(24_657n);
    // $1,000 at 10% / 365 = 0.27397260... -> 0.2739 (rounding would give 0.2740)
    expect(floorTo4(10_000_000n * 100_000n, 365_000_000n)).toBe(2_739n);
    // an exact quotient stays as is: $365 at 100% / 365 = $1.0000
    expect(floorTo4(3_650_000n * 1_000_000n, 365_000_000n)).toBe(10_000n);
    expect(floorTo4(9_999n, 10_000n)).toBe(0n);
  });

  it("is a true floor for negative fractions", () => {
    expect(floorTo4(-1n, 10n)).toBe(-1n);
    expect(floorTo4(-10n, 10n)).toBe(-1n);
    expect(floorTo4(1n, -10n)).toBe(-1n);
    expect(floorTo4(-11n, -10n)).toBe(1n);
  });
});

describe("parseMoneyInput", () => {
  it("reads what people type", () => {
    expect(parseMoneyInput("1234.56")).toBe(12_345_600n);
    expect(parseMoneyInput("1,234.56")).toBe(12_345_600n);
    expect(parseMoneyInput("$1,234,567.5")).toBe(12_345_675_000n);
    expect(parseMoneyInput(" 12 ")).toBe(120_000n);
    expect(parseMoneyInput(".5")).toBe(5_000n);
    expect(parseMoneyInput("5.")).toBe(50_000n);
    expect(parseMoneyInput("-$5.25")).toBe(-52_500n);
    expect(parseMoneyInput("12.340")).toBe(123_400n); // trailing zeros are not extra precision
    expect(parseMoneyInput("0")).toBe(0n);
  });

  it("reads numbers through their shortest decimal text, never through float arithmetic", () => {
    expect(parseMoneyInput(1234.56)).toBe(12_345_600n);
    expect(parseMoneyInput(0.1)).toBe(1_000n);
    expect(parseMoneyInput(1e21)).toBe(10n ** 25n);
    expect(parseMoneyInput(-7)).toBe(-70_000n);
    // 0.1 + 0.2 is 0.30000000000000004: refused rather than silently rounded
    expect(thrown(() => parseMoneyInput(0.1 + 0.2)).message).toBe(
      "Amount must have at most 2 decimal places (whole cents)",
    );
    expect(thrown(() => parseMoneyInput(1e-7)).message).toBe(
      "Amount must have at most 2 decimal places (whole cents)",
    );
  });

  it("refuses more than 2 decimals and non-numbers with typed errors", () => {
    const e = thrown(() =>
      parseMoneyInput("1.234", { subject: "Judgment amount", field: "judgmentAmount" }),
    );
    expect(e).toBeInstanceOf(InvalidAmountError);
    expect((e as InvalidAmountError).field).toBe("judgmentAmount");
    expect(e.message).toBe("Judgment amount must have at most 2 decimal places (whole cents)");
    for (const bad of [
      "",
      "abc",
      "1,23.45",
      "12,3456",
      "1.2.3",
      "$",
      "1e5",
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(thrown(() => parseMoneyInput(bad as string)).message).toBe(
        "Amount must be a number, like 1,234.56",
      );
    }
  });

  it("accepts 4 decimals only when asked to", () => {
    expect(parseMoneyInput("1.2345", { maxDecimals: 4 })).toBe(12_345n);
    expect(thrown(() => parseMoneyInput("1.23456", { maxDecimals: 4 })).message).toBe(
      "Amount must have at most 4 decimal places",
    );
  });

  it("parsePositiveAmount refuses 0 and below", () => {
    expect(parsePositiveAmount("0.01")).toBe(100n);
    expect(thrown(() => parsePositiveAmount("0")).message).toBe("Amount must be greater than 0");
    expect(thrown(() => parsePositiveAmount("-1", { subject: "Judgment amount" })).message).toBe(
      "Judgment amount must be greater than 0",
    );
  });

  it("assertUserAmount checks Money already parsed", () => {
    expect(assertUserAmount(100n)).toBe(100n);
    expect(thrown(() => assertUserAmount(0n)).message).toBe("Amount must be greater than 0");
    expect(thrown(() => assertUserAmount(101n)).message).toBe(
      "Amount must have at most 2 decimal places (whole cents)",
    );
    expect(isWholeCents(12_300n)).toBe(true);
  });
});

describe("parseRatePercent", () => {
  it("reads percents with up to 4 decimals", () => {
    expect(parseRatePercent("7.375")).toBe(73_750n);
    expect(parseRatePercent(7.375)).toBe(73_750n);
    expect(parseRatePercent("10%")).toBe(100_000n);
    expect(parseRatePercent("0")).toBe(0n);
    expect(parseRatePercent("100")).toBe(1_000_000n);
    expect(parseRatePercent("0.0001")).toBe(1n);
  });

  it("refuses rates outside 0..100 or with more than 4 decimals", () => {
    const cases: [string | number, string][] = [
      ["-0.5", "Interest rate must be positive"],
      ["100.0001", "Interest rate must be 100 or less"],
      ["7.37501", "Interest rate must have at most 4 decimal places"],
      ["seven", "Interest rate must be a number, like 7.375"],
      [0.1 + 0.2, "Interest rate must have at most 4 decimal places"],
    ];
    for (const [input, message] of cases) {
      const e = thrown(() => parseRatePercent(input));
      expect(e).toBeInstanceOf(InvalidRateError);
      expect(e.message).toBe(message);
    }
    expect(thrown(() => assertRatePercent(-1n)).message).toBe("Interest rate must be positive");
  });

  it("formats rates without trailing zeros", () => {
    expect(formatRatePercent(73_750n)).toBe("7.375%");
    expect(formatRatePercent(100_000n)).toBe("10%");
    expect(rateToDecimalString(1n)).toBe("0.0001");
    expect(rateToDecimalString(0n)).toBe("0");
  });
});

describe("formatting", () => {
  it("toDecimalString rounds half-up to 2 or 4 decimals", () => {
    expect(toDecimalString(12_345_678n)).toBe("1234.57");
    expect(toDecimalString(12_345_678n, 4)).toBe("1234.5678");
    expect(toDecimalString(50n)).toBe("0.01");
    expect(toDecimalString(49n)).toBe("0.00");
    expect(toDecimalString(-50n)).toBe("-0.01");
    expect(toDecimalString(0n, 4)).toBe("0.0000");
  });

  it("formatUsd groups thousands", () => {
    expect(formatUsd(12_345_600n)).toBe("$1,234.56");
    expect(formatUsd(12_345_678_900_000n)).toBe("$1,234,567,890.00");
    expect(formatUsd(12_345_678n, { decimals: 4 })).toBe("$1,234.5678");
    expect(formatUsd(9_999_950n)).toBe("$1,000.00");
    expect(formatUsd(-100n)).toBe("-$0.01");
    expect(formatUsd(0n)).toBe("$0.00");
    expect(formatUsd(1_234_500n)).toBe("$123.45");
    expect(formatUsd(1_234_550n)).toBe("$123.46");
  });

  it("stores money as integer strings", () => {
    expect(tryMoneyFromUnitsString("-123")).toBe(-123n);
    expect(tryMoneyFromUnitsString("1.5")).toBeUndefined();
    expect(tryMoneyFromUnitsString(12)).toBeUndefined();
  });
});

describe("shownCents: the one display rule", () => {
  const show = (p: bigint, i: bigint) => {
    const c = shownCents(p, i);
    return [toDecimalString(c.principal), toDecimalString(c.interest), toDecimalString(c.payoff)];
  };

  it("rounds principal and interest each half-up and shows their sum as the payoff", () => {
    // Decision 005's example (docs/decisions/005-display-rounding.md): interest $549.1342 shows
    // as $549.13, never as a payoff-minus-principal $549.14.
    expect(show(1_000_000_050n, 5_491_342n)).toEqual(["100000.01", "549.13", "100549.14"]);
    // Where the sum of the roundings and the rounded sum differ, the sum of what is shown wins.
    expect(show(50n, 50n)).toEqual(["0.01", "0.01", "0.02"]);
    expect(show(49n, 49n)).toEqual(["0.00", "0.00", "0.00"]);
    expect(show(123_456_450n, 0n)).toEqual(["12345.65", "0.00", "12345.65"]);
  });
});

describe("the largest amount (what the database can hold)", () => {
  it("accepts $999,999,999,999.99 and refuses one cent more, saying the limit", () => {
    expect(parsePositiveAmount("999,999,999,999.99")).toBe(MAX_AMOUNT);
    expect(thrown(() => parsePositiveAmount("1000000000000", { subject: "Cost" })).message).toBe(
      "Cost must be at most $999,999,999,999.99",
    );
    expect(thrown(() => parsePositiveAmount(1e300)).message).toBe(
      "Amount must be at most $999,999,999,999.99",
    );
    expect(thrown(() => assertUserAmount(MAX_AMOUNT + 100n)).message).toBe(
      "Amount must be at most $999,999,999,999.99",
    );
  });

  it("refuses a megabyte of digits before parsing it", () => {
    expect(thrown(() => parseMoneyInput("9".repeat(1_000_000))).message).toBe(
      "Amount must be at most $999,999,999,999.99",
    );
    expect(thrown(() => parseMoneyInput(`1${"x".repeat(100)}`)).message).toBe(
      "Amount must be a number, like 1,234.56",
    );
    expect(thrown(() => parseRatePercent("0".repeat(100))).message).toBe(
      "Interest rate must be a number, like 7.375",
    );
  });

  it("leaves room in the bigint columns for costs and interest to grow", () => {
    // A bigint column's ceiling is over 900 times the largest amount a person may enter.
    expect(MAX_STORED_MONEY / MAX_AMOUNT).toBe(922n);
  });
});
