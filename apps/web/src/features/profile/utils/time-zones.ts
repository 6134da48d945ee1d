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

/** "America/Argentina/Buenos_Aires" -> "buenos aires": the city part, as people type it. */
function cityOf(name: string): string {
  return (name.split("/").at(-1) ?? name).replaceAll("_", " ").toLowerCase();
}

function simplified(text: string): string {
  return text.trim().replaceAll("_", " ").replace(/\s+/g, " ").toLowerCase();
}

/**
 * The zone someone means by what they typed: an IANA name in any letter case, or a city
 * ("Chicago", "new york", "Buenos_Aires") when exactly one zone of `names` has that city, or
 * failing that when exactly one zone's name contains the text. Null when it is none or several.
 */
export function resolveTimeZone(text: string, names: readonly string[]): string | null {
  const wanted = simplified(text);
  if (wanted === "") return null;
  const exact = names.find((name) => simplified(name) === wanted);
  if (exact) return exact;
  const byCity = names.filter((name) => cityOf(name) === wanted);
  if (byCity.length === 1) return byCity[0] ?? null;
  const containing = names.filter((name) => simplified(name).includes(wanted));
  return containing.length === 1 ? (containing[0] ?? null) : null;
}

/** The datalist's label for a zone: its city first, so typing a city finds it ("Chicago · America/Chicago"). */
export function timeZoneLabel(name: string): string {
  const city = (name.split("/").at(-1) ?? name).replaceAll("_", " ");
  return city === name ? name : `${city} · ${name}`;
}
