// A CSV cell's protection against spreadsheet formulas (docs/csv.md, "CSV injection"), shared by
// the API's exports and imports and the web's letterhead import, so both sides read one rule.

/**
 * A cell that starts with =, +, -, @, tab or carriage return is a formula to a spreadsheet: a
 * case named `=HYPERLINK(...)` would run when the export is opened. A leading apostrophe makes
 * it text, which the spreadsheet shows without the apostrophe (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The import's side of the round trip: an apostrophe that neutralised a formula goes again. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
