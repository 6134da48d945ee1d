/**
 * "01/15/2025, 7:00 AM EST": when a change was made, in the user's time zone (the server stores
 * UTC). An unknown zone falls back to UTC rather than failing the whole timeline.
 */
export function historyTime(at: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(instant);
  }
}
