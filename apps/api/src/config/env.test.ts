import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("needs no configuration at all", () => {
    const config = loadConfig({}, "/srv/owed");
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("/srv/owed/data");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appBaseUrl).toBe("http://localhost:3000");
    expect(config.mail.transport).toBe("console");
    expect(config.billing.provider).toBe("local");
    expect(config.retentionEnabled).toBe(true);
  });

  it("hashes passwords at OWASP's scrypt cost, N=2^15, r=8, p=3, whatever the environment says", () => {
    // Only the test servers lower it, in code (src/test/password-hashing.ts): no variable can.
    const cost = { ln: 15, r: 8, p: 3 };
    expect(loadConfig({}).passwordHashing).toEqual(cost);
    expect(
      loadConfig({ NODE_ENV: "test", SCRYPT_LN: "1", PASSWORD_HASHING: "1" }).passwordHashing,
    ).toEqual(cost);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/var/owed",
      DATABASE_URL: "postgres://u:p@db:5432/owed",
      JWT_SECRET: "x".repeat(40),
      APP_BASE_URL: "https://owed.example/",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Owed <billing@owed.example>",
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      RETENTION_ENABLED: "false",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/owed",
      databaseUrl: "postgres://u:p@db:5432/owed",
      appBaseUrl: "https://owed.example",
      mail: { transport: "smtp", smtpUrl: "smtp://mail:25", from: "Owed <billing@owed.example>" },
      billing: {
        provider: "stripe",
        stripeSecretKey: "sk_test_123",
        stripeWebhookSecret: "whsec_abc",
      },
      retentionEnabled: false,
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("names every bad variable, one line each, and hides secrets", () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://root@db/owed",
        JWT_SECRET: "short",
        MAIL_TRANSPORT: "pigeon",
        BILLING_PROVIDER: "stripe",
      });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    const keys = problems.map((line) => line.split(":")[0]);
    expect(keys.sort()).toEqual([
      "DATABASE_URL",
      "JWT_SECRET",
      "MAIL_TRANSPORT",
      "PORT",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
    expect(problems.join("\n")).not.toContain("short");
    expect(problems.join("\n")).not.toContain("mysql://root");
    expect(problems.find((l) => l.startsWith("PORT"))).toContain('"eighty"');
  });

  it("reads STRIPE_API_BASE (tests only) and refuses anything but an http(s) URL", () => {
    expect(loadConfig({}).billing.stripeApiBase).toBeUndefined();
    expect(loadConfig({ STRIPE_API_BASE: "http://127.0.0.1:12111" }).billing.stripeApiBase).toBe(
      "http://127.0.0.1:12111",
    );
    expect(() => loadConfig({ STRIPE_API_BASE: "ftp://stripe.local" })).toThrow(
      /STRIPE_API_BASE: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ STRIPE_API_BASE: "localhost" })).toThrow(/STRIPE_API_BASE/);
  });

  it("asks for SMTP_URL when mail goes by SMTP", () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: "smtp" })).toThrow(
      /SMTP_URL: is required when MAIL_TRANSPORT=smtp/,
    );
  });
});

describe("proxies and test billing (docs/decisions/008-security.md, items 3 and 8)", () => {
  it("trusts no proxy by default and reads a list of addresses and CIDRs", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 127.0.0.1,::1,loopback " }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "loopback",
    ]);
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/2"])(
    "refuses TRUST_PROXY=%s, naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must/);
    },
  );

  it("refuses to start in production with the built-in test billing unless told to", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /BILLING_PROVIDER: the built-in test billing \(local\) simulates payments/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", BILLING_PROVIDER: "local" })).toThrow(
      ConfigError,
    );
    const allowed = loadConfig({ NODE_ENV: "production", ALLOW_TEST_BILLING: "true" });
    expect(allowed.billing.testMode).toBe(true);
    const stripe = loadConfig({
      NODE_ENV: "production",
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(stripe.billing.testMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).billing.testMode).toBe(true);
  });
});
