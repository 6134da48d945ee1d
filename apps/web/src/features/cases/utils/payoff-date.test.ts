import { describe, expect, it } from "vitest";
import { payoffDateError } from "./payoff-date.ts";

describe("the payoff date", () => {
  it("is required and must be a real date", () => {
    expect(payoffDateError("", "2024-01-15")).toBe("Choose a payoff date.");
    expect(payoffDateError("2024-02-30", "2024-01-15")).toBe("Enter a date like 03/01/2024.");
  });

  it("cannot be before the judgment date; the judgment date itself and later are fine", () => {
    expect(payoffDateError("2024-01-14", "2024-01-15")).toBe(
      "The payoff date cannot be before the judgment date (01/15/2024).",
    );
    expect(payoffDateError("2024-01-15", "2024-01-15")).toBeUndefined();
    expect(payoffDateError("2031-12-31", "2024-01-15")).toBeUndefined();
  });
});
