import { isAbsolute, resolve } from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL");

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
  RETENTION_ENABLED: booleanFlag.default(true),
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
  };
  retentionEnabled: boolean;
  /** Multiplies every per-client-address rate limit (many users behind one address). */
  perAddressLimitFactor: number;
  logLevel: string;
}

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
    },
    retentionEnabled: e.RETENTION_ENABLED,
    perAddressLimitFactor: e.PER_ADDRESS_LIMIT_FACTOR,
    logLevel: e.LOG_LEVEL,
  };
}
