import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CheckoutSession } from "../../db/schema/index.ts";
import { addTerm } from "../plans/plan-catalog.ts";
import { CHECKOUT_PAGE_CSP, longDate, messagePage, openCheckoutPage } from "./checkout-page.ts";
import { completeCheckout } from "./checkout-use-cases.ts";
import { LOCAL_CHECKOUT_PATH } from "./providers/local.ts";

/**
 * The built-in TEST MODE checkout (BILLING_PROVIDER=local, registered only then):
 *
 *   GET  /checkout/test/:id         the page: plan, interval, discount, total, Pay and Cancel
 *   POST /checkout/test/:id/pay     completes it; 303 to /billing?checkout=success
 *   POST /checkout/test/:id/cancel  closes it;    303 to /billing?checkout=cancelled
 *
 * The id is the checkout's unguessable token and is bound to the user who created it: it is the
 * only credential, because a browser arriving here from a redirect carries no bearer token.
 */

// Each route is HTML a browser reaches from a redirect, not API: `hide` keeps it out of /docs.
const params = z.object({ id: z.string().min(1).max(100) });
const html = z.string().describe("text/html page");
const pageResponses = { 200: html, 404: html, 409: html, 410: html };

const SUCCESS = "/billing?checkout=success";
const CANCELLED = "/billing?checkout=cancelled";

function sendPage(reply: FastifyReply, status: number, page: string) {
  return (
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", CHECKOUT_PAGE_CSP)
      .header("cache-control", "no-store")
      // The URL carries the checkout token: never hand it to another site.
      .header("referrer-policy", "no-referrer")
      .header("x-content-type-options", "nosniff")
      .send(page)
  );
}

const notFoundPage = () =>
  messagePage(
    "Checkout not found",
    "This checkout link is not valid. Start again from the billing page.",
  );

function closedPage(session: CheckoutSession): { status: number; page: string } {
  switch (session.status) {
    case "paid":
      return {
        status: 200,
        page: messagePage(
          "Already paid",
          `This checkout is paid: Pro runs until ${session.termEnd ? longDate(session.termEnd) : "the end of the term"}.`,
        ),
      };
    case "cancelled":
      return {
        status: 410,
        page: messagePage(
          "Checkout cancelled",
          "This checkout was cancelled or replaced by a newer one. Nothing was charged. Start again from the billing page.",
        ),
      };
    case "expired":
      return {
        status: 410,
        page: messagePage(
          "Checkout expired",
          "This checkout has expired. Nothing was charged. Start again from the billing page.",
        ),
      };
    default:
      return {
        status: 410,
        page: messagePage(
          "Checkout unavailable",
          "This checkout can no longer be paid. Nothing was charged. Start again from the billing page.",
        ),
      };
  }
}

export const localCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's forms post application/x-www-form-urlencoded with no fields that matter: the
  // checkout id in the URL says everything. Scoped to these routes.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  const findLocal = async (id: string) => {
    const session = await app.billing.findCheckout(id);
    // A Stripe checkout (from before a provider switch) is never payable here.
    return session?.provider === "local" ? session : undefined;
  };

  app.get(
    `${LOCAL_CHECKOUT_PATH}/:id`,
    { schema: { hide: true, params, response: pageResponses } },
    async (request, reply) => {
      const now = app.now();
      let session = await findLocal(request.params.id);
      if (!session) return sendPage(reply, 404, notFoundPage());
      if (session.status === "open" && session.expiresAt.getTime() <= now.getTime()) {
        session = (await app.billing.closeCheckout(session.id, "expired")) ?? session;
      }
      if (session.status !== "open") {
        const closed = closedPage(session);
        return sendPage(reply, closed.status, closed.page);
      }
      // The term extends the workspace's running one (docs/workspaces.md, "Plans").
      const workspace = await app.workspaceStore.workspace(session.workspaceId);
      const paidUntil = workspace?.paidUntil ?? null;
      const running = paidUntil !== null && paidUntil.getTime() > now.getTime();
      const start = running ? paidUntil : now;
      return sendPage(
        reply,
        200,
        openCheckoutPage(session, {
          start,
          end: addTerm(start, session.interval),
          extends: Boolean(running),
        }),
      );
    },
  );

  app.post(
    `${LOCAL_CHECKOUT_PATH}/:id/pay`,
    { schema: { hide: true, params, response: { ...pageResponses, 303: z.string() } } },
    async (request, reply) => {
      const session = await findLocal(request.params.id);
      if (!session) return sendPage(reply, 404, notFoundPage());
      const outcome = await completeCheckout(app.db, session.id, app.now(), "user");
      switch (outcome.kind) {
        case "granted":
        case "already_paid":
          // Paying twice (a double click, a reload) grants one term and lands in the same place.
          return reply.redirect(SUCCESS, 303);
        case "coupon_unavailable":
          return sendPage(
            reply,
            409,
            messagePage(
              "Coupon no longer available",
              "This coupon has reached its redemption limit, so no payment was taken. It has been removed: go back to billing to check out at the full price.",
            ),
          );
        case "not_open": {
          const closed = closedPage(outcome.session);
          return sendPage(reply, closed.status, closed.page);
        }
        default:
          return sendPage(reply, 404, notFoundPage());
      }
    },
  );

  app.post(
    `${LOCAL_CHECKOUT_PATH}/:id/cancel`,
    { schema: { hide: true, params, response: { 404: html, 303: z.string() } } },
    async (request, reply) => {
      const session = await findLocal(request.params.id);
      if (!session) return sendPage(reply, 404, notFoundPage());
      const closed = await app.billing.closeCheckout(session.id, "cancelled");
      return reply.redirect(closed?.status === "paid" ? SUCCESS : CANCELLED, 303);
    },
  );
};
