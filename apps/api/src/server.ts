import { buildApp } from "./app.ts";
import { type AppConfig, ConfigError, loadConfig } from "./config/env.ts";
import { openDatabase } from "./db/client.ts";
import { ensureSigningSecret } from "./db/signing-secret.ts";

/**
 * Opens the database and serves the API and the web build on the environment's configuration, until
 * SIGINT or SIGTERM: what `npm start` runs (main.ts). `adjust` changes the configuration before
 * anything opens; only the browser tests' server uses it (test/e2e-server.ts).
 */
export async function runServer(
  adjust: (config: AppConfig) => AppConfig = (config) => config,
): Promise<void> {
  let config: AppConfig;
  try {
    config = adjust(loadConfig(process.env, process.env.INIT_CWD ?? process.cwd()));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config);
  const signingSecret = await ensureSigningSecret(database.db, config.jwtSecret);
  const app = await buildApp({ config, database, signingSecret });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.retention.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.log(`Owed is running at http://localhost:${port} (data: ${where})`);
  if (config.mail.transport === "console") {
    console.log(
      "E-mail is not sent: each message, with its verification or reset code, is printed here.",
    );
  }
  // The daily data-retention job (warnings, then deletion); RETENTION_ENABLED=false turns it off.
  if (config.retentionEnabled) app.retention.start();
  else app.log.info("data retention job is switched off (RETENTION_ENABLED=false)");
  // The daily judgment-deadline reminders and missed-installment notices (both e-mail on a
  // schedule); REMINDERS_ENABLED=false turns them off.
  if (config.remindersEnabled) {
    app.reminders.start();
    app.planNotices.start();
  } else
    app.log.info(
      "deadline reminders and missed-installment notices are switched off (REMINDERS_ENABLED=false)",
    );
}
