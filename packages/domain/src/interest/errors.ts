import { formatUsDate } from "../dates/calendar-date.ts";
import { formatUsd, type Money } from "../money/money.ts";
import { DomainError } from "./domain-error.ts";

export { InvalidDateError, InvalidTimeZoneError } from "../dates/calendar-date.ts";
export { InvalidAmountError, InvalidRateError } from "../money/money.ts";
export { DomainError, type DomainErrorCode } from "./domain-error.ts";

export class InvalidCaseTermsError extends DomainError {
  constructor(message: string, field?: string) {
    super("invalid_case_terms", message, field);
  }
}

export class InvalidRateScheduleError extends DomainError {
  /** `field`: the schedule, or the row's own input ("rateSchedule.2.from") when one row is wrong. */
  constructor(message: string, field = "rateSchedule") {
    super("invalid_rate_schedule", message, field);
  }
}

export class InvalidTransactionError extends DomainError {
  constructor(message: string, field?: string) {
    super("invalid_transaction", message, field);
  }
}

export class TransactionBeforeJudgmentError extends DomainError {
  readonly date: string;
  readonly judgmentDate: string;
  constructor(date: string, judgmentDate: string, field = "date") {
    super(
      "transaction_before_judgment",
      `A transaction dated ${formatUsDate(date)} is before the judgment date ${formatUsDate(judgmentDate)}.`,
      field,
    );
    this.date = date;
    this.judgmentDate = judgmentDate;
  }
}

export class PaymentExceedsPayoffError extends DomainError {
  readonly payment: Money;
  /** The payoff on that date rounded to cents: the most a payment may be. */
  readonly payoff: Money;
  readonly date: string;
  constructor(payment: Money, payoff: Money, date: string, field = "amount") {
    super(
      "payment_exceeds_payoff",
      `Payment of ${formatUsd(payment)} is more than the payoff of ${formatUsd(payoff)} on ${formatUsDate(date)}.`,
      field,
    );
    this.payment = payment;
    this.payoff = payoff;
    this.date = date;
  }
}

export class TransactionAfterSatisfactionError extends DomainError {
  readonly date: string;
  readonly satisfiedOn: string;
  constructor(date: string, satisfiedOn: string) {
    super(
      "transaction_after_satisfaction",
      `The judgment was paid in full on ${formatUsDate(satisfiedOn)}; no transaction can be recorded after that payment (this one is dated ${formatUsDate(date)}).`,
      "date",
    );
    this.date = date;
    this.satisfiedOn = satisfiedOn;
  }
}

export class MissingPaymentDateError extends DomainError {
  constructor() {
    super(
      "missing_payment_date",
      "Last payment date is required when a payment amount is given",
      "lastPaymentDate",
    );
  }
}

export class InvalidSnapshotError extends DomainError {
  constructor(message: string) {
    super("invalid_snapshot", `Stored balance snapshot is unreadable: ${message}`);
  }
}

export class SnapshotMismatchError extends DomainError {
  constructor() {
    super(
      "snapshot_mismatch",
      "Stored balance snapshot was computed for different case terms; recompute it from the ledger.",
    );
  }
}

export class AsOfBeforeSnapshotError extends DomainError {
  readonly asOf: string;
  readonly snapshotDate: string;
  constructor(asOf: string, snapshotDate: string, message?: string) {
    super(
      "as_of_before_snapshot",
      message ??
        `Figures as of ${formatUsDate(asOf)} need the full ledger: the stored snapshot is as of ${formatUsDate(snapshotDate)}.`,
    );
    this.asOf = asOf;
    this.snapshotDate = snapshotDate;
  }
}

/** Tags a refusal with the transaction it was about, so a form can point at the right row. */
export function withTransaction<E extends DomainError>(
  error: E,
  index: number,
  id: string | number | undefined,
): E {
  error.transactionIndex = index;
  error.transactionId = id;
  return error;
}
