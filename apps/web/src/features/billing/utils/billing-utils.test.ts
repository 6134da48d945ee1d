import { describe, expect, it } from "vitest";
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
