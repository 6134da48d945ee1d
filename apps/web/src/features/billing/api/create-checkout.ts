import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { BillingInterval } from "./get-plans.ts";

export interface CheckoutBody {
  /** The catalog price shown; the server only compares it and charges its own. */
  price: number;
  interval: BillingInterval;
  /** Only when a coupon was applied (spec section 7). */
  coupon?: string;
  plan: "normal";
}

interface CheckoutAnswer {
  checkout_url?: string;
  data?: { checkout_url?: string };
}

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
