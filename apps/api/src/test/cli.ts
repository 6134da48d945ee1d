import { type CliContext, runCommand } from "../cli.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Runs one administration command in-process against a test app's database, capturing what it
 * prints: `const res = await runCli(t, ["user:list"]);` -> `{ code, out, err }`.
 */
export async function runCli(
  t: TestApp,
  argv: string[],
  now: () => Date = () => new Date(),
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: CliContext = {
    config: t.config,
    db: t.database.db,
    now,
    out: (line) => out.push(line),
  };
  const code = await runCommand(argv, ctx, (line) => err.push(line));
  return { code, out: out.join("\n"), err: err.join("\n") };
}
