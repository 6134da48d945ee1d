import { describe, expect, it } from "vitest";
import { rateForJudgment, validateRateTableRows } from "./rate-table-lookup.ts";
import { kansasRateTable, stateRateTables } from "./state-rate-tables.ts";

describe("state rate tables", () => {
  it("every shipped table is contiguous, sourced and covers 2020 on", () => {
    for (const table of stateRateTables) {
      expect(validateRateTableRows(table.rows), table.jurisdiction).toEqual([]);
      expect((table.rows[0]?.from ?? "9999") <= "2020-01-01", table.jurisdiction).toBe(true);
    }
  });

  it("Kansas, per the Secretary of State's table: 9.25% from July 1, 2023 and 9.50% from July 1, 2024", () => {
    const picked = rateForJudgment(kansasRateTable, "2021-03-10");
    expect(picked.rate).toBe(42_500n);
    // Reset on each July 1, for earlier judgments too (K.S.A. 16-204(e)(1)(A)).
    expect(picked.schedule?.map((p) => [p.from, p.ratePercent])).toEqual([
      ["2021-03-10", 42_500n],
      ["2022-07-01", 57_500n],
      ["2023-07-01", 92_500n],
      ["2024-07-01", 95_000n],
    ]);
    expect(picked.rows.at(-1)?.to).toBe("2025-06-30");
    expect(() => rateForJudgment(kansasRateTable, "2025-08-01")).toThrow(/KS rate table/);
  });
});
