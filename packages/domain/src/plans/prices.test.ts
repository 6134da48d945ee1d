import { describe, expect, it } from "vitest";
import { toDecimalString } from "../money/money.ts";
import {
  couponProblem,
  describeDiscount,
  formatPrice,
  formatPriceText,
  priceAfterCoupon,
  priceFromText,
  yearlySavingPercent,
} from "./prices.ts";

// The figures the web's number-based price helpers were tested with, now on Money.
const price = (text: string) => {
  const value = priceFromText(text);
  if (value === null) throw new Error(`not a price: ${text}`);
  return value;
};
const shown = (value: bigint) => toDecimalString(value, 2);

describe("plan prices in Money", () => {
  it("reads the catalog's decimal strings exactly, and refuses what is not a price", () => {
    expect(shown(price("20.00"))).toBe("20.00");
    expect(shown(price("180"))).toBe("180.00");
    expect(shown(price("0.1"))).toBe("0.10");
    expect(shown(price("0.5"))).toBe("0.50");
    expect(shown(price("1290.99"))).toBe("1290.99");
    expect(priceFromText("abc")).toBeNull();
    expect(priceFromText("1.234")).toBeNull();
    expect(priceFromText("-1.00")).toBeNull();
  });

  it("shows whole dollars without cents, with thousands separators", () => {
    expect(formatPrice(price("20.00"))).toBe("$20");
    expect(formatPrice(price("1290.00"))).toBe("$1,290");
    expect(formatPrice(price("19.5"))).toBe("$19.50");
    expect(formatPrice(price("14.50"))).toBe("$14.50");
    expect(formatPrice(price("0.00"))).toBe("$0");
    expect(formatPrice(price("1234567.89"))).toBe("$1,234,567.89");
    expect(formatPriceText("180.00")).toBe("$180");
    expect(formatPriceText("call us")).toBe("call us");
  });

  it("takes a percentage off, rounded half-up to the cent", () => {
    expect(shown(priceAfterCoupon(price("20.00"), { percentOff: 25, amountOff: null }))).toBe(
      "15.00",
    );
    // $19.99 x 33% = $6.5967: $6.60 off, $13.39 to pay.
    expect(shown(priceAfterCoupon(price("19.99"), { percentOff: 33, amountOff: null }))).toBe(
      "13.39",
    );
    // $0.15 x 50% = $0.075: the half cent rounds up, $0.08 off.
    expect(shown(priceAfterCoupon(price("0.15"), { percentOff: 50, amountOff: null }))).toBe(
      "0.07",
    );
    expect(shown(priceAfterCoupon(price("20.00"), { percentOff: 100, amountOff: null }))).toBe(
      "0.00",
    );
  });

  it("takes an amount off, never below zero", () => {
    const five = { percentOff: null, amountOff: price("5.00") };
    const fifty = { percentOff: null, amountOff: price("50.00") };
    expect(shown(priceAfterCoupon(price("20.00"), five))).toBe("15.00");
    expect(shown(priceAfterCoupon(price("20.00"), fifty))).toBe("0.00");
  });

  it("computes the yearly saving in whole percent, rounded down", () => {
    expect(yearlySavingPercent(price("20.00"), price("180.00"))).toBe(25);
    expect(yearlySavingPercent(price("20.00"), price("240.00"))).toBeNull();
    expect(yearlySavingPercent(price("0.00"), price("0.00"))).toBeNull();
    // 1 - 199/240 = 17.08 %.
    expect(yearlySavingPercent(price("20.00"), price("199.00"))).toBe(17);
    // 1 - 198/240 = 17.5 %: the billing toggle rounds it half up.
    expect(yearlySavingPercent(price("20.00"), price("198.00"), "nearest")).toBe(18);
    expect(yearlySavingPercent(price("20.00"), price("199.00"), "nearest")).toBe(17);
  });

  it("describes a discount and says why a coupon cannot be used", () => {
    expect(describeDiscount({ percentOff: 25, amountOff: null })).toBe("25% off");
    expect(describeDiscount({ percentOff: null, amountOff: price("10.00") })).toBe("$10.00 off");
    const now = new Date("2030-01-01T00:00:00Z");
    const open = { expiresAt: null, maxRedemptions: 2, redemptions: 1 };
    expect(couponProblem(open, now)).toBeUndefined();
    expect(couponProblem(open, now, 1)).toBe("exhausted");
    expect(couponProblem({ ...open, expiresAt: now }, now)).toBe("expired");
  });
});
