import { formatUsd, parseMoneyInput } from "@owed/domain";

/**
 * A figure the API sent ("214.07", "214.0700") as the screen shows it ("$214.07"), through the
 * domain's one formatter after an exact parse, never through parseFloat; an unreadable one is "—".
 */
export function money(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === "") return "—";
  try {
    return formatUsd(parseMoneyInput(text, { maxDecimals: 4 }));
  } catch {
    return "—";
  }
}

/** Whether a figure the API sent is more than zero ("120.00" yes, "0.0000" no). */
export function isPositive(text: string): boolean {
  try {
    return parseMoneyInput(text, { maxDecimals: 4 }) > 0n;
  } catch {
    return false;
  }
}
