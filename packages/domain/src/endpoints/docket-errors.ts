import { FREE_ACTIVE_CASE_LIMIT } from "../plans/limits.ts";
import { errorAnswer } from "./endpoint.ts";

// The docket's refusals, in the words users see (docs/product.md, "Validation and messages"):
// the API answers with them and the web compares their codes, so each sentence is written here once.
// A refusal whose sentence names figures or lines of the user's own (a later payment, a row of the
// file) has no fixed `message`: its code is the contract.

export const DOCKET_ERRORS = {
  // Another user's case answers exactly like one that does not exist (docs/product.md, "Cases").
  caseNotFound: errorAnswer(404, "not_found", "Case not found."),
  transactionNotFound: errorAnswer(404, "not_found", "Transaction not found."),
  caseEnded: errorAnswer(400, "case_ended", "This case is already ended"),
  planLimit: errorAnswer(
    403,
    "plan_limit",
    `Free plan users can only have up to ${FREE_ACTIVE_CASE_LIMIT} active cases. Please upgrade your plan to add more.`,
  ),
  caseMismatch: errorAnswer(400, "case_mismatch", "A transaction cannot be moved to another case."),
  /** A change that would push a later payment above the payoff on its date (the sentence names it). */
  paymentExceedsPayoff: errorAnswer(400, "payment_exceeds_payoff"),
  /** The engine's other refusals of a ledger: a date before the judgment, after satisfaction... */
  transactionBeforeJudgment: errorAnswer(400, "transaction_before_judgment"),
  transactionAfterSatisfaction: errorAnswer(400, "transaction_after_satisfaction"),
  // The interest engine's refusals of input the schemas let through (their sentences name the
  // amount, the date or the field).
  invalidAmount: errorAnswer(400, "invalid_amount"),
  invalidRate: errorAnswer(400, "invalid_rate"),
  invalidDate: errorAnswer(400, "invalid_date"),
  invalidCaseTerms: errorAnswer(400, "invalid_case_terms"),
  invalidRateSchedule: errorAnswer(400, "invalid_rate_schedule"),
  invalidTransaction: errorAnswer(400, "invalid_transaction"),
  missingPaymentDate: errorAnswer(400, "missing_payment_date"),
  /** Figures past what the database's columns hold. */
  tooLarge: errorAnswer(400, "too_large"),
  rateTableNotFound: errorAnswer(400, "invalid_rate_table", "Rate table not found."),
  /** The entered rate disagrees with the jurisdiction's table (the sentence names the period). */
  rateTableMismatch: errorAnswer(400, "rate_table_mismatch"),
  /** A jurisdiction whose rate no statute fixes, without a rate (docs/jurisdiction-methods.md). */
  rateRequired: errorAnswer(400, "rate_required"),
  noRateTableUpdate: errorAnswer(
    409,
    "no_rate_table_update",
    "The rate table has no newer rates for this case.",
  ),
  // History and undo (docs/history.md).
  historyEntryNotFound: errorAnswer(404, "not_found", "History entry not found."),
  alreadyUndone: errorAnswer(400, "already_undone", "This change was already undone."),
  notRevertible: errorAnswer(
    400,
    "not_revertible",
    "Only an edit can be reverted; a deleted case or transaction is restored instead.",
  ),
  caseNotDeleted: errorAnswer(400, "not_deleted", "This case is not deleted."),
  transactionNotDeleted: errorAnswer(400, "not_deleted", "This transaction is not deleted."),
  caseDeleted: errorAnswer(400, "case_deleted", "This case is deleted. Restore the case first."),
  transactionCaseDeleted: errorAnswer(
    400,
    "case_deleted",
    "This transaction's case is deleted. Restore the case first.",
  ),
  transactionDeleted: errorAnswer(
    400,
    "transaction_deleted",
    "This transaction was deleted since. Restore it first.",
  ),
  noChange: errorAnswer(
    400,
    "no_change",
    "The transaction already has the values from before this edit.",
  ),
  /** Past the 30 days a deletion can be undone (the sentence says when it was). */
  restoreExpired: errorAnswer(400, "restore_expired"),
  /** An undo that would take a free plan past its active cases (the sentence counts them). */
  undoPlanLimit: errorAnswer(403, "plan_limit"),
  // The CSV import (docs/csv.md).
  /** Not CSV at all (the sentence names the line where reading stopped). */
  invalidCsv: errorAnswer(400, "invalid_csv"),
  /** A file with problems, or no case, imports nothing (the sentence names the first problem). */
  importInvalid: errorAnswer(400, "import_invalid"),
  /** An import that would take a free plan past its active cases (the sentence counts them). */
  importPlanLimit: errorAnswer(403, "plan_limit"),
  importTooLarge: errorAnswer(413, "too_large"),
} as const;
