/** Drops characters no file system accepts, and control characters; never returns "". */
function fileSafe(name: string): string {
  const cleaned = [...name]
    .filter((ch) => ch.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(ch))
    .join("")
    .trim();
  return cleaned === "" ? "case" : cleaned;
}

/**
 * payoff-{caseName with underscores}-{payoff date}.pdf, as the server names it too: spec section 9
 * plus the payoff date, so statements for several dates do not overwrite one another.
 */
export function payoffFileName(caseName: string, date: string): string {
  return `payoff-${fileSafe(caseName).replace(/\s+/g, "_")}-${date}.pdf`;
}

/** Spec section 9: transactions-{caseName}-{date}.pdf. */
export function transactionsFileName(caseName: string, date: string): string {
  return `transactions-${fileSafe(caseName)}-${date}.pdf`;
}
