import { z } from "zod";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// The remittance report (docs/portfolio.md, "The remittance report"): for one client and a
// period, what was collected on each of its cases, how each payment was applied, the costs the
// firm advanced and recovered, the firm's fee and what is remitted. A period the user closes is
// frozen as it was; a later change inside it is flagged beside the frozen figures.

export const REMITTANCE_PERIOD_MAX_DAYS = 366;

/** `from` and `to`: the period's first and last days (YYYY-MM-DD), at most 366 days. */
export const remittanceQuery = z.object({
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

export const closePeriodRequest = z.strictObject({
  from: z.string({ error: "From date is required" }).max(40, "Enter a valid from date"),
  to: z.string({ error: "To date is required" }).max(40, "Enter a valid to date"),
});

export const remittancePeriodParams = z.object({ id: z.string(), periodId: z.string() });

export const remittanceFiguresSchema = z.strictObject({
  /** Payments dated in the period. */
  received: moneyText,
  toInterest: moneyText,
  toPrincipal: moneyText,
  /** The part of the payments that paid a separate cost balance. */
  toCosts: moneyText,
  /** Costs added to the case in the period (advanced by the firm). */
  costsAdvanced: moneyText,
  /** Advanced costs paid back to the firm from this period's collections. */
  costsRecovered: moneyText,
  fee: moneyText,
  /** received − costsRecovered − fee. */
  net: moneyText,
});

export const remittanceRowSchema = remittanceFiguresSchema.extend({
  caseId: z.string(),
  caseName: z.string(),
  courtCaseNumber: z.string(),
  /**
   * In a closed period: the figures as they read now, when a later edit changed them (the row
   * itself keeps the frozen figures); null when nothing changed, and always null while open.
   */
  changedSinceClosed: remittanceFiguresSchema.nullable(),
});

export const remittanceReportSchema = z.strictObject({
  client: z.strictObject({
    id: z.string(),
    name: z.string(),
    reference: z.string(),
    feePercent: z.string(),
    flatFee: moneyText,
    costsRecoveredFirst: z.boolean(),
  }),
  from: isoDateText,
  to: isoDateText,
  /** `closed`: this exact period was closed and is served frozen. */
  status: z.enum(["open", "closed"]),
  periodId: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The member who closed it, by name or e-mail. */
  closedBy: z.string().nullable(),
  /** An open period that overlaps a closed one, named in words; null otherwise. */
  overlapsClosed: z.string().nullable(),
  rows: z.array(remittanceRowSchema),
  totals: remittanceFiguresSchema,
  /** Rows whose figures changed after the period was closed. */
  changedCount: z.number().int(),
});
export type RemittanceReport = z.output<typeof remittanceReportSchema>;

export const remittancePeriodSchema = z.strictObject({
  id: z.string(),
  from: isoDateText,
  to: isoDateText,
  closedAt: z.string(),
  closedBy: z.string().nullable(),
  net: moneyText,
});

export const remittanceReportResponse = envelope(remittanceReportSchema);
export const remittancePeriodListResponse = envelope(z.array(remittancePeriodSchema));
export const remittancePeriodReopenedResponse = envelope(z.null());
