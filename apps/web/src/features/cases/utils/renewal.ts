import { type CaseDto, formatUsd, type PayoffSummaryDto, parseMoneyInput } from "@owed/domain";

/** The renewal costs' problem, if any: blank or 0 (none), or an amount. */
export function renewalCostsError(costs: string): string | undefined {
  if (costs.trim() === "" || Number(costs) === 0) return undefined;
  try {
    parseMoneyInput(costs);
    return undefined;
  } catch {
    return "Renewal costs must be an amount like 45.00, or 0.";
  }
}

/**
 * What a renewal on the payoff's date makes the judgment: the principal plus the unpaid interest
 * (they join, as the RENEWAL entry records), plus the renewal's costs where this case adds costs
 * to principal. Exact arithmetic on the server's figures; null when the costs are not an amount.
 */
export function renewedAmount(
  item: Pick<CaseDto, "costTreatment">,
  payoff: Pick<PayoffSummaryDto, "principalBalance" | "accruedInterest">,
  costs: string,
): string | null {
  let added = 0n;
  if (costs.trim() !== "" && Number(costs) !== 0) {
    try {
      added = parseMoneyInput(costs);
    } catch {
      return null;
    }
  }
  const principal = parseMoneyInput(payoff.principalBalance, { maxDecimals: 4 });
  const interest = parseMoneyInput(payoff.accruedInterest, { maxDecimals: 4 });
  const joined = item.costTreatment === "principal" ? added : 0n;
  return formatUsd(principal + interest + joined, { decimals: 2 });
}
