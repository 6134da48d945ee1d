import {
  BILLING_ERRORS,
  type BillingInterval,
  type checkoutResponse,
  DomainError,
  describeDiscount,
  billingEndpoints as endpoints,
  formatUsd,
  type Money,
  parseMoneyInput,
  toDecimalString,
  UNITS_PER_CENT,
} from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CheckoutSession } from "../../db/schema/index.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { answerError, RefusedError } from "../../plugins/errors.ts";
import { couponOut } from "../plans/applied-coupons-store.ts";
import { PRO_PRICES, termLabel } from "../plans/plan-catalog.ts";
import { longDate } from "./checkout-page.ts";
import { applyCoupon, completeCheckout, openCheckout } from "./checkout-use-cases.ts";
import { couponError } from "./coupons.ts";
import { WebhookVerificationError } from "./providers/provider.ts";

/**
 * Billing calls under /stripe/api/ (the contract's paths, whichever provider is configured:
 * docs/product.md, "Billing and plans"):
 *
 *   POST apply-coupon/  {coupon_code}                 checks a coupon and keeps it for checkout
 *   POST checkout/      {price?, interval, coupon?}   opens a checkout; answers checkout_url
 *   POST webhook/       (Stripe only) signed notifications: a paid checkout grants the term
 *
 * Money leaves as decimal strings ("20.00"). The amount charged is the catalog's price for the
 * interval less the coupon, decided on the server; a `price` in the body is only compared.
 */

const MINUTE = 60_000;
/** Wrong coupon codes one user may try: enough for typos, too few to guess codes. */
const COUPON_TRIES = { limit: 20, windowMs: 15 * MINUTE };
/** Checkouts one user may open: each may call the payment provider. */
const CHECKOUTS = { limit: 30, windowMs: 15 * MINUTE };

function checkPrice(price: number | string, interval: BillingInterval): void {
  const list = PRO_PRICES[interval];
  const message = `The price does not match the Pro plan: ${formatUsd(list)} per ${interval}.`;
  const mismatch = () => answerError(BILLING_ERRORS.priceMismatch, message, { price: [message] });
  let given: Money;
  try {
    given = parseMoneyInput(price, { subject: "Price", field: "price" });
  } catch (err) {
    if (err instanceof DomainError) throw mismatch();
    throw err;
  }
  if (given !== list) throw mismatch();
}

type BillingApp = Parameters<FastifyPluginAsyncZod>[0];
type CheckoutData = Omit<z.output<typeof checkoutResponse>["data"], "checkout_url" | "paid_until">;

/** Nothing to pay (a 100% coupon): no provider can charge $0, so the term starts now. */
async function paidByCoupon(app: BillingApp, sessionId: string, now: Date, data: CheckoutData) {
  const outcome = await completeCheckout(app.db, sessionId, now, "user");
  if (outcome.kind === "coupon_unavailable") throw couponError("exhausted");
  if (outcome.kind !== "granted") throw answerError(BILLING_ERRORS.checkoutIncomplete);
  const checkoutUrl = `${app.config.appBaseUrl}/billing?checkout=success`;
  return {
    status_code: 200 as const,
    message: `Your coupon covers the whole price: Pro is active until ${longDate(outcome.paidUntil)}.`,
    checkout_url: checkoutUrl,
    data: { ...data, checkout_url: checkoutUrl, paid_until: outcome.paidUntil.toISOString() },
  };
}

/** Asks the provider for its checkout page; a provider failure leaves the checkout failed. */
async function startPayment(app: BillingApp, request: FastifyRequest, session: CheckoutSession) {
  const provider = app.billingProvider;
  let created: { url: string; providerSessionId: string | null };
  try {
    created = await provider.createCheckout({
      session,
      customerEmail: request.user.email,
      description: `Owed Pro: ${termLabel(session.interval)} for ${session.seats} ${session.seats === 1 ? "member" : "members"} (one-time payment, does not renew)${
        session.couponCode ? `, coupon ${session.couponCode}` : ""
      }`,
    });
  } catch (err) {
    request.log.error({ err }, "payment provider could not create a checkout");
    await app.billing.markFailed(session.id);
    throw answerError(BILLING_ERRORS.providerError);
  }
  if (created.providerSessionId) {
    await app.billing.attachProviderSession(session.id, created.providerSessionId);
  }
  return created;
}

function applyCouponRoute(app: BillingApp) {
  app.route({
    ...endpointRoute(app, endpoints.applyCoupon),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const now = app.now();
      const limitKey = `coupon-tries:user:${request.user.id}`;
      const limit = await app.rateLimiter.peek(limitKey, COUPON_TRIES, now);
      if (!limit.allowed) {
        reply.header("retry-after", String(limit.retryAfterSeconds));
        throw answerError(BILLING_ERRORS.couponTries);
      }
      try {
        const coupon = await applyCoupon(app.db, request.user.id, request.body.coupon_code, now);
        return {
          status_code: 200 as const,
          message: `Coupon applied successfully! ${coupon.code}: ${describeDiscount(coupon)} your next purchase of Pro.`,
          data: { coupon: couponOut(coupon) },
        };
      } catch (err) {
        if (err instanceof RefusedError && err.code === BILLING_ERRORS.couponInvalid.code) {
          await app.rateLimiter.hit(limitKey, COUPON_TRIES, now);
        }
        throw err;
      }
    },
  });
}

function checkoutRoute(app: BillingApp) {
  app.route({
    ...endpointRoute(app, endpoints.checkout),
    // Pro is bought for the current workspace, by one of its owners (docs/workspaces.md).
    preHandler: [app.authenticate, app.authorise],
    config: { need: "manage" },
    handler: async (request, reply) => {
      const provider = app.billingProvider;
      const { interval, price, coupon: couponCode } = request.body;
      if (price !== undefined && price !== null) checkPrice(price, interval);
      const now = app.now();
      const limitKey = `checkouts:user:${request.user.id}`;
      const limit = await app.rateLimiter.hit(limitKey, CHECKOUTS, now);
      if (!limit.allowed) {
        reply.header("retry-after", String(limit.retryAfterSeconds));
        throw answerError(BILLING_ERRORS.checkouts);
      }

      const { session, coupon, superseded } = await openCheckout(app.db, {
        userId: request.user.id,
        workspaceId: request.workspace.id,
        interval,
        couponCode: couponCode ?? undefined,
        provider: provider.name,
        now,
      });
      if (superseded.length > 0) {
        provider.cancelCheckouts(superseded).catch((err: unknown) => {
          request.log.warn({ err }, "superseded checkouts could not be cancelled");
        });
      }

      const data = {
        session_id: session.id,
        provider: provider.name,
        interval,
        workspace_id: session.workspaceId,
        seats: session.seats,
        unit_price: toDecimalString(PRO_PRICES[interval]),
        list_price: toDecimalString(session.listAmount),
        discount: toDecimalString(session.discountAmount),
        total: toDecimalString(session.totalAmount),
        coupon: coupon ? couponOut(coupon) : null,
        expires_at: session.expiresAt.toISOString(),
      };

      if (session.totalAmount === 0n) return paidByCoupon(app, session.id, now, data);
      const created = await startPayment(app, request, session);
      return {
        status_code: 200 as const,
        message:
          provider.name === "local"
            ? "Checkout created (test mode). Redirecting to the test checkout page."
            : "Checkout created. Redirecting to payment.",
        checkout_url: created.url,
        data: { ...data, checkout_url: created.url, paid_until: null },
      };
    },
  });
}

type WebhookEvent = ReturnType<NonNullable<BillingApp["billingProvider"]["verifyWebhook"]>>;

/**
 * Records a verified event once and applies it: a paid checkout whose amount is the one asked for
 * grants its term. True when the event was already processed.
 */
function applyWebhookEvent(
  app: BillingApp,
  request: FastifyRequest,
  event: WebhookEvent,
  now: Date,
): Promise<boolean> {
  const provider = app.billingProvider;
  return app.billing.transaction(async (tx) => {
    const fresh = await app.billing.recordEvent(
      tx,
      { id: event.id, provider: provider.name, type: event.type },
      now,
    );
    if (!fresh) return true;
    const checkout = event.checkout;
    if (!checkout?.checkoutId) return false;
    const session = await app.billing.findCheckout(checkout.checkoutId, tx);
    if (
      !session ||
      session.provider !== provider.name ||
      (session.providerSessionId !== null &&
        session.providerSessionId !== checkout.providerSessionId)
    ) {
      request.log.warn({ event: event.id }, "webhook for an unknown checkout");
      return false;
    }
    if (checkout.outcome === "expired") {
      await app.billing.closeCheckout(session.id, "expired", tx);
      return false;
    }
    if (checkout.outcome === "pending") return false;
    const expectedCents = Number(session.totalAmount / UNITS_PER_CENT);
    if (checkout.amountTotalCents !== expectedCents || checkout.currency !== "usd") {
      // Signed, but not what we asked for: grant nothing and leave it to a person.
      request.log.error(
        { event: event.id, checkout: session.id, charged: checkout.amountTotalCents },
        "paid amount differs from the checkout's total: no term granted",
      );
      return false;
    }
    const outcome = await completeCheckout(app.db, session.id, now, "provider", tx);
    if (outcome.kind === "granted" && session.couponId && !outcome.couponCounted) {
      request.log.warn(
        { checkout: session.id, coupon: session.couponCode },
        "a superseded checkout was paid after its coupon ran out: honoured",
      );
    }
    return false;
  });
}

/** Checks the provider's signature over the raw bytes; an event it does not vouch for is refused. */
function verifiedEvent(app: BillingApp, request: FastifyRequest, now: Date): WebhookEvent {
  const { verifyWebhook } = app.billingProvider;
  // A provider that sends no notifications (test mode): the address answers as an unknown one.
  if (!verifyWebhook) throw answerError(BILLING_ERRORS.noWebhook);
  const signature = request.headers["stripe-signature"];
  try {
    return verifyWebhook(
      Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      typeof signature === "string" ? signature : undefined,
      now,
    );
  } catch (err) {
    if (err instanceof WebhookVerificationError) {
      request.log.warn({ reason: err.message }, "webhook refused");
      throw answerError(BILLING_ERRORS.badSignature);
    }
    throw err;
  }
}

async function webhookRoute(app: BillingApp) {
  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body: its own
  // scope drops the JSON parser and takes any content type as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const route = endpointRoute(scope, endpoints.webhook);
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...route,
      schema: {
        ...route.schema,
        headers: z.object({ "stripe-signature": z.string().optional() }),
        body: z.instanceof(Buffer).optional(),
      },
      handler: async (request) => {
        const now = app.now();
        const event = verifiedEvent(app, request, now);
        const duplicate = await applyWebhookEvent(app, request, event, now);
        return {
          status_code: 200 as const,
          message: duplicate ? "Event already processed" : "Webhook received",
          data: { received: true as const, duplicate },
        };
      },
    });
  });
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  applyCouponRoute(app);
  checkoutRoute(app);
  await webhookRoute(app);
};
