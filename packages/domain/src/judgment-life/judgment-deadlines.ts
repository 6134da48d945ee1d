import {
  addDays,
  addMonths,
  anniversaryOf,
  type CalendarDate,
  compareDates,
  daysBetween,
  formatUsDate,
} from "../dates/calendar-date.ts";
import type { JudgmentLifeRule, RenewalWindowOpens } from "./judgment-life-types.ts";

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
  /**
   * Last day to act: the day before expiry, or, where renewing is reviving, the end of the
   * revival period.
   */
  lastDayToRenew: CalendarDate | null;
  /**
   * Last day a dormant judgment can be revived, where that is later than the day before expiry
   * (Kansas, Texas: 2 years after dormancy); null where the rule has no revival period.
   */
  lastDayToRevive: CalendarDate | null;
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
  kind:
    | "window-opens"
    | "renewal-deadline"
    | "expiry"
    | "lien-expiry"
    | "revival-ends"
    /** The last day to levy under a writ of execution recorded as issued (writ-levy.ts). */
    | "writ-levy";
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
    lastDayToRevive: null,
    lienExpiry: null,
    renewalsCounted: 0,
    renewalsLeft: "unclear",
    assumptions: [reason],
  });
  if (!rule) return unknown("Choose the case's jurisdiction to see its judgment deadlines.");
  if (rule.lifeYears === null) {
    return unknown(
      rule.lifeRunsFromText ??
        `${rule.state}: the review did not establish how long a judgment lasts, so no date is computed. Read the rule below.`,
    );
  }
  if (rule.lifeRunsFromText) assumptions.push(rule.lifeRunsFromText);
  else if (rule.lifeRunsFrom !== "entry") {
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
  const limit = absoluteEnd(rule, judgmentDate);

  const renewalsLeft =
    typeof rule.renewalsAllowed === "number"
      ? Math.max(0, rule.renewalsAllowed - counted)
      : rule.renewalsAllowed;
  const canRenew = rule.renewalMethod !== "none" && renewalsLeft !== 0;
  if (rule.renewalMethod === "none") {
    assumptions.push(
      `A ${rule.state} judgment cannot be renewed or revived: it ends on its expiry, whatever is filed.`,
    );
  }

  let windowOpens: CalendarDate | null = null;
  let lastDayToRenew: CalendarDate | null = null;
  let lastDayToRevive: CalendarDate | null = null;
  const opens = counted > 0 ? (rule.windowOpensAfterRenewal ?? rule.windowOpens) : rule.windowOpens;
  if (canRenew && opens && rule.windowCloses) {
    windowOpens = windowStart(opens, start, expiry);
    lastDayToRenew = addDays(expiry, -1);
    if (rule.windowCloses.kind === "years-after-expiry") {
      let revivalEnds = anniversaryOf(expiry, rule.windowCloses.years);
      if (limit && compareDates(revivalEnds, limit) > 0) revivalEnds = limit;
      lastDayToRevive = addDays(revivalEnds, -1);
      // Where renewing is reviving, the last day to renew is the last day to revive; elsewhere
      // (an affidavit or a writ before dormancy) renewing ends at expiry and reviving later.
      if (rule.renewalMethod === "revival") lastDayToRenew = lastDayToRevive;
    }
    // A window that would open after it closes (a period shorter than the wait) opens at expiry.
    if (compareDates(windowOpens, lastDayToRenew) > 0) windowOpens = earlier(windowOpens, expiry);
  } else if (canRenew) {
    assumptions.push(
      `When ${rule.state} allows the renewal to be sought is not established; act before the expiry.`,
    );
  }
  const lienExpiry = rule.lienYears === null ? null : anniversaryOf(lienStart, rule.lienYears);

  const windowed = canRenew && windowOpens !== null && opens?.kind !== "any-time";
  const status = statusOf(today, expiry, windowed ? windowOpens : null);

  return {
    status,
    expiry,
    windowOpens,
    lastDayToRenew,
    lastDayToRevive:
      lastDayToRevive && compareDates(lastDayToRevive, addDays(expiry, -1)) > 0
        ? lastDayToRevive
        : null,
    lienExpiry,
    renewalsCounted: counted,
    renewalsLeft,
    assumptions,
  };
}

function windowStart(opens: RenewalWindowOpens, start: CalendarDate, expiry: CalendarDate) {
  return opens.kind === "any-time"
    ? start
    : opens.kind === "years-after-start"
      ? anniversaryOf(start, opens.years)
      : opens.kind === "days-before-expiry"
        ? addDays(expiry, -opens.days)
        : addMonths(expiry, -opens.months);
}

/** The day no period of this judgment may pass (New Mexico: 14 years), or null. */
function absoluteEnd(rule: JudgmentLifeRule, judgmentDate: CalendarDate): CalendarDate | null {
  return rule.absoluteLimit ? anniversaryOf(judgmentDate, rule.absoluteLimit.years) : null;
}

/**
 * The period the recorded renewals leave: its start, its end, and where the lien runs from.
 * A renewal the law does not allow (none left, or before its window) is not counted, and the
 * assumptions say so: the dates then stay where they were. No period passes the absolute limit.
 */
function applyRenewals(
  rule: JudgmentLifeRule,
  ruleLifeYears: number,
  judgmentDate: CalendarDate,
  renewals: readonly CalendarDate[],
  assumptions: string[],
) {
  const older =
    rule.earlierLaw && compareDates(judgmentDate, rule.earlierLaw.before) < 0
      ? rule.earlierLaw
      : undefined;
  const lifeYears = older?.lifeYears ?? ruleLifeYears;
  if (older) assumptions.push(older.text);
  const limit = absoluteEnd(rule, judgmentDate);
  let start = judgmentDate;
  let expiry = anniversaryOf(judgmentDate, lifeYears);
  let lienStart = judgmentDate;
  let counted = 0;
  const refuse = (renewal: CalendarDate, why: string) =>
    assumptions.push(
      `The renewal recorded on ${formatUsDate(renewal)} does not change these dates: ${why}`,
    );
  for (const renewal of [...renewals].sort(compareDates)) {
    // A renewal recorded before the judgment's own date is not one the rule can count.
    if (compareDates(renewal, judgmentDate) < 0) continue;
    if (rule.renewalMethod === "none") {
      refuse(renewal, `a ${rule.state} judgment cannot be renewed.`);
      continue;
    }
    if (typeof rule.renewalsAllowed === "number" && counted >= rule.renewalsAllowed) {
      const allowed =
        rule.renewalsAllowed === 1 ? "one renewal" : `${rule.renewalsAllowed} renewals`;
      refuse(renewal, `${rule.state} allows ${allowed}, already used.`);
      continue;
    }
    if (counted > 0 && rule.windowOpensAfterRenewal) {
      const opens = windowStart(rule.windowOpensAfterRenewal, start, expiry);
      if (compareDates(renewal, opens) < 0) {
        refuse(
          renewal,
          `in ${rule.state} a renewed judgment cannot be renewed again before ${formatUsDate(opens)}.`,
        );
        continue;
      }
    }
    counted++;
    const years =
      older && compareDates(renewal, older.before) < 0
        ? older.renewedLifeYears
        : (rule.renewedLifeYears ?? lifeYears);
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
    if (limit && compareDates(expiry, limit) > 0) {
      expiry = limit;
      const text = `${rule.absoluteLimit?.text} The renewed period therefore ends on ${formatUsDate(limit)}.`;
      if (!assumptions.includes(text)) assumptions.push(text);
    }
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
  today: CalendarDate,
  expiry: CalendarDate,
  /** The day a window that does not open at once opens; null where there is none. */
  windowOpens: CalendarDate | null,
): DeadlineStatus {
  if (compareDates(today, expiry) >= 0) return "expired";
  if (daysBetween(today, addDays(expiry, -1)) <= DUE_SOON_DAYS) return "due within 90 days";
  if (windowOpens !== null && compareDates(today, windowOpens) >= 0) return "window open";
  return "fine";
}

/** The dated events of a case's judgment life, in date order. */
export function deadlineEvents(deadlines: JudgmentDeadlines): DeadlineEvent[] {
  const events: DeadlineEvent[] = [];
  const { expiry, windowOpens, lastDayToRenew, lastDayToRevive, lienExpiry } = deadlines;
  if (windowOpens) {
    events.push({ kind: "window-opens", date: windowOpens, label: "Renewal window opens" });
  }
  if (expiry) {
    const lastBeforeExpiry = addDays(expiry, -1);
    if (lastDayToRenew && compareDates(lastDayToRenew, lastBeforeExpiry) === 0) {
      events.push({ kind: "renewal-deadline", date: lastDayToRenew, label: "Last day to renew" });
    }
    events.push({ kind: "expiry", date: expiry, label: "Judgment expires" });
    if (lastDayToRevive) {
      events.push({ kind: "revival-ends", date: lastDayToRevive, label: "Last day to revive" });
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
