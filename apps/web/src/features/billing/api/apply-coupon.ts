import { billingEndpoints, type CouponOutDto } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { refreshProfile } from "../../../lib/profile.ts";

export type ApplyCouponResult =
  | { ok: true; message: string; coupon: CouponOutDto | null }
  | { ok: false; message: string | undefined };

/** Success is a message with status_code 200 (docs/product.md, "Billing and plans"). */
export async function applyCoupon(code: string): Promise<ApplyCouponResult> {
  const answer = await call(billingEndpoints.applyCoupon, { body: { coupon_code: code.trim() } });
  if (answer.status_code === 200 && answer.message) {
    return { ok: true, message: answer.message, coupon: answer.data.coupon };
  }
  return { ok: false, message: answer.message };
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    // The applied coupon is part of the profile's answer.
    onSuccess: (result) => {
      if (result.ok) return refreshProfile(queryClient);
    },
  });
}
