/**
 * The IANA names the browser knows, with `current` first in line if the browser's list lacks it
 * (older engines omit "UTC" and some aliases the server still accepts).
 */
export function timeZoneNames(current: string): string[] {
  const names =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const list = [...names];
  if (!list.includes("UTC")) list.push("UTC");
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/** The browser's own zone: the likeliest answer for someone who never set one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
