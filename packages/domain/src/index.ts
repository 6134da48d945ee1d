export * from "./contracts/accounts.ts";
export * from "./contracts/billing.ts";
export * from "./contracts/cases.ts";
export * from "./contracts/clients.ts";
export * from "./contracts/court-facts.ts";
export * from "./contracts/court-forms.ts";
export * from "./contracts/csv-import.ts";
export * from "./contracts/deadlines.ts";
export * from "./contracts/envelope.ts";
export * from "./contracts/history.ts";
export * from "./contracts/letterhead-csv.ts";
export * from "./contracts/payment-plans.ts";
export * from "./contracts/payoff-letters.ts";
export * from "./contracts/portfolio.ts";
export * from "./contracts/profile.ts";
export * from "./contracts/rate-table-updates.ts";
export * from "./contracts/rate-tables.ts";
export * from "./contracts/remittance.ts";
export * from "./contracts/sessions.ts";
export * from "./contracts/workspaces.ts";
export * from "./court-forms/catalog.ts";
export * from "./court-forms/court-facts-words.ts";
export * from "./court-forms/ej130.ts";
export * from "./court-forms/figures.ts";
export {
  type CostEntryFacts,
  type CourtFormTransaction,
  NO_COST_FACTS,
} from "./court-forms/form-ledger.ts";
export * from "./court-forms/mc012.ts";
export * from "./court-forms/writ-fee.ts";
export * from "./dates/calendar-date.ts";
export * from "./endpoints/index.ts";
export * from "./images/avatar-image.ts";
export {
  BALANCE_EVENTS_MAX,
  BALANCE_POINTS_MAX,
  type BalanceEvent,
  type BalanceEventKind,
  type BalancePoint,
  type BalanceSeries,
  type BalanceSeriesOptions,
  balanceSeries,
} from "./interest/balance-series.ts";
export * from "./interest/calculator.ts";
export * from "./interest/errors.ts";
export type {
  Ledger,
  LedgerRow,
  LedgerState,
  LedgerTransaction,
  TransactionType,
} from "./interest/ledger.ts";
export { computeLedger, TRANSACTION_TYPES } from "./interest/ledger.ts";
export * from "./interest/method-description.ts";
export * from "./interest/method-sentences.ts";
export * from "./interest/option-labels.ts";
export {
  appendTransaction,
  createSnapshot,
  type LedgerSnapshot,
  parseSnapshot,
  snapshotFromLedger,
  summarizeFromSnapshot,
} from "./interest/snapshot.ts";
export { dailyInterestOn, type Summary, summarize } from "./interest/summary.ts";
export * from "./interest/terms.ts";
export {
  type ClosingInterest,
  type LedgerEntry,
  type LedgerEntryKind,
  type LedgerTimeline,
  ledgerTimeline,
} from "./interest/timeline.ts";
export * from "./interest/validators.ts";
export * from "./judgment-life/judgment-deadlines.ts";
export { JUDGMENT_LIFE_REVIEWED, judgmentLifeRules } from "./judgment-life/judgment-life-rules.ts";
export type * from "./judgment-life/judgment-life-types.ts";
export * from "./judgment-life/writ-levy.ts";
export * from "./money/money.ts";
export * from "./payment-plans/index.ts";
export * from "./payoff-letters/good-through.ts";
export * from "./payoff-letters/letter-refusal.ts";
export * from "./payoff-letters/merge-values.ts";
export * from "./plans/limits.ts";
export * from "./plans/prices.ts";
export * from "./portfolio/case-portfolio-figures.ts";
export * from "./portfolio/portfolio-add-up.ts";
export * from "./rate-tables/index.ts";
export * from "./remittance/index.ts";
export * from "./schemas/case-schemas.ts";
export * from "./schemas/csv-cell.ts";
export * from "./schemas/text.ts";
export * from "./state-rules/index.ts";
