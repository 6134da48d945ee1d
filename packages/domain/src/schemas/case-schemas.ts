import { z } from "zod";
import { amountInputError, dateInputError, rateInputError } from "../interest/validators.ts";
import { AMOUNT_TEXT_MAX } from "../money/money.ts";
import { refuseControlCharacters, type TextRules } from "./text.ts";

// The case and transaction forms, shared by the web app (react-hook-form) and the API (route
// body validation), so both say the same thing in the spec's words (product-spec section 5).
// These check shape and wording only; the interest engine parses the values into exact Money.

const TEXT_MAX = 200;

const requiredText = (label: string, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(TEXT_MAX, `${label} must be at most ${TEXT_MAX} characters`)
    .superRefine(refuseControlCharacters(label));

const optionalText = (label: string, max = TEXT_MAX, rules: TextRules = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(refuseControlCharacters(label, rules))
    .optional()
    .nullable()
    .transform((value) => value ?? "");

type Scalar = string | number;
/** Amount, rate and date text: short, so a megabyte of digits is refused before it is parsed. */
const shortText = () => z.string().max(AMOUNT_TEXT_MAX);
const scalar = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage });

/** A required amount: 'Judgment amount must be greater than 0' and friends. */
const amount = (subject: string, requiredMessage: string) =>
  scalar(requiredMessage).superRefine((value: Scalar, ctx) => {
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: requiredMessage });
      return;
    }
    const message = amountInputError(value, subject);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** An optional amount: blank, null or 0 mean "none". */
const optionalAmount = (subject: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null) return;
      if (typeof value === "string" && value.trim() === "") return;
      if (value === 0 || (typeof value === "string" && /^\s*\$?0*(\.0*)?\s*$/.test(value))) return;
      const message = amountInputError(value, subject);
      if (message) ctx.addIssue({ code: "custom", message });
    });

/** Not echoed back: the text is too long to be a date, and too long to quote. */
const longDateMessage = (subject: string) =>
  `${subject} is not a valid date (expected YYYY-MM-DD).`;

const requiredDate = (requiredMessage: string, subject = "Date") =>
  z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (value.length > AMOUNT_TEXT_MAX) {
      ctx.addIssue({ code: "custom", message: longDateMessage(subject) });
      return;
    }
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: requiredMessage });
      return;
    }
    const message = dateInputError(value, subject);
    if (message) ctx.addIssue({ code: "custom", message });
  });

const optionalDate = (subject: string) =>
  z
    .string()
    .optional()
    .nullable()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value.trim() === "") return;
      const message =
        value.length > AMOUNT_TEXT_MAX ? longDateMessage(subject) : dateInputError(value, subject);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const rate = z
  .union([z.string(), z.number()], { error: "Interest rate must be positive" })
  .superRefine((value: Scalar, ctx) => {
    const message = rateInputError(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const ratePeriodSchema = z.object({
  from: requiredDate("Date is required", "Rate start date"),
  ratePercent: rate,
});

export const compoundingSchema = z.enum(["none", "annual"], {
  error: 'Compounding must be "none" or "annual"',
});
export const dayCountSchema = z.enum(["365", "actual"], {
  error: 'Day count must be "365" or "actual"',
});

// One @, something on each side, a dot in the domain, no spaces: enough to catch a typo without
// refusing the unusual but valid addresses a stricter pattern would.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address";

/** Debtor contact fields: all optional; an e-mail, when given, must look like one. */
export const debtorFieldsSchema = z.object({
  debtorFirm: optionalText("Debtor firm"),
  debtorStreet: optionalText("Debtor street"),
  debtorCity: optionalText("Debtor city", 100),
  debtorState: optionalText("Debtor state", 100),
  debtorZip: optionalText("Debtor ZIP", 20),
  debtorPhone: optionalText("Debtor phone", 50),
  debtorEmail: optionalText("Debtor email", 254).refine(
    (value) => value === "" || EMAIL_SHAPE.test(value),
    INVALID_EMAIL_MESSAGE,
  ),
});

/**
 * POST /docket/api/add-docket/. The balance fields the spec's client sends (totalPayments,
 * accruedInterest, principalBalance, payoffAmount, isEnded) are accepted and ignored: the server
 * computes every figure itself.
 */
export const newCaseSchema = z
  .object({
    caseName: requiredText("Case name", "Case name is required"),
    courtName: requiredText("Court name", "Court name is required"),
    courtCaseNumber: requiredText("Court case number", "Court case number is required"),
    judgmentAmount: amount("Judgment amount", "Judgment amount must be greater than 0"),
    judgmentDate: requiredDate("Judgment date is required", "Judgment date"),
    interestRate: rate.optional().default("10"),
    rateSchedule: z.array(ratePeriodSchema).max(200).optional().nullable(),
    compounding: compoundingSchema.optional().default("none"),
    dayCount: dayCountSchema.optional().default("365"),
    jurisdiction: z
      .string()
      .trim()
      .max(4, "Jurisdiction must be at most 4 characters")
      .superRefine(refuseControlCharacters("Jurisdiction"))
      .optional()
      .nullable(),
    paymentAmount: optionalAmount("Payment amount"),
    lastPaymentDate: optionalDate("Last payment date"),
    cost: optionalAmount("Cost"),
    endDate: optionalDate("End date"),
    // The spec's one-field debtor block is several lines (firm, street, city...).
    debtorInfo: optionalText("Debtor information", 1000, { multiline: true }),
    totalPayments: z.unknown().optional(),
    accruedInterest: z.unknown().optional(),
    principalBalance: z.unknown().optional(),
    payoffAmount: z.unknown().optional(),
    isEnded: z.unknown().optional(),
  })
  .extend(debtorFieldsSchema.shape);

export type NewCaseBody = z.input<typeof newCaseSchema>;
export type NewCaseValues = z.output<typeof newCaseSchema>;

/** Optional in an edit: absent, null or blank means "leave as it is". */
const unchanged = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * PUT /docket/api/case/{id}/edit/ (and its preview): names as the spec has them, and beyond the
 * spec every term of the judgment can be corrected (docs/decisions/006-beyond-the-spec.md). A field
 * left out stays as it is; the server recomputes the whole ledger with the new terms.
 */
export const editCaseSchema = z
  .object({
    caseName: requiredText("Case name", "Case name is required"),
    courtName: requiredText("Court name", "Court name is required"),
    courtCaseNumber: requiredText("Court case number", "Court case number is required"),
    judgmentAmount: z
      .union([shortText(), z.number()])
      .optional()
      .nullable()
      .superRefine((value, ctx) => {
        if (unchanged(value)) return;
        const message = amountInputError(value as Scalar, "Judgment amount");
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    judgmentDate: z
      .string()
      .max(AMOUNT_TEXT_MAX, longDateMessage("Judgment date"))
      .optional()
      .nullable()
      .superRefine((value, ctx) => {
        if (unchanged(value)) return;
        const message = dateInputError(value, "Judgment date");
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    interestRate: z
      .union([shortText(), z.number()])
      .optional()
      .nullable()
      .superRefine((value, ctx) => {
        if (unchanged(value)) return;
        const message = rateInputError(value as Scalar);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    rateSchedule: z.array(ratePeriodSchema).max(200).optional().nullable(),
    compounding: compoundingSchema.optional(),
    dayCount: dayCountSchema.optional(),
    jurisdiction: z
      .string()
      .trim()
      .max(4, "Jurisdiction must be at most 4 characters")
      .superRefine(refuseControlCharacters("Jurisdiction"))
      .optional()
      .nullable(),
  })
  .extend(debtorFieldsSchema.partial().shape);

export type EditCaseBody = z.input<typeof editCaseSchema>;
export type EditCaseValues = z.output<typeof editCaseSchema>;

export const transactionTypeSchema = z.enum(["PAYMENT", "COST"], {
  error: "Transaction type is required",
});

/** POST /docket/api/transactions/create/ and PUT /docket/api/transactions/{id}/update/. */
export const transactionSchema = z.object({
  case_id: z
    .string({ error: "Case is required" })
    .trim()
    .min(1, "Case is required")
    .max(100, "Case not found"),
  transaction_type: transactionTypeSchema,
  amount: amount("Amount", "Amount must be greater than 0"),
  date: requiredDate("Date is required"),
  // A note that may run over several lines (a check number, then what it paid).
  description: optionalText("Description", 500, { multiline: true }),
});

export type TransactionBody = z.input<typeof transactionSchema>;
export type TransactionValues = z.output<typeof transactionSchema>;

/** The spec's debtorInfo: firm, street, 'city, state zip', 'Phone: …', 'Email: …', blanks dropped. */
export function buildDebtorInfo(fields: {
  debtorFirm?: string | null;
  debtorStreet?: string | null;
  debtorCity?: string | null;
  debtorState?: string | null;
  debtorZip?: string | null;
  debtorPhone?: string | null;
  debtorEmail?: string | null;
}): string {
  const t = (v: string | null | undefined) => (v ?? "").trim();
  const stateZip = [t(fields.debtorState), t(fields.debtorZip)].filter(Boolean).join(" ");
  const cityLine = [t(fields.debtorCity), stateZip].filter(Boolean).join(", ");
  return [
    t(fields.debtorFirm),
    t(fields.debtorStreet),
    cityLine,
    t(fields.debtorPhone) ? `Phone: ${t(fields.debtorPhone)}` : "",
    t(fields.debtorEmail) ? `Email: ${t(fields.debtorEmail)}` : "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
