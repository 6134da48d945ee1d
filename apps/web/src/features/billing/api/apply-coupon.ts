import type { ApplyCouponResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { type AppliedCoupon, refreshBillingAccount } from "./get-billing-account.ts";

/** The answer as sent; checked loosely here because an error body arrives the same way. */
type ApplyCouponAnswer = Partial<ApplyCouponResponse>;

export type ApplyCouponResult =
  | { ok: true; message: string; coupon: AppliedCoupon | null }
  | { ok: false; message: string | undefined };

/** POST apply-coupon/: success is a message with status_code 200 (docs/product.md, "Billing and plans"). */
export async function applyCoupon(code: string): Promise<ApplyCouponResult> {
  const answer = await api.post<ApplyCouponAnswer>("/stripe/api/apply-coupon/", {
    coupon_code: code.trim(),
  });
  if (answer.status_code === 200 && answer.message) {
    return { ok: true, message: answer.message, coupon: answer.data?.coupon ?? null };
  }
  return { ok: false, message: answer.message };
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSuccess: (result) => {
      if (result.ok) return refreshBillingAccount(queryClient);
    },
  });
}
