import { describe, expect, it } from "vitest";
import {
  closableFrom,
  lastMonth,
  monthLabel,
  monthPeriod,
  periodFromSearch,
  periodLabel,
  periodPhrase,
  periodProblem,
  recentMonths,
  wholeMonth,
} from "./period.ts";

describe("the report's period", () => {
  it("defaults to the calendar month before today's, across a year's turn", () => {
    expect(lastMonth("2026-11-26")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(lastMonth("2026-01-01")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(lastMonth("2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonth("2024-03-15")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });

  it("names a whole month by its name and any other period by its dates", () => {
    expect(monthPeriod("2026-09")).toEqual({ from: "2026-09-01", to: "2026-09-30" });
    expect(monthLabel("2026-10")).toBe("October 2026");
    expect(wholeMonth({ from: "2026-10-01", to: "2026-10-31" })).toBe("2026-10");
    expect(wholeMonth({ from: "2026-10-01", to: "2026-10-30" })).toBeNull();
    expect(periodLabel({ from: "2026-10-01", to: "2026-10-31" })).toBe("October 2026");
    expect(periodPhrase({ from: "2026-10-01", to: "2026-10-31" })).toBe("in October 2026");
    expect(periodPhrase({ from: "2026-11-01", to: "2026-11-01" })).toBe("on 11/01/2026");
    expect(periodPhrase({ from: "2026-10-05", to: "2026-11-04" })).toBe(
      "from 10/05/2026 to 11/04/2026",
    );
    expect(periodLabel({ from: "2026-10-05", to: "2026-11-04" })).toBe("10/05/2026 to 11/04/2026");
  });

  it("offers the 24 months up to today's, latest first", () => {
    const months = recentMonths("2026-11-26");
    expect(months).toHaveLength(24);
    expect(months[0]).toBe("2026-11");
    expect(months[1]).toBe("2026-10");
    expect(months[23]).toBe("2024-12");
  });

  it("refuses custom dates the server would refuse, saying why", () => {
    expect(periodProblem("", "2026-10-31")).toBe("Enter the period's first day.");
    expect(periodProblem("2026-10-01", "2026-02-30")).toBe("Enter the period's last day.");
    expect(periodProblem("2026-10-02", "2026-10-01")).toBe(
      "The last day must be on or after the first day.",
    );
    expect(periodProblem("2025-01-01", "2026-01-01")).toBeNull(); // 366 days
    expect(periodProblem("2025-01-01", "2026-01-02")).toBe("A report covers at most 366 days.");
    expect(periodFromSearch("2026-10-01", null)).toBeNull();
    expect(periodFromSearch("2026-10-01", "2026-10-01")).toEqual({
      from: "2026-10-01",
      to: "2026-10-01",
    });
  });

  it("can be closed from the day after its last", () => {
    expect(closableFrom({ from: "2026-10-01", to: "2026-10-31" })).toBe("2026-11-01");
  });
});
