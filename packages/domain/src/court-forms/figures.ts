import type { CostCategory } from "../contracts/court-facts.ts";
import type { CalendarDate } from "../dates/calendar-date.ts";
import type { Money, RatePercent } from "../money/money.ts";

// The figures a California court form prints, computed from the same ledger as the case page and
// the statement for the same date, by the same rounding (docs/court-forms.md). Money is the
// domain's integer Money; the forms print it rounded to cents by the display rule.

/** The court forms Owed fills, by the Judicial Council's form number. */
export const COURT_FORM_IDS = ["mc-012", "ej-130", "ej-100", "wg-001"] as const;
export type CourtFormId = (typeof COURT_FORM_IDS)[number];

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
  /** 2a: total payments to date, and their credit to interest and to principal (and costs). */
  payments: Money;
  creditToInterest: Money;
  creditToPrincipal: Money;
  /** 2b. */
  principalRemaining: Money;
  /** 3: accrued interest remaining due on `asOf`. */
  interestRemaining: Money;
  /** 3: one line, or two where two rates apply to different unpaid principal amounts. */
  rateLines: RateLine[];
  /** Costs older than two years and never allowed: left off item 1a, listed in a warning. */
  staleCosts: { date: CalendarDate; amount: Money }[];
}

/** The writ issuance fee in force on a date, with where it is set. */
export interface WritFee {
  amount: Money;
  from: CalendarDate;
  /** "Gov. Code, § 70626(a)(1)" */
  citation: string;
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
  /** 19a: the daily interest the levying officer adds, at the legal rate on item 15. */
  dailyInterest: Money;
  ratePercent: RatePercent;
}
