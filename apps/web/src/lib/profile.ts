import { accountEndpoints, type Profile } from "@owed/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "./call.ts";

// The signed-in user's profile, read once and shared: the top bar, the profile and billing screens
// and the dashboard's plan all use this one fetcher and this one cache entry, so one save or one
// payment updates every screen.

export type { Profile };

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await call(accountEndpoints.profile, {}, { signal });
  return answer.profile;
}

export const profileQueryKey = ["profile"] as const;

/** `pollMs`: read again on this period (billing, while a payment's notification is on its way). */
export function useProfile(options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60 * 1000,
    refetchInterval: options.pollMs ?? false,
  });
}

export function refreshProfile(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: profileQueryKey });
}

/**
 * Paid when the plan is set and is not "free", in any letter case (docs/product.md, "Billing and
 * plans"); a profile not loaded yet is not paid.
 */
export function isPaid(profile: Pick<Profile, "subscription_plan"> | undefined): boolean {
  const plan: string | undefined = profile?.subscription_plan;
  return Boolean(plan) && plan?.toLowerCase() !== "free";
}
