import type {
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
} from "../interest/terms.ts";

/**
 * How a jurisdiction's post-judgment rate is set.
 * - `fixed`: a number written into the statute (it changes only when the legislature acts).
 * - `variable`: a formula tied to a market rate (prime, T-bill, discount rate...) that someone
 *   publishes on a schedule; the row says who and how often instead of freezing a number.
 * - `set by court or agency`: no formula; a judge or an agency chooses the rate.
 */
export type StateRuleKind = "fixed" | "variable" | "set by court or agency";

/**
 * What kind of text a source is. Lawyers weigh these differently, so the table keeps the
 * distinction instead of a bare list of URLs.
 */
export type StateRuleSourceKind =
  | "official"
  | "official text (unofficial copy)"
  | "court opinion"
  | "secondary";

export interface StateRuleSource {
  readonly title: string;
  /** Empty only for a secondary source the search tool found without an address. */
  readonly url: string;
  readonly kind: StateRuleSourceKind;
}

/**
 * - `confirmed`: the rule (rate or formula, compounding, main exception) was read in statute or
 *   court-rule text during the review.
 * - `partly confirmed`: the core rule was read, but some element stated in the row rests on
 *   secondary sources only; the note says which.
 * - `not confirmed`: no primary text was read; the row relies on secondary sources.
 */
export type StateRuleVerificationStatus = "confirmed" | "partly confirmed" | "not confirmed";

export interface StateRuleVerification {
  readonly status: StateRuleVerificationStatus;
  readonly note: string;
}

/**
 * Where the `link` came from. Links were collected from stored copies of public pages, never
 * opened live, so the reviewer knows which ones to click first.
 */
export type StateRuleLinkOrigin = "search result" | "secondary compilation" | "none";

export interface StateInterestRule {
  /** Display name: the state, "District of Columbia", "Federal (USA)" or "Puerto Rico". */
  readonly state: string;
  /** USPS code; "DC", "PR", and "US" for federal courts. */
  readonly code: string;
  /** The rule as a lawyer would state it: the rate, or the formula and who sets it. */
  readonly rule: string;
  readonly citation: string;
  /** The legislature's, court's or agency's page; "" when there is no reliable official URL. */
  readonly link: string;
  readonly linkOrigin: StateRuleLinkOrigin;
  /** Compounding in words, for the guide's Compounding column. */
  readonly compoundingText: string;
  readonly kind: StateRuleKind;
  /** Decimal percent string ("10", "7.5") for `fixed` rows; null otherwise. */
  readonly fixedRate: string | null;
  /** What the New Case form should preselect. */
  readonly compounding: Compounding;
  /** For non-fixed rows: where to find the current rate and how often it changes. */
  readonly currentRate: string | null;
  readonly exceptions: readonly string[];
  /** Where sources disagree with each other or with the row. */
  readonly conflicts: readonly string[];
  readonly sources: readonly StateRuleSource[];
  /** YYYY-MM-DD: the day the row was last checked. */
  readonly reviewed: string;
  readonly verification: StateRuleVerification;
  /** The method choosing this jurisdiction applies (docs/jurisdiction-methods.md). */
  readonly method: JurisdictionMethod;
}

/** One element of a jurisdiction's method, with where it comes from and how sure we are. */
export interface MethodElement<T> {
  readonly value: T;
  /** The statute, rule or case that says so ("" only when `status` is "not confirmed"). */
  readonly citation: string;
  /** `confirmed`: read in primary text; `assumed`: the product's default, no text says otherwise. */
  readonly status: "confirmed" | "partly confirmed" | "not confirmed" | "assumed";
  /** Why, in a sentence, when the value is not plainly what the citation says. */
  readonly note?: string;
}

/**
 * How the rate is set, machine-readable.
 * - `fixed`: a percent written in the statute.
 * - `table`: from the dated rate table of `table` (a jurisdiction code, usually the row's own).
 * - `published`: a variable rate published on a schedule for which Owed ships no verified table
 *   yet: the user looks it up (`where`) and types it.
 * - `court`: set by the court or an agency case by case; the user types it.
 */
export type MethodRate =
  | { readonly kind: "fixed"; readonly percent: string }
  | { readonly kind: "table"; readonly table: string }
  | { readonly kind: "published"; readonly where: string }
  | { readonly kind: "court" };

/** Where interest runs from when not from the judgment date. */
export type InterestStart = "judgment" | "verdict" | "filing" | "service";

/**
 * A jurisdiction's method in machine-readable form: what choosing the jurisdiction in New Case
 * applies. Each element carries its citation and confidence; the user may override any of them.
 */
export interface JurisdictionMethod {
  readonly rate: MethodElement<MethodRate>;
  readonly compounding: MethodElement<Compounding>;
  readonly dayCount: MethodElement<DayCount>;
  /** Courts rarely specify it: `assumed` with the default when they do not. */
  readonly perDiemRounding: MethodElement<PerDiemRounding>;
  readonly creditingOrder: MethodElement<CreditingOrder>;
  readonly costTreatment: MethodElement<CostTreatment>;
  readonly interestStart: MethodElement<InterestStart>;
}
