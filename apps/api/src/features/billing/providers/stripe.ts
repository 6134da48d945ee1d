import { UNITS_PER_CENT } from "@owed/domain";
import Stripe from "stripe";
import {
  type BillingProvider,
  ProviderError,
  type ProviderEvent,
  WebhookVerificationError,
} from "./provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  appBaseUrl: string;
  /** Tests only: a stand-in for api.stripe.com, e.g. http://127.0.0.1:12111 (STRIPE_API_BASE). */
  apiBase?: string | undefined;
}

/** The SDK client, pointed at `apiBase` when one is given. */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

const CHECKOUT_EVENTS: Record<string, "paid" | "expired" | undefined> = {
  "checkout.session.completed": "paid",
  // Bank debits and the like: the session completes unpaid, then one of these follows.
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.expired": "expired",
};

/**
 * Stripe Checkout in "payment" mode: each term of Pro is a one-time payment that does not renew
 * (docs/product.md, "Billing and plans"). The price is sent as `price_data` computed from the checkout's
 * stored total, so no Stripe Price or Coupon objects need to exist in the Stripe account.
 */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = createStripeClient(options.secretKey, options.apiBase);
  const billingUrl = `${options.appBaseUrl}/billing`;

  return {
    name: "stripe",

    async createCheckout({ session, customerEmail, description }) {
      try {
        const created = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: Number(session.totalAmount / UNITS_PER_CENT),
                  product_data: { name: description },
                },
              },
            ],
            customer_email: customerEmail,
            client_reference_id: session.id,
            metadata: { userId: session.userId, sessionId: session.id, interval: session.interval },
            payment_intent_data: {
              metadata: { userId: session.userId, sessionId: session.id },
            },
            success_url: `${billingUrl}?checkout=success`,
            cancel_url: `${billingUrl}?checkout=cancelled`,
            expires_at: Math.floor(session.expiresAt.getTime() / 1000),
          },
          // A retried request creates the same Stripe session, never a second one.
          { idempotencyKey: `checkout-${session.id}` },
        );
        if (!created.url) throw new ProviderError("Stripe answered a session without a URL");
        return { url: created.url, providerSessionId: created.id };
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(
          `Stripe refused the checkout: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    },

    async cancelCheckouts(providerSessionIds) {
      for (const id of providerSessionIds) {
        try {
          await stripe.checkout.sessions.expire(id);
        } catch {
          // Already completed or expired at Stripe: nothing left to stop.
        }
      }
    },

    verifyWebhook(rawBody, signature, now): ProviderEvent {
      if (!signature) throw new WebhookVerificationError("Missing Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        // Over the raw bytes as received: re-serialised JSON would not match the signature.
        // The age check uses the app's clock, with Stripe's default tolerance (5 minutes).
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          undefined,
          undefined,
          now.getTime(),
        );
      } catch (err) {
        throw new WebhookVerificationError(
          err instanceof Error ? err.message : "Invalid signature.",
        );
      }
      const outcome = CHECKOUT_EVENTS[event.type];
      if (!outcome) return { id: event.id, type: event.type, checkout: null };
      const object = event.data.object as Stripe.Checkout.Session;
      const checkoutId = object.metadata?.sessionId ?? object.client_reference_id ?? null;
      return {
        id: event.id,
        type: event.type,
        checkout: {
          checkoutId,
          providerSessionId: object.id,
          outcome:
            outcome === "expired"
              ? "expired"
              : event.type === "checkout.session.completed" && object.payment_status === "unpaid"
                ? "pending"
                : "paid",
          amountTotalCents: object.amount_total ?? null,
          currency: object.currency ?? null,
        },
      };
    },
  };
}
