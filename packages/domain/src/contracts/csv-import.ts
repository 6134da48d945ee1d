import { z } from "zod";
import { envelope, moneyText } from "./envelope.ts";

// CSV in (docs/csv.md): a spreadsheet of cases and their transactions, one row per transaction,
// rows of one case sharing its court case number. The client sends the file's text; the server
// previews it, maps its columns to these fields, checks every row, shows the payoffs a dry run
// gives, and then imports everything or nothing.

export const IMPORT_FIELDS = [
  { key: "caseName", label: "Case name", required: true },
  { key: "courtName", label: "Court", required: true },
  { key: "courtCaseNumber", label: "Court case number", required: true },
  { key: "judgmentAmount", label: "Judgment amount", required: true },
  { key: "judgmentDate", label: "Judgment date", required: true },
  // Not required: a jurisdiction with a fixed rate or a rate table gives it (docs/csv.md).
  { key: "interestRate", label: "Interest rate (%)", required: false },
  { key: "jurisdiction", label: "Jurisdiction", required: false },
  { key: "compounding", label: "Compounding", required: false },
  { key: "dayCount", label: "Year basis", required: false },
  { key: "perDiemRounding", label: "Per-diem rounding", required: false },
  { key: "creditingOrder", label: "Crediting order", required: false },
  { key: "costTreatment", label: "Cost treatment", required: false },
  { key: "interestFrom", label: "Interest from", required: false },
  { key: "nonInterestBearing", label: "Amount bearing no interest", required: false },
  { key: "rateSchedule", label: "Rate schedule", required: false },
  { key: "rateTable", label: "Rate table", required: false },
  { key: "methodOverrides", label: "Changed from preset", required: false },
  { key: "debtor", label: "Debtor", required: false },
  // A client of the workspace by name, without case (docs/portfolio.md); blank: no client.
  { key: "client", label: "Client", required: false },
  { key: "transactionType", label: "Transaction type", required: false },
  { key: "transactionDate", label: "Transaction date", required: false },
  { key: "transactionAmount", label: "Transaction amount", required: false },
  { key: "description", label: "Description", required: false },
  // A cost's court facts (docs/court-forms.md, "Cost categories"): MC-012's words for its category.
  { key: "costCategory", label: "Cost category", required: false },
  { key: "costNote", label: "County or statute", required: false },
  { key: "costAllowedOn", label: "Allowed on", required: false },
  // Rows with the same key are one case; without this column, rows share a court case number.
  { key: "caseKey", label: "Case key", required: false },
] as const;
export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]["key"];
const FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportFieldKey, ...ImportFieldKey[]];

/** The largest file accepted: 8 MB of text, 20,000 rows (10,000 transactions fit easily). */
export const IMPORT_MAX_CHARS = 8_000_000;
export const IMPORT_MAX_ROWS = 20_000;
/** A rate schedule cell: at most this many periods, in at most this many characters. */
export const IMPORT_MAX_RATE_PERIODS = 200;
export const IMPORT_MAX_SCHEDULE_CHARS = 10_000;
/** At most this many row problems are listed; the count says how many there were. */
export const IMPORT_MAX_ERRORS = 200;

const csvText = z
  .string({ error: "Choose a CSV file." })
  .min(1, "The file is empty.")
  .max(IMPORT_MAX_CHARS, "The file is too large: at most 8 MB.");

/** Which column (by its position, from 0) feeds each field; null or absent: not imported. */
export const importMappingSchema = z.partialRecord(
  z.enum(FIELD_KEYS),
  z.number().int().min(0).max(499).nullable(),
);
export type ImportMapping = z.output<typeof importMappingSchema>;

export const importPreviewRequest = z.strictObject({ csv: csvText });
export const importRequest = z.strictObject({ csv: csvText, mapping: importMappingSchema });

export const importPreviewSchema = z.strictObject({
  columns: z.array(z.string()),
  delimiter: z.enum([",", ";"]),
  /** The first rows after the header, as they read. */
  rows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  /** Columns matched to fields by their header names. */
  mapping: importMappingSchema,
});
export type ImportPreviewDto = z.output<typeof importPreviewSchema>;

export const importProblemSchema = z.strictObject({
  /** The file's line number (the header is line 1). */
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportProblemDto = z.output<typeof importProblemSchema>;

export const importCaseSummarySchema = z.strictObject({
  line: z.number().int(),
  caseName: z.string(),
  courtCaseNumber: z.string(),
  transactions: z.number().int(),
  /** Today's payoff once imported, and whether the judgment is already paid in full. */
  payoff: moneyText,
  isEnded: z.boolean(),
});

export const importCheckSchema = z.strictObject({
  valid: z.boolean(),
  cases: z.array(importCaseSummarySchema),
  transactions: z.number().int(),
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
});
export type ImportCheckDto = z.output<typeof importCheckSchema>;

export const importDoneSchema = z.strictObject({
  cases: z.number().int(),
  transactions: z.number().int(),
  caseIds: z.array(z.string()),
});

export const importPreviewResponse = envelope(importPreviewSchema);
export const importCheckResponse = envelope(importCheckSchema);
export const importDoneResponse = envelope(importDoneSchema);
