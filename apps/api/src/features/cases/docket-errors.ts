import { formatUsDate, formatUsd, PaymentExceedsPayoffError } from "@owed/domain";
import { RefusedError } from "../../plugins/errors.ts";

// The docket's refusals, in the words users see (docs/product.md, "Validation and messages").

export const CASE_NOT_FOUND = "Case not found.";
export const TRANSACTION_NOT_FOUND = "Transaction not found.";
export const CASE_ENDED = "This case is already ended";
export const PLAN_LIMIT_MESSAGE =
  "Free plan users can only have up to 3 active cases. Please upgrade your plan to add more.";
const CASE_MISMATCH = "A transaction cannot be moved to another case.";

// Another user's case answers exactly like one that does not exist (docs/product.md, "Cases").
export const caseNotFound = () => new RefusedError("not_found", CASE_NOT_FOUND, "not_found");
export const transactionNotFound = () =>
  new RefusedError("not_found", TRANSACTION_NOT_FOUND, "not_found");
export const caseEnded = () => new RefusedError("invalid", CASE_ENDED, "case_ended");
export const planLimitReached = () =>
  new RefusedError("forbidden", PLAN_LIMIT_MESSAGE, "plan_limit");
export const userGone = () =>
  new RefusedError("unauthenticated", "Authentication required", "unauthorized");
// A transaction stays with its case: moving it would silently rewrite two ledgers.
export const caseMismatch = () =>
  new RefusedError("invalid", CASE_MISMATCH, "case_mismatch", { case_id: [CASE_MISMATCH] });

/**
 * A later payment that the change would push above the payoff: say which one, when and what the
 * payoff was then, and that it is this change that makes it so (not the entry being edited).
 */
export function namingLaterPayment(error: unknown, editedId?: string): unknown {
  if (!(error instanceof PaymentExceedsPayoffError)) return error;
  if (editedId !== undefined && String(error.transactionId) === editedId) return error;
  return new RefusedError(
    "invalid",
    `This change would make the payment of ${formatUsd(error.payment)} on ${formatUsDate(error.date)} more than the payoff of ${formatUsd(error.payoff)} on that date.`,
    error.code,
  );
}
