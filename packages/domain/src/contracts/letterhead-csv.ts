import type { Letterhead } from "./court-facts.ts";

// The letterhead as "Export everything" writes it and the Letterhead card reads it back
// (docs/court-forms.md, "Letterhead"; docs/exports.md): one list, so the two cannot drift apart.

/** Each field's column, in the settings form's words and order. */
export const LETTERHEAD_CSV_COLUMNS = [
  { key: "attorneyName", column: "Attorney name" },
  { key: "barNumber", column: "State Bar number" },
  { key: "firm", column: "Firm name" },
  { key: "street", column: "Street address" },
  { key: "city", column: "City" },
  { key: "state", column: "State" },
  { key: "zip", column: "ZIP code" },
  { key: "phone", column: "Telephone" },
  { key: "fax", column: "Fax" },
  { key: "email", column: "E-mail" },
  { key: "attorneyFor", column: "Attorney for" },
] as const satisfies readonly { key: keyof Letterhead; column: string }[];

/**
 * The largest letterhead file read back. The export is under 2 KB (eleven fields of at most 254
 * characters); 64 KB leaves room for a spreadsheet's re-save and stops a wrong file early.
 */
export const LETTERHEAD_CSV_MAX_BYTES = 64 * 1024;
