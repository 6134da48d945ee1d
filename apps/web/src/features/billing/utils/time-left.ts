const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end`, counting a started day as a day (13.2 days left reads "14"). */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * How the banner says the time left: "2 more weeks" when it is whole weeks, else "5 more days",
 * "1 more day", or "less than a day" on the last day. Null when nothing is left.
 */
export function timeLeftPhrase(end: Date, now: Date): string | null {
  const ms = end.getTime() - now.getTime();
  if (!(ms > 0)) return null;
  if (ms < DAY_MS) return "less than a day";
  const days = daysLeft(end, now);
  if (days >= 7 && days % 7 === 0) {
    const weeks = days / 7;
    return weeks === 1 ? "1 more week" : `${weeks} more weeks`;
  }
  return days === 1 ? "1 more day" : `${days} more days`;
}
