import type { RateTable, RateTableRow } from "./rate-table-types.ts";

/*
 * State rate tables (docs/rate-tables.md). A table ships only when the publisher's own page
 * confirms every row since 2020.
 *
 * Shipped:
 * - KS: the Kansas Secretary of State's judgment-rate table (K.S.A. 16-204(e)), read on the
 *   Secretary of State's finance-rates page; rows from July 1, 2019 (the period in force on
 *   2020-01-01) to June 30, 2025, the last row the stored copy of that page showed. Later July 1
 *   rates are not in the table: a case past June 30, 2025 needs them typed (the form says so), or
 *   an operator imports the full table with `rates:import --jurisdiction KS`.
 *
 * Checked and not shipped in this round (every row since 2020 not confirmed from the publisher):
 * AK, AZ, CO, FL, GA, IN, IA, KY, MI, MN, MO, NE, NV, NM, ND, OH, OK, OR, TX, WA, WI, DC and the
 * other variable rows. Their presets say where the rate is published; the user types it.
 */

const KS_SOURCE =
  "Kansas Secretary of State, Finance Rates: Judgment Rate (K.S.A. 16-204), https://sos.ks.gov/general-services/finance-rates.html";
const READ = "2026-11-24";

const ksRow = (year: number, ratePercent: string): RateTableRow => ({
  from: `${year}-07-01`,
  to: `${year + 1}-06-30`,
  ratePercent,
  source: KS_SOURCE,
  read: READ,
});

export const kansasRateTable: RateTable = {
  jurisdiction: "KS",
  publisher:
    "Kansas Secretary of State: 4 points above the Federal Reserve discount rate as of July 1, posted each July 1",
  publication: {
    kind: "yearly",
    title: "the Kansas Secretary of State's published judgment rate",
    month: 7,
    day: 1,
  },
  citation: "K.S.A. 16-204(e)(1)",
  frequency: "annual",
  application: "reset-on-change",
  selection:
    "the rate changes each July 1 for judgments rendered before that date as well as after it (K.S.A. 16-204(e)(1)(A)), so a judgment runs at each year's rate from July 1",
  rows: [
    ksRow(2019, "7.00"),
    ksRow(2020, "4.25"),
    ksRow(2021, "4.25"),
    ksRow(2022, "5.75"),
    ksRow(2023, "9.25"),
    ksRow(2024, "9.50"),
  ],
};

export const stateRateTables: readonly RateTable[] = [kansasRateTable];
