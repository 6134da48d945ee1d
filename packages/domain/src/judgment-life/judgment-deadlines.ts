import {
  addDays,
  addMonths,
  anniversaryOf,
  type CalendarDate,
  compareDates,
  daysBetween,
} from "../dates/calendar-date.ts";
import type { JudgmentLifeRule } from "./judgment-life-types.ts";

/**
 * A case's judgment deadlines as of a day, computed from its jurisdiction's rule, its judgment
 * date and the renewals recorded on it (docs/judgment-deadlines.md). Every date is a guide: the
 * rule, its citation and the assumptions made travel with it.
 */
export type DeadlineStatus = "fine" | "window open" | "due within 90 days" | "expired" | "unknown";

/** "Due within 90 days" starts this many days before the last day to renew. */
export const DUE_SOON_DAYS = 90;

export interface JudgmentDeadlines {
  status: DeadlineStatus;
  /** The day the current period ends (the judgment expires or goes dormant); null if unknown. */
  expiry: CalendarDate | null;
  /** First day a renewal may be sought; null when unknown or no renewal is possible. */
  windowOpens: CalendarDate | null;
  /** Last day to act: the day before expiry, or the end of the revival period. */
  lastDayToRenew: CalendarDate | null;
  /** The day the lien on real property ends, counted as the rule says; null if unknown. */
  lienExpiry: CalendarDate | null;
  /** Renewals recorded on the case that the computation counted. */
  renewalsCounted: number;
  /** Renewals the law still allows; "unlimited" or "unclear" when it says so. */
  renewalsLeft: number | "unlimited" | "unclear";
  /** Why a date is missing or how an unclear point was resolved, in the user's words. */
  assumptions: string[];
}

/** One dated event of a case's judgment life, for the Deadlines view and the calendar. */
export interface DeadlineEvent {
  kind: "window-opens" | "renewal-deadline" | "expiry" | "lien-expiry" | "revival-ends";
  date: CalendarDate;
  label: string;
}

const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

/**
 * The deadlines of a judgment entered on `judgmentDate` with renewals recorded on `renewals`
 * (any order), as of `today`. Where the rule leaves a point open, the earlier date is taken
 * (a deadline shown too early costs a reminder; one shown too late costs the judgment) and the
 * choice is listed in `assumptions`.
 */
export function judgmentDeadlines(
  rule: JudgmentLifeRule | undefined,
  judgmentDate: CalendarDate,
  renewals: readonly CalendarDate[],
  today: CalendarDate,
): JudgmentDeadlines {
  const assumptions: string[] = [];
  const unknown = (reason: string): JudgmentDeadlines => ({
    status: "unknown",
    expiry: null,
    windowOpens: null,
    lastDayToRenew: null,
    lienExpiry: null,
    renewalsCounted: 0,
    renewalsLeft: "unclear",
    assumptions: [reason],
  });
  if (!rule) return unknown("Choose the case's jurisdiction to see its judgment deadlines.");
  if (rule.lifeYears === null) {
    return unknown(
      `${rule.state}: the review did not establish how long a judgment lasts, so no date is computed. Read the rule below.`,
    );
  }
  if (rule.lifeRunsFrom !== "entry") {
    assumptions.push(
      `In ${rule.state} the period runs from the ${rule.lifeRunsFrom}; Owed does not know of those acts and counts from entry or the last renewal, the earliest it can end.`,
    );
  }

  const { start, expiry, lienStart, counted } = applyRenewals(
    rule,
    rule.lifeYears,
    judgmentDate,
    renewals,
    assumptions,
  );

  const renewalsLeft =
    typeof rule.renewalsAllowed === "number"
      ? Math.max(0, rule.renewalsAllowed - counted)
      : rule.renewalsAllowed;
  const canRenew = rule.renewalMethod !== "none" && renewalsLeft !== 0;

  let windowOpens: CalendarDate | null = null;
  let lastDayToRenew: CalendarDate | null = null;
  if (canRenew && rule.windowOpens && rule.windowCloses) {
    const opens = rule.windowOpens;
    windowOpens =
      opens.kind === "any-time"
        ? start
        : opens.kind === "years-after-start"
          ? anniversaryOf(start, opens.years)
          : opens.kind === "days-before-expiry"
            ? addDays(expiry, -opens.days)
            : addMonths(expiry, -opens.months);
    lastDayToRenew =
      rule.windowCloses.kind === "at-expiry"
        ? addDays(expiry, -1)
        : addDays(anniversaryOf(expiry, rule.windowCloses.years), -1);
    // A window that would open after it closes (a period shorter than the wait) opens at expiry.
    if (compareDates(windowOpens, lastDayToRenew) > 0) windowOpens = earlier(windowOpens, expiry);
  } else if (canRenew) {
    assumptions.push(
      `When ${rule.state} allows the renewal to be sought is not established; act before the expiry.`,
    );
  }
  const lienExpiry = rule.lienYears === null ? null : anniversaryOf(lienStart, rule.lienYears);

  const status = statusOf(rule, today, expiry, windowOpens, canRenew);

  return {
    status,
    expiry,
    windowOpens,
    lastDayToRenew,
    lienExpiry,
    renewalsCounted: counted,
    renewalsLeft,
    assumptions,
  };
}

/** The period the recorded renewals leave: its start, its end, and where the lien runs from. */
function applyRenewals(
  rule: JudgmentLifeRule,
  lifeYears: number,
  judgmentDate: CalendarDate,
  renewals: readonly CalendarDate[],
  assumptions: string[],
) {
  let start = judgmentDate;
  let expiry = anniversaryOf(judgmentDate, lifeYears);
  let lienStart = judgmentDate;
  let counted = 0;
  for (const renewal of [...renewals].sort(compareDates)) {
    // A renewal recorded before the judgment's own date is not one the rule can count.
    if (compareDates(renewal, judgmentDate) < 0) continue;
    counted++;
    const years = rule.renewedLifeYears ?? lifeYears;
    if (rule.renewedLifeYears === null && counted === 1) {
      assumptions.push(
        `How long a renewal lasts is not established for ${rule.state}; the first period (${lifeYears} years) is used.`,
      );
    }
    let from = renewal;
    if (rule.renewedFrom === "previous expiry") from = expiry;
    else if (rule.renewedFrom === "unclear" && counted === 1) {
      assumptions.push(
        "Whether a renewed period runs from the renewal or from the old expiry is not established; the renewal date is used (the earlier end).",
      );
    }
    start = from;
    expiry = anniversaryOf(from, years);
    if (rule.lienRenews === true) lienStart = from;
  }
  if (counted > 0 && rule.lienRenews === null && rule.lienYears !== null) {
    assumptions.push(
      "Whether renewing extends the lien is not established; the lien is counted from entry.",
    );
  }
  return { start, expiry, lienStart, counted };
}

/**
 * Reminders and "due within 90 days" count down to the expiry even where a dormant judgment can
 * still be revived later: letting it lapse is what the user wants to avoid.
 */
function statusOf(
  rule: JudgmentLifeRule,
  today: CalendarDate,
  expiry: CalendarDate,
  windowOpens: CalendarDate | null,
  canRenew: boolean,
): DeadlineStatus {
  if (compareDates(today, expiry) >= 0) return "expired";
  if (daysBetween(today, addDays(expiry, -1)) <= DUE_SOON_DAYS) return "due within 90 days";
  const windowed = canRenew && windowOpens !== null && rule.windowOpens?.kind !== "any-time";
  if (windowed && compareDates(today, windowOpens) >= 0) return "window open";
  return "fine";
}

/** The dated events of a case's judgment life, in date order. */
export function deadlineEvents(deadlines: JudgmentDeadlines): DeadlineEvent[] {
  const events: DeadlineEvent[] = [];
  const { expiry, windowOpens, lastDayToRenew, lienExpiry } = deadlines;
  if (windowOpens) {
    events.push({ kind: "window-opens", date: windowOpens, label: "Renewal window opens" });
  }
  if (expiry) {
    const lastBeforeExpiry = addDays(expiry, -1);
    if (lastDayToRenew && compareDates(lastDayToRenew, lastBeforeExpiry) === 0) {
      events.push({ kind: "renewal-deadline", date: lastDayToRenew, label: "Last day to renew" });
    }
    events.push({ kind: "expiry", date: expiry, label: "Judgment expires" });
    if (lastDayToRenew && compareDates(lastDayToRenew, lastBeforeExpiry) > 0) {
      events.push({ kind: "revival-ends", date: lastDayToRenew, label: "Last day to revive" });
    }
  }
  if (lienExpiry) events.push({ kind: "lien-expiry", date: lienExpiry, label: "Lien expires" });
  return events.sort((a, b) => compareDates(a.date, b.date));
}

/**
 * The day reminders count down to: the last day to renew before the judgment lapses, or, where
 * it cannot be renewed, the day before it expires. Null when no expiry is known.
 */
export function renewalDeadline(deadlines: JudgmentDeadlines): CalendarDate | null {
  return deadlines.expiry ? addDays(deadlines.expiry, -1) : null;
}

/** The first event on or after `today`, or the expiry when it has passed. */
export function nextDeadline(
  deadlines: JudgmentDeadlines,
  today: CalendarDate,
): DeadlineEvent | null {
  const events = deadlineEvents(deadlines);
  const upcoming = events.find((event) => compareDates(event.date, today) >= 0);
  if (upcoming) return upcoming;
  return events.find((event) => event.kind === "expiry") ?? null;
}
