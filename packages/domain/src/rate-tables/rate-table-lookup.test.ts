import { describe, expect, it } from "vitest";
import {
  RateTableDateError,
  type RateTableRowInput,
  rateForJudgment,
  rateTableRowOn,
  validateRateTableRows,
} from "./rate-table-lookup.ts";
import type { RateTable, RateTableRow } from "./rate-table-types.ts";

const row = (
  from: string,
  to: string | null,
  ratePercent: string,
  source = "Example publication",
): RateTableRowInput => ({ from, to, ratePercent, source, read: "2026-11-24" });

/** A semi-annual table that resets an unpaid judgment's rate on each change. */
const resetTable: RateTable = {
  jurisdiction: "XX",
  publisher: "Example court administrator",
  publication: { kind: "yearly", title: "the example administrator's rate", month: 1, day: 1 },
  citation: "Example Code § 1",
  frequency: "semi-annual",
  application: "reset-on-change",
  selection: "The rate in force on each day.",
  rows: [
    row("2023-01-01", "2023-06-30", "5.5"),
    row("2023-07-01", "2023-12-31", "6"),
    row("2024-01-01", "2024-06-30", "6"),
    row("2024-07-01", "2024-12-31", "5.25"),
    row("2025-01-01", null, "4.875"),
  ] as RateTableRow[],
};

const fixedTable: RateTable = { ...resetTable, application: "fixed-at-judgment" };

describe("validateRateTableRows", () => {
  it("accepts sorted, contiguous rows with an open-ended last row", () => {
    expect(validateRateTableRows(resetTable.rows)).toEqual([]);
  });

  it("refuses an empty table", () => {
    expect(validateRateTableRows([])).toEqual([{ line: 0, message: "The table has no rows." }]);
  });

  it("names overlaps, gaps and order problems by line, in the product's wording", () => {
    const problems = validateRateTableRows([
      row("2023-12-25", "2024-01-07", "5"),
      row("2024-01-01", "2024-01-14", "5.1"),
      row("2024-01-22", "2024-01-28", "5.2"),
      row("2024-01-22", "2024-02-04", "5.3"),
      row("2024-01-08", "2024-02-11", "5.3"),
    ]);
    expect(problems).toEqual([
      {
        line: 2,
        message:
          "Line 2: rate periods overlap (2024-01-01 is already in the period starting 2023-12-25).",
      },
      {
        line: 3,
        message: "Line 3: there is a gap before this row (no rate for 2024-01-15 to 2024-01-21).",
      },
      {
        line: 4,
        message:
          "Line 4: rate periods overlap (2024-01-22 is already in the period starting 2024-01-22).",
      },
      {
        line: 5,
        message: "Line 5: rows are not in date order (2024-01-08 comes after 2024-01-22).",
      },
    ]);
  });

  it("refuses bad dates, bad rates, a missing source and an open end before the last row", () => {
    const problems = validateRateTableRows(
      [
        row("2024-02-30", "2024-03-31", "5"),
        row("2024-04-01", null, "abc"),
        row("2024-04-08", "2024-04-14", "5.12345", " "),
        row("2024-04-15", "2024-04-10", "-1"),
        { ...row("2024-04-15", "2024-04-21", "101"), read: "yesterday" },
      ],
      { lines: [8, 9, 10, 11, 12] },
    );
    expect(problems.map((p) => p.message)).toEqual([
      'Line 8: "2024-02-30" is not a valid start date (expected YYYY-MM-DD).',
      "Line 9: only the last row may be open-ended (this row has no end date).",
      'Line 9: the rate "abc" must be a number, like 7.375.',
      'Line 10: the rate "5.12345" must have at most 4 decimal places.',
      "Line 10: the source is missing.",
      "Line 10: rate periods overlap (2024-04-08 is already in the period starting 2024-04-01).",
      'Line 11: the rate "-1" must be positive.',
      "Line 11: the period ends (2024-04-10) before it starts (2024-04-15).",
      'Line 12: the rate "101" must be 100 or less.',
      'Line 12: "yesterday" is not a valid read date (expected YYYY-MM-DD).',
    ]);
    expect(problems.map((p) => p.line)).toEqual([8, 9, 9, 10, 10, 10, 11, 11, 12, 12]);
  });
});

describe("rateTableRowOn", () => {
  it("finds the row whose range holds the date, first and last days included", () => {
    expect(rateTableRowOn(resetTable, "2023-01-01")?.ratePercent).toBe("5.5");
    expect(rateTableRowOn(resetTable, "2023-06-30")?.ratePercent).toBe("5.5");
    expect(rateTableRowOn(resetTable, "2023-07-01")?.ratePercent).toBe("6");
    expect(rateTableRowOn(resetTable, "2024-12-31")?.ratePercent).toBe("5.25");
    expect(rateTableRowOn(resetTable, "2031-05-05")?.ratePercent).toBe("4.875");
    expect(rateTableRowOn(resetTable, "2022-12-31")).toBeUndefined();
  });
});

describe("rateForJudgment", () => {
  it("fixed-at-judgment: the row in force on the judgment date, no schedule", () => {
    const answer = rateForJudgment(fixedTable, "2024-08-15", "2026-01-01");
    expect(answer).toEqual({ rate: 52_500n, schedule: null, rows: [fixedTable.rows[3]] });
  });

  it("reset-on-change: a schedule from the judgment date through the last row, equal rates merged", () => {
    const answer = rateForJudgment(resetTable, "2023-03-15");
    expect(answer.rate).toBe(55_000n);
    expect(answer.schedule).toEqual([
      { from: "2023-03-15", ratePercent: 55_000n },
      { from: "2023-07-01", ratePercent: 60_000n },
      { from: "2024-07-01", ratePercent: 52_500n },
      { from: "2025-01-01", ratePercent: 48_750n },
    ]);
    expect(answer.rows).toEqual(resetTable.rows);
  });

  it("reset-on-change: rows starting after asOf are left out", () => {
    const answer = rateForJudgment(resetTable, "2023-08-01", "2024-06-30");
    expect(answer.schedule).toEqual([{ from: "2023-08-01", ratePercent: 60_000n }]);
    expect(answer.rows).toEqual(resetTable.rows.slice(1, 3));
  });

  it("refuses a judgment date outside the table with a typed, clear error", () => {
    const closed: RateTable = {
      ...fixedTable,
      jurisdiction: "US",
      rows: fixedTable.rows.slice(0, 4),
    };
    const before = () => rateForJudgment(closed, "2019-03-04");
    expect(before).toThrow(RateTableDateError);
    expect(before).toThrow("The US rate table has no rate for 2019-03-04; it starts 2023-01-01.");
    expect(() => rateForJudgment(closed, "2025-01-01")).toThrow(
      "The US rate table has no rate for 2025-01-01; it ends 2024-12-31. Import newer rates with rates:import.",
    );
    try {
      rateForJudgment(closed, "2019-03-04");
    } catch (error) {
      expect(error).toMatchObject({
        code: "invalid_case_terms",
        field: "judgmentDate",
        jurisdiction: "US",
        date: "2019-03-04",
      });
    }
  });
});
