import type { BillingProvider } from "./provider.ts";

/** Where the built-in test checkout pages live (served by local-checkout-routes.ts). */
export const LOCAL_CHECKOUT_PATH = "/checkout/test";

/**
 * The built-in TEST MODE provider (the default): no money moves. The buyer is sent to a page of
 * this app that shows the plan, the discount and the total with Pay and Cancel buttons; Pay
 * completes the checkout at once. It lets a newcomer try the whole product offline, and a
 * self-hosted install give itself Pro. Never use it where real payment is expected: anyone
 * signed in can make themselves Pro.
 */
export function createLocalProvider(appBaseUrl: string): BillingProvider {
  return {
    name: "local",
    async createCheckout({ session }) {
      return {
        url: `${appBaseUrl}${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`,
        providerSessionId: null,
      };
    },
    async cancelCheckouts() {
      // Superseded local checkouts are closed in the database; nothing else holds them.
    },
  };
}
