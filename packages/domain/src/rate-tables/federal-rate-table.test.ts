import { describe, expect, it } from "vitest";
import { toDayNumber } from "../dates/calendar-date.ts";
import { FEDERAL_RATES_READ, federalRateTable } from "./federal-rate-table.ts";
import { shippedRateTable, shippedRateTables } from "./index.ts";
import { rateForJudgment, validateRateTableRows } from "./rate-table-lookup.ts";

/** 0 = Monday ... 6 = Sunday (day 0, 1970-01-01, was a Thursday). */
const weekday = (date: string) => (toDayNumber(date) + 3) % 7;

describe("the federal rate table (28 U.S.C. § 1961)", () => {
  const rows = federalRateTable.rows;

  it("is a valid table: one row a week, Monday to Sunday, no gaps or overlaps", () => {
    expect(validateRateTableRows(rows)).toEqual([]);
    for (const row of rows) {
      expect(weekday(row.from), row.from).toBe(0);
      expect(row.to && weekday(row.to), row.from).toBe(6);
    }
  });

  it("covers every judgment from 2020-01-01 to 2026-08-23 (weeks ending 2019-12-27 to 2026-08-14)", () => {
    expect(rows.length).toBe(347);
    expect(rows[0]).toMatchObject({ from: "2019-12-30", to: "2020-01-05", ratePercent: "1.53" });
    expect(rows.at(-1)).toMatchObject({
      from: "2026-08-17",
      to: "2026-08-23",
      ratePercent: "4.00",
    });
  });

  it("gives every row its publication, its week and the day it was read", () => {
    for (const row of rows) {
      expect(row.read).toBe(FEDERAL_RATES_READ);
      expect(row.source).toMatch(/^Federal Reserve H\.15 Selected Interest Rates, 1-year Treasury/);
      expect(row.source).toMatch(/, week ending \d{4}-\d{2}-\d{2}$/);
    }
    expect(rows[0]?.source).toContain("FRED WGS1YR");
    expect(rows.at(-1)?.source).toContain("FRED DGS1");
    expect(FEDERAL_RATES_READ).toBe("2026-11-24");
  });

  it("is fixed at the judgment date and ships first among the tables", () => {
    expect(federalRateTable).toMatchObject({
      jurisdiction: "US",
      frequency: "weekly",
      application: "fixed-at-judgment",
    });
    expect(shippedRateTables[0]).toBe(federalRateTable);
    expect(shippedRateTable(" us ")).toBe(federalRateTable);
    expect(shippedRateTable("ZZ")).toBeUndefined();
  });

  // Spot checks against a second source: the judgment date, the rate the source gives for it,
  // and where it says so. The Southern District of Texas page names the judgments' week itself;
  // for the others, the second source is the weekly average of the Fed's daily H.15 1-year
  // series (FRED DGS1) kept in github.com/artwisdom/statuterates
  // (data/exports/entity/treasury-1-year-cmt.json, "week beginning" the Monday of the measured
  // week), read 2026-11-24, which matches all 222 weeks of FRED WGS1YR we ship (docs/rate-tables.md).
  const spotChecks: [judgment: string, rate: string, weekEnding: string, second: string][] = [
    ["2024-07-15", "4.96", "2024-07-12", "txs.uscourts.gov: judgments July 15-21, 2024: 4.96%"],
    ["2024-07-21", "4.96", "2024-07-12", "txs.uscourts.gov: judgments July 15-21, 2024: 4.96%"],
    ["2020-03-09", "0.62", "2020-03-06", "statuterates, week beginning 2020-03-02: 0.62%"],
    ["2020-04-15", "0.22", "2020-04-10", "statuterates, week beginning 2020-04-06: 0.22%"],
    ["2021-06-02", "0.04", "2021-05-28", "statuterates, week beginning 2021-05-24: 0.04%"],
    ["2022-06-20", "2.94", "2022-06-17", "statuterates, week beginning 2022-06-13: 2.94%"],
    ["2022-11-11", "4.74", "2022-11-04", "statuterates, week beginning 2022-10-31: 4.74%"],
    ["2023-03-20", "4.34", "2023-03-17", "statuterates, week beginning 2023-03-13: 4.34%"],
    ["2023-07-16", "5.42", "2023-07-07", "statuterates, week beginning 2023-07-03: 5.42%"],
    ["2023-12-25", "4.88", "2023-12-22", "statuterates, week beginning 2023-12-18: 4.88%"],
    ["2024-01-01", "4.81", "2023-12-29", "statuterates, week beginning 2023-12-25: 4.81%"],
    ["2024-03-18", "5.01", "2024-03-15", "statuterates, week beginning 2024-03-11: 5.01%"],
  ];

  it.each(spotChecks)(
    "a judgment of %s gets %s%% (week ending %s; %s)",
    (judgment, rate, weekEnding) => {
      const answer = rateForJudgment(federalRateTable, judgment);
      expect(answer.schedule).toBeNull();
      expect(answer.rows).toHaveLength(1);
      expect(answer.rows[0]?.ratePercent).toBe(rate);
      expect(answer.rows[0]?.source).toContain(`week ending ${weekEnding}`);
    },
  );

  it("answers the rate as RatePercent and refuses dates outside the table", () => {
    expect(rateForJudgment(federalRateTable, "2024-07-17").rate).toBe(49_600n);
    expect(() => rateForJudgment(federalRateTable, "2019-03-04")).toThrow(
      "The US rate table has no rate for 2019-03-04; it starts 2019-12-30.",
    );
    expect(() => rateForJudgment(federalRateTable, "2026-11-24")).toThrow(
      "The US rate table has no rate for 2026-11-24; it ends 2026-08-23. Import newer rates with rates:import.",
    );
  });
});
