import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  anniversaryOf,
  civilFromDayNumber,
  compareDates,
  daysBetween,
  EMPTY_DATE_DISPLAY,
  formatInstantUs,
  formatUsDate,
  fromDayNumber,
  InvalidDateError,
  InvalidTimeZoneError,
  isCalendarDate,
  isLeapYear,
  parseCalendarDate,
  toDayNumber,
  todayInTimeZone,
} from "./calendar-date.ts";

describe("day numbers", () => {
  it("count days since 1970-01-01", () => {
    expect(toDayNumber("1970-01-01")).toBe(0);
    expect(toDayNumber("1970-01-02")).toBe(1);
    expect(toDayNumber("1969-12-31")).toBe(-1);
    expect(toDayNumber("2000-03-01")).toBe(11_017);
    expect(fromDayNumber(11_017)).toBe("2000-03-01");
  });

  it("agree with the platform's UTC calendar over four centuries", () => {
    const start = Date.UTC(1900, 0, 1) / 86_400_000;
    for (let n = start; n < start + 146_097; n += 17) {
      const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
      expect(fromDayNumber(n)).toBe(iso);
      expect(toDayNumber(iso)).toBe(n);
    }
  });

  it("know leap years", () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2023-02-28", "2023-03-01")).toBe(1);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2025-01-01", "2024-01-01")).toBe(-366);
    expect(civilFromDayNumber(toDayNumber("2024-02-29"))).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });

  it("do arithmetic", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(compareDates("2024-01-01", "2024-01-02")).toBeLessThan(0);
  });
});

describe("parsing", () => {
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    for (const bad of [
      "2023-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-1-01",
      "2024-01-32",
      "24-01-01",
      "2024/01/01",
      "2024-01-01T00:00:00Z",
      "",
      null,
      20240101,
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(parseCalendarDate(" 2024-03-01 ")).toBe("2024-03-01");
    expect(() => parseCalendarDate("03/01/2024")).toThrow(InvalidDateError);
    expect(() => toDayNumber("2024-02-30")).toThrow(
      '"2024-02-30" is not a valid date (expected YYYY-MM-DD).',
    );
  });
});

describe("addMonths", () => {
  it("keeps the day of the month, or takes the month's last day", () => {
    expect(addMonths("2029-06-01", 12)).toBe("2030-06-01");
    expect(addMonths("2029-06-01", 6)).toBe("2029-12-01");
    expect(addMonths("2030-01-31", 1)).toBe("2030-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
  });

  it("goes back across a year with a negative count", () => {
    expect(addMonths("2030-03-15", -12)).toBe("2029-03-15");
    expect(addMonths("2030-01-15", -1)).toBe("2029-12-15");
    expect(addMonths("2030-03-31", -1)).toBe("2030-02-28");
  });
});

describe("anniversaries", () => {
  it("fall on the same month and day", () => {
    expect(anniversaryOf("2023-06-15", 1)).toBe("2024-06-15");
    expect(anniversaryOf("2023-06-15", 10)).toBe("2033-06-15");
  });

  it("of February 29 fall on February 28 in common years", () => {
    expect(anniversaryOf("2024-02-29", 1)).toBe("2025-02-28");
    expect(anniversaryOf("2024-02-29", 3)).toBe("2027-02-28");
    expect(anniversaryOf("2024-02-29", 4)).toBe("2028-02-29");
    expect(anniversaryOf("2096-02-29", 4)).toBe("2100-02-28");
  });
});

describe("display", () => {
  it("is en-US MM/DD/YYYY, dashes when empty", () => {
    expect(formatUsDate("2024-03-01")).toBe("03/01/2024");
    expect(formatUsDate(null)).toBe(EMPTY_DATE_DISPLAY);
    expect(formatUsDate(undefined)).toBe("--/--/----");
    expect(formatUsDate("")).toBe("--/--/----");
  });
});

describe("todayInTimeZone", () => {
  // 2024-03-01 03:30 UTC: still Feb 29 in New York, already Mar 1 in Tokyo.
  const instant = new Date(Date.UTC(2024, 2, 1, 3, 30));

  it("is the calendar date where the user is", () => {
    expect(todayInTimeZone("UTC", instant)).toBe("2024-03-01");
    expect(todayInTimeZone("America/New_York", instant)).toBe("2024-02-29");
    expect(todayInTimeZone("Asia/Tokyo", instant)).toBe("2024-03-01");
    expect(todayInTimeZone("Pacific/Kiritimati", new Date(Date.UTC(2024, 11, 31, 10)))).toBe(
      "2025-01-01",
    );
    expect(todayInTimeZone(undefined, instant)).toBe("2024-03-01");
  });

  it("turns at midnight even when asked again within the same minute", () => {
    // New York midnight is 05:00 UTC in winter: the last second of one day, then the next.
    expect(todayInTimeZone("America/New_York", new Date(Date.UTC(2024, 0, 16, 4, 59, 59)))).toBe(
      "2024-01-15",
    );
    expect(todayInTimeZone("America/New_York", new Date(Date.UTC(2024, 0, 16, 5, 0, 0)))).toBe(
      "2024-01-16",
    );
    // Monrovia kept -0:44:30 until 1972: its midnight fell half-way through a UTC minute.
    expect(todayInTimeZone("Africa/Monrovia", new Date(Date.UTC(1960, 5, 1, 0, 44, 10)))).toBe(
      "1960-05-31",
    );
    expect(todayInTimeZone("Africa/Monrovia", new Date(Date.UTC(1960, 5, 1, 0, 44, 40)))).toBe(
      "1960-06-01",
    );
    expect(todayInTimeZone("Africa/Monrovia", new Date(Date.UTC(1960, 5, 1, 0, 44, 10)))).toBe(
      "1960-05-31",
    );
  });

  it("refuses unknown zones", () => {
    expect(() => todayInTimeZone("Mars/Olympus_Mons", instant)).toThrow(InvalidTimeZoneError);
  });

  it("defaults to now", () => {
    expect(isCalendarDate(todayInTimeZone("UTC"))).toBe(true);
  });
});

describe("formatInstantUs", () => {
  it("shows a UTC instant in the user's zone, standard and daylight time", () => {
    expect(formatInstantUs("2025-01-15T12:00:00.000Z", "America/New_York")).toBe(
      "01/15/2025, 7:00 AM EST",
    );
    expect(formatInstantUs("2025-07-15T12:00:00.000Z", "America/New_York")).toBe(
      "07/15/2025, 8:00 AM EDT",
    );
    // The calendar day moves too: 02:30 UTC is the evening before in Los Angeles.
    expect(formatInstantUs("2025-03-01T02:30:00.000Z", "America/Los_Angeles")).toBe(
      "02/28/2025, 6:30 PM PST",
    );
  });

  it("falls back to UTC for a zone the browser does not know, and keeps unreadable text", () => {
    expect(formatInstantUs("2025-01-15T12:00:00.000Z", "Mars/Olympus")).toBe(
      "01/15/2025, 12:00 PM UTC",
    );
    expect(formatInstantUs("yesterday", "UTC")).toBe("yesterday");
  });
});
