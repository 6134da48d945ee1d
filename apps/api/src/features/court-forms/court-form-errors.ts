import { COURT_FORM_ERRORS } from "@owed/domain";
import { RefusedError } from "../../plugins/errors.ts";

// The court-forms feature's own refusals, in the words the user reads (docs/court-forms.md).
// A RefusedError carries its kind, so the error plugin answers it with a 4xx and this sentence.

/** The route's declared refusal (endpoints/court-form-errors.ts): one sentence, wherever refused. */
export const AMOUNTS_DIFFER_BY_DEBTOR_MESSAGE = COURT_FORM_ERRORS.amountsDifferByDebtor
  .message as string;

/**
 * EJ-130 with figures that differ by debtor needs Attachment 20 (one set per debtor); printing the
 * case's single set would misstate what some debtor owes, so the writ is refused instead.
 */
export class AmountsDifferByDebtorError extends RefusedError {
  constructor() {
    super("conflict", AMOUNTS_DIFFER_BY_DEBTOR_MESSAGE, "amounts_differ_by_debtor");
    this.name = "AmountsDifferByDebtorError";
  }
}
