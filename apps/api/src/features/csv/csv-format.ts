import { DOCKET_ERRORS, neutralizeCell, restoreCell } from "@owed/domain";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { refusalSaying } from "../cases/docket-errors.ts";

// CSV as spreadsheets read and write it (docs/csv.md), through csv-parse and csv-stringify:
// RFC 4180 quoting, CRLF line ends and a UTF-8 byte-order mark on the way out (without it Excel
// reads UTF-8 as its local code page); comma or semicolon, BOM, CRLF and quoted fields on the
// way in.

const BOM = "\uFEFF";

/** A file: header and rows, every cell neutralised, CRLF, with the byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const body = stringify(
    [header, ...rows].map((row) => row.map(neutralizeCell)),
    {
      record_delimiter: "windows",
      quoted_match: /[",\r\n;]/,
    },
  );
  return BOM + body;
}

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  delimiter: "," | ";";
  header: string[];
  records: CsvRecord[];
}

/** The header line's delimiter: the one of comma and semicolon outside quotes that it has more of. */
function delimiterOf(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

const invalidFile = (message: string) => refusalSaying(DOCKET_ERRORS.invalidCsv, message);

/**
 * Reads a spreadsheet's CSV. Refuses what is not CSV with the line where reading stopped; blank
 * lines are skipped; every cell is trimmed.
 */
export function parseCsv(input: string, maxRows: number): ParsedCsv {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  if (text.includes("\u0000")) throw invalidFile("The file is not a CSV text file.");
  const delimiter = delimiterOf(text);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalidFile(
      `The file could not be read as CSV${line ? ` (line ${line})` : ""}: ${(error as Error).message.replace(/^Invalid [^:]*: /, "").slice(0, 200)}`,
    );
  }
  const [head, ...rest] = parsed;
  if (!head || head.record.every((cell) => cell === "")) {
    throw invalidFile("The file is empty: the first line should name the columns.");
  }
  if (rest.length > maxRows) {
    throw invalidFile(`The file has more than ${maxRows.toLocaleString("en-US")} rows.`);
  }
  // Where each record starts: the line after the previous record ended, past blank lines.
  const records: CsvRecord[] = [];
  let previousEnd = head.info.lines;
  const lines = text.split(/\r\n|\n|\r/);
  for (const { record, info } of rest) {
    let start = previousEnd + 1;
    while (start < info.lines && (lines[start - 1] ?? "").trim() === "") start++;
    records.push({ line: start, cells: record.map(restoreCell) });
    previousEnd = info.lines;
  }
  return { delimiter, header: head.record.map(restoreCell), records };
}
