import type { MergeField } from "../contracts/payoff-letters.ts";
import { type CalendarDate, formatUsDate } from "../dates/calendar-date.ts";
import { formatUsd, type Money } from "../money/money.ts";

// What each merge field of the firm's letter texts becomes (docs/letters-and-plans.md, "Letter
// settings and merge fields"): the figures as the letter prints them, the names as the case keeps
// them. A field with nothing to say becomes a plain phrase, never an empty gap or a code.

export interface LetterMergeFacts {
  debtor: string;
  creditor: string;
  caseNumber: string;
  court: string;
  firm: string;
  payoff: Money;
  perDiem: Money;
  date: CalendarDate;
  goodThrough: CalendarDate;
}

/** The per diem as letters print it: to the hundredth of a cent, as the payoff route gives it. */
export const formatPerDiem = (perDiem: Money): string => formatUsd(perDiem, { decimals: 4 });

const or = (text: string, fallback: string) => (text.trim() === "" ? fallback : text.trim());

export function letterMergeValues(facts: LetterMergeFacts): Record<MergeField, string> {
  return {
    debtor: or(facts.debtor, "the judgment debtor"),
    creditor: or(facts.creditor, "the judgment creditor"),
    case_number: or(facts.caseNumber, "the case"),
    court: or(facts.court, "the court"),
    payoff: formatUsd(facts.payoff),
    per_diem: formatPerDiem(facts.perDiem),
    date: formatUsDate(facts.date),
    good_through: formatUsDate(facts.goodThrough),
    firm: or(facts.firm, "our office"),
  };
}
