import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { billingRepositoryPlugin } from "./billing-repository.ts";
import { localCheckoutRoutes } from "./local-checkout-routes.ts";
import { createLocalProvider } from "./providers/local.ts";
import type { BillingProvider } from "./providers/provider.ts";
import { createStripeProvider } from "./providers/stripe.ts";
import { retentionPlugin } from "./retention.ts";
import { billingRoutes } from "./routes.ts";

export type { BillingProvider } from "./providers/provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider BILLING_PROVIDER chose. */
    billingProvider: BillingProvider;
  }
}

/** The provider the configuration names; the config check guarantees Stripe's keys are set. */
export function providerFor(app: FastifyInstance): BillingProvider {
  const { billing, appBaseUrl } = app.config;
  if (billing.provider === "stripe") {
    return createStripeProvider({
      secretKey: billing.stripeSecretKey ?? "",
      webhookSecret: billing.stripeWebhookSecret ?? "",
      appBaseUrl,
      apiBase: billing.stripeApiBase,
    });
  }
  return createLocalProvider(appBaseUrl);
}

/**
 * Billing: coupons, checkout through the configured provider, plan purchases (`app.billing`), and
 * the daily retention job (`app.retention`, started by main.ts). The catalog, limits and applied
 * coupons belong to features/plans. Not encapsulated, so main.ts and the CLI reach the decorators.
 */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(billingRepositoryPlugin);
    await app.register(retentionPlugin);
    app.decorate("billingProvider", providerFor(app));
    await app.register(billingRoutes, { prefix: "/stripe/api" });
    // The test-mode checkout pages exist only in test mode: with Stripe, nobody can pay here.
    if (app.billingProvider.name === "local") await app.register(localCheckoutRoutes);
  },
  { name: "billing", dependencies: ["accounts", "plans", "mailer"] },
);
