import { federalRateTable } from "./federal-rate-table.ts";
import type { RateTable } from "./rate-table-types.ts";
import { stateRateTables } from "./state-rate-tables.ts";

export { FEDERAL_RATES_READ, federalRateTable, federalRowForWeek } from "./federal-rate-table.ts";
export { ratePublicationText } from "./rate-publication.ts";
export {
  checkRateAgainstTable,
  rateCoverageEnds,
  rateGapMessage,
  rateTableEnd,
  type TableRateCheck,
  type TableRateProblem,
} from "./rate-table-coverage.ts";
export {
  type RateFromTable,
  RateTableDateError,
  type RateTableProblem,
  type RateTableRowInput,
  rateForJudgment,
  rateTableRowOn,
  type ValidateRateTableOptions,
  validateRateTableRows,
} from "./rate-table-lookup.ts";
export type {
  RatePublication,
  RateTable,
  RateTableApplication,
  RateTableFrequency,
  RateTableRow,
} from "./rate-table-types.ts";
export { stateRateTables } from "./state-rate-tables.ts";

/** Every table Owed ships: the federal rate, then the states' (docs/rate-tables.md). */
export const shippedRateTables: readonly RateTable[] = [federalRateTable, ...stateRateTables];

/** The shipped table of a jurisdiction code ("US", "KS"...), ignoring case; undefined if none. */
export function shippedRateTable(code: string): RateTable | undefined {
  const wanted = code.trim().toUpperCase();
  return shippedRateTables.find((table) => table.jurisdiction === wanted);
}
