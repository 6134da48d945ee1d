import type { CheckoutResponse, checkoutRequest } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/**
 * The catalog price shown goes as its decimal string ("20.00"); the server only compares it and
 * charges its own. A coupon only when one was applied (docs/product.md, "Billing and plans").
 */
export type CheckoutBody = z.input<typeof checkoutRequest>;

type CheckoutAnswer = Partial<CheckoutResponse>;

/** POST checkout/: answers where to send the browser (the provider's page, or back here). */
export async function createCheckout(body: CheckoutBody): Promise<string> {
  const answer = await api.post<CheckoutAnswer>("/stripe/api/checkout/", body);
  const url = answer.checkout_url ?? answer.data?.checkout_url;
  if (!url) throw new Error("The checkout could not be started. Please try again.");
  return url;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
