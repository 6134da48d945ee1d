import { formatUsDate, rateGapMessage } from "@owed/domain";
import type { CaseRow } from "../../../db/schema/index.ts";
import { caseTableRates } from "../table-rates.ts";
import { type createDoc, paragraph } from "./layout.ts";

// What a statement says of rates after the end of the case's table (docs/rate-tables.md, "When a
// table ends"): which periods the user entered, cited as the user's and not as the table, and the
// warning while the statement's date runs past every rate the case has.

type Doc = ReturnType<typeof createDoc>;

/** "Rates entered by the user for this case, not from the KS rate table (it ends 06/30/2025): ...". */
export function userRateLines(caseRow: CaseRow, asOf: string): string[] {
  const { tableEnd, userPeriods } = caseTableRates(caseRow, asOf);
  if (!tableEnd || userPeriods.length === 0) return [];
  const periods = userPeriods
    .map((p) => `${p.ratePercent}% from ${formatUsDate(p.from)}`)
    .join("; ");
  return [
    `Rates entered by the user for this case, not from the ${caseRow.rateTable} rate table (it ends ${formatUsDate(tableEnd)}): ${periods}.`,
  ];
}

/** The warning, in red under the amounts, while no rate covers the statement's date. */
export function rateWarningNote(doc: Doc, caseRow: CaseRow, asOf: string): void {
  const { uncoveredAfter } = caseTableRates(caseRow, asOf);
  if (!uncoveredAfter) return;
  const message = `${rateGapMessage(uncoveredAfter)} The figures above use the last rate the case has for every day after that date.`;
  paragraph(doc, message, { color: "#b91c1c" });
}
