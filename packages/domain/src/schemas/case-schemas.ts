import { z } from "zod";
import { COST_CATEGORIES, type CostCategory } from "../contracts/court-facts.ts";
import { formatUsDate, parseCalendarDate } from "../dates/calendar-date.ts";
import { TRANSACTION_TYPES } from "../interest/ledger.ts";
import type {
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
  RatePeriod,
} from "../interest/terms.ts";
import { amountInputError, dateInputError, rateInputError } from "../interest/validators.ts";
import {
  AMOUNT_TEXT_MAX,
  type Money,
  parseMoneyInput,
  parseRatePercent,
  type RatePercent,
} from "../money/money.ts";
import {
  findStateInterestRule,
  missingRateMessage,
  rateMustBeGiven,
} from "../state-rules/state-rule-lookup.ts";
import { refuseControlCharacters, type TextRules } from "./text.ts";

// The case and transaction forms, shared by the web app (react-hook-form) and the API (route
// body validation), so both say the same thing in the same words (docs/product.md, "Validation
// and messages"). The `*Schema`s check shape and wording; the `*Request` schemas below add the
// one conversion of their amounts and rates into exact Money (docs/decisions/003-money.md).

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

const ZERO_TEXT = /^\s*\$?0*(\.0*)?\s*$/;
/** Blank, null or 0: an optional amount the user left out. */
const isNone = (value: Scalar | null | undefined): boolean =>
  value === undefined ||
  value === null ||
  value === 0 ||
  (typeof value === "string" && (value.trim() === "" || ZERO_TEXT.test(value)));

/** An optional amount: blank, null or 0 mean "none". */
const optionalAmount = (subject: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .superRefine((value, ctx) => {
      if (isNone(value)) return;
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

/** The engine's compounding and day-count settings: the one list of their values. */
export const COMPOUNDINGS = ["none", "annual"] as const satisfies readonly Compounding[];
export const DAY_COUNTS = [
  "365",
  "actual",
  "360",
  "30-360",
  "months",
  "bank-year",
] as const satisfies readonly DayCount[];
export const PER_DIEM_ROUNDINGS = [
  "floor-4",
  "half-up-cents",
  "exact",
] as const satisfies readonly PerDiemRounding[];
export const COST_TREATMENTS = [
  "principal",
  "separate-bearing",
  "separate-non-bearing",
] as const satisfies readonly CostTreatment[];
export const CREDITING_ORDERS = [
  "interest-principal",
  "costs-interest-principal",
  "merchants-rule",
] as const satisfies readonly CreditingOrder[];
/** The method elements a user can override after choosing a jurisdiction (docs/jurisdiction-methods.md). */
export const METHOD_ELEMENTS = [
  "rate",
  "compounding",
  "dayCount",
  "perDiemRounding",
  "creditingOrder",
  "costTreatment",
  "interestStart",
] as const;
export type MethodElementName = (typeof METHOD_ELEMENTS)[number];

export const compoundingSchema = z.enum(COMPOUNDINGS, {
  error: 'Compounding must be "none" or "annual"',
});
export const dayCountSchema = z.enum(DAY_COUNTS, {
  error: 'Day count must be "365", "actual", "360", "30-360", "months" or "bank-year"',
});
export const perDiemRoundingSchema = z.enum(PER_DIEM_ROUNDINGS, {
  error: 'Per-diem rounding must be "floor-4", "half-up-cents" or "exact"',
});
export const costTreatmentSchema = z.enum(COST_TREATMENTS, {
  error: 'Costs must be "principal", "separate-bearing" or "separate-non-bearing"',
});
export const creditingOrderSchema = z.enum(CREDITING_ORDERS, {
  error:
    'Crediting order must be "interest-principal", "costs-interest-principal" or "merchants-rule"',
});
export const methodOverridesSchema = z
  .array(z.enum(METHOD_ELEMENTS, { error: "Unknown method element" }))
  .max(METHOD_ELEMENTS.length);
/** A rate table's jurisdiction code, as the rate tables name them ("US", "KS"...). */
export const rateTableCodeSchema = z
  .string()
  .trim()
  .max(4, "Rate table must be at most 4 characters")
  .regex(/^[A-Za-z]*$/, "Rate table must be a jurisdiction code");

export const COSTS_FIRST_NEEDS_SEPARATE_COSTS =
  "Crediting costs first needs costs kept as their own balance";

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
 * A case's client as a body names it: an id (checked against the workspace's clients by the API,
 * which answers client_not_found for any other), or null or "" for none. Bounded so a long string
 * is refused before it is looked up.
 */
const clientIdField = z
  .string({ error: "Client must be a client's id" })
  .trim()
  .max(64, "Client must be a client's id")
  .optional()
  .nullable();

/** Absent: unchanged (edit) or none (new case); null or blank: none; else the id. */
const clientIdOf = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value === "" ? null : value.toLowerCase();

/** The rate a case created without one bears: the contract's default. */
const DEFAULT_RATE = "10";

/**
 * A case placed in a jurisdiction whose rate no statute fixes (a published variable rate, a
 * court-set rate, a table's rate) must say its rate: the default would be a made-up figure
 * (docs/jurisdiction-methods.md, "No made-up rate"). Null when the rate or a schedule is given.
 */
export function missingRateError(
  jurisdiction: unknown,
  interestRate: unknown,
  rateSchedule: unknown,
): string | null {
  if (interestRate !== undefined) return null;
  if (Array.isArray(rateSchedule) && rateSchedule.length > 0) return null;
  if (typeof jurisdiction !== "string" || jurisdiction.trim() === "") return null;
  const row = findStateInterestRule(jurisdiction);
  return row && rateMustBeGiven(row) ? missingRateMessage(row) : null;
}

/**
 * POST /docket/api/add-docket/. The balance fields the first client sent (totalPayments,
 * accruedInterest, principalBalance, payoffAmount, isEnded) are accepted and ignored: the server
 * computes every figure itself (docs/product.md, "Cases").
 */
export const newCaseSchema = z
  .object({
    caseName: requiredText("Case name", "Case name is required"),
    courtName: requiredText("Court name", "Court name is required"),
    courtCaseNumber: requiredText("Court case number", "Court case number is required"),
    judgmentAmount: amount("Judgment amount", "Judgment amount must be greater than 0"),
    judgmentDate: requiredDate("Judgment date is required", "Judgment date"),
    /** Left out: the product's default (10), unless the jurisdiction needs a rate given. */
    interestRate: rate.optional(),
    rateSchedule: z.array(ratePeriodSchema).max(200).optional().nullable(),
    compounding: compoundingSchema.optional().default("none"),
    dayCount: dayCountSchema.optional().default("365"),
    perDiemRounding: perDiemRoundingSchema.optional().default("floor-4"),
    costTreatment: costTreatmentSchema.optional().default("principal"),
    creditingOrder: creditingOrderSchema.optional().default("interest-principal"),
    interestFrom: optionalDate("Interest start date"),
    nonInterestBearing: optionalAmount("Amount bearing no interest"),
    rateTable: rateTableCodeSchema.optional().nullable(),
    methodOverrides: methodOverridesSchema.optional().default([]),
    jurisdiction: z
      .string()
      .trim()
      .max(4, "Jurisdiction must be at most 4 characters")
      .superRefine(refuseControlCharacters("Jurisdiction"))
      .optional()
      .nullable(),
    /** The creditor client the case is held for (docs/portfolio.md): an id, or null/"" for none. */
    clientId: clientIdField,
    paymentAmount: optionalAmount("Payment amount"),
    lastPaymentDate: optionalDate("Last payment date"),
    cost: optionalAmount("Cost"),
    endDate: optionalDate("End date"),
    // The contract's one-field debtor block is several lines (firm, street, city...).
    debtorInfo: optionalText("Debtor information", 1000, { multiline: true }),
    totalPayments: z.unknown().optional(),
    accruedInterest: z.unknown().optional(),
    principalBalance: z.unknown().optional(),
    payoffAmount: z.unknown().optional(),
    isEnded: z.unknown().optional(),
  })
  .extend(debtorFieldsSchema.shape)
  .superRefine((values, ctx) => {
    const message = missingRateError(values.jurisdiction, values.interestRate, values.rateSchedule);
    if (message) ctx.addIssue({ code: "custom", path: ["interestRate"], message });
  })
  .transform((values) => ({ ...values, interestRate: values.interestRate ?? DEFAULT_RATE }));

export type NewCaseBody = z.input<typeof newCaseSchema>;
export type NewCaseValues = z.output<typeof newCaseSchema>;

/** Optional in an edit: absent, null or blank means "leave as it is". */
const unchanged = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * PUT /docket/api/case/{id}/edit/ (and its preview): the contract's names, and every term of the
 * judgment can be corrected (docs/decisions/006-beyond-the-spec.md). A field left out stays as it
 * is; the server recomputes the whole ledger with the new terms (docs/product.md, "Cases").
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
    perDiemRounding: perDiemRoundingSchema.optional(),
    costTreatment: costTreatmentSchema.optional(),
    creditingOrder: creditingOrderSchema.optional(),
    /** Null or blank: interest runs from the judgment date. */
    interestFrom: optionalDate("Interest start date"),
    nonInterestBearing: optionalAmount("Amount bearing no interest"),
    rateTable: rateTableCodeSchema.optional().nullable(),
    methodOverrides: methodOverridesSchema.optional(),
    jurisdiction: z
      .string()
      .trim()
      .max(4, "Jurisdiction must be at most 4 characters")
      .superRefine(refuseControlCharacters("Jurisdiction"))
      .optional()
      .nullable(),
    /** Left out: the client stays; null or "": the case has no client any more. */
    clientId: clientIdField,
  })
  .extend(debtorFieldsSchema.partial().shape);

export type EditCaseBody = z.input<typeof editCaseSchema>;
export type EditCaseValues = z.output<typeof editCaseSchema>;

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, {
  error: "Transaction type is required",
});

/** POST /docket/api/transactions/create/ and PUT /docket/api/transactions/{id}/update/. */
/** A renewal's amount is its costs, and a renewal may have none: 0 (or blank) is accepted. */
const renewalCostsOrAmount = z
  .union([z.string(), z.number()], { error: "Amount must be greater than 0" })
  .optional()
  .nullable();

/** The categories whose MC-012 line names something more: the writ's county, the other cost's statute. */
export const COST_NOTE_REQUIRED: Partial<Record<CostCategory, string>> = {
  "writ-issuance": "Enter the county the writ was issued in.",
  other: "Enter the statute authorizing the cost.",
};
export const COST_NOTE_MAX = 120;
/** Said when a payment or renewal is sent a cost's court facts. */
export const ONLY_A_COST_HAS_A_CATEGORY = "Only a cost has a category.";

/**
 * A cost's court facts as a body carries them (docs/court-forms.md, "Cost categories"). Each is
 * optional: left out, an update keeps what is stored, so a client that does not know them does
 * not wipe them. Null (or blank) clears.
 */
const costFactsFields = {
  costCategory: z
    .union([z.enum(COST_CATEGORIES), z.literal("")], { error: "Choose the cost's category." })
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value)),
  costNote: z
    .string({ error: "County or statute must be text" })
    .trim()
    .max(COST_NOTE_MAX, `County or statute must be at most ${COST_NOTE_MAX} characters`)
    .superRefine(refuseControlCharacters("County or statute"))
    .nullable()
    .optional()
    .transform((value) => (value === null ? "" : value)),
  costAllowedOn: optionalDate("Allowed on").transform((value) =>
    value === null || (value !== undefined && value.trim() === "") ? null : value?.trim(),
  ),
};

/** The note a category needs and lacks, or null: the same sentence on the form and the API. */
export function costNoteError(category: CostCategory | null, note: string): string | null {
  if (!category || note.trim() !== "") return null;
  return COST_NOTE_REQUIRED[category] ?? null;
}

/** An allowed-on date before the cost itself: a court cannot allow a cost not yet incurred. */
export function costAllowedBeforeDateError(allowedOn: string, date: string): string | null {
  return allowedOn < date
    ? `Allowed on cannot be before the cost's date (${formatUsDate(date)}).`
    : null;
}

export const transactionSchema = z
  .object({
    case_id: z
      .string({ error: "Case is required" })
      .trim()
      .min(1, "Case is required")
      .max(100, "Case not found"),
    transaction_type: transactionTypeSchema,
    amount: renewalCostsOrAmount,
    date: requiredDate("Date is required"),
    // A note that may run over several lines (a check number, then what it paid).
    description: optionalText("Description", 500, { multiline: true }),
    ...costFactsFields,
  })
  .superRefine((values, ctx) => {
    if (values.transaction_type !== "COST") {
      const given = values.costCategory || values.costNote || values.costAllowedOn;
      if (given) {
        const path = values.costCategory
          ? "costCategory"
          : values.costNote
            ? "costNote"
            : "costAllowedOn";
        ctx.addIssue({ code: "custom", message: ONLY_A_COST_HAS_A_CATEGORY, path: [path] });
      }
    } else {
      const noteMissing = costNoteError(values.costCategory ?? null, values.costNote ?? "");
      if (noteMissing) ctx.addIssue({ code: "custom", message: noteMissing, path: ["costNote"] });
      const allowedOn = values.costAllowedOn;
      if (allowedOn && !dateInputError(values.date, "Date")) {
        const early = costAllowedBeforeDateError(allowedOn, values.date.trim());
        if (early) ctx.addIssue({ code: "custom", message: early, path: ["costAllowedOn"] });
      }
    }
    const value = values.amount;
    if (values.transaction_type === "RENEWAL" && isNone(value)) return;
    const message =
      value === undefined || value === null || (typeof value === "string" && value.trim() === "")
        ? "Amount must be greater than 0"
        : amountInputError(value, "Amount");
    if (message) ctx.addIssue({ code: "custom", message, path: ["amount"] });
  });

export type TransactionBody = z.input<typeof transactionSchema>;
export type TransactionValues = z.output<typeof transactionSchema>;

/*
 * Parsed once. Each request schema is its form schema above plus the one conversion of amounts
 * and rates into Money and RatePercent, on values the checks above already accepted (so the
 * conversion cannot fail). The API declares these as route bodies and the forms submit through
 * them: nothing after the edge parses an amount again (docs/decisions/003-money.md).
 */

const given = (value: Scalar | null | undefined): value is Scalar =>
  !(value === undefined || value === null || (typeof value === "string" && value.trim() === ""));
const moneyOf = (value: Scalar): Money => parseMoneyInput(value);
const rateOf = (value: Scalar): RatePercent => parseRatePercent(value);
const optionalMoneyOf = (value: Scalar | null | undefined): Money | null =>
  given(value) && !isNone(value) ? moneyOf(value) : null;
const dateOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === "" ? null : value;
/** A schedule as the engine takes it; an empty one is none (the single rate applies). */
const scheduleOf = (
  periods: readonly { from: string; ratePercent: Scalar }[] | null | undefined,
): RatePeriod[] | null =>
  periods?.length
    ? periods.map((p) => ({ from: parseCalendarDate(p.from), ratePercent: rateOf(p.ratePercent) }))
    : null;

/** POST /docket/api/add-docket/, parsed: amounts are Money, rates RatePercent, blanks null. */
export const newCaseRequest = newCaseSchema.transform((values) => ({
  caseName: values.caseName,
  courtName: values.courtName,
  courtCaseNumber: values.courtCaseNumber,
  judgmentAmount: moneyOf(values.judgmentAmount),
  judgmentDate: values.judgmentDate,
  interestRate: rateOf(values.interestRate),
  rateSchedule: scheduleOf(values.rateSchedule),
  compounding: values.compounding,
  dayCount: values.dayCount,
  perDiemRounding: values.perDiemRounding,
  costTreatment: values.costTreatment,
  creditingOrder: values.creditingOrder,
  interestFrom: dateOrNull(values.interestFrom),
  nonInterestBearing: optionalMoneyOf(values.nonInterestBearing) ?? 0n,
  rateTable: values.rateTable ? values.rateTable.toUpperCase() : null,
  methodOverrides: values.methodOverrides,
  jurisdiction: values.jurisdiction ?? null,
  paymentAmount: optionalMoneyOf(values.paymentAmount),
  lastPaymentDate: dateOrNull(values.lastPaymentDate),
  cost: optionalMoneyOf(values.cost),
  endDate: dateOrNull(values.endDate),
  debtorInfo: values.debtorInfo,
  debtorFirm: values.debtorFirm,
  debtorStreet: values.debtorStreet,
  debtorCity: values.debtorCity,
  debtorState: values.debtorState,
  debtorZip: values.debtorZip,
  debtorPhone: values.debtorPhone,
  debtorEmail: values.debtorEmail,
  clientId: clientIdOf(values.clientId) ?? null,
}));
export type NewCaseRequest = z.output<typeof newCaseRequest>;

/**
 * PUT /docket/api/case/{id}/edit/ and its preview, parsed. Undefined means "leave as it is"; a
 * rate schedule of null (or empty) means "no schedule any more".
 */
export const editCaseRequest = editCaseSchema.transform((values) => ({
  ...values,
  judgmentAmount: given(values.judgmentAmount) ? moneyOf(values.judgmentAmount) : undefined,
  judgmentDate: given(values.judgmentDate) ? values.judgmentDate : undefined,
  interestRate: given(values.interestRate) ? rateOf(values.interestRate) : undefined,
  rateSchedule: values.rateSchedule === undefined ? undefined : scheduleOf(values.rateSchedule),
  // Undefined leaves these as they are; null (or blank) clears them.
  interestFrom: values.interestFrom === undefined ? undefined : dateOrNull(values.interestFrom),
  nonInterestBearing:
    values.nonInterestBearing === undefined
      ? undefined
      : (optionalMoneyOf(values.nonInterestBearing) ?? 0n),
  rateTable:
    values.rateTable === undefined
      ? undefined
      : values.rateTable
        ? values.rateTable.toUpperCase()
        : null,
  clientId: clientIdOf(values.clientId),
}));
export type EditCaseRequest = z.output<typeof editCaseRequest>;

/** POST /docket/api/transactions/create/ and PUT .../update/, parsed: the amount is Money. */
export const transactionRequest = transactionSchema.transform((values) => ({
  ...values,
  amount: isNone(values.amount) ? 0n : moneyOf(values.amount as Scalar),
}));
export type TransactionRequest = z.output<typeof transactionRequest>;

/** The contract's debtorInfo: firm, street, 'city, state zip', 'Phone: …', 'Email: …', blanks dropped. */
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
