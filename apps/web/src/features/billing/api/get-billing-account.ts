import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The coupon kept for the next checkout. */
export interface AppliedCoupon {
  code: string;
  percentOff: number | null;
  amountOff: string | null;
  expiresAt: string | null;
  description: string;
}

/**
 * The plan facts of the signed-in user, read from the profile answer (there is no separate
 * billing-status call). Only the fields billing needs are typed; the cached object is the whole
 * profile, shared under the same key with the top bar and the profile screen.
 */
export interface BillingAccount {
  email: string;
  subscription_plan: string;
  trial_ends_at?: string;
  paid_until?: string | null;
  applied_coupon?: AppliedCoupon | null;
}

export const accountQueryKey = ["profile"] as const;

export async function getBillingAccount(): Promise<BillingAccount> {
  const answer = await api.get<{ profile?: BillingAccount; data?: { profile?: BillingAccount } }>(
    "/authentication/api/profile/",
  );
  const profile = answer.profile ?? answer.data?.profile;
  if (!profile) throw new Error("Your account could not be read.");
  return profile;
}

export function useBillingAccount(options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: getBillingAccount,
    staleTime: 60 * 1000,
    refetchInterval: options.pollMs ?? false,
  });
}

export function refreshBillingAccount(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: accountQueryKey });
}

/** The spec's rule: paid when the plan is set and is not "free", in any letter case. */
export function isPaid(account: Pick<BillingAccount, "subscription_plan"> | undefined): boolean {
  const plan = account?.subscription_plan;
  return Boolean(plan) && plan?.toLowerCase() !== "free";
}
