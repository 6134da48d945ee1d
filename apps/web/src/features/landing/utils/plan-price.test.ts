import { describe, expect, it } from "vitest";
import { formatPrice, isFree, toCents, yearlySavingPercent } from "./plan-price.ts";

describe("plan prices", () => {
  it("reads decimal strings as whole cents", () => {
    expect(toCents("20.00")).toBe(2000);
    expect(toCents("180")).toBe(18000);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("abc")).toBeNull();
    expect(toCents("1.234")).toBeNull();
  });

  it("shows whole dollars without cents", () => {
    expect(formatPrice("20.00")).toBe("$20");
    expect(formatPrice("1290.00")).toBe("$1,290");
    expect(formatPrice("19.5")).toBe("$19.50");
    expect(formatPrice("0.00")).toBe("$0");
  });

  it("computes the catalog's 25% yearly saving (12 x $20 = $240, $180 a year)", () => {
    expect(yearlySavingPercent("20.00", "180.00")).toBe(25);
    expect(yearlySavingPercent("20.00", "240.00")).toBeNull();
    expect(yearlySavingPercent("0.00", "0.00")).toBeNull();
    // Rounded down: 1 - 199/240 = 17.08%.
    expect(yearlySavingPercent("20.00", "199.00")).toBe(17);
  });

  it("knows a free plan", () => {
    expect(isFree("0.00")).toBe(true);
    expect(isFree("20.00")).toBe(false);
  });
});
