import { z } from "zod";
import { COURT_FORM_IDS } from "../court-forms/figures.ts";
import { amountInputError } from "../interest/validators.ts";
import { refuseControlCharacters } from "../schemas/text.ts";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// Getting the court's own forms for a case (docs/court-forms.md, "Routes"): which forms its
// jurisdiction has and what each still lacks, one form filled for a date (a preview or a
// download), and the filings recorded from them (a memorandum of costs filed, a writ issued).

/** How far past the user's today a form may be dated: a form is prepared shortly before filing. */
export const COURT_FORM_MAX_DAYS_AHEAD = 90;

export const courtFormParams = z.strictObject({
  id: z.string().max(64),
  form: z.string().max(16),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .superRefine(refuseControlCharacters(label));

const requiredText = (label: string, max: number) =>
  text(label, max).refine((value) => value !== "", `${label} is required.`);

/** A form's date as entered: YYYY-MM-DD; the route checks it against the judgment and today. */
export const courtFormDate = z
  .string({ error: "The form's date is required." })
  .max(10, "Enter a valid date like 2026-11-26.")
  .refine((value) => value.trim() !== "", "The form's date is required.")
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim()),
    "Enter a valid date like 2026-11-26.",
  )
  .transform((value) => value.trim());

/** The employer an earnings withholding order is asked for (WG-001). */
export const employerSchema = z.strictObject({
  name: requiredText("Employer's name", 120),
  street: requiredText("Employer's street address", 120),
  city: requiredText("Employer's city", 60),
  state: z
    .string({ error: "Employer's state must be text." })
    .trim()
    .toUpperCase()
    .refine((value) => /^[A-Z]{2}$/.test(value), "Enter the employer's state as two letters."),
  zip: z
    .string({ error: "Employer's ZIP code must be text." })
    .trim()
    .refine(
      (value) => /^\d{5}(-\d{4})?$/.test(value),
      "Enter a valid employer's ZIP code (5 digits, or 5+4).",
    ),
});
export type EmployerInput = z.output<typeof employerSchema>;

/** EJ-100: full, or partial with the amount received. */
export const satisfactionSchema = z
  .strictObject({
    kind: z.enum(["full", "partial"], { error: "Choose a full or a partial satisfaction." }),
    amount: z.string({ error: "Amount received must be text." }).max(20).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== "partial") return;
    const message =
      value.amount === undefined || value.amount.trim() === ""
        ? "Amount received is required for a partial satisfaction."
        : amountInputError(value.amount, "Amount received");
    if (message) ctx.addIssue({ code: "custom", path: ["amount"], message });
  });
export type SatisfactionInput = z.output<typeof satisfactionSchema>;

export const courtFormRequest = z.strictObject({
  date: courtFormDate,
  /** The flattened copy (fields burned into the page) instead of the editable one. */
  flattened: z.boolean({ error: "Flattened must be true or false." }).default(false),
  /** A preview is not a download: nothing is written to the history. */
  preview: z.boolean({ error: "Preview must be true or false." }).default(false),
  satisfaction: satisfactionSchema.optional(),
  employer: employerSchema.optional(),
});
export type CourtFormRequest = z.input<typeof courtFormRequest>;

/** A fact a form asks for that the case or the workspace lacks, in plain words. */
export const courtFormSchema = z.strictObject({
  id: z.enum(COURT_FORM_IDS),
  /** "EJ-130" */
  number: z.string(),
  title: z.string(),
  revision: z.string(),
  mandatory: z.boolean(),
  /** "The judgment debtor's address", "The attorney's State Bar number"... left blank if filled. */
  missing: z.array(z.string()),
  /** What else the form asks before it can be filled (EJ-100's satisfaction, WG-001's employer). */
  asks: z.array(z.enum(["satisfaction", "employer"])),
  /** Why the form cannot be filled now, or null when it can ("The amounts differ by debtor..."). */
  unavailable: z.string().nullable(),
});
export type CourtFormDto = z.output<typeof courtFormSchema>;

export const courtFormListSchema = z.strictObject({
  caseId: z.string(),
  jurisdiction: z.string().nullable(),
  /** "California"; null when the case has no jurisdiction. */
  state: z.string().nullable(),
  forms: z.array(courtFormSchema),
  /** "No court form yet for Texas." when the list is empty; null otherwise. */
  none: z.string().nullable(),
  /** The earliest and latest date a form may be dated (the judgment, today + the bound). */
  earliest: isoDateText,
  latest: isoDateText,
});
export type CourtFormListDto = z.output<typeof courtFormListSchema>;
export const courtFormListResponse = envelope(courtFormListSchema);

/** The filings recorded from a form. */
export const COURT_FILING_KINDS = ["memorandum-filed", "writ-issued"] as const;
export type CourtFilingKindDto = (typeof COURT_FILING_KINDS)[number];

export const courtFilingRequest = z.strictObject({
  kind: z.enum(COURT_FILING_KINDS, {
    error: "Choose what was filed: a memorandum of costs filed or a writ issued.",
  }),
  date: courtFormDate,
});
export type CourtFilingRequest = z.input<typeof courtFilingRequest>;

export const courtFilingSchema = z.strictObject({
  id: z.string(),
  form: z.enum(COURT_FORM_IDS),
  kind: z.enum(COURT_FILING_KINDS),
  on: isoDateText,
  /** "MC-012 filed on 11/26/2026", "Writ issued on 11/26/2026". */
  title: z.string(),
  /** A memorandum: the costs it made allowed, and their total. */
  costsAllowed: z.number().int(),
  costsAllowedTotal: moneyText.nullable(),
  /** A writ: the last day a levy may be made under it, and the rule. */
  lastDayToLevy: isoDateText.nullable(),
  rule: z.string().nullable(),
  recordedAt: z.string(),
});
export type CourtFilingDto = z.output<typeof courtFilingSchema>;

export const courtFilingListResponse = envelope(z.array(courtFilingSchema));
export const courtFilingResponse = envelope(courtFilingSchema);

/** The header that carries a filled form's warnings (JSON array of plain sentences). */
export const COURT_FORM_WARNINGS_HEADER = "x-owed-warnings";
