import { type CaseDto, formatUsd, type PayoffSummaryDto, parseMoneyInput } from "@owed/domain";

/** The renewal costs as typed: blank or 0 is none (0n); null when they are not an amount. */
export function renewalCostsOf(costs: string): bigint | null {
  if (costs.trim() === "" || Number(costs) === 0) return 0n;
  try {
    return parseMoneyInput(costs);
  } catch {
    return null;
  }
}

/** The renewal costs' problem, if any: blank or 0 (none), or an amount. */
export function renewalCostsError(costs: string): string | undefined {
  return renewalCostsOf(costs) === null
    ? "Renewal costs must be an amount like 45.00, or 0."
    : undefined;
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
  const added = renewalCostsOf(costs);
  if (added === null) return null;
  const principal = parseMoneyInput(payoff.principalBalance, { maxDecimals: 4 });
  const interest = parseMoneyInput(payoff.accruedInterest, { maxDecimals: 4 });
  const joined = item.costTreatment === "principal" ? added : 0n;
  return formatUsd(principal + interest + joined, { decimals: 2 });
}
