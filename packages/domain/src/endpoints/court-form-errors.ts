import { errorAnswer } from "./endpoint.ts";

// The court forms' refusals, in the words users see (docs/court-forms.md, "Routes"): the API
// answers with them and the web compares their codes. A refusal whose sentence names the user's
// own dates or state has no fixed `message`: its code is the contract.

export const COURT_FORM_ERRORS = {
  /** Not a form Owed fills at all. */
  formNotFound: errorAnswer(404, "form_not_found", "Court form not found."),
  /**
   * A form Owed fills, but not for the case's jurisdiction (the sentence names the state). Not a
   * 404: to a workspace member a 404 on a case route means the case is not theirs.
   */
  formUnavailable: errorAnswer(409, "form_unavailable"),
  /** EJ-130 and WG-001 print one set of figures: a case whose amounts differ by debtor has none. */
  amountsDifferByDebtor: errorAnswer(
    409,
    "amounts_differ_by_debtor",
    'The amounts owed differ by debtor, and this form prints one set of figures for all of them, so it cannot be produced yet. Fill it by hand for each debtor, or clear "amounts differ by debtor" in the case\'s court facts if they do not.',
  ),
  /** EJ-100 in full for a case not ended as satisfied. */
  notSatisfied: errorAnswer(
    409,
    "not_satisfied",
    "The case is not marked satisfied, so a full satisfaction cannot be acknowledged yet. Choose a partial satisfaction with the amount received, or end the case as satisfied first.",
  ),
  /** A partial satisfaction above what was paid (the sentence names both amounts). */
  satisfactionTooLarge: errorAnswer(400, "satisfaction_too_large"),
  /** The same filing twice (the sentence names it). */
  filingExists: errorAnswer(409, "filing_exists"),
} as const;
