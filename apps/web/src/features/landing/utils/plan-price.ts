/**
 * Prices arrive as decimal strings ("20.00"). They are only displayed and compared here, so they
 * are handled as whole cents (integers): no floating point touches a price.
 */
export function toCents(price: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return null;
  const [, dollars = "0", fraction = ""] = match;
  return Number(dollars) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "$20" for whole dollars, "$19.50" otherwise, with thousands separators. */
export function formatPrice(price: string): string {
  const cents = toCents(price);
  if (cents === null) return price;
  const dollars = Math.floor(cents / 100).toLocaleString("en-US");
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, "0")}`;
}

/**
 * How much a year costs less than twelve months, in whole percent (rounded down, so the page
 * never promises more than the catalog gives); null when there is no saving.
 */
export function yearlySavingPercent(month: string, year: string): number | null {
  const monthly = toCents(month);
  const yearly = toCents(year);
  if (!monthly || yearly === null) return null;
  const twelve = monthly * 12;
  if (yearly >= twelve) return null;
  return Math.floor(((twelve - yearly) * 100) / twelve);
}

export function isFree(price: string): boolean {
  return toCents(price) === 0;
}
