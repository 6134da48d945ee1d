import type { ProfileAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The user's plan from GET /authentication/api/profile/ ("free", "pro"...). */
export async function getSubscriptionPlan(signal?: AbortSignal): Promise<string> {
  // Read loosely: an older server answered the profile only under `data`.
  const answer = await api.get<Partial<ProfileAnswer>>("/authentication/api/profile/", { signal });
  return (answer.profile ?? answer.data?.profile)?.subscription_plan ?? "free";
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
