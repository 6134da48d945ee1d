import { describe, expect, it } from "vitest";
import { couponNote } from "./coupon-note.ts";

const UNIT = 20_0000n; // $20.00 in ten-thousandths of a dollar

describe("couponNote", () => {
  it("gives one member the price per member and what the coupon leaves", () => {
    expect(
      couponNote({
        unitPrice: UNIT,
        interval: "month",
        seats: 1,
        coupon: { percentOff: 25, amountOff: null },
        workspaceName: null,
      }),
    ).toBe("Pro costs $20 per member per month: $15 with the coupon.");
  });

  it("prices a firm per member and takes an amount off once from the whole price", () => {
    expect(
      couponNote({
        unitPrice: UNIT,
        interval: "month",
        seats: 3,
        coupon: { percentOff: null, amountOff: 10_0000n },
        workspaceName: "Hale & Pratt LLP",
      }),
    ).toBe(
      "Pro costs $20 per member per month: for the 3 members of Hale & Pratt LLP, $60 before the coupon and $50 with it.",
    );
    expect(
      couponNote({
        unitPrice: 180_0000n,
        interval: "year",
        seats: 2,
        coupon: { percentOff: 25, amountOff: null },
        workspaceName: "Hale & Pratt LLP",
      }),
    ).toBe(
      "Pro costs $180 per member per year: for the 2 members of Hale & Pratt LLP, $360 before the coupon and $270 with it.",
    );
  });
});
