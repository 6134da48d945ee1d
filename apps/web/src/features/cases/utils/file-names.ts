/** Drops characters no file system accepts, and control characters; never returns "". */
function fileSafe(name: string): string {
  const cleaned = [...name]
    .filter((ch) => ch.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(ch))
    .join("")
    .trim();
  return cleaned === "" ? "case" : cleaned;
}

/** Spec section 9: payoff-{caseName with underscores}.pdf, as the server names it too. */
export function payoffFileName(caseName: string): string {
  return `payoff-${fileSafe(caseName).replace(/\s+/g, "_")}.pdf`;
}

/** Spec section 9: transactions-{caseName}-{date}.pdf. */
export function transactionsFileName(caseName: string, date: string): string {
  return `transactions-${fileSafe(caseName)}-${date}.pdf`;
}
