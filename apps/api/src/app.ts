import { DOCKET_API_PREFIX } from "@owed/domain";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppConfig } from "./config/env.ts";
import type { DatabaseHandle, Db } from "./db/client.ts";
import { accountsPlugin } from "./features/accounts/index.ts";
import { billingPlugin } from "./features/billing/index.ts";
import { docketRepositoryPlugin } from "./features/cases/docket-repository.ts";
import { calendarFeedRoutes, deadlineSettingsRoutes } from "./features/deadlines/calendar-feed.ts";
import { remindersPlugin } from "./features/deadlines/reminders.ts";
import { planNoticesPlugin } from "./features/payment-plans/plan-notices.ts";
import { plansPlugin } from "./features/plans/index.ts";
import { rateTablesPlugin } from "./features/rate-tables/index.ts";
import { workspaceAccessPlugin } from "./features/workspaces/authorise.ts";
import { publicInvitationRoutes, workspaceRoutes } from "./features/workspaces/routes.ts";
import { workspaceStorePlugin } from "./features/workspaces/workspace-store.ts";
import { mailPlugin } from "./mail/index.ts";
import { changesPlugin } from "./plugins/changes.ts";
import { registerCompression } from "./plugins/compression.ts";
import { frameworkErrorHandler, registerErrorHandling, serializeError } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { defaultWebDist, registerWebApp } from "./plugins/web-app.ts";
import { docketApi } from "./routes/docket.ts";
import { healthRoutes } from "./routes/health.ts";
import { publicConfigRoutes } from "./routes/public-config.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbDriver: DatabaseHandle["driver"];
    signingSecret: string;
    /** The current time. Use it instead of `new Date()` so tests can move the clock. */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  signingSecret: string;
  /** Folder of the built web app; tests that only use the API may point elsewhere. */
  webDist?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the log would show). */
  logStream?: { write(line: string): void };
  /** The clock (`app.now`); tests pass one they can move. Defaults to the system clock. */
  now?: () => Date;
}

/** A URL as logged: the secret of an invitation link or a calendar feed replaced by "…". */
export function redactSecretPaths(url: string): string {
  return url.replace(/\/(invitations|feeds)\/[^/?#]+/g, "/$1/…");
}

/**
 * Fastify writes two info lines per request; they would bury what a newcomer looks for in the
 * console (the mailed verification code, the start-up line). Here they are debug lines
 * (LOG_LEVEL=debug shows them); a request that errored is still logged as an error.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = options.config.timeouts;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            // Failed SQL is logged without its values (plugins/errors.ts, serializeError).
            serializers: {
              err: (error) => serializeError(error),
              // Invitation links and calendar feed addresses carry their secret in the path.
              req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: req.method,
                url: redactSecretPaths(req.url),
                hostname: req.hostname,
                remoteAddress: req.ip,
              }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new QuietRequestLog(),
    bodyLimit: 1024 * 1024,
    // Trailing slashes are part of the public contract: /x/ and /x are different routes.
    // A path parameter is an id (36 characters); past 100 the answer is 414 with the envelope.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 100 },
    frameworkErrors: frameworkErrorHandler,
    // X-Forwarded-For/-Proto are believed only from the proxies TRUST_PROXY lists; otherwise
    // request.ip is the socket's address and request.protocol the socket's, whatever is sent.
    trustProxy: options.config.trustProxy,
    // Slow clients are cut (docs/decisions/008-security.md): a request must arrive whole within
    // `request` ms, its headers within `headers` ms, and a silent socket closes after `idle` ms.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: timeouts.checkInterval,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", options.config);
  app.decorate("db", options.database.db);
  app.decorate("dbDriver", options.database.driver);
  app.decorate("signingSecret", options.signingSecret);
  app.decorate("now", options.now ?? (() => new Date()));

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  // Before the routes: it collects each route's schemas as the route is added.
  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(mailPlugin);
  await app.register(changesPlugin, { watch: options.database.watchChanges });
  await app.register(plansPlugin);
  await app.register(rateTablesPlugin);
  await app.register(accountsPlugin);
  await app.register(workspaceAccessPlugin);
  await app.register(workspaceStorePlugin);
  await app.register(billingPlugin);
  await app.register(docketRepositoryPlugin);
  await app.register(docketApi, { prefix: DOCKET_API_PREFIX });
  await app.register(remindersPlugin);
  await app.register(planNoticesPlugin);
  await app.register(deadlineSettingsRoutes, { prefix: "/authentication/api" });
  await app.register(calendarFeedRoutes, { prefix: "/calendar" });
  await app.register(workspaceRoutes, { prefix: "/workspaces/api" });
  await app.register(publicInvitationRoutes, { prefix: "/workspaces/api" });
  await registerWebApp(app, options.webDist ?? defaultWebDist);
  return app;
}
