/** Drops characters no file system accepts, and control characters; never returns "". */
function fileSafe(name: string): string {
  const cleaned = [...name]
    .filter((ch) => ch.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(ch))
    .join("")
    .trim();
  return cleaned === "" ? "case" : cleaned;
}

/**
 * payoff-{caseName with underscores}-{payoff date}.pdf, as the server names it too (docs/product.md, "Payoff and statements")
 * plus the payoff date, so statements for several dates do not overwrite one another.
 */
export function payoffFileName(caseName: string, date: string): string {
  return `payoff-${fileSafe(caseName).replace(/\s+/g, "_")}-${date}.pdf`;
}

/** ledger-{caseName with underscores}-{date}.csv (or .xlsx), as the server names it. */
export function ledgerFileName(caseName: string, date: string, extension = "csv"): string {
  return `ledger-${fileSafe(caseName).replace(/\s+/g, "_")}-${date}.${extension}`;
}

/** transactions-{caseName}-{date}.pdf (docs/product.md, "Payoff and statements"). */
export function transactionsFileName(caseName: string, date: string): string {
  return `transactions-${fileSafe(caseName)}-${date}.pdf`;
}

/** Deadlines - {caseName}.ics, as the server names it. */
export function calendarFileName(caseName: string): string {
  return `Deadlines - ${fileSafe(caseName)}.ics`;
}
