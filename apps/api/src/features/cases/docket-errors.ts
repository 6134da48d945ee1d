import {
  DOCKET_ERRORS,
  type ErrorAnswer,
  formatUsDate,
  formatUsd,
  PaymentExceedsPayoffError,
} from "@owed/domain";
import { type RefusalKind, RefusedError } from "../../plugins/errors.ts";

// The docket's refusals, in the words users see (docs/product.md, "Validation and messages"):
// each sentence and code is written once, in DOCKET_ERRORS, which the web compares against.

const KIND_OF_STATUS: Record<number, RefusalKind> = {
  400: "invalid",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  410: "gone",
};

/** The refusal of one declared error answer with a fixed sentence. */
export function refusalOf(
  answer: ErrorAnswer & { readonly message: string },
  errors?: Record<string, string[]>,
): RefusedError {
  const kind = KIND_OF_STATUS[answer.status];
  if (!kind) throw new Error(`${answer.code}: no refusal answers ${answer.status}`);
  return new RefusedError(kind, answer.message, answer.code, errors);
}

/** A declared error answer whose sentence names the user's own figures or lines. */
export function refusalSaying(
  answer: ErrorAnswer,
  message: string,
  errors?: Record<string, string[]>,
) {
  return refusalOf({ ...answer, message }, errors);
}

// Another user's case answers exactly like one that does not exist (docs/product.md, "Cases").
export const caseNotFound = () => refusalOf(DOCKET_ERRORS.caseNotFound);
export const transactionNotFound = () => refusalOf(DOCKET_ERRORS.transactionNotFound);
export const caseEnded = () => refusalOf(DOCKET_ERRORS.caseEnded);
export const planLimitReached = () => refusalOf(DOCKET_ERRORS.planLimit);
export const userGone = () =>
  new RefusedError("unauthenticated", "Authentication required", "unauthorized");
// A transaction stays with its case: moving it would silently rewrite two ledgers.
export const caseMismatch = () =>
  refusalOf(DOCKET_ERRORS.caseMismatch, { case_id: [DOCKET_ERRORS.caseMismatch.message] });

/**
 * A later payment that the change would push above the payoff: say which one, when and what the
 * payoff was then, and that it is this change that makes it so (not the entry being edited).
 */
export function namingLaterPayment(error: unknown, editedId?: string): unknown {
  if (!(error instanceof PaymentExceedsPayoffError)) return error;
  if (editedId !== undefined && String(error.transactionId) === editedId) return error;
  return refusalSaying(
    DOCKET_ERRORS.paymentExceedsPayoff,
    `This change would make the payment of ${formatUsd(error.payment)} on ${formatUsDate(error.date)} more than the payoff of ${formatUsd(error.payoff)} on that date.`,
  );
}
