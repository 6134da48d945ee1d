import { type CalendarDate, todayInTimeZone } from "@owed/domain";
import { browserStorage, readStoredUser } from "./auth-storage.ts";

/**
 * The user's time zone: the one their account holds (the server computes "today" with it), else
 * the browser's, else UTC. "Today" is never the server's calendar date (docs/decisions/003-money.md).
 */
export function userTimeZone(): string {
  const stored = readStoredUser(browserStorage())?.timezone;
  if (stored) return stored;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function userToday(): CalendarDate {
  try {
    return todayInTimeZone(userTimeZone());
  } catch {
    return todayInTimeZone("UTC");
  }
}
