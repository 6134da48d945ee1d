import { errorAnswer } from "./endpoint.ts";

// The refusals of payoff letters and payment plans, in the words users see
// (docs/letters-and-plans.md). A refusal whose sentence names the user's own figures or dates has
// no fixed `message`: its code is the contract.

export const LETTER_PLAN_ERRORS = {
  /**
   * No letter for this case: it has ended, it is past its enforceable life, or its rate is unknown
   * for part of the letter's period (the sentence says which, with the date or rule).
   */
  letterUnavailable: errorAnswer(409, "letter_unavailable"),
  /** A batch names cases that can have no letter (the details list each, with why). */
  lettersUnavailable: errorAnswer(409, "letters_unavailable"),
  /** No plan on an ended case. */
  caseEnded: errorAnswer(
    409,
    "case_ended",
    "This case has ended, so it takes no payment plan. Reopen it first if the debtor still owes.",
  ),
  /** "at least $214.07 a month just to cover interest": the sentence names the figure. */
  planDoesNotCoverInterest: errorAnswer(409, "plan_does_not_cover_interest"),
  /** A plan that would not pay the judgment within the projection's limit (the sentence says). */
  planTooLong: errorAnswer(409, "plan_too_long"),
  /** Ending or weighing a plan on a case that has none. */
  noPlan: errorAnswer(409, "no_plan", "This case has no payment plan."),
} as const;
