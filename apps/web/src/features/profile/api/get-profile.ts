import type { Profile, ProfileAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type { Profile };

export function getProfile(): Promise<Profile> {
  return api.get<ProfileAnswer>("/authentication/api/profile/").then((answer) => answer.profile);
}

/** Shared with the top bar (and the billing screen's own fetch), so one save updates all. */
export const profileQueryKey = ["profile"] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 60 * 1000 });
}

/** Paid when the plan is set and is not "free", in any letter case (docs/product.md, "Plans and limits"). */
export function isPaidPlan(plan: string | null | undefined): boolean {
  return Boolean(plan) && plan?.toLowerCase() !== "free";
}
