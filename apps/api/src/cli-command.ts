import type { ParseArgsConfig } from "node:util";
import type { AppConfig } from "./config/env.ts";
import type { Db } from "./db/client.ts";

// What a feature's administrator commands are written against, apart from cli.ts, which imports
// every feature's commands: the commands import this file, never cli.ts, so no cycle forms.

export interface CliContext {
  config: AppConfig;
  db: Db;
  now: () => Date;
  /** Prints one line of output (stdout). */
  out: (line: string) => void;
}

/** Thrown by a command for a mistake of the caller: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export interface CliCommand {
  /** One line for `help`. */
  summary: string;
  /** Arguments after the command name, e.g. "--email <address> [--verified]". */
  usage: string;
  /** node:util parseArgs options. */
  options: NonNullable<ParseArgsConfig["options"]>;
  /**
   * The command opens (or replaces) the database itself, as backup and restore do: the CLI does
   * not open it first, and `ctx.db` is not set.
   */
  ownsDatabase?: boolean;
  run(ctx: CliContext, values: Record<string, string | boolean | undefined>): Promise<void>;
}
