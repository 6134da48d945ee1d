import {
  formatInstantUs,
  formatUsDate,
  formatUsd,
  parseMoneyInput,
  type RemittanceReport,
} from "@owed/domain";
import writeXlsxFile, { type Row } from "write-excel-file/node";
import {
  addFooters,
  createDoc,
  facts,
  heading,
  muted,
  paragraph,
  sectionTitle,
  table,
  toBuffer,
  totals,
} from "../cases/pdf/layout.ts";
import { drawLetterhead, type Letterhead } from "../cases/pdf/letterhead.ts";
import { toCsv } from "../csv/csv-format.ts";
import { sheetFromCsv } from "../exports/workbook.ts";

// The remittance report as files a client reads (docs/portfolio.md, "The remittance report"):
// CSV, an Excel workbook and a PDF on the firm's letterhead. Each is written from the report the
// JSON route answers (frozen, when the period was closed), so the four never disagree; none
// computes a figure. Plain words only: the client reads them.

type Figures = RemittanceReport["totals"];
type FigureKey = keyof Figures;

/** The figures' columns, in the report's order, as the client reads them. */
const FIGURE_COLUMNS: readonly [FigureKey, string][] = [
  ["received", "Received"],
  ["toInterest", "To interest"],
  ["toPrincipal", "To principal"],
  ["toCosts", "To costs"],
  ["costsAdvanced", "Costs advanced"],
  ["costsRecovered", "Costs recovered"],
  ["fee", "Firm's fee"],
  ["net", "Net to remit"],
];

/** "10/01/2026 to 10/31/2026". */
export const periodInWords = (report: RemittanceReport) =>
  `${formatUsDate(report.from)} to ${formatUsDate(report.to)}`;

/** The client's fee terms in a sentence: "25% of collections, plus $150.00 once per case." */
export function feeTermsInWords(client: RemittanceReport["client"]): string {
  const percent = client.feePercent !== "0" ? `${client.feePercent}% of collections` : "";
  const flat =
    client.flatFee !== "0.00"
      ? `${formatUsd(parseMoneyInput(client.flatFee))} once per case, in the period of its first payment`
      : "";
  const fee = [percent, flat].filter(Boolean).join(", plus ") || "No fee";
  const costs = client.costsRecoveredFirst
    ? "Costs the firm advanced are paid back to it from collections first."
    : "Costs the firm advanced are not taken from collections.";
  return `${fee}. ${costs}`;
}

const isClosed = (report: RemittanceReport) => report.status === "closed";

/** "Closed on 11/02/2026 by Ann Smith." */
function closedInWords(report: RemittanceReport, timeZone: string): string {
  if (!isClosed(report) || !report.closedAt) return "";
  const by = report.closedBy ? ` by ${report.closedBy}` : "";
  return `Closed on ${formatInstantUs(report.closedAt, timeZone)}${by}.`;
}

/** The CSV: a header, one row a case, a totals row; a closed report says which rows changed since. */
export function remittanceCsv(report: RemittanceReport): string {
  const closed = isClosed(report);
  const header = [
    "Case name",
    "Court case number",
    ...FIGURE_COLUMNS.map(([, label]) => label),
    ...(closed ? ["Changed since closed", "Net to remit now"] : []),
  ];
  const rows = report.rows.map((row) => [
    row.caseName,
    row.courtCaseNumber,
    ...FIGURE_COLUMNS.map(([key]) => row[key]),
    ...(closed ? [row.changedSinceClosed ? "Yes" : "No", row.changedSinceClosed?.net ?? ""] : []),
  ]);
  const total = [
    "Totals",
    "",
    ...FIGURE_COLUMNS.map(([key]) => report.totals[key]),
    ...(closed ? ["", ""] : []),
  ];
  return toCsv(header, [...rows, total]);
}

/**
 * The workbook: "Remittance" (the CSV's table, money as numbers, the totals row in bold) and
 * "About" (the client, the period, the fee terms and whether it was closed), as text.
 */
export async function remittanceWorkbook(
  report: RemittanceReport,
  timeZone: string,
): Promise<Buffer> {
  const { data, widths } = sheetFromCsv(remittanceCsv(report));
  const last = data.length - 1;
  data[last] = (data[last] ?? []).map((cell) => (cell ? { ...cell, fontWeight: "bold" } : cell));
  const about: Row[] = [
    ["Client", report.client.name],
    ["Client reference", report.client.reference],
    ["Period", periodInWords(report)],
    ["Fee terms", feeTermsInWords(report.client)],
    ["Status", isClosed(report) ? closedInWords(report, timeZone) : "Open (not closed)"],
    ...(report.changedCount > 0
      ? [["Changed since closed", `${report.changedCount} case(s): see "Net to remit now"`]]
      : []),
  ].map(([label, value]) => [
    { value: label ?? "", type: String, fontWeight: "bold" as const },
    { value: value ?? "", type: String },
  ]);
  return writeXlsxFile([
    {
      sheet: "Remittance",
      data,
      columns: widths.map((width) => ({ width })),
      stickyRowsCount: 1,
    },
    { sheet: "About", data: about, columns: [{ width: 22 }, { width: 80 }] },
  ]).toBuffer();
}

const usd = (text: string) => formatUsd(parseMoneyInput(text));

export interface RemittancePdfInput {
  report: RemittanceReport;
  firm: Letterhead;
  preparedOn: string;
  timeZone: string;
}

/**
 * The PDF: the firm's letterhead (the one the payoff statements print), the title, the client,
 * period and fee terms, the totals, then one line a case. A row changed since the period was
 * closed is marked and explained under the table with what it reads now.
 */
export async function remittancePdf(input: RemittancePdfInput): Promise<Buffer> {
  const { report } = input;
  const doc = createDoc(
    `Remittance report: ${report.client.name}`,
    `Remittance report for ${periodInWords(report)}`,
  );
  drawLetterhead(doc, input.firm);
  heading(doc, "Remittance Report");
  muted(doc, `${periodInWords(report)}  ·  Prepared ${formatUsDate(input.preparedOn)}`, 10);
  if (isClosed(report)) muted(doc, closedInWords(report, input.timeZone), 10);

  sectionTitle(doc, "Client");
  facts(doc, [
    ["Client", report.client.name],
    ["Client reference", report.client.reference],
    ["Period", periodInWords(report)],
    ["Fee terms", feeTermsInWords(report.client)],
  ]);

  // The panel adds up (received, less what the firm keeps, is what is remitted); how the
  // payments were applied and what was advanced are stated beside it, not in the sum.
  sectionTitle(doc, "Totals");
  totals(doc, [
    ["Received", usd(report.totals.received)],
    ["Less costs recovered by the firm", `-${usd(report.totals.costsRecovered)}`],
    ["Less the firm's fee", `-${usd(report.totals.fee)}`],
    ["Net to remit", usd(report.totals.net)],
  ]);
  facts(
    doc,
    [
      ["Applied to interest", usd(report.totals.toInterest)],
      ["Applied to principal", usd(report.totals.toPrincipal)],
      ["Applied to costs", usd(report.totals.toCosts)],
      ["Costs advanced in the period", usd(report.totals.costsAdvanced)],
    ],
    170,
  );

  sectionTitle(doc, `Cases (${report.rows.length})`);
  if (report.rows.length === 0) {
    paragraph(
      doc,
      "No payment was received and no cost advanced on this client's cases in the period.",
    );
  } else {
    const changed = report.rows.filter((row) => row.changedSinceClosed);
    table(
      doc,
      [
        { header: "Case", wrap: true },
        ...FIGURE_COLUMNS.map(([, label]) => ({ header: label, align: "right" as const })),
      ],
      [
        ...report.rows.map((row) => [
          `${row.caseName}${row.changedSinceClosed ? " *" : ""}\n${row.courtCaseNumber}`,
          ...FIGURE_COLUMNS.map(([key]) => usd(row[key])),
        ]),
        ["Totals", ...FIGURE_COLUMNS.map(([key]) => usd(report.totals[key]))],
      ],
    );
    if (changed.length > 0) {
      sectionTitle(doc, "Changed since this period was closed");
      muted(
        doc,
        "The figures above are the report as it was closed. These cases' ledgers were changed afterwards; here is what each reads now.",
      );
      for (const row of changed) {
        const now = row.changedSinceClosed as Figures;
        paragraph(
          doc,
          `* ${row.caseName} (${row.courtCaseNumber}): received ${usd(now.received)}, costs recovered ${usd(now.costsRecovered)}, firm's fee ${usd(now.fee)}, net to remit ${usd(now.net)}.`,
        );
      }
    }
  }
  muted(
    doc,
    "Each payment is split as the case's ledger applied it. The firm's fee is worked out per case and rounded to the cent, half a cent up; it is never more than what was received less the costs recovered. Net to remit is what was received, less the costs recovered and the fee.",
    8,
  );
  addFooters(doc, report.client.name, ["Remittance report", periodInWords(report)]);
  return toBuffer(doc);
}
