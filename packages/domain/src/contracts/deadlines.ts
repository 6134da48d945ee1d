import { z } from "zod";
import { envelope, isoDateText } from "./envelope.ts";

// Judgment deadlines (docs/judgment-deadlines.md): what the case page, the Deadlines view and the
// calendar show. Every date comes with the rule it was computed from.

const deadlineStatus = z.enum(["fine", "window open", "due within 90 days", "expired", "unknown"]);

export const deadlineEventSchema = z.strictObject({
  kind: z.enum([
    "window-opens",
    "renewal-deadline",
    "expiry",
    "lien-expiry",
    "revival-ends",
    "writ-levy",
  ]),
  date: isoDateText,
  label: z.string(),
});

/** The rule beside the dates: what a lawyer needs to check them. */
export const judgmentLifeRuleSummary = z.strictObject({
  code: z.string(),
  state: z.string(),
  lifeText: z.string(),
  renewalMethod: z.string(),
  renewalText: z.string(),
  windowText: z.string(),
  lienText: z.string(),
  citation: z.string(),
  lienCitation: z.string(),
  link: z.string(),
  reviewed: isoDateText,
  verification: z.strictObject({
    status: z.enum(["confirmed", "partly confirmed", "not confirmed"]),
    note: z.string(),
  }),
  unclear: z.array(z.string()),
});

/** The writ's levy period beside its dates (CCP 699.530(b)). */
export const writLevyRuleSummary = z.strictObject({
  state: z.string(),
  text: z.string(),
  citation: z.string(),
  link: z.string(),
  reviewed: isoDateText,
  verification: z.strictObject({
    status: z.enum(["confirmed", "partly confirmed", "not confirmed"]),
    note: z.string(),
  }),
});

export const caseDeadlinesSchema = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  jurisdiction: z.string().nullable(),
  judgmentDate: isoDateText,
  status: deadlineStatus,
  expiry: isoDateText.nullable(),
  windowOpens: isoDateText.nullable(),
  lastDayToRenew: isoDateText.nullable(),
  /** A dormant judgment can still be revived until this day, later than the last day to renew. */
  lastDayToRevive: isoDateText.nullable(),
  lienExpiry: isoDateText.nullable(),
  renewalsCounted: z.number().int(),
  renewalsLeft: z.union([z.number().int(), z.literal("unlimited"), z.literal("unclear")]),
  assumptions: z.array(z.string()),
  events: z.array(deadlineEventSchema),
  next: deadlineEventSchema.nullable(),
  /** Reminders for this case are switched off. */
  remindersMuted: z.boolean(),
  rule: judgmentLifeRuleSummary.nullable(),
  /**
   * Each writ of execution recorded as issued, with the last day to levy under it (its events are
   * in `events` too). A guide: the rule travels with it (docs/court-forms.md, "The writ's deadline").
   */
  writs: z.array(
    z.strictObject({
      filingId: z.string(),
      issuedOn: isoDateText,
      lastDayToLevy: isoDateText,
      expired: z.boolean(),
      label: z.string(),
    }),
  ),
  writRule: writLevyRuleSummary.nullable(),
});
export type CaseDeadlinesDto = z.output<typeof caseDeadlinesSchema>;

export const caseDeadlinesResponse = envelope(caseDeadlinesSchema);

/** `?renewal=`: the deadlines as they would be with a renewal recorded on that date (Renew). */
export const caseDeadlinesQuery = z.strictObject({
  renewal: z.string().max(10, "The renewal date must be a date like 2030-03-01.").optional(),
});

/** The Deadlines view: each case's next deadline within the period, soonest first. */
export const deadlinesQuery = z.strictObject({
  months: z.coerce
    .number({ error: "Months must be a whole number from 1 to 60." })
    .int("Months must be a whole number from 1 to 60.")
    .min(1, "Months must be a whole number from 1 to 60.")
    .max(60, "Months must be a whole number from 1 to 60.")
    .optional(),
});

export const deadlineListItem = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  courtCaseNumber: z.string(),
  jurisdiction: z.string(),
  status: deadlineStatus,
  next: deadlineEventSchema,
  citation: z.string(),
  verification: z.enum(["confirmed", "partly confirmed", "not confirmed"]),
});
export type DeadlineListItemDto = z.output<typeof deadlineListItem>;

export const deadlineListResponse = envelope(
  z.strictObject({
    from: isoDateText,
    to: isoDateText,
    items: z.array(deadlineListItem),
    /** Active cases with no jurisdiction chosen: they have no deadlines until one is. */
    withoutJurisdiction: z.number().int(),
  }),
);

/** Per-case reminders on or off. */
export const caseRemindersRequest = z.strictObject({
  muted: z.boolean({ error: "Muted must be true or false." }),
});

/** Lead times are whole days before the renewal deadline; the same one twice means nothing. */
export const MAX_REMINDER_LEADS = 6;
export const MAX_REMINDER_LEAD_DAYS = 365;
const leadMessage = `Each reminder is a whole number of days from 1 to ${MAX_REMINDER_LEAD_DAYS}.`;

export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  leadDays: z.array(z.number().int()),
});
export type ReminderSettingsDto = z.output<typeof reminderSettingsSchema>;

export const reminderSettingsRequest = z.strictObject({
  enabled: z.boolean({ error: "Enabled must be true or false." }),
  leadDays: z
    .array(
      z
        .number({ error: leadMessage })
        .int(leadMessage)
        .min(1, leadMessage)
        .max(MAX_REMINDER_LEAD_DAYS, leadMessage),
      { error: "Lead days must be a list of numbers of days." },
    )
    .max(MAX_REMINDER_LEADS, `At most ${MAX_REMINDER_LEADS} reminders per deadline.`)
    .refine((days) => new Set(days).size === days.length, "Each reminder day may appear once."),
});
export const reminderSettingsResponse = envelope(reminderSettingsSchema);

/** The private calendar feed: its address is shown once, when it is made. */
export const calendarFeedSchema = z.strictObject({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer that created it: the secret address is not kept. */
  url: z.string().nullable(),
});
export type CalendarFeedDto = z.output<typeof calendarFeedSchema>;
export const calendarFeedResponse = envelope(calendarFeedSchema);

/** The private feed's file name, `<secret>.ics`; checked by the route, so a wrong one is a 404. */
export const calendarFeedFileParams = z.strictObject({ file: z.string().max(100) });
