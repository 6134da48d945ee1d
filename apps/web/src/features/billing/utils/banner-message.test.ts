import { describe, expect, it } from "vitest";
import { type BannerAccount, bannerMessage, couponExpired } from "./banner-message.ts";

const now = new Date("2030-01-01T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const account = (overrides: Partial<BannerAccount>): BannerAccount => ({
  paid: false,
  trialEndsAt: inDays(14),
  coupon: null,
  ...overrides,
});
const coupon = (expiresAt: Date | null) => ({
  code: "SPRING25",
  description: "25% off",
  expiresAt,
});
const TAIL =
  "To keep adding cases without interruption, activate your paid plan before it expires.";

describe("bannerMessage", () => {
  it("gives the trial's real time left to a free user without a coupon, in one sentence", () => {
    const message = bannerMessage(account({}), now);
    expect(message).toBe(
      "Your Starter trial is still active for 2 more weeks: buy Pro before it ends to keep adding cases.",
    );
    expect(message?.match(/[.!?]/g)).toHaveLength(1);
    expect(bannerMessage(account({ trialEndsAt: inDays(-1) }), now)).toBeNull();
  });

  it("names a firm's workspace as the one on the Starter trial, and tells a non-owner who buys", () => {
    expect(bannerMessage(account({ workspaceName: "Hale & Pratt LLP" }), now)).toBe(
      "The Starter trial of Hale & Pratt LLP is still active for 2 more weeks: buy Pro before it ends to keep adding cases.",
    );
    expect(bannerMessage(account({ workspaceName: "Hale & Pratt LLP", canBuy: false }), now)).toBe(
      "The Starter trial of Hale & Pratt LLP is still active for 2 more weeks: an owner can buy Pro before it ends to keep adding cases.",
    );
  });

  it("keeps the contract's sentence for a coupon with time left", () => {
    expect(bannerMessage(account({ coupon: coupon(inDays(7)) }), now)).toBe(
      `Your coupon is still active for 1 more week. ${TAIL}`,
    );
  });

  it("never speaks of a coupon expiring when it has no expiry date", () => {
    const message = bannerMessage(account({ coupon: coupon(null) }), now);
    expect(message).toBe(
      "Your coupon SPRING25 takes 25% off your next purchase of Pro. It has no expiry date. Your Starter trial is still active for 2 more weeks: buy Pro before it ends to keep adding cases.",
    );
    expect(message).not.toMatch(/coupon is still active/);
    const trialOver = bannerMessage(
      account({ coupon: coupon(null), trialEndsAt: inDays(-2) }),
      now,
    );
    expect(trialOver).toBe(
      "Your coupon SPRING25 takes 25% off your next purchase of Pro. It has no expiry date.",
    );
  });

  it("says an expired coupon has expired instead of offering it", () => {
    expect(bannerMessage(account({ coupon: coupon(inDays(-1)), trialEndsAt: null }), now)).toBe(
      "Your coupon SPRING25 has expired: checkout charges the full price.",
    );
  });

  it("never asks a paid user to activate a paid plan", () => {
    expect(bannerMessage(account({ paid: true }), now)).toBeNull();
    expect(bannerMessage(account({ paid: true, coupon: coupon(null) }), now)).toBe(
      "Your coupon SPRING25 is kept for your next term of Pro (25% off). It has no expiry date.",
    );
    expect(bannerMessage(account({ paid: true, coupon: coupon(inDays(3)) }), now)).toBe(
      "Your coupon SPRING25 is kept for your next term of Pro (25% off) and is still active for 3 more days.",
    );
    expect(bannerMessage(account({ paid: true, coupon: coupon(inDays(-3)) }), now)).toBeNull();
  });
});

describe("couponExpired", () => {
  it("treats a coupon without an expiry date as never expiring", () => {
    expect(couponExpired(null, now)).toBe(false);
    expect(couponExpired(inDays(1), now)).toBe(false);
    expect(couponExpired(now, now)).toBe(true);
  });
});
