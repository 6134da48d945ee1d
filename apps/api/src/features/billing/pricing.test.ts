import {
  couponProblem,
  describeDiscount,
  discountFor,
  parseMoneyInput,
  toDecimalString,
} from "@owed/domain";
import { describe, expect, it } from "vitest";
import { addTerm, PRO_PRICES } from "../plans/plan-catalog.ts";

const money = (text: string) => parseMoneyInput(text);
const coupon = (c: { percentOff?: number; amountOff?: string }) => ({
  percentOff: c.percentOff ?? null,
  amountOff: c.amountOff ? money(c.amountOff) : null,
});

describe("discountFor", () => {
  it("takes a percentage in whole cents, half-up, and never more than the price", () => {
    expect(toDecimalString(discountFor(coupon({ percentOff: 25 }), PRO_PRICES.month))).toBe("5.00");
    expect(toDecimalString(discountFor(coupon({ percentOff: 25 }), PRO_PRICES.year))).toBe("45.00");
    expect(toDecimalString(discountFor(coupon({ percentOff: 33 }), money("19.99")))).toBe("6.60");
    expect(toDecimalString(discountFor(coupon({ percentOff: 50 }), money("0.01")))).toBe("0.01");
    expect(toDecimalString(discountFor(coupon({ percentOff: 100 }), PRO_PRICES.year))).toBe(
      "180.00",
    );
    expect(toDecimalString(discountFor(coupon({ amountOff: "7.50" }), PRO_PRICES.month))).toBe(
      "7.50",
    );
    expect(toDecimalString(discountFor(coupon({ amountOff: "500" }), PRO_PRICES.month))).toBe(
      "20.00",
    );
  });

  it("describes itself", () => {
    expect(describeDiscount(coupon({ percentOff: 25 }))).toBe("25% off");
    expect(describeDiscount(coupon({ amountOff: "1234.5" }))).toBe("$1,234.50 off");
  });
});

describe("couponProblem", () => {
  const base = {
    id: "c",
    code: "X",
    percentOff: 10,
    amountOff: null,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
    maxRedemptions: 3,
    redemptions: 1,
    createdAt: new Date(0),
  };
  it("says expired from the expiry instant on, and used up counting holds", () => {
    expect(couponProblem(base, new Date("2029-12-31T23:59:59Z"))).toBeUndefined();
    expect(couponProblem(base, new Date("2030-01-01T00:00:00Z"))).toBe("expired");
    const now = new Date("2029-06-01T00:00:00Z");
    expect(couponProblem(base, now, 1)).toBeUndefined();
    expect(couponProblem(base, now, 2)).toBe("exhausted");
    expect(couponProblem({ ...base, maxRedemptions: null }, now, 1000)).toBeUndefined();
  });
});

describe("addTerm", () => {
  const at = (iso: string) => new Date(iso);
  it("adds a calendar month or year at the same time of day, clamped to the month's end", () => {
    expect(addTerm(at("2030-01-15T10:30:00Z"), "month").toISOString()).toBe(
      "2030-02-15T10:30:00.000Z",
    );
    expect(addTerm(at("2030-01-31T10:30:00Z"), "month").toISOString()).toBe(
      "2030-02-28T10:30:00.000Z",
    );
    expect(addTerm(at("2032-01-31T00:00:00Z"), "month").toISOString()).toBe(
      "2032-02-29T00:00:00.000Z",
    );
    expect(addTerm(at("2030-12-31T23:00:00Z"), "month").toISOString()).toBe(
      "2031-01-31T23:00:00.000Z",
    );
    expect(addTerm(at("2032-02-29T12:00:00Z"), "year").toISOString()).toBe(
      "2033-02-28T12:00:00.000Z",
    );
    expect(addTerm(at("2030-03-10T12:00:00Z"), "year").toISOString()).toBe(
      "2031-03-10T12:00:00.000Z",
    );
  });
});
