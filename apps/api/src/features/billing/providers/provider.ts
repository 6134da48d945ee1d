import type { CheckoutSession } from "../../../db/schema/index.ts";

/**
 * A payment provider: where the buyer goes to pay, and how we learn they paid. The amount is
 * always the checkout's stored `totalAmount`, decided by the server from the plan catalog.
 *
 * - `local` (providers/local.ts): a built-in TEST MODE page of this app; Pay confirms at once.
 * - `stripe` (providers/stripe.ts): a Stripe Checkout Session; Stripe confirms by a signed
 *   webhook.
 */
export interface BillingProvider {
  readonly name: "local" | "stripe";

  /** Creates the provider's side of a checkout; answers where to send the buyer. */
  createCheckout(input: CheckoutRequest): Promise<CreatedCheckout>;

  /**
   * Best effort: stops the provider's side of superseded checkouts from being paid. A failure
   * is logged by the caller, never shown: a superseded checkout that is paid anyway is honoured.
   */
  cancelCheckouts(providerSessionIds: string[]): Promise<void>;

  /**
   * Verifies a notification over its raw bytes and reads it. Throws WebhookVerificationError
   * when it is unsigned, wrongly signed or too old. Providers that confirm payment some other
   * way (local) have none.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined, now: Date): ProviderEvent;
}

export interface CheckoutRequest {
  session: CheckoutSession;
  customerEmail: string;
  /** Line item text, e.g. "Owed Pro: 1 month". */
  description: string;
}

export interface CreatedCheckout {
  url: string;
  /** The provider's own id of the session, when it has one. */
  providerSessionId: string | null;
}

/** A verified notification, reduced to what billing acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Set for "the buyer paid" and "the checkout expired" notifications. */
  checkout: {
    /** Our checkout id (from the metadata we sent). */
    checkoutId: string | null;
    providerSessionId: string;
    outcome: "paid" | "pending" | "expired";
    /** What was charged, in cents, and in which currency. */
    amountTotalCents: number | null;
    currency: string | null;
  } | null;
}

export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}

export class ProviderError extends Error {
  override name = "ProviderError";
}
