import { describe, expect, it } from "vitest";
import { formatMoney, toTwoDecimals } from "./money.ts";

describe("formatMoney", () => {
  it("prints the API's decimal strings as dollars, exactly", () => {
    expect(formatMoney("10046.57")).toBe("$10,046.57");
    expect(formatMoney("0.00")).toBe("$0.00");
    expect(formatMoney("1234567.8")).toBe("$1,234,567.80");
    expect(formatMoney("-12.5")).toBe("-$12.50");
  });

  it("shows 4 decimals when asked, and rounds half-up to 2 otherwise", () => {
    expect(formatMoney("6.2506", 4)).toBe("$6.2506");
    expect(formatMoney("22650.9204")).toBe("$22,650.92");
    expect(formatMoney("0.0050")).toBe("$0.01");
    // A float would print 0.30000000000000004; the exact parse cannot.
    expect(formatMoney("0.3000", 4)).toBe("$0.3000");
  });

  it("shows a dash, never a wrong number, for what it cannot read", () => {
    expect(formatMoney("")).toBe("—");
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney("abc")).toBe("—");
    expect(formatMoney("1.23456")).toBe("—");
  });
});

describe("toTwoDecimals", () => {
  it("sends what people type with exactly 2 decimals", () => {
    expect(toTwoDecimals("125.5")).toBe("125.50");
    expect(toTwoDecimals("$1,000")).toBe("1000.00");
    expect(toTwoDecimals(" 20 ")).toBe("20.00");
  });

  it("refuses fractions of a cent and text", () => {
    expect(() => toTwoDecimals("1.005")).toThrow(/at most 2 decimal places/);
    expect(() => toTwoDecimals("ten")).toThrow(/must be a number/);
  });
});
