import { useQuery } from "@tanstack/react-query";
import { getProfile } from "../../../lib/profile.ts";

/** The user's plan, from the one profile fetcher ("free", "pro"). */
export async function getSubscriptionPlan(signal?: AbortSignal): Promise<string> {
  return (await getProfile(signal)).subscription_plan;
}

export const planQueryKey = ["cases", "plan"] as const;

/** Fetched when the dashboard opens and again after a plan-limit refusal; plans change rarely. */
export function useSubscriptionPlan() {
  return useQuery({
    queryKey: planQueryKey,
    queryFn: ({ signal }) => getSubscriptionPlan(signal),
    staleTime: 60 * 1000,
  });
}
