import {
  addDays,
  type CalendarDate,
  isCalendarDate,
  type RateTableProblem,
  type RateTableRow,
  toDayNumber,
  validateRateTableRows,
} from "@owed/domain";

/**
 * Reading the files `rates:import` loads (docs/rate-tables.md): the Federal Reserve's own Data
 * Download Program CSV of the H.15 weekly 1-year Treasury yield for the federal table, and a plain
 * `from,to,rate_percent,source` CSV for any table. Both answer rows with the file line each came
 * from, or every problem found, by line; a file with any problem imports nothing.
 */

export type RateFileResult =
  | { ok: true; rows: RateTableRow[] }
  | { ok: false; problems: RateTableProblem[] };

/** The H.15 series 28 U.S.C. § 1961 names: 1-year constant maturity, weekly (week ending Friday). */
export const H15_WEEKLY_ONE_YEAR = "H15/H15/RIFLGFCY01_N.WF";

/** Splits one CSV line: commas separate fields, double quotes wrap fields that hold commas. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r?\n/);
}

const problem = (line: number, message: string): RateTableProblem => ({
  line,
  message: `Line ${line}: ${message}`,
});

/**
 * The file's own problems and the rows' (order, overlaps, gaps, rates), by line, so one run lists
 * everything wrong with a file. A line the file could not read leaves its period out, so the next
 * row also reports the gap it leaves.
 */
function checked(
  rows: RateTableRow[],
  lines: number[],
  fileProblems: RateTableProblem[],
): RateFileResult {
  if (rows.length === 0 && fileProblems.length === 0) {
    return { ok: false, problems: [{ line: 0, message: "The file has no rates." }] };
  }
  const problems = [
    ...fileProblems,
    ...(rows.length > 0 ? validateRateTableRows(rows, { lines }) : []),
  ].sort((a, b) => a.line - b.line);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

const HEADER_LABELS = ["series description", "unit:", "multiplier:", "currency:"];

type H15Header =
  | { ok: true; column: number; dataStart: number }
  | { ok: false; problem: RateTableProblem };

/** Finds the weekly 1-year column (by its "Unique Identifier:") and the first data line. */
function readH15Header(lines: readonly string[]): H15Header {
  let column = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const fields = splitCsvLine(lines[i] ?? "");
    const label = (fields[0] ?? "").toLowerCase();
    if (i === 0 && label !== HEADER_LABELS[0]) {
      return {
        ok: false,
        problem: problem(
          1,
          'this is not a Federal Reserve Data Download Program CSV (it should start with "Series Description").',
        ),
      };
    }
    if (label.startsWith("unique identifier")) {
      column = fields.findIndex((f, at) => at > 0 && f.toUpperCase() === H15_WEEKLY_ONE_YEAR);
      if (column < 0) {
        const found = fields.slice(1).join(", ") || "none";
        return {
          ok: false,
          problem: problem(
            i + 1,
            `the file has no column ${H15_WEEKLY_ONE_YEAR} (found ${found}); download the weekly 1-year Treasury constant maturity series (H.15, weekly, ending Friday).`,
          ),
        };
      }
    }
    if (label === "time period" && column > 0) return { ok: true, column, dataStart: i + 1 };
  }
  return {
    ok: false,
    problem: problem(
      Math.min(lines.length, 6),
      'the header has no "Unique Identifier:" and "Time Period" lines, so the figures cannot be found.',
    ),
  };
}

interface H15Week {
  line: number;
  friday: CalendarDate;
  /** The figure as written; null for "ND" (no data). */
  value: string | null;
}

/** One data line: its week, or what is wrong with it. */
function readH15Line(line: number, text: string, column: number): H15Week | RateTableProblem {
  const fields = splitCsvLine(text);
  const date = fields[0] ?? "";
  const value = fields[column];
  if (!isCalendarDate(date)) return problem(line, `"${date}" is not a date (expected YYYY-MM-DD).`);
  // Day 0 (1970-01-01) was a Thursday, so Fridays are the days one past a multiple of 7.
  if ((toDayNumber(date) + 6) % 7 !== 0) {
    return problem(
      line,
      `${date} is not a Friday; H.15 weekly figures are for weeks ending Friday.`,
    );
  }
  if (value === undefined || value === "") {
    return problem(line, `there is no figure for the week ending ${date}.`);
  }
  return { line, friday: date, value: value.toUpperCase() === "ND" ? null : value };
}

/**
 * The Fed's DDP CSV: five labelled header lines ("Series Description", "Unit:", "Multiplier:",
 * "Currency:", "Unique Identifier:"), "Time Period", then `YYYY-MM-DD,value` a week, the date
 * being the Friday the week ends, "ND" where there is no figure. A package of several series is
 * fine: the weekly 1-year column is picked by its identifier. Each week becomes the row for
 * judgments entered Monday to Sunday after it (28 U.S.C. § 1961(a): the calendar week preceding
 * the judgment). "ND" weeks before the first figure or after the last are skipped; one between
 * figures would leave a week of judgments without a rate, so it is refused.
 */
export function parseH15WeeklyCsv(
  text: string,
  options: { fileName: string; read: CalendarDate },
): RateFileResult {
  const lines = linesOf(text);
  const header = readH15Header(lines);
  if (!header.ok) return { ok: false, problems: [header.problem] };
  const problems: RateTableProblem[] = [];
  const weeks: H15Week[] = [];
  for (let i = header.dataStart; i < lines.length; i += 1) {
    const text = lines[i] ?? "";
    if (text.trim() === "") continue;
    const read = readH15Line(i + 1, text, header.column);
    if ("message" in read) problems.push(read);
    else weeks.push(read);
  }
  const first = weeks.findIndex((week) => week.value !== null);
  const last = weeks.findLastIndex((week) => week.value !== null);
  const rows: RateTableRow[] = [];
  const rowLines: number[] = [];
  for (const { line, friday, value } of weeks.slice(Math.max(first, 0), last + 1)) {
    const from = addDays(friday, 3);
    const to = addDays(friday, 9);
    if (value === null) {
      problems.push(
        problem(
          line,
          `no data (ND) for the week ending ${friday}: judgments entered ${from} to ${to} would have no rate.`,
        ),
      );
      continue;
    }
    const source = `Federal Reserve H.15 Selected Interest Rates, 1-year Treasury constant maturity, weekly average (${H15_WEEKLY_ONE_YEAR}, Data Download Program file ${options.fileName}), week ending ${friday}`;
    rows.push({ from, to, ratePercent: value, source, read: options.read });
    rowLines.push(line);
  }
  return checked(rows, rowLines, problems);
}

const PLAIN_HEADER = ["from", "to", "rate_percent", "source"];

/**
 * A plain CSV with the header `from,to,rate_percent,source` and a row per period: dates
 * YYYY-MM-DD, `to` empty on an open-ended last row, the rate in percent, and the publication the
 * rate comes from (quote it when it holds commas).
 */
export function parsePlainRateCsv(text: string, options: { read: CalendarDate }): RateFileResult {
  const lines = linesOf(text);
  const header = splitCsvLine(lines[0] ?? "").map((f) => f.toLowerCase());
  if (header.join(",") !== PLAIN_HEADER.join(",")) {
    return {
      ok: false,
      problems: [problem(1, `the header must be "${PLAIN_HEADER.join(",")}".`)],
    };
  }
  const problems: RateTableProblem[] = [];
  const rows: RateTableRow[] = [];
  const rowLines: number[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const text = lines[i] ?? "";
    if (text.trim() === "") continue;
    const fields = splitCsvLine(text);
    if (fields.length !== PLAIN_HEADER.length) {
      problems.push(
        problem(
          i + 1,
          `expected ${PLAIN_HEADER.length} fields (${PLAIN_HEADER.join(",")}), found ${fields.length}.`,
        ),
      );
      continue;
    }
    const [from, to, ratePercent, source] = fields as [string, string, string, string];
    rows.push({ from, to: to === "" ? null : to, ratePercent, source, read: options.read });
    rowLines.push(i + 1);
  }
  return checked(rows, rowLines, problems);
}

/** Whether a file's first line is the Fed's DDP header. */
export function isH15Csv(text: string): boolean {
  const first = splitCsvLine(linesOf(text)[0] ?? "")[0] ?? "";
  return first.toLowerCase() === HEADER_LABELS[0];
}
