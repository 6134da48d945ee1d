const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Last used Nov 23, 2026, 8:30 PM" in the browser's time zone; "" for a bad date. */
export function describeLastUse(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `Last used ${dateTime.format(date)}`;
}
