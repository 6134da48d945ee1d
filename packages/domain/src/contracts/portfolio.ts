import { z } from "zod";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// The portfolio (docs/portfolio.md): the workspace's docket, or one client's, added up as of a
// date. Every total is the sum of the same figure of each case for that date, as the case's own
// page and payoff answer give it. Buckets group the open cases; each bucket's cases are one more
// request (`portfolioCases`).

/** `client`: a client's id, `none` for cases with no client, absent for the whole workspace. */
export const portfolioQuery = z.object({
  asOf: z.string().max(40).optional(),
  client: z.string().max(40).optional(),
});

export const JUDGMENT_AGE_BUCKETS = ["under-1y", "1-3y", "3-5y", "5-10y", "10y-plus"] as const;
export type JudgmentAgeBucket = (typeof JUDGMENT_AGE_BUCKETS)[number];
export const JUDGMENT_AGE_LABELS: Record<JudgmentAgeBucket, string> = {
  "under-1y": "Under 1 year",
  "1-3y": "1 to 3 years",
  "3-5y": "3 to 5 years",
  "5-10y": "5 to 10 years",
  "10y-plus": "10 years or more",
};

/** Days since the last payment on or before the date; `never` when none was ever received. */
export const QUIET_BUCKETS = ["0-30", "31-90", "91-180", "181-365", "over-365", "never"] as const;
export type QuietBucket = (typeof QUIET_BUCKETS)[number];
export const QUIET_LABELS: Record<QuietBucket, string> = {
  "0-30": "Paid in the last 30 days",
  "31-90": "31 to 90 days",
  "91-180": "91 to 180 days",
  "181-365": "181 to 365 days",
  "over-365": "Over a year",
  never: "Never paid",
};

/**
 * A bucket's key in `portfolioCases`: `all`, `open`, `age:<JudgmentAgeBucket>`,
 * `quiet:<QuietBucket>`, `jurisdiction:<USPS code or none>`.
 */
export const portfolioCasesQuery = portfolioQuery.extend({
  bucket: z.string().max(40).optional(),
});

export const outstandingSchema = z.strictObject({
  principal: moneyText,
  interest: moneyText,
  costs: moneyText,
  /** principal + interest + costs, each as its case shows it (cents). */
  total: moneyText,
});

export const portfolioTotalsSchema = z.strictObject({
  judgments: z.number().int(),
  /** Judgments not yet satisfied on the date. */
  openJudgments: z.number().int(),
  judgmentAmount: moneyText,
  outstanding: outstandingSchema,
  /** Sum of the cases' per diem on the date (4 decimals). */
  perDiem: moneyText,
  /** Interest accrued from the first of the date's month through the date. */
  interestThisMonth: moneyText,
  /** Payments dated in the date's month, on or before it. */
  collectedThisMonth: moneyText,
  /** Payments dated from 1 January of the date's year through it. */
  collectedThisYear: moneyText,
});

export const portfolioMonthSchema = z.strictObject({
  /** YYYY-MM. */
  month: z.string(),
  collected: moneyText,
  toInterest: moneyText,
  toPrincipal: moneyText,
  toCosts: moneyText,
  /** Costs added in the month. */
  costsAdded: moneyText,
});

export const portfolioPointSchema = outstandingSchema.extend({
  /** The month's last day, or the date itself for its own month. */
  date: isoDateText,
});

export const portfolioBucketSchema = z.strictObject({
  /** The bucket's key for `portfolioCases` ("age:1-3y"). */
  key: z.string(),
  label: z.string(),
  cases: z.number().int(),
  outstanding: moneyText,
});

export const portfolioDeadlineSchema = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  date: isoDateText,
  /** What falls due, in words ("Judgment expires", "Renewal window opens"). */
  title: z.string(),
  /** The rule it comes from, in words, with its citation. */
  rule: z.string(),
});

export const portfolioSchema = z.strictObject({
  asOf: isoDateText,
  /** The client reported on; null for the whole workspace (and for `none`). */
  client: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  /** True for `client=none`: the cases with no client. */
  unassignedOnly: z.boolean(),
  totals: portfolioTotalsSchema,
  /** 24 months, oldest first, ending with the date's month (through the date). */
  collectionsByMonth: z.array(portfolioMonthSchema),
  /** 24 points, oldest first: each earlier month's last day, then the date. */
  outstandingOverTime: z.array(portfolioPointSchema),
  byJudgmentAge: z.array(portfolioBucketSchema),
  bySinceLastPayment: z.array(portfolioBucketSchema),
  byJurisdiction: z.array(portfolioBucketSchema),
  /** Deadlines from the date through 90 days after it, soonest first. */
  deadlines: z.array(portfolioDeadlineSchema),
});
export type Portfolio = z.output<typeof portfolioSchema>;

/** One case's own figures on the date: what the totals add up. */
export const portfolioCaseSchema = z.strictObject({
  id: z.string(),
  caseName: z.string(),
  courtCaseNumber: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  judgmentDate: isoDateText,
  judgmentAmount: moneyText,
  lastPaymentDate: isoDateText.nullable(),
  isEnded: z.boolean(),
  outstanding: outstandingSchema,
  perDiem: moneyText,
  interestThisMonth: moneyText,
  collectedThisMonth: moneyText,
  collectedThisYear: moneyText,
});
export type PortfolioCase = z.output<typeof portfolioCaseSchema>;

export const portfolioResponse = envelope(portfolioSchema);
export const portfolioCasesResponse = envelope(
  z.strictObject({
    asOf: isoDateText,
    bucket: z.string(),
    /** The bucket's name in words ("3 to 5 years"). */
    label: z.string(),
    cases: z.array(portfolioCaseSchema),
  }),
);
