import type { CouponOutDto, Profile } from "@owed/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The coupon kept for the next checkout. */
export type AppliedCoupon = CouponOutDto;

/**
 * The plan facts of the signed-in user, read from the profile answer (there is no separate
 * billing-status call). Only the fields billing needs are named; the cached object is the whole
 * profile, shared under the same key with the top bar and the profile screen.
 */
export type BillingAccount = Pick<Profile, "email" | "subscription_plan"> &
  Partial<Pick<Profile, "trial_ends_at" | "paid_until" | "applied_coupon">>;

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

/** docs/product.md ("Billing and plans"): paid when the plan is set and is not "free", in any letter case. */
export function isPaid(account: Pick<BillingAccount, "subscription_plan"> | undefined): boolean {
  const plan = account?.subscription_plan;
  return Boolean(plan) && plan?.toLowerCase() !== "free";
}
