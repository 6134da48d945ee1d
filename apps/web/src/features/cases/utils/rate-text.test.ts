import { describe, expect, it } from "vitest";
import { describeRate, sameRate, sameSchedule } from "./rate-text.ts";

const simple = {
  interestRate: "9",
  rateSchedule: null,
  compounding: "none",
  dayCount: "365",
} as const;

describe("describeRate", () => {
  it("says the rate and any terms beyond the simple 365-day method", () => {
    expect(describeRate(simple, "2026-01-01")).toBe("9%");
    expect(describeRate({ ...simple, compounding: "annual" }, "2026-01-01")).toBe(
      "9%, compounded annually",
    );
    expect(describeRate({ ...simple, dayCount: "actual" }, "2026-01-01")).toBe(
      "9%, actual day count",
    );
    expect(describeRate({ ...simple, dayCount: "30-360" }, "2026-01-01")).toBe("9%, 30/360");
    expect(describeRate({ ...simple, dayCount: "months" }, "2026-01-01")).toBe("9%, whole months");
    expect(describeRate({ ...simple, dayCount: "bank-year" }, "2026-01-01")).toBe("9%, bank year");
  });

  it("for a schedule, names the rate in force on the date", () => {
    const schedule = {
      ...simple,
      rateSchedule: [
        { from: "2023-01-01", ratePercent: "4.5" },
        { from: "2024-01-01", ratePercent: "5.25" },
        { from: "2027-01-01", ratePercent: "6" },
      ],
    };
    expect(describeRate(schedule, "2026-06-30")).toBe("5.25% now (schedule of 3 rates)");
    expect(describeRate(schedule, "2023-06-30")).toBe("4.5% now (schedule of 3 rates)");
  });
});

describe("sameRate and sameSchedule", () => {
  it("treat trailing zeros and spaces as the same rate, and nothing else", () => {
    expect(sameRate("4.9600", "4.96")).toBe(true);
    expect(sameRate(" 5 ", "5.00")).toBe(true);
    expect(sameRate("5.01", "5.1")).toBe(false);
    expect(sameRate("", "0")).toBe(false);
    expect(sameRate("10", "1")).toBe(false);
  });

  it("compare schedules period by period", () => {
    const table = [
      { from: "2024-07-01", ratePercent: "9.50" },
      { from: "2025-07-01", ratePercent: "9.25" },
    ];
    expect(
      sameSchedule(
        [
          { from: "2024-07-01", ratePercent: "9.5" },
          { from: "2025-07-01", ratePercent: "9.25" },
        ],
        table,
      ),
    ).toBe(true);
    expect(sameSchedule([{ from: "2024-07-01", ratePercent: "9.5" }], table)).toBe(false);
    expect(
      sameSchedule(
        [
          { from: "2024-07-02", ratePercent: "9.5" },
          { from: "2025-07-01", ratePercent: "9.25" },
        ],
        table,
      ),
    ).toBe(false);
  });
});
