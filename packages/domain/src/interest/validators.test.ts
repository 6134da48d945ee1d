import { describe, expect, it } from "vitest";
import { computeLedger } from "./ledger.ts";
import { amountInputError, dateInputError, rateInputError } from "./validators.ts";

describe("form validators return the typed errors' messages", () => {
  it("amounts", () => {
    expect(amountInputError("1,234.56")).toBeNull();
    expect(amountInputError(12)).toBeNull();
    expect(amountInputError("")).toBe("Amount is required");
    expect(amountInputError(null, "Judgment amount")).toBe("Judgment amount is required");
    expect(amountInputError("0", "Judgment amount")).toBe("Judgment amount must be greater than 0");
    expect(amountInputError("1.001")).toBe(
      "Amount must have at most 2 decimal places (whole cents)",
    );
    expect(amountInputError("abc")).toBe("Amount must be a number, like 1,234.56");
    // the engine says the same about the same amount
    expect(() =>
      computeLedger({ judgmentAmount: 10_000n, judgmentDate: "2024-01-01", rate: 0n }, [
        { type: "COST", date: "2024-01-01", amount: 0n },
      ]),
    ).toThrow(amountInputError("0") as string);
  });

  it("rates", () => {
    expect(rateInputError("7.375")).toBeNull();
    expect(rateInputError("0")).toBeNull();
    expect(rateInputError(" ")).toBe("Interest rate is required");
    expect(rateInputError("-1")).toBe("Interest rate must be positive");
    expect(rateInputError("101")).toBe("Interest rate must be 100 or less");
    expect(rateInputError("1.00001")).toBe("Interest rate must have at most 4 decimal places");
  });

  it("dates", () => {
    expect(dateInputError("2024-02-29")).toBeNull();
    expect(dateInputError("")).toBe("Date is required");
    expect(dateInputError("2023-02-29")).toBe(
      '"2023-02-29" is not a valid date (expected YYYY-MM-DD).',
    );
  });
});
