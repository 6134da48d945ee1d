import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { todayInTimeZone } from "@owed/domain";
import { type CliCommand, UsageError } from "../../cli-command.ts";
import { formatTable } from "../../cli-table.ts";
import { isH15Csv, parseH15WeeklyCsv, parsePlainRateCsv } from "./rate-files.ts";
import { createRateTableStore, normalizeJurisdiction } from "./rate-table-store.ts";

/** Administrator commands for rate tables (see cli.ts and docs/rate-tables.md). */

/** Files are read whole; a rate history is tens of kilobytes, so anything this size is a mistake. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

function knownCode(code: string | boolean | undefined, known: readonly string[]): string {
  if (typeof code !== "string" || code.trim() === "") {
    throw new UsageError("--jurisdiction is required");
  }
  const wanted = normalizeJurisdiction(code);
  if (!known.includes(wanted)) {
    throw new UsageError(
      `there is no rate table for ${wanted}; tables exist for: ${known.join(", ")}`,
    );
  }
  return wanted;
}

export const rateTableCommands: Record<string, CliCommand> = {
  "rates:import": {
    summary:
      "Replace a jurisdiction's rate table from a file: for US the Fed's H.15 weekly 1-year CSV, for any table a from,to,rate_percent,source CSV.",
    usage: "--jurisdiction <code> --file <file.csv>",
    options: { jurisdiction: { type: "string" }, file: { type: "string" } },
    async run(ctx, values) {
      const store = createRateTableStore(ctx.db);
      const code = knownCode(values.jurisdiction, store.codes());
      if (typeof values.file !== "string" || values.file.trim() === "") {
        throw new UsageError("--file is required");
      }
      // `npm run cli` runs in apps/api; a relative path means where the command was typed.
      const path = resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
      const bytes = await readFile(path);
      if (bytes.length > MAX_FILE_BYTES) {
        throw new UsageError(`${values.file} is larger than 20 MB; that is not a rate table.`);
      }
      const text = bytes.toString("utf8");
      const read = todayInTimeZone("UTC", ctx.now());
      let result: ReturnType<typeof parsePlainRateCsv>;
      if (isH15Csv(text)) {
        if (code !== "US") {
          throw new UsageError(
            `${values.file} is the Federal Reserve's H.15 download, the federal rate's publication; import it with --jurisdiction US, or give ${code} a from,to,rate_percent,source CSV.`,
          );
        }
        result = parseH15WeeklyCsv(text, { fileName: basename(path), read });
      } else {
        result = parsePlainRateCsv(text, { read });
      }
      if (!result.ok) {
        const count = result.problems.length;
        throw new UsageError(
          [
            `${values.file}: ${count} problem${count === 1 ? "" : "s"}; nothing was imported.`,
            ...result.problems.map((p) => p.message),
          ].join("\n"),
        );
      }
      const imported = await store.replace(code, result.rows, ctx.now());
      const first = result.rows[0];
      const last = result.rows[result.rows.length - 1];
      ctx.out(
        `Imported ${imported} ${code} rate${imported === 1 ? "" : "s"} (${first?.from} to ${
          last?.to ?? "open"
        }); they replace ${code}'s previous table.`,
      );
    },
  },

  "rates:list": {
    summary: "List the rate tables (shipped or imported), or one table's rows with --jurisdiction.",
    usage: "[--jurisdiction <code>]",
    options: { jurisdiction: { type: "string" } },
    async run(ctx, values) {
      const store = createRateTableStore(ctx.db);
      if (values.jurisdiction === undefined) {
        const answers = await store.list();
        const table = [
          ["CODE", "ORIGIN", "FREQUENCY", "APPLIES", "FIRST", "LAST", "ROWS", "IMPORTED"],
          ...answers.map(({ table, origin, importedAt }) => [
            table.jurisdiction,
            origin,
            table.frequency,
            table.application,
            table.rows[0]?.from ?? "",
            table.rows[table.rows.length - 1]?.to ?? "open",
            String(table.rows.length),
            importedAt?.toISOString() ?? "",
          ]),
        ];
        for (const line of formatTable(table)) ctx.out(line);
        ctx.out(`${answers.length} table${answers.length === 1 ? "" : "s"}.`);
        return;
      }
      const code = knownCode(values.jurisdiction, store.codes());
      const answer = await store.tableFor(code);
      if (!answer) throw new UsageError(`there is no rate table for ${code}`);
      const { table, origin, importedAt } = answer;
      const rows = [
        ["FROM", "TO", "RATE", "READ", "SOURCE"],
        ...table.rows.map((row) => [
          row.from,
          row.to ?? "open",
          `${row.ratePercent}%`,
          row.read,
          row.source,
        ]),
      ];
      for (const line of formatTable(rows)) ctx.out(line);
      ctx.out(
        `${code}: ${table.rows.length} row${table.rows.length === 1 ? "" : "s"}, ${
          origin === "imported" ? `imported ${importedAt?.toISOString()}` : "shipped"
        }; ${table.application}, ${table.citation}.`,
      );
    },
  },
};
