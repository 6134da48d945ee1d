import { describe, expect, it } from "vitest";
import { formatCents, formatPrice, priceAfterCoupon, toCents } from "./prices.ts";
import { daysLeft, timeLeftPhrase } from "./time-left.ts";

const now = new Date("2030-01-01T12:00:00Z");
const later = (days: number, hours = 0) =>
  new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000);

describe("timeLeftPhrase", () => {
  it("says whole weeks as weeks", () => {
    expect(timeLeftPhrase(later(14), now)).toBe("2 more weeks");
    expect(timeLeftPhrase(later(7), now)).toBe("1 more week");
  });

  it("counts a started day as a day", () => {
    expect(timeLeftPhrase(later(13, 1), now)).toBe("2 more weeks");
    expect(timeLeftPhrase(later(12, 23), now)).toBe("13 more days");
    expect(timeLeftPhrase(later(1, 2), now)).toBe("2 more days");
    expect(timeLeftPhrase(later(1), now)).toBe("1 more day");
  });

  it("says the last day plainly, and nothing once it is over", () => {
    expect(timeLeftPhrase(later(0, 5), now)).toBe("less than a day");
    expect(timeLeftPhrase(now, now)).toBeNull();
    expect(timeLeftPhrase(later(-1), now)).toBeNull();
  });

  it("never counts negative days", () => {
    expect(daysLeft(later(-3), now)).toBe(0);
    expect(daysLeft(later(2, 1), now)).toBe(3);
  });
});

describe("prices", () => {
  it("reads decimal strings as cents", () => {
    expect(toCents("20.00")).toBe(2000);
    expect(toCents("180")).toBe(18000);
    expect(toCents("0.5")).toBe(50);
    expect(toCents("1290.99")).toBe(129099);
  });

  it("writes whole dollars without cents", () => {
    expect(formatPrice("20.00")).toBe("$20");
    expect(formatPrice("0.00")).toBe("$0");
    expect(formatCents(1450)).toBe("$14.50");
    expect(formatCents(129000)).toBe("$1,290");
  });

  it("takes a percentage off, rounded half-up to the cent", () => {
    expect(priceAfterCoupon(2000, { percentOff: 25, amountOff: null })).toBe(1500);
    expect(priceAfterCoupon(1999, { percentOff: 33, amountOff: null })).toBe(1339);
    expect(priceAfterCoupon(2000, { percentOff: 100, amountOff: null })).toBe(0);
  });

  it("takes an amount off, never below zero", () => {
    expect(priceAfterCoupon(2000, { percentOff: null, amountOff: "5.00" })).toBe(1500);
    expect(priceAfterCoupon(2000, { percentOff: null, amountOff: "50.00" })).toBe(0);
  });
});
