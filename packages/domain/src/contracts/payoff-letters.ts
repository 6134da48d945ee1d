import { z } from "zod";
import { refuseControlCharacters } from "../schemas/text.ts";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// Payoff letters (docs/letters-and-plans.md, "Payoff letters"): what a firm sends a debtor to
// close a judgment on a date, with the per diem after it and a "good through" table whose every
// line is the payoff route's own figure for that day. One preview model feeds the screen, the PDF
// and the Word file, so the three cannot disagree.

/** The merge fields the firm's texts may use, written `{{name}}`. */
export const MERGE_FIELDS = [
  "debtor",
  "creditor",
  "case_number",
  "court",
  "payoff",
  "per_diem",
  "date",
  "good_through",
  "firm",
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** What each merge field becomes, for the settings screen's help. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  debtor: "The debtor's name",
  creditor: "The judgment creditor's name",
  case_number: "The court's case number",
  court: "The court's name",
  payoff: "The payoff on the letter's date",
  per_diem: "The interest per day after that date",
  date: "The letter's payoff date",
  good_through: "The last day of the good-through table",
  firm: "The firm's name on the letterhead",
};

export const LETTER_TEXT_MAX = 2000;

const letterText = (label: string) =>
  // `.trim()`, not a transform: the settings are also the answer's schema, which must encode.
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LETTER_TEXT_MAX, `${label} must be at most ${LETTER_TEXT_MAX} characters.`)
    .superRefine(refuseControlCharacters(label, { multiline: true }))
    .superRefine((value, ctx) => {
      const message = mergeFieldError(value, label);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const MERGE_FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** "Closing text uses {{balance}}, which is not a merge field: use {{payoff}}, {{date}}..." or null. */
export function mergeFieldError(text: string, label: string): string | null {
  for (const match of text.matchAll(MERGE_FIELD_PATTERN)) {
    const name = match[1] ?? "";
    if (!(MERGE_FIELDS as readonly string[]).includes(name)) {
      const known = MERGE_FIELDS.map((field) => `{{${field}}}`).join(", ");
      return `${label} uses {{${name}}}, which is not a merge field. Use one of ${known}.`;
    }
  }
  return null;
}

/** Replaces each `{{field}}` with its value (the text was checked by `mergeFieldError`). */
export function fillMergeFields(
  text: string,
  values: Readonly<Record<MergeField, string>>,
): string {
  return text.replace(MERGE_FIELD_PATTERN, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  );
}

/** The workspace's letter texts and who hears of a missed installment. */
export const letterSettingsSchema = z.strictObject({
  paymentInstructions: letterText("Payment instructions"),
  closingText: letterText("Closing text"),
  /** Members (user ids) e-mailed when a payment plan's installment is missed. */
  planNoticeRecipients: z
    .array(z.string().max(64, "Choose members of this workspace."), {
      error: "Choose members of this workspace.",
    })
    .max(50, "Choose at most 50 members."),
});
export type LetterSettings = z.output<typeof letterSettingsSchema>;
export const letterSettingsResponse = envelope(letterSettingsSchema);

export const GOOD_THROUGH_UNITS = ["day", "week"] as const;
export type GoodThroughUnit = (typeof GOOD_THROUGH_UNITS)[number];
/** At most 90 daily lines or 26 weekly ones: a table that fits a page or two. */
export const GOOD_THROUGH_MAX: Record<GoodThroughUnit, number> = { day: 90, week: 26 };

export const goodThroughSchema = z
  .strictObject({
    unit: z.enum(GOOD_THROUGH_UNITS, { error: "Choose days or weeks for the good-through table." }),
    count: z
      .number({ error: "Enter how many lines the good-through table has." })
      .int("Enter a whole number of lines.")
      .min(1, "The good-through table needs at least 1 line."),
  })
  .superRefine((value, ctx) => {
    const max = GOOD_THROUGH_MAX[value.unit];
    if (value.count > max) {
      ctx.addIssue({
        code: "custom",
        path: ["count"],
        message: `The good-through table has at most ${max} ${value.unit === "day" ? "days" : "weeks"}.`,
      });
    }
  });
export type GoodThrough = z.output<typeof goodThroughSchema>;

/** The letter's payoff date as entered (checked against the judgment and today by the route). */
const letterDate = z
  .string({ error: "The payoff date is required." })
  .max(10, "Enter a valid date like 2026-11-26.")
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim()),
    "Enter a valid date like 2026-11-26.",
  )
  .transform((value) => value.trim());

export const LETTER_FORMATS = ["pdf", "docx"] as const;
export type LetterFormat = (typeof LETTER_FORMATS)[number];

export const payoffLetterPreviewRequest = z.strictObject({
  date: letterDate,
  goodThrough: goodThroughSchema,
});
export const payoffLetterRequest = payoffLetterPreviewRequest.extend({
  format: z.enum(LETTER_FORMATS, { error: "Choose PDF or Word." }),
});
export type PayoffLetterRequest = z.output<typeof payoffLetterRequest>;

export const BATCH_LETTERS_MAX = 200;
const caseIds = z
  .array(z.string().max(64), { error: "Choose the cases to write to." })
  .min(1, "Choose at least one case.")
  .max(BATCH_LETTERS_MAX, `Choose at most ${BATCH_LETTERS_MAX} cases at once.`);
export const batchLetterCheckRequest = payoffLetterPreviewRequest.extend({ caseIds });
export const batchLetterRequest = payoffLetterRequest.extend({ caseIds });

/** One line of the good-through table: the payoff route's figure for that day. */
export const goodThroughLineSchema = z.strictObject({ date: isoDateText, payoff: moneyText });

/** Everything a letter says, in order: the screen's preview, the PDF and the Word file. */
export const payoffLetterSchema = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  /** The day the letter is written (the user's today). */
  writtenOn: isoDateText,
  /** The payoff date. */
  date: isoDateText,
  payoff: moneyText,
  principalBalance: moneyText,
  accruedInterest: moneyText,
  costBalance: moneyText,
  perDiem: moneyText,
  /** The debtor's name, then the address lines. */
  recipient: z.array(z.string()),
  /** "Re:" lines: case name, court, case number. */
  reference: z.array(z.string()),
  salutation: z.string(),
  /** The body, merge fields filled: the figures paragraph, payment instructions, closing. */
  paragraphs: z.array(z.string()),
  goodThrough: z.array(goodThroughLineSchema),
  /** Who signs: the letterhead's attorney and firm (or the profile's name). */
  signature: z.array(z.string()),
  /** What the user should know before sending ("No payment instructions are set..."). */
  warnings: z.array(z.string()),
});
export type PayoffLetter = z.output<typeof payoffLetterSchema>;
export const payoffLetterResponse = envelope(payoffLetterSchema);

export const batchLetterCheckSchema = z.strictObject({
  letters: z.array(
    z.strictObject({
      caseId: z.string(),
      caseName: z.string(),
      /** Why this case can have no letter (ended, past its enforceable life, rate unknown); null: it can. */
      refusal: z.string().nullable(),
    }),
  ),
});
export const batchLetterCheckResponse = envelope(batchLetterCheckSchema);
