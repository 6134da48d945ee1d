/**
 * Base class of every refusal the domain package raises. Kept free of imports so that the money
 * and date modules can define their own input errors without an import cycle; `errors.ts`
 * re-exports all of them so callers have one place to look.
 */
export type DomainErrorCode =
  | "invalid_amount"
  | "invalid_rate"
  | "invalid_date"
  | "invalid_time_zone"
  | "invalid_rate_schedule"
  | "invalid_case_terms"
  | "invalid_transaction"
  | "transaction_before_judgment"
  | "payment_exceeds_payoff"
  | "transaction_after_satisfaction"
  | "missing_payment_date"
  | "invalid_snapshot"
  | "snapshot_mismatch"
  | "as_of_before_snapshot";

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** The form field the message belongs to, when there is one (e.g. "judgmentAmount"). */
  readonly field: string | undefined;
  /** Position in the caller's transaction list, when a transaction was refused. */
  transactionIndex: number | undefined;
  /** The caller's id of the refused transaction, when it has one. */
  transactionId: string | number | undefined;

  constructor(code: DomainErrorCode, message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.field = field;
    this.transactionIndex = undefined;
    this.transactionId = undefined;
  }
}
