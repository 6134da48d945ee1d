import { z } from "zod";
import { caseDtoSchema, editPreviewFiguresSchema, ratePeriodDtoSchema } from "./cases.ts";
import { envelope, isoDateText } from "./envelope.ts";

// A newer rate table for a case whose rates ran past its old one (docs/rate-tables.md, "When a
// table ends"): what the table now gives in place of the rates the user entered, and the payoff
// before and after. GET .../rate-table-update/ shows the offer; POST applies it as one history
// entry, undone like an edit.

export const rateTableUpdateSchema = z.strictObject({
  /** The table's jurisdiction code ("KS"). */
  rateTable: z.string(),
  /** When the table in force was imported (ISO 8601); null for the table Owed ships. */
  importedAt: z.string().nullable(),
  /** The last day the case's table rows covered until now. */
  tableEndedOn: isoDateText,
  /** The table's last day now; null when its last row is open-ended. */
  tableEndsOn: isoDateText.nullable(),
  /** The periods the user entered that the table's rates replace (empty: it only adds rates). */
  replaces: z.array(ratePeriodDtoSchema),
  /** The case's schedule after: the table's periods, then any of the user's past its new end. */
  schedule: z.array(ratePeriodDtoSchema),
  before: editPreviewFiguresSchema,
  after: editPreviewFiguresSchema,
});
export type RateTableUpdateDto = z.output<typeof rateTableUpdateSchema>;

/** GET: the offer, or null when the table has nothing newer for the case. */
export const rateTableUpdateResponse = envelope(rateTableUpdateSchema.nullable());
/** POST: the case as it now is. */
export const rateTableUpdateAppliedResponse = envelope(z.strictObject({ case: caseDtoSchema }));
