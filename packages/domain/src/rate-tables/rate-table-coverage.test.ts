import { describe, expect, it } from "vitest";
import { summarize } from "../interest/summary.ts";
import type { RatePeriod } from "../interest/terms.ts";
import { parseRatePercent, shownCents, toDecimalString } from "../money/money.ts";
import { shippedRateTable } from "./index.ts";
import {
  checkRateAgainstTable,
  rateCoverageEnds,
  rateGapMessage,
  rateTableEnd,
} from "./rate-table-coverage.ts";
import { rateForJudgment } from "./rate-table-lookup.ts";
import type { RateTable } from "./rate-table-types.ts";

const kansas = shippedRateTable("KS") as RateTable;
const federal = shippedRateTable("US") as RateTable;
const p = (from: string, rate: string): RatePeriod => ({
  from,
  ratePercent: parseRatePercent(rate),
});

/** A Kansas judgment of 07/01/2024: the table gives 9.5% from then until it ends (06/30/2025). */
const kansasFromTable = [p("2024-07-01", "9.5")];

describe("checkRateAgainstTable, for a table that ends", () => {
  it("takes the rows the table has as today, and the rows after its end as the user's", () => {
    expect(rateTableEnd(kansas)).toBe("2025-06-30");
    const checked = checkRateAgainstTable(kansas, "2024-07-01", [
      ...kansasFromTable,
      p("2025-07-01", "8.5"),
      p("2026-07-01", "7.75"),
    ]);
    expect(checked).toMatchObject({
      ok: true,
      userPeriods: [p("2025-07-01", "8.5"), p("2026-07-01", "7.75")],
    });
    if (checked.ok) expect(checked.rows.map((row) => row.from)).toEqual(["2024-07-01"]);
    // Without user rows: the table's own schedule, nothing of the user's.
    expect(checkRateAgainstTable(kansas, "2024-07-01", kansasFromTable)).toMatchObject({
      ok: true,
      userPeriods: [],
    });
  });

  it("refuses a row the table has with another rate, on that row's rate, dates as MM/DD/YYYY", () => {
    const checked = checkRateAgainstTable(kansas, "2023-03-01", [
      p("2023-03-01", "5.75"),
      p("2023-07-01", "9.25"),
      p("2024-07-01", "9.25"),
      p("2025-07-01", "8.5"),
    ]);
    expect(checked).toEqual({
      ok: false,
      problems: [
        {
          field: "rateSchedule.2.ratePercent",
          message: "The KS rate table gives 9.5% on 07/01/2024, not 9.25%.",
        },
      ],
    });
  });

  it("names a period the table changes in and the schedule lacks, and a single rate that misses one", () => {
    const missing = checkRateAgainstTable(kansas, "2023-03-01", [
      p("2023-03-01", "5.75"),
      p("2024-07-01", "9.5"),
    ]);
    expect(missing).toEqual({
      ok: false,
      problems: [
        {
          field: "rateSchedule",
          message:
            "The KS rate table changes to 9.25% on 07/01/2023: add a rate period from 07/01/2023.",
        },
      ],
    });
    const single = checkRateAgainstTable(kansas, "2024-03-01", parseRatePercent("9.25"));
    expect(single).toEqual({
      ok: false,
      problems: [
        {
          field: "interestRate",
          message:
            "The KS rate table changes to 9.5% on 07/01/2024: add a rate period from 07/01/2024.",
        },
      ],
    });
  });

  it("checks a fixed-at-judgment table's one rate with the date as the product shows it", () => {
    expect(checkRateAgainstTable(federal, "2024-07-17", parseRatePercent("5"))).toEqual({
      ok: false,
      problems: [
        {
          field: "interestRate",
          message: "Interest rate does not match the US rate table for 07/17/2024 (4.96%).",
        },
      ],
    });
    expect(checkRateAgainstTable(federal, "2024-07-17", parseRatePercent("4.96")).ok).toBe(true);
  });
});

describe("rateCoverageEnds", () => {
  const base = { tableEnd: "2025-06-30", frequency: "annual" as const };

  it("says where the rates stop while the payoff date is past them", () => {
    expect(rateCoverageEnds({ ...base, userPeriods: [], through: "2026-11-26" })).toBe(
      "2025-06-30",
    );
    expect(rateCoverageEnds({ ...base, userPeriods: [], through: "2025-06-30" })).toBeNull();
    expect(rateGapMessage("2025-06-30")).toBe("Rate after 06/30/2025 not in the table: add it.");
  });

  it("counts a user's yearly row for one year, and only rows that follow on without a gap", () => {
    const one = [{ from: "2025-07-01" }];
    expect(rateCoverageEnds({ ...base, userPeriods: one, through: "2026-06-30" })).toBeNull();
    expect(rateCoverageEnds({ ...base, userPeriods: one, through: "2026-11-26" })).toBe(
      "2026-06-30",
    );
    const two = [{ from: "2026-07-01" }, { from: "2025-07-01" }];
    expect(rateCoverageEnds({ ...base, userPeriods: two, through: "2026-11-26" })).toBeNull();
    const gap = [{ from: "2026-07-01" }];
    expect(rateCoverageEnds({ ...base, userPeriods: gap, through: "2026-11-26" })).toBe(
      "2025-06-30",
    );
    expect(
      rateCoverageEnds({
        tableEnd: null,
        frequency: "annual",
        userPeriods: [],
        through: "2040-01-01",
      }),
    ).toBeNull();
    expect(
      rateCoverageEnds({
        tableEnd: "2025-06-29",
        frequency: "weekly",
        userPeriods: [{ from: "2025-06-30" }],
        through: "2025-07-07",
      }),
    ).toBe("2025-07-06");
  });
});

describe("what the table's last rate costs when it runs on", () => {
  it("charges $112.61 too much on $8,000 after 17 months without the 07/01/2025 rate", () => {
    // A Kansas judgment of 07/01/2024, paid off on 11/26/2026. The table stops at 06/30/2025; the
    // user's 8.5% from 07/01/2025 stands for the rate they read from the Secretary of State.
    const picked = rateForJudgment(kansas, "2024-07-01");
    const terms = { judgmentAmount: 80_000_000n, judgmentDate: "2024-07-01" };
    const runOn = summarize({ ...terms, rate: picked.schedule ?? [] }, [], "2026-11-26");
    const withRow = summarize(
      { ...terms, rate: [...(picked.schedule ?? []), p("2025-07-01", "8.5")] },
      [],
      "2026-11-26",
    );
    // By hand: 878 days at $2.0821 (9.5%, floored to $0.0001) = $1,828.08; with the row, 364 days
    // at $2.0821 and 514 at $1.8630 (8.5%) = $1,715.47. The 514 days cost $0.2191 each too much.
    const shown = (s: typeof runOn) => shownCents(s.principalBalance, s.accruedInterest).payoff;
    expect(toDecimalString(shown(runOn), 2)).toBe("9828.08");
    expect(toDecimalString(shown(withRow), 2)).toBe("9715.47");
    expect(toDecimalString(shown(runOn) - shown(withRow), 2)).toBe("112.61");
  });
});
