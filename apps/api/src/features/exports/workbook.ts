import { restoreCell } from "@owed/domain";
import { parse } from "csv-parse/sync";
import writeXlsxFile, { type Cell, type Row, type Sheet } from "write-excel-file/node";

// The Excel workbook beside the CSV exports (docs/exports.md). It is made from the CSV exports
// themselves, so both always carry the same columns and figures: each table is read back and its
// cells typed, a decimal ("10046.57", from the domain's toDecimalString) as a number, a
// YYYY-MM-DD date as a date, anything else as text. Text stays text: a cell that looks like a
// formula is never written as one.

/** Excel's own limit on a sheet name. */
const SHEET_NAME_MAX = 31;
/** Sheet names Excel refuses or keeps for itself. */
const RESERVED_SHEET_NAMES = new Set(["history"]);

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL_TEXT = /^-?\d+\.\d+$/;
const PERCENT_TEXT = /^-?\d+(\.\d+)?$/;

/** The product's date format; dollars with cents; the per diem and rates keep their 4 decimals. */
const DATE_FORMAT = "mm/dd/yyyy";
const MONEY_FORMAT = "#,##0.00";
const EXACT_FORMAT = "#,##0.0000";
const RATE_FORMAT = "0.0###";

type ColumnKind = "text" | "date" | "money" | "exact" | "rate";

/** What a column holds, from its header and every value in it (empty cells say nothing). */
function kindOf(header: string, values: readonly string[]): ColumnKind {
  const filled = values.filter((v) => v !== "");
  if (filled.length === 0) return "text";
  if (filled.every((v) => DATE_TEXT.test(v))) return "date";
  if (header.includes("%") && filled.every((v) => PERCENT_TEXT.test(v))) return "rate";
  if (filled.every((v) => DECIMAL_TEXT.test(v))) {
    // The per diem is a daily figure carried to 4 decimals; shown in cents it would say less
    // than the statement does.
    return /per diem/i.test(header) ? "exact" : "money";
  }
  return "text";
}

/** "2025-01-15" -> that calendar day at midnight UTC, as the spreadsheet counts days. */
const dateOf = (text: string) => new Date(`${text}T00:00:00Z`);

function cellOf(kind: ColumnKind, text: string): Cell {
  if (text === "") return null;
  switch (kind) {
    case "date":
      return { value: dateOf(text), type: Date, format: DATE_FORMAT };
    case "money":
      return { value: Number(text), type: Number, format: MONEY_FORMAT };
    case "exact":
      return { value: Number(text), type: Number, format: EXACT_FORMAT };
    case "rate":
      return { value: Number(text), type: Number, format: RATE_FORMAT };
    default:
      return { value: text, type: String };
  }
}

/** One CSV export (header first, with its byte-order mark) as a sheet's rows, cells typed. */
export function sheetFromCsv(csv: string): { data: Row[]; widths: number[] } {
  const records = (parse(csv, { bom: true, relax_column_count: true }) as string[][]).map((row) =>
    row.map(restoreCell),
  );
  const [header = [], ...rows] = records;
  const kinds = header.map((name, i) =>
    kindOf(
      name,
      rows.map((r) => r[i] ?? ""),
    ),
  );
  const data: Row[] = [
    header.map((name) => ({ value: name, type: String, fontWeight: "bold" as const })),
    ...rows.map((r) => header.map((_, i) => cellOf(kinds[i] ?? "text", r[i] ?? ""))),
  ];
  const widths = header.map((name, i) =>
    Math.min(40, Math.max(10, name.length + 2, ...rows.map((r) => (r[i] ?? "").length + 2))),
  );
  return { data, widths };
}

/**
 * A sheet name from a case name: at most 31 characters, without the characters Excel refuses
 * (\ / ? * [ ] :), not a reserved name, and unique in the workbook (Excel compares names
 * without case).
 */
export function sheetNameFor(name: string, taken: Set<string>): string {
  const cleaned =
    [...name]
      .filter((ch) => ch.charCodeAt(0) >= 32 && !"\\/?*[]:".includes(ch))
      .join("")
      .trim()
      .replace(/^'+|'+$/g, "") || "Case";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : ` (${n})`;
    const candidate = cleaned.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd() + suffix;
    const key = candidate.toLowerCase();
    if (!taken.has(key) && !RESERVED_SHEET_NAMES.has(key)) {
      taken.add(key);
      return candidate;
    }
  }
}

export interface WorkbookLedger {
  caseName: string;
  /** The ledger export of the case (csv-exports.ts). */
  csv: string;
}

/**
 * A workbook: "Summary", the case list export (one row a case, today's figures), then one sheet a
 * ledger, named after its case.
 */
export async function docketWorkbook(
  caseListCsv: string,
  ledgers: readonly WorkbookLedger[],
): Promise<Buffer> {
  const taken = new Set<string>(["summary"]);
  const sheet = (name: string, csv: string): Sheet<never> => {
    const { data, widths } = sheetFromCsv(csv);
    return {
      sheet: name,
      data,
      columns: widths.map((width) => ({ width })),
      stickyRowsCount: 1,
    };
  };
  const sheets = [
    sheet("Summary", caseListCsv),
    ...ledgers.map((l) => sheet(sheetNameFor(l.caseName, taken), l.csv)),
  ];
  return writeXlsxFile(sheets).toBuffer();
}
