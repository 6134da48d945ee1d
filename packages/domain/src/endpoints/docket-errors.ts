import { FREE_ACTIVE_CASE_LIMIT } from "../plans/limits.ts";
import { errorAnswer } from "./endpoint.ts";

// The docket's refusals, in the words users see (docs/product.md, "Validation and messages"):
// the API answers with them and the web compares their codes, so each sentence is written here once.

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
} as const;
