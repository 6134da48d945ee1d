import { resolve } from "node:path";
import { type CliCommand, UsageError } from "../../cli-command.ts";
import { BackupError, backup, describeCounts, restore } from "./backup.ts";

/** Backup and restore (see cli.ts and docs/backups.md). Both open the database themselves. */

/** `npm run cli` runs in apps/api; a relative path means where the command was typed. */
function pathOf(value: string | boolean | undefined, flag: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`${flag} is required`);
  if (value.length > 4096) throw new UsageError(`${flag} is too long`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

function storeOf(ctx: { config: { databaseUrl: string | undefined; dataDir: string } }) {
  return { databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir };
}

/** A refusal a person can act on is printed as it is, not as a crash. */
async function plainly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  }
}

export const backupCommands: Record<string, CliCommand> = {
  backup: {
    summary:
      "Write a backup of the database to a new file: PostgreSQL as a pg_dump custom-format file, the embedded store as PGlite's own dump. Stop the server first when it runs on the embedded store.",
    usage: "--to <file>",
    options: { to: { type: "string" } },
    ownsDatabase: true,
    async run(ctx, values) {
      const file = pathOf(values.to, "--to");
      const counts = await plainly(() => backup(storeOf(ctx), file));
      ctx.out(`Backed up ${describeCounts(counts)} to ${file}.`);
    },
  },
  restore: {
    summary:
      "Replace the database with a backup file. Refuses over a database that has accounts or cases unless --force; the embedded store's old directory is kept beside it.",
    usage: "--from <file> [--force]",
    options: { from: { type: "string" }, force: { type: "boolean" } },
    ownsDatabase: true,
    async run(ctx, values) {
      const file = pathOf(values.from, "--from");
      const result = await plainly(() =>
        restore(storeOf(ctx), file, { force: values.force === true, now: ctx.now() }),
      );
      ctx.out(`Restored ${describeCounts(result.after)} from ${file}.`);
      if (result.keptAside) ctx.out(`The previous data directory is kept in ${result.keptAside}.`);
    },
  },
};
