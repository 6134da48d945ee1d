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
  /** Where Owed read the figure (a copy, when not the publisher's own file): for this page only. */
  source: z.string(),
  read: isoDateText,
  /** The publisher's own publication of the rate, as the statements cite it. */
  publishedIn: z.string(),
});
export type RateTableRowDto = z.output<typeof rateTableRowDtoSchema>;

/** How the publisher dates its publication of a rate (packages/domain rate-table-types.ts). */
export const ratePublicationSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("weekly"), title: z.string() }),
  z.strictObject({
    kind: z.literal("yearly"),
    title: z.string(),
    month: z.number().int(),
    day: z.number().int(),
  }),
]);

const rateTableHeadSchema = z.strictObject({
  jurisdiction: z.string(),
  publisher: z.string(),
  publication: ratePublicationSchema,
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

export type RateTableSummaryDto = z.output<typeof rateTableSummaryDtoSchema>;

export const rateTablesResponse = envelope(z.array(rateTableSummaryDtoSchema));
export const rateTableResponse = envelope(rateTableDtoSchema);
