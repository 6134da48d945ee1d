import { addDays, type CalendarDate, compareDates, formatUsDate } from "../dates/calendar-date.ts";

// When a case can have no payoff letter, and the sentence that says why (docs/letters-and-plans.md,
// "Payoff letters"): a letter promises a figure for each day it names, so every one of those days
// must be a day the judgment can still be collected at a rate Owed knows.

export interface LetterRefusalFacts {
  /** The case has ended (paid in full): the day it ended, or null while it is open. */
  endedOn: CalendarDate | null;
  isEnded: boolean;
  /** The last day the letter names (its good-through table's last line). */
  lastDate: CalendarDate;
  /**
   * The judgment's life: the day its current period ends (judgmentDeadlines' `expiry`, the first
   * day it can no longer be enforced) and the rule's words; null when the rule gives no date.
   */
  life: { expiry: CalendarDate; state: string; rule: string } | null;
  /** The last day any of the case's rates covers, when the letter's days run past it. */
  rateCoveredUntil: CalendarDate | null;
}

/** Why no letter can be written for these days, in plain English; null when one can. */
export function letterRefusal(facts: LetterRefusalFacts): string | null {
  if (facts.isEnded) {
    const on = facts.endedOn ? ` on ${formatUsDate(facts.endedOn)}` : "";
    return `This judgment was paid in full${on}, so there is nothing to pay off and no letter to send.`;
  }
  if (facts.life && compareDates(facts.lastDate, facts.life.expiry) >= 0) {
    const lastDay = addDays(facts.life.expiry, -1);
    return `The judgment can be enforced only through ${formatUsDate(lastDay)} (${facts.life.state}: ${facts.life.rule}), and the letter runs to ${formatUsDate(facts.lastDate)}. Record a renewal, or choose a payoff date and table that end by ${formatUsDate(lastDay)}.`;
  }
  if (facts.rateCoveredUntil) {
    return `The case's interest rate is known only through ${formatUsDate(facts.rateCoveredUntil)}, and the letter runs to ${formatUsDate(facts.lastDate)}. Add the rate for the later days, or choose a payoff date and table that end by ${formatUsDate(facts.rateCoveredUntil)}.`;
  }
  return null;
}
