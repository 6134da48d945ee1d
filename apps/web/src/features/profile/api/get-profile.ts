import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The coupon kept for the next checkout, as the billing API describes it. */
export interface AppliedCoupon {
  code: string;
  percentOff: number | null;
  amountOff: string | null;
  expiresAt: string | null;
  description: string;
}

/** The profile object of GET /authentication/api/profile/ (spec section 3, plus identity). */
export interface Profile {
  id: string;
  username: string;
  full_name: string;
  email: string;
  /** Same-origin URL of the avatar, or null for the default avatar. */
  image: string | null;
  company: string;
  location: string;
  phone_number: string;
  website: string;
  subscription_plan: string;
  member_since: string;
  timezone: string;
  trial_ends_at?: string;
  paid_until?: string | null;
  applied_coupon?: AppliedCoupon | null;
}

export interface ProfileAnswer {
  message?: string;
  profile?: Profile;
  data?: { profile?: Profile };
}

export function profileFromAnswer(answer: ProfileAnswer): Profile {
  const profile = answer.profile ?? answer.data?.profile;
  if (!profile) throw new Error("The profile answer has no profile.");
  return profile;
}

export function getProfile(): Promise<Profile> {
  return api.get<ProfileAnswer>("/authentication/api/profile/").then(profileFromAnswer);
}

/** Shared with the top bar (and the billing screen's own fetch), so one save updates all. */
export const profileQueryKey = ["profile"] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 60 * 1000 });
}

/** The spec's rule: paid when the plan is set and is not "free", in any letter case. */
export function isPaidPlan(plan: string | null | undefined): boolean {
  return Boolean(plan) && plan?.toLowerCase() !== "free";
}
