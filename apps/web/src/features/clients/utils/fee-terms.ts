import { type ClientDto, formatUsd, parseMoneyInput } from "@owed/domain";

/** "0", "0.0", "" and the like: no percent fee. */
const zeroPercent = (text: string) => /^\s*0*(\.0*)?\s*$/.test(text);

function flatFeeUnits(text: string): bigint {
  try {
    return parseMoneyInput(text, { maxDecimals: 4 });
  } catch {
    return 0n;
  }
}

/**
 * The firm's fee as a person says it (docs/portfolio.md, "The firm's fee"): "25% of collections
 * plus $150.00 per case", "$150.00 per case", "No fee". The percent is the server's own text, so
 * "33.3333" is shown as it is stored, never rounded.
 */
export function feeInWords(client: Pick<ClientDto, "feePercent" | "flatFee">): string {
  const percent = zeroPercent(client.feePercent) ? null : `${client.feePercent}% of collections`;
  const units = flatFeeUnits(client.flatFee);
  const flat = units > 0n ? `${formatUsd(units)} per case` : null;
  if (percent && flat) return `${percent} plus ${flat}`;
  return percent ?? flat ?? "No fee";
}

/** Whether the firm's advanced costs come back to it from collections before its fee and the net. */
export function costsInWords(client: Pick<ClientDto, "costsRecoveredFirst">): string {
  return client.costsRecoveredFirst
    ? "Costs advanced are recovered from collections first"
    : "Costs advanced are not recovered from collections";
}

/** "3 cases", "1 case", "No cases". */
export function caseCountText(count: number): string {
  if (count === 0) return "No cases";
  return count === 1 ? "1 case" : `${count} cases`;
}
