import type { RateTable } from "./rate-table-types.ts";

/**
 * Placeholder: the state tables are written on another branch, which replaces this file whole.
 * It exists so that `shippedRateTables` (index.ts) builds before that branch is merged.
 */
export const stateRateTables: readonly RateTable[] = [];
