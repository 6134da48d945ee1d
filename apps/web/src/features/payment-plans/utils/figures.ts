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
