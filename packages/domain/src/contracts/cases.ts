import { z } from "zod";
import { TRANSACTION_TYPES } from "../interest/ledger.ts";
import type { LedgerEntryKind } from "../interest/timeline.ts";
import {
  compoundingSchema,
  costTreatmentSchema,
  creditingOrderSchema,
  dayCountSchema,
  methodOverridesSchema,
  perDiemRoundingSchema,
  transactionTypeSchema,
} from "../schemas/case-schemas.ts";
import { costFactsSchema } from "./court-facts.ts";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// The docket routes' answers: cases, transactions, payoff, ledger and edit preview, with the
// contract's field names and money as decimal strings, `exact` beside them at 4 decimals
// (docs/product.md, "Cases", "Transactions" and "Payoff and statements"). Strict objects: a field
// the API adds or forgets fails the response check instead of reaching a client unseen.

/**
 * Path parameters: a case or transaction id, or the report's case id, as the client sent it (a
 * wrong one answers 404, not 400).
 */
export const docketIdParams = z.object({ id: z.string() });
export const caseReportParams = z.object({ caseId: z.string() });
/** `?history=1` adds the case's history to the transaction report as an appendix. */
export const caseReportQuery = z.object({ history: z.enum(["0", "1"]).optional() });
/** `?date=` of the payoff and statements; the route says what a missing or bad one means. */
export const payoffQuery = z.object({ date: z.string().optional() });
export const ledgerQuery = z.object({ date: z.string().max(40).optional() });

const idText = z.string();
/** Timestamps as ISO 8601 text. */
const instantText = z.string();

export const exactCaseFiguresSchema = z.strictObject({
  principalBalance: moneyText,
  accruedInterest: moneyText,
  payoffAmount: moneyText,
  perDiem: moneyText,
  totalInterestAccrued: moneyText,
});

export const ratePeriodDtoSchema = z.strictObject({ from: isoDateText, ratePercent: z.string() });

export const caseDtoSchema = z.strictObject({
  id: idText,
  caseName: z.string(),
  courtName: z.string(),
  courtCaseNumber: z.string(),
  judgmentAmount: moneyText,
  judgmentDate: isoDateText,
  interestRate: z.string(),
  rateSchedule: z.array(ratePeriodDtoSchema).nullable(),
  compounding: compoundingSchema,
  dayCount: dayCountSchema,
  perDiemRounding: perDiemRoundingSchema,
  costTreatment: costTreatmentSchema,
  creditingOrder: creditingOrderSchema,
  interestFrom: isoDateText.nullable(),
  nonInterestBearing: moneyText,
  /** The rate table the rate (or schedule) was taken from, or null when the user typed it. */
  rateTable: z.string().nullable(),
  /** The method elements the user changed from the jurisdiction's preset. */
  methodOverrides: methodOverridesSchema,
  /**
   * For a schedule from a table that resets (Kansas): the last day that table covered when the
   * rates were taken. The schedule's periods after it were entered by the user. Null otherwise.
   */
  rateTableEnds: isoDateText.nullable(),
  /** "Rate after 06/30/2025 not in the table: add it." while no rate covers the case's date. */
  rateWarning: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  /** The creditor client the case is held for and its name now (docs/portfolio.md); null: none. */
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The user's today (their time zone) the figures are computed for. */
  asOf: isoDateText,
  lastPaymentDate: isoDateText.nullable(),
  totalPayments: moneyText,
  totalCosts: moneyText,
  accruedInterest: moneyText,
  principalBalance: moneyText,
  /** Costs kept as their own balance ("0.00" when costs join principal); part of the payoff. */
  costBalance: moneyText,
  payoffAmount: moneyText,
  todayPayoff: moneyText,
  perDiem: moneyText,
  totalInterestAccrued: moneyText,
  isEnded: z.boolean(),
  endedOn: isoDateText.nullable(),
  debtorInfo: z.string(),
  debtorFirm: z.string(),
  debtorStreet: z.string(),
  debtorCity: z.string(),
  debtorState: z.string(),
  debtorZip: z.string(),
  debtorPhone: z.string(),
  debtorEmail: z.string(),
  transactionCount: z.number().int(),
  createdAt: instantText,
  updatedAt: instantText,
  exact: exactCaseFiguresSchema,
});
export type CaseDto = z.output<typeof caseDtoSchema>;

const transactionFiguresSchema = z.strictObject({
  calculatedInterest: moneyText,
  appliedToInterest: moneyText,
  appliedToPrincipal: moneyText,
  /** The part of a payment that paid a separate cost balance ("0.00" when costs join principal). */
  appliedToCosts: moneyText,
  newBalance: moneyText,
  unpaidInterestAfter: moneyText,
  /** The separate cost balance after the transaction ("0.00" when costs join principal). */
  costBalanceAfter: moneyText,
});

/** A transaction with what the ledger applied it to; `type` repeats `transaction_type`. */
export const transactionDtoSchema = transactionFiguresSchema.extend({
  id: idText,
  case_id: idText,
  transaction_type: transactionTypeSchema,
  type: transactionTypeSchema,
  amount: moneyText,
  date: isoDateText,
  description: z.string(),
  /** A cost's MC-012 category and whether a court allowed it; null for any other entry. */
  costFacts: costFactsSchema.nullable(),
  createdAt: instantText,
  exact: transactionFiguresSchema,
});
export type TransactionDto = z.output<typeof transactionDtoSchema>;

export const payoffSummarySchema = z.strictObject({
  date: isoDateText,
  principalBalance: moneyText,
  accruedInterest: moneyText,
  totalPayoff: moneyText,
  perDiem: moneyText,
  totalPayments: moneyText,
  lastPaymentDate: isoDateText.nullable(),
  exact: z.strictObject({
    principalBalance: moneyText,
    accruedInterest: moneyText,
    totalPayoff: moneyText,
  }),
});
export type PayoffSummaryDto = z.output<typeof payoffSummarySchema>;

/** Every kind of statement row: the transactions, then the rows the engine adds. */
export const LEDGER_ENTRY_KINDS = [
  ...TRANSACTION_TYPES,
  "COMPOUNDING",
  "RATE_CHANGE",
] as const satisfies readonly LedgerEntryKind[];
export const ledgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);

const entryFiguresSchema = z.strictObject({
  amount: moneyText,
  calculatedInterest: moneyText,
  appliedToInterest: moneyText,
  appliedToPrincipal: moneyText,
  appliedToCosts: moneyText,
  /** RENEWAL: the unpaid interest that joined principal on the renewal date. */
  interestCapitalized: moneyText,
  newBalance: moneyText,
  unpaidInterestAfter: moneyText,
  costBalanceAfter: moneyText,
});
export type LedgerFiguresDto = z.output<typeof entryFiguresSchema>;

/** One row of a statement: a transaction, or a capitalisation or rate change the engine applied. */
export const ledgerEntrySchema = entryFiguresSchema.extend({
  kind: ledgerEntryKindSchema,
  /** The transaction's id; null on rows the engine adds. */
  id: idText.nullable(),
  date: isoDateText,
  description: z.string(),
  /** A cost's MC-012 category and allowed date; null on any other row. */
  costFacts: costFactsSchema.nullable(),
  ratePercent: z.string(),
  /** 4 decimals, in force after the row. */
  perDiem: moneyText,
  satisfiesJudgment: z.boolean(),
  exact: entryFiguresSchema,
});
export type LedgerEntryDto = z.output<typeof ledgerEntrySchema>;

export const ledgerSchema = z.strictObject({
  asOf: isoDateText,
  entries: z.array(ledgerEntrySchema),
  closing: z.strictObject({
    from: isoDateText,
    to: isoDateText,
    days: z.number().int(),
    perDiem: moneyText,
    interest: moneyText,
    uniformPerDiem: z.boolean(),
    /** 30-day months, whole months or bank years: the stretch as counted ("4 months and 18 days"). */
    counted: z.string().max(200).optional(),
  }),
  summary: payoffSummarySchema,
});
export type LedgerDto = z.output<typeof ledgerSchema>;

/** The figures an edit would move, as of the user's today. */
export const editPreviewFiguresSchema = z.strictObject({
  asOf: isoDateText,
  principalBalance: moneyText,
  accruedInterest: moneyText,
  payoffAmount: moneyText,
  perDiem: moneyText,
  isEnded: z.boolean(),
});
export type EditPreviewFigures = z.output<typeof editPreviewFiguresSchema>;

/** POST case/{id}/edit/preview/: the case before and after the edit; nothing is stored. */
export const editPreviewSchema = z.strictObject({
  before: editPreviewFiguresSchema,
  after: editPreviewFiguresSchema,
  figuresChange: z.boolean(),
});
export type EditPreviewDto = z.output<typeof editPreviewSchema>;

/** A transaction written, with its case's new figures. */
export const transactionWriteSchema = z.strictObject({
  transaction: transactionDtoSchema,
  case: caseDtoSchema,
});
export type TransactionWriteDto = z.output<typeof transactionWriteSchema>;

// The answers, route by route.
export const caseListResponse = envelope(z.array(caseDtoSchema));
export const caseResponse = envelope(caseDtoSchema);
export const caseDeletedResponse = envelope(z.null());
export const editPreviewResponse = envelope(editPreviewSchema);
/** GET cases/{id}/transactions/: the list twice, as `data` and as the contract's `transactions`. */
export const transactionListResponse = z.strictObject({
  status_code: z.number().int(),
  message: z.string(),
  data: z.array(transactionDtoSchema),
  transactions: z.array(transactionDtoSchema),
});
export const transactionWriteResponse = envelope(transactionWriteSchema);
export const transactionDeletedResponse = envelope(z.strictObject({ case: caseDtoSchema }));
export const payoffResponse = envelope(payoffSummarySchema);
export const ledgerResponse = envelope(ledgerSchema);
