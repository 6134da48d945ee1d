import type {
  StateRuleLinkOrigin,
  StateRuleSource,
  StateRuleVerification,
} from "../state-rules/state-rule-types.ts";

/**
 * How a judgment is kept alive past its first period, as the jurisdiction names it.
 * - `motion`: the court extends it on a motion in the same case.
 * - `application`: a filing with the clerk (application, notice or certificate of renewal) that
 *   renews it without a hearing.
 * - `affidavit`: an affidavit of renewal filed (and often recorded) before the period ends.
 * - `new action`: a new suit on the judgment.
 * - `revival`: the judgment goes dormant and is revived (scire facias, motion to revive).
 * - `none`: it cannot be extended.
 * - `unclear`: the review did not find how; the row's note says what is known.
 */
export type RenewalMethod =
  | "motion"
  | "application"
  | "affidavit"
  | "new action"
  | "revival"
  | "none"
  | "unclear";

/** When the renewal may first be sought, relative to the start of the period (entry or renewal). */
export type RenewalWindowOpens =
  | { readonly kind: "any-time" }
  | { readonly kind: "years-after-start"; readonly years: number }
  | { readonly kind: "days-before-expiry"; readonly days: number }
  | { readonly kind: "months-before-expiry"; readonly months: number };

/** The last day the renewal (or revival) may be sought. */
export type RenewalWindowCloses =
  | { readonly kind: "at-expiry" }
  /** A dormant judgment may still be revived for this many years after its period ends. */
  | { readonly kind: "years-after-expiry"; readonly years: number };

/**
 * A jurisdiction's rules on the life of a money judgment: how long it can be enforced, how it is
 * renewed and when, and the life of its lien on real property. Every element the deadline
 * computation uses is a number or null: null means the review could not establish it, and the
 * case page then shows no date for it rather than a guess (docs/judgment-deadlines.md).
 */
export interface JudgmentLifeRule {
  readonly state: string;
  /** The interest rules' code: USPS, "DC", "PR", "US". */
  readonly code: string;
  /** Years a judgment is enforceable from entry; null when unclear or not fixed. */
  readonly lifeYears: number | null;
  readonly lifeText: string;
  /**
   * What the period runs from. Only `entry` periods give dates: where any act of enforcement
   * (a writ of execution, a garnishment) restarts the clock, Owed cannot know of those acts and
   * counts from entry or the last renewal recorded, the earliest the period can end.
   */
  readonly lifeRunsFrom: "entry" | "last enforcement act" | "issuance of execution" | "other";
  /**
   * In plain English, what the period really runs from and how Owed counts it, shown with the
   * dates. Required where `lifeRunsFrom` is "other"; for federal courts, why there are no dates.
   */
  readonly lifeRunsFromText?: string;
  /**
   * For judgments dated before `before`, an older law's periods: a judgment entered, and
   * renewals recorded, before that day last these many years (Virginia before July 1, 2021).
   */
  readonly earlierLaw?: {
    readonly before: string;
    readonly lifeYears: number;
    readonly renewedLifeYears: number;
    readonly text: string;
  };
  /** At the end of the period the judgment goes dormant (revivable) rather than dying. */
  readonly dormancy: boolean;
  readonly renewalMethod: RenewalMethod;
  readonly renewalText: string;
  /** Null when the review could not establish it. */
  readonly windowOpens: RenewalWindowOpens | null;
  readonly windowCloses: RenewalWindowCloses | null;
  /**
   * When a judgment already renewed may be renewed again, where it differs from `windowOpens`
   * (California: not within 5 years of the last renewal). A renewal recorded before it is not
   * counted.
   */
  readonly windowOpensAfterRenewal?: RenewalWindowOpens;
  readonly windowText: string;
  /** Years a renewal adds; null when unclear. */
  readonly renewedLifeYears: number | null;
  /** Whether the new period runs from the renewal or from the old expiry. */
  readonly renewedFrom: "renewal date" | "previous expiry" | "unclear";
  /** How many renewals the law allows; 0 where none. */
  readonly renewalsAllowed: number | "unlimited" | "unclear";
  /**
   * No period, however renewed, ends later than this many years after the original judgment
   * (New Mexico's 14 years). `text` says why, in the user's words, when it shortens a date.
   */
  readonly absoluteLimit?: { readonly years: number; readonly text: string };
  /** Years the lien on real property lasts from entry; null when unclear or not separate. */
  readonly lienYears: number | null;
  readonly lienText: string;
  readonly lienCitation: string;
  /** Whether renewing the judgment also extends the lien (often only once re-recorded). */
  readonly lienRenews: boolean | null;
  readonly citation: string;
  /** The legislature's or court's page; "" when no reliable address was found. */
  readonly link: string;
  readonly linkOrigin: StateRuleLinkOrigin;
  readonly sources: readonly StateRuleSource[];
  /** YYYY-MM-DD: the day the row was checked. */
  readonly reviewed: string;
  /** `confirmed`: life, renewal and window read in statute or court-rule text. */
  readonly verification: StateRuleVerification;
  /** Questions the review left open. */
  readonly unclear: readonly string[];
}
