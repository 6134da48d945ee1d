import { describe, expect, it } from "vitest";
import { federalRateTable } from "./federal-rate-table.ts";
import { ratePublicationText } from "./rate-publication.ts";
import { kansasRateTable } from "./state-rate-tables.ts";

describe("the publisher's own publication of a rate", () => {
  it("federal: the H.15 release of the week ending the Friday before the judgment's week", () => {
    // 07/15/2024 was a Monday and 07/21/2024 a Sunday: both take the week ending Friday 07/12/2024.
    for (const date of ["2024-07-15", "2024-07-17", "2024-07-21"]) {
      expect(ratePublicationText(federalRateTable.publication, date)).toBe(
        "the Federal Reserve's H.15 release, week ending 07/12/2024",
      );
    }
    expect(ratePublicationText(federalRateTable.publication, "2024-07-22")).toBe(
      "the Federal Reserve's H.15 release, week ending 07/19/2024",
    );
  });

  it("every federal row's week ending is the Friday its source names", () => {
    for (const row of federalRateTable.rows) {
      const friday = row.source.slice(-10);
      const [y, m, d] = friday.split("-");
      expect(ratePublicationText(federalRateTable.publication, row.from)).toBe(
        `the Federal Reserve's H.15 release, week ending ${m}/${d}/${y}`,
      );
    }
  });

  it("Kansas: the Secretary of State's rate effective the July 1 on or before the date", () => {
    expect(ratePublicationText(kansasRateTable.publication, "2024-07-01")).toBe(
      "the Kansas Secretary of State's published judgment rate, effective 07/01/2024",
    );
    expect(ratePublicationText(kansasRateTable.publication, "2024-03-05")).toBe(
      "the Kansas Secretary of State's published judgment rate, effective 07/01/2023",
    );
    // A rate that stayed the same for two years was published twice.
    expect(ratePublicationText(kansasRateTable.publication, "2020-07-01", "2022-07-01")).toBe(
      "the Kansas Secretary of State's published judgment rate, effective 07/01/2020 and 07/01/2021",
    );
    expect(ratePublicationText(kansasRateTable.publication, "2019-09-01", "2022-07-01")).toBe(
      "the Kansas Secretary of State's published judgment rate, effective 07/01/2019, 07/01/2020, and 07/01/2021",
    );
  });

  it("names no copy it was read from", () => {
    for (const table of [federalRateTable, kansasRateTable]) {
      const text = ratePublicationText(table.publication, table.rows[0]?.from ?? "2024-01-01");
      expect(text).not.toMatch(/github|copy read|fred\.stlouisfed|https?:/i);
    }
  });
});
