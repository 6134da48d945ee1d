import { describe, expect, it } from "vitest";
import { isPositive, money } from "./figures.ts";

describe("a plan's figures on the screen", () => {
  it("shows the server's figure exactly, 2 or 4 decimals, and an unreadable one as missing", () => {
    expect(money("214.07")).toBe("$214.07");
    expect(money("15085.7400")).toBe("$15,085.74");
    expect(money("0.00")).toBe("$0.00");
    expect(money("abc")).toBe("—");
    expect(money(null)).toBe("—");
  });

  it("tells a payment on an installment from none", () => {
    expect(isPositive("120.00")).toBe(true);
    expect(isPositive("0.0001")).toBe(true);
    expect(isPositive("0.00")).toBe(false);
    expect(isPositive("0.0000")).toBe(false);
    expect(isPositive("not money")).toBe(false);
  });
});
