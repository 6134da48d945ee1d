import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type CliCommand, type CliContext, UsageError } from "./cli-command.ts";
import { type AppConfig, ConfigError, loadConfig } from "./config/env.ts";
import { type Db, openDatabase } from "./db/client.ts";
import { accountCommands } from "./features/accounts/commands.ts";
import { backupCommands } from "./features/backup/commands.ts";
import { billingCommands } from "./features/billing/commands.ts";
import { rateTableCommands } from "./features/rate-tables/commands.ts";

/**
 * Administrator commands, run against the same configuration and database as the server:
 *
 *     npm run cli -- user:create --email a@b.c --password secret123 [--verified]
 *     npm run cli -- user:list
 *     npm run cli -- coupon:create --code SPRING25 --percent-off 25 [--expires 2027-01-31] [--max-redemptions 100]
 *     npm run cli -- coupon:list
 *     npm run cli -- rates:import --jurisdiction US --file FRB_H15.csv
 *     npm run cli -- rates:list [--jurisdiction US]
 *     npm run cli -- backup --to FILE
 *     npm run cli -- restore --from FILE [--force]
 *     npm run cli -- help
 *
 * To add a command, write a CliCommand (cli-command.ts; see features/accounts/commands.ts) and add it to
 * `commandTable()` below. With PGlite (no DATABASE_URL), stop the server first: a PGlite data
 * directory must be opened by one process at a time.
 */

export type { CliCommand, CliContext } from "./cli-command.ts";
export { UsageError } from "./cli-command.ts";

/** Every command, by name: add a feature's table here. */
export function commandTable(): Record<string, CliCommand> {
  return {
    ...accountCommands,
    ...billingCommands,
    ...rateTableCommands,
    ...backupCommands,
  };
}

function helpText(): string {
  const commands = commandTable();
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(
    ([name, command]) =>
      `  ${name.padEnd(width)}  ${command.summary}\n  ${" ".repeat(width)}  usage: ${name} ${command.usage}`,
  );
  return ["Usage: npm run cli -- <command> [options]", "", "Commands:", ...lines].join("\n");
}

/**
 * Runs one command line against an open database. Answers the exit code: 0 done, 1 failed,
 * 2 wrong usage. Tests call it directly with their own database.
 */
export async function runCommand(
  argv: string[],
  ctx: CliContext,
  err: (line: string) => void = (line) => console.error(line),
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    ctx.out(helpText());
    return name ? 0 : 2;
  }
  const command = commandTable()[name];
  if (!command) {
    err(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  try {
    const { values } = parseArgs({ args: rest, options: command.options, strict: true });
    await command.run(ctx, values as Record<string, string | boolean | undefined>);
    return 0;
  } catch (error) {
    const usage =
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    if (usage) {
      err(`${(error as Error).message}\nusage: npm run cli -- ${name} ${command.usage}`);
      return 2;
    }
    err(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function main(argv: string[]): Promise<number> {
  const name = argv[0];
  if (!name || !commandTable()[name]) {
    // Help and unknown commands need no database.
    return runCommand(argv, {
      config: undefined as unknown as AppConfig,
      db: undefined as unknown as Db,
      now: () => new Date(),
      out: (line) => console.log(line),
    });
  }
  let config: AppConfig;
  try {
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const context = { config, now: () => new Date(), out: (line: string) => console.log(line) };
  if (commandTable()[name]?.ownsDatabase) {
    return runCommand(argv, { ...context, db: undefined as unknown as Db });
  }
  const database = await openDatabase(config);
  try {
    return await runCommand(argv, {
      config,
      db: database.db,
      now: () => new Date(),
      out: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));

if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
