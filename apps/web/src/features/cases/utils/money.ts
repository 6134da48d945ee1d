import { formatUsd, parseMoneyInput, toDecimalString } from "@owed/domain";

/**
 * The API sends money as decimal strings with 2 or 4 decimals. They go to the screen through the
 * domain's one formatter after an exact parse, never through parseFloat, so a figure shown is
 * always the figure the server computed.
 */
export function formatMoney(text: string | null | undefined, decimals: 2 | 4 = 2): string {
  if (text === null || text === undefined || text.trim() === "") return "—";
  try {
    return formatUsd(parseMoneyInput(text, { maxDecimals: 4 }), { decimals });
  } catch {
    // A figure we cannot read is shown as missing rather than as a wrong number.
    return "—";
  }
}

/**
 * What a person typed ("1,234.5", "$20") as the 2-decimal string amounts are sent
 * with ("1234.50"). Throws the domain's typed error for input that is not an amount.
 */
export function toTwoDecimals(input: string): string {
  return toDecimalString(parseMoneyInput(input), 2);
}

/** The rate as typed back to the user: "10" -> "10%", "7.375" -> "7.375%". */
export function formatRate(text: string): string {
  return `${text}%`;
}
