import type { CostCategory } from "../contracts/court-facts.ts";
import type { CalendarDate } from "../dates/calendar-date.ts";
import type { Money, RatePercent } from "../money/money.ts";

// The figures a California court form prints, computed from the same ledger as the case page and
// the statement for the same date, by the same rounding (docs/court-forms.md, "Where each figure
// comes from"). Money is the domain's integer Money, already rounded to whole cents by the display
// rule (each balance half up to the cent, docs/decisions/005-display-rounding.md) so that the
// printed lines add up; only `Ej130Figures.dailyInterestExact` keeps the engine's four decimals.

/** The court forms Owed fills, by the Judicial Council's form number. */
export const COURT_FORM_IDS = ["mc-012", "ej-130", "ej-100", "wg-001"] as const;
export type CourtFormId = (typeof COURT_FORM_IDS)[number];

/** A cost entry a form leaves off, for its warning: the entry, its date and amount. */
export interface CostEntryRef {
  id: string | number;
  date: CalendarDate;
  amount: Money;
}

/** MC-012 item 1a: the costs claimed in one category (several in a category are summed). */
export interface ClaimedCostLine {
  category: CostCategory;
  amount: Money;
  /** Each cost's date, oldest first: "multiple items" when more than one. */
  dates: CalendarDate[];
  /** The county (writ issuance) or statute (other), from the costs' notes, joined. */
  note: string;
}

/** One rate line of MC-012 item 3: the legal rate and the unpaid principal it runs on. */
export interface RateLine {
  ratePercent: RatePercent;
  principal: Money;
}

export interface Mc012Figures {
  asOf: CalendarDate;
  /** 1a: costs claimed, incurred within the two years before `asOf`, not yet allowed. */
  claimed: ClaimedCostLine[];
  /** 1a(9). */
  claimedTotal: Money;
  /** 1b: every cost a filed memorandum (or the user) marked allowed. */
  allowedBefore: Money;
  /** 1c = 1a(9) + 1b. */
  costsTotal: Money;
  /**
   * 2a: total payments to date and their credit to interest and to the judgment principal, which
   * on the form includes costs (so a separate cost balance's credit is in `creditToPrincipal`).
   * payments = creditToInterest + creditToPrincipal.
   */
  payments: Money;
  creditToInterest: Money;
  creditToPrincipal: Money;
  /** Of `creditToPrincipal`, the part that paid a separate cost balance (0 when costs join principal). */
  creditToCostBalance: Money;
  /**
   * 2b: the case page's principal balance for `asOf`, plus its separate cost balance if the case
   * keeps one (the form's judgment principal includes costs, Code Civ. Proc., § 685.090).
   */
  principalRemaining: Money;
  /** Of `principalRemaining`, the separate cost balance (0 when costs join principal). */
  costBalance: Money;
  /** 3: accrued interest remaining due on `asOf`. */
  interestRemaining: Money;
  /** 3: one line, or two where two rates apply to different unpaid principal amounts. */
  rateLines: RateLine[];
  /** Costs older than two years and never allowed: left off item 1a, listed in a warning. */
  staleCosts: CostEntryRef[];
  /** Costs not allowed and without an MC-012 category: left off item 1a, listed in a warning. */
  uncategorizedCosts: CostEntryRef[];
  /** Plain-English warnings for the person filing (never printed on the form). */
  warnings: string[];
}

/** How sure Owed is of a legal figure, as the rules table says it (docs/state-rules-review.md). */
export type LegalFactConfidence = "confirmed" | "partly confirmed" | "not confirmed";

/** The writ issuance fee in force on a date, with where it is set. */
export interface WritFee {
  amount: Money;
  /** The first day this amount is known to apply; null when that day was not found. */
  from: CalendarDate | null;
  /** "Gov. Code, § 70626(a)(1)" */
  citation: string;
  /** Where the amount was read. */
  source: string;
  confidence: LegalFactConfidence;
  /** Plain words: what was read, and what is not known. */
  note: string;
}

export interface Ej130Figures {
  asOf: CalendarDate;
  judgmentDate: CalendarDate;
  renewedOn: CalendarDate[];
  /** 11: the judgment as entered or, after a renewal, as renewed. */
  totalJudgment: Money;
  /** 12: costs after the judgment (or after the last renewal). */
  costsAfterJudgment: Money;
  /** 13 = 11 + 12. */
  subtotal: Money;
  /** 14: credits to principal after credit to interest (since the judgment or last renewal). */
  creditsToPrincipal: Money;
  /** 15 = 13 − 14. */
  principalRemaining: Money;
  /** 16: accrued interest remaining due on `asOf`. */
  accruedInterest: Money;
  /** 17. */
  writFee: WritFee;
  /** 18 = 15 + 16 + 17. */
  total: Money;
  /**
   * 19a: the daily interest the levying officer adds, at the legal rate on item 15: the case
   * page's per diem for the day after `asOf`, rounded to the cent (California's rounding gives
   * whole cents already).
   */
  dailyInterest: Money;
  /** The engine's per diem itself (four decimals under rounding down to $0.0001). */
  dailyInterestExact: Money;
  /** The legal rate for the day after `asOf`, the rate of `dailyInterest`. */
  ratePercent: RatePercent;
  /** Plain-English warnings for the person applying (never printed on the form). */
  warnings: string[];
}
