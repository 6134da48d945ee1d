import { billingEndpoints, type EndpointInput } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/**
 * The catalog price shown goes as its decimal string ("20.00"); the server only compares it and
 * charges its own. A coupon only when one was applied (docs/product.md, "Billing and plans").
 */
export type CheckoutBody = EndpointInput<typeof billingEndpoints.checkout>["body"];

/** Answers where to send the browser (the provider's page, or back here). */
export async function createCheckout(body: CheckoutBody): Promise<string> {
  const answer = await call(billingEndpoints.checkout, { body });
  return answer.checkout_url;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
