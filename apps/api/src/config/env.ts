import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { SCRYPT_PARAMS, type ScryptParams } from "../features/accounts/passwords.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL");

// Names proxy-addr (Fastify's trustProxy) knows for whole ranges: a proxy on the same host, etc.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto are believed. `true` (trust any hop) is
 * refused on purpose: then anyone who can reach the port directly could choose their own address.
 */
const trustProxyList = z
  .string()
  .max(2000, "must be at most 2000 characters")
  .transform((v) =>
    v
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .refine(
    (list) => !list.some((entry) => /^(true|\*|all)$/i.test(entry)),
    "must list the proxies' addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); true (trust everyone) is not allowed",
  )
  .refine(
    // "true" and friends are reported once, by the check above.
    (list) => list.every((entry) => /^(true|\*|all)$/i.test(entry) || isAddressOrCidr(entry)),
    "must be a comma-separated list of IP addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1), or loopback",
  );

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be 0 to 65535")
    .max(65535, "must be 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  APP_BASE_URL: z.url({ error: "must be an http(s) URL" }).optional(),
  MAIL_TRANSPORT: z
    .enum(["console", "smtp"], { error: "must be console or smtp" })
    .default("console"),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Owed <no-reply@owed.localhost>"),
  BILLING_PROVIDER: z
    .enum(["local", "stripe"], { error: "must be local or stripe" })
    .default("local"),
  STRIPE_SECRET_KEY: z
    .string()
    .refine((v) => /^(sk|rk)_(test|live)_/.test(v), "must start with sk_test_, sk_live_ or rk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .refine((v) => v.startsWith("whsec_"), "must start with whsec_")
    .optional(),
  /** Tests only: where the Stripe SDK sends API calls instead of api.stripe.com. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://127.0.0.1:12111" })
    .optional(),
  /** Production safety catch: the built-in test billing only runs there when this says so. */
  ALLOW_TEST_BILLING: booleanFlag.default(false),
  TRUST_PROXY: trustProxyList.optional(),
  RETENTION_ENABLED: booleanFlag.default(true),
  REMINDERS_ENABLED: booleanFlag.default(true),
  PER_ADDRESS_LIMIT_FACTOR: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int("must be a whole number from 1 to 1000")
    .min(1, "must be a whole number from 1 to 1000")
    .max(1000, "must be a whole number from 1 to 1000")
    .default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

// Checks between variables run on the raw values, so they are reported even when another
// variable is also wrong: the operator sees every problem at once.
function crossChecks(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
    problems.push("SMTP_URL: is required when MAIL_TRANSPORT=smtp");
  }
  if (env.BILLING_PROVIDER === "stripe") {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      if (!env[key]) problems.push(`${key}: is required when BILLING_PROVIDER=stripe`);
    }
  }
  const testBilling = (env.BILLING_PROVIDER ?? "local") === "local";
  const allowed = env.ALLOW_TEST_BILLING === "true" || env.ALLOW_TEST_BILLING === "1";
  if (env.NODE_ENV === "production" && testBilling && !allowed) {
    problems.push(
      "BILLING_PROVIDER: the built-in test billing (local) simulates payments and must not run in production; set BILLING_PROVIDER=stripe, or ALLOW_TEST_BILLING=true if this is a demonstration server",
    );
  }
  return problems;
}

// Values never echoed back in error output: they may hold credentials.
const SECRET_KEYS = new Set([
  "JWT_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  appBaseUrl: string;
  mail: { transport: "console" | "smtp"; smtpUrl: string | undefined; from: string };
  billing: {
    provider: "local" | "stripe";
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** Tests only (STRIPE_API_BASE): a stand-in for Stripe's API, e.g. http://127.0.0.1:12111. */
    stripeApiBase: string | undefined;
    /** The built-in simulated billing is on: every page says so (see /healthz/config). */
    testMode: boolean;
  };
  /** Proxies whose X-Forwarded-* headers are believed; false: none, the socket's address counts. */
  trustProxy: string[] | false;
  /** Slow-client limits in milliseconds (see docs/decisions/008-security.md). */
  timeouts: ServerTimeouts;
  retentionEnabled: boolean;
  /** The daily judgment-deadline reminder e-mails (features/deadlines/reminders.ts). */
  remindersEnabled: boolean;
  /** Multiplies every per-client-address rate limit (many users behind one address). */
  perAddressLimitFactor: number;
  /**
   * The cost new password hashes are made with: always OWASP's (SCRYPT_PARAMS). No environment
   * variable lowers it; only the test servers do, in code (src/test/password-hashing.ts).
   */
  passwordHashing: ScryptParams;
  logLevel: string;
}

export interface ServerTimeouts {
  /** A whole request, headers and body, must have arrived within this. */
  request: number;
  /** The headers must have arrived within this. At most `request`. */
  headers: number;
  /** A socket that sends and receives nothing for this long is closed. */
  idle: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAlive: number;
  /** How often Node looks for requests past `request`/`headers`: the cut comes this much late. */
  checkInterval: number;
}

/**
 * 40 s for a whole request still lets a 5 MB avatar through at about 1 Mbit/s; with the 5 s check
 * a trickled body is closed within 45 s, well inside the 60 s the security review asks for.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  request: 40_000,
  headers: 20_000,
  idle: 30_000,
  keepAlive: 10_000,
  checkInterval: 5_000,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable, one a line. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  // An empty variable means "not set": shells and .env files often leave KEY= lines behind.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  const problems = crossChecks(present as Record<string, string>);
  if (!parsed.success) {
    problems.unshift(
      ...parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? "environment");
        const shown = SECRET_KEYS.has(key) ? "hidden" : JSON.stringify(present[key] ?? "");
        return `${key}: ${issue.message} (got ${shown})`;
      }),
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    appBaseUrl: (e.APP_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    billing: {
      provider: e.BILLING_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: e.STRIPE_API_BASE,
      testMode: e.BILLING_PROVIDER === "local",
    },
    trustProxy: e.TRUST_PROXY && e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    timeouts: DEFAULT_TIMEOUTS,
    retentionEnabled: e.RETENTION_ENABLED,
    remindersEnabled: e.REMINDERS_ENABLED,
    perAddressLimitFactor: e.PER_ADDRESS_LIMIT_FACTOR,
    passwordHashing: SCRYPT_PARAMS,
    logLevel: e.LOG_LEVEL,
  };
}
