import { z } from "zod";
import { envelope, isoDateText } from "./envelope.ts";

// GET /api/rate-tables/ and GET /api/rate-tables/{code}: the dated rate tables (packages/domain's
// rate-tables, or rows an operator imported with `rates:import`), public reference data like the
// interest-rules guide (docs/jurisdiction-methods.md).

export const RATE_TABLE_FREQUENCIES = [
  "weekly",
  "monthly",
  "quarterly",
  "semi-annual",
  "annual",
] as const;
export const RATE_TABLE_APPLICATIONS = ["fixed-at-judgment", "reset-on-change"] as const;

export const rateTableCodeParams = z.object({ code: z.string().max(10) });

export const rateTableRowDtoSchema = z.strictObject({
  from: isoDateText,
  to: isoDateText.nullable(),
  ratePercent: z.string(),
  source: z.string(),
  read: isoDateText,
});
export type RateTableRowDto = z.output<typeof rateTableRowDtoSchema>;

const rateTableHeadSchema = z.strictObject({
  jurisdiction: z.string(),
  publisher: z.string(),
  citation: z.string(),
  frequency: z.enum(RATE_TABLE_FREQUENCIES),
  application: z.enum(RATE_TABLE_APPLICATIONS),
  selection: z.string(),
  /** `shipped`: the table in packages/domain; `imported`: loaded by an operator's rates:import. */
  origin: z.enum(["shipped", "imported"]),
  importedAt: z.string().nullable(),
});

export const rateTableDtoSchema = rateTableHeadSchema.extend({
  rows: z.array(rateTableRowDtoSchema),
});
export type RateTableDto = z.output<typeof rateTableDtoSchema>;

export const rateTableSummaryDtoSchema = rateTableHeadSchema.extend({
  firstFrom: isoDateText,
  lastFrom: isoDateText,
  rowCount: z.number().int(),
});

export const rateTablesResponse = envelope(z.array(rateTableSummaryDtoSchema));
export const rateTableResponse = envelope(rateTableDtoSchema);
