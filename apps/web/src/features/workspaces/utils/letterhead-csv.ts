import {
  LETTERHEAD_CSV_COLUMNS,
  LETTERHEAD_CSV_MAX_BYTES,
  type Letterhead,
  restoreCell,
} from "@owed/domain";

// Reads back the letterhead file "Export everything" writes (docs/court-forms.md, "Letterhead"):
// a header with the export's own column names, in any order, and one row. Nothing is saved here:
// the card fills its fields for the user to review and save, and the form's schema judges them.

export type LetterheadFileReading =
  | { ok: true; values: Letterhead }
  | { ok: false; message: string };

const NOT_A_LETTERHEAD = "This file is not a letterhead export:";
const refuse = (why: string): LetterheadFileReading => ({
  ok: false,
  message: `${NOT_A_LETTERHEAD} ${why}`,
});

/**
 * RFC 4180 records: comma-separated, fields in double quotes may hold commas, doubled quotes and
 * line breaks; CRLF, LF or CR ends a record. Null when a quote is left open.
 */
export function csvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (quoted) return null;
  if (cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** A blank line; a row of empty cells (the export of an empty letterhead) is a row. */
const blank = (record: string[]) => record.length === 1 && record[0]?.trim() === "";

/** What a file over the bound gets, before it is read at all. */
export const TOO_LARGE = refuse(`it is larger than ${LETTERHEAD_CSV_MAX_BYTES / 1024} KB.`);

/** The letterhead in a file's text, or why the file is not one. */
export function readLetterheadCsv(input: string): LetterheadFileReading {
  if (input.length > LETTERHEAD_CSV_MAX_BYTES) return TOO_LARGE;
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (text.includes("\u0000")) return refuse("it is not a CSV text file.");
  const records = csvRecords(text)?.filter((record) => !blank(record));
  if (!records) return refuse("a quoted cell is never closed.");
  const [header, ...rows] = records;
  if (!header) return refuse("it is empty.");
  const names = header.map((cell) => restoreCell(cell.trim()));
  const wanted: readonly string[] = LETTERHEAD_CSV_COLUMNS.map((c) => c.column);
  const missing = wanted.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    return refuse(
      `the ${missing.length === 1 ? "column" : "columns"} ${quoteList(missing)} ${missing.length === 1 ? "is" : "are"} missing.`,
    );
  }
  const unknown = names.filter((name) => !wanted.includes(name));
  if (unknown.length > 0) {
    return refuse(
      `it has ${unknown.length === 1 ? "a column" : "columns"} the export does not: ${quoteList(unknown)}.`,
    );
  }
  const repeated = wanted.find((name) => names.indexOf(name) !== names.lastIndexOf(name));
  if (repeated) return refuse(`the column "${repeated}" appears twice.`);
  const [row, ...more] = rows;
  if (!row) return refuse("it has no row under the column names.");
  if (more.length > 0) return refuse(`it has ${rows.length} rows; the export has one.`);
  if (row.length > names.length) return refuse("its row has more cells than there are columns.");

  const values = {} as Letterhead;
  for (const { key, column } of LETTERHEAD_CSV_COLUMNS) {
    values[key] = restoreCell((row[names.indexOf(column)] ?? "").trim());
  }
  return { ok: true, values };
}

const quoteList = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");
