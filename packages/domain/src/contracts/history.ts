import { z } from "zod";
import { caseDtoSchema } from "./cases.ts";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// A case's history and its undo (docs/history.md): every change to a case or a transaction, who
// made it and when, the values before and after, and the payoff before and after. Entries are
// written once and never changed; an undo is an entry of its own that names the one it undoes.

export const HISTORY_ACTIONS = [
  "case.create",
  "case.edit",
  "case.recompute",
  "case.delete",
  "case.restore",
  "case.revert",
  "transaction.create",
  "transaction.edit",
  "transaction.delete",
  "transaction.restore",
  "transaction.revert",
  // Court forms (docs/court-forms.md): a form downloaded, a filing recorded from one.
  "court-form.download",
  "court-filing.record",
  // Payoff letters (docs/letters-and-plans.md): a letter downloaded, alone or in a batch.
  "payoff-letter.download",
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** How long a deleted case or transaction can be restored. */
export const RESTORE_DAYS = 30;

export const historyIdParams = z.object({ id: z.string().max(64) });

/** One changed value, in the words and formats the case page uses ("$1,000.00", "03/01/2024"). */
export const historyChangeSchema = z.strictObject({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type HistoryChangeDto = z.output<typeof historyChangeSchema>;

export const historyUndoSchema = z.strictObject({
  /** `restore` brings back what was deleted; `revert` puts back the values before an edit. */
  kind: z.enum(["restore", "revert"]),
  available: z.boolean(),
  /** Why it is not available (already undone, too old, the case is deleted...); null when it is. */
  reason: z.string().nullable(),
});

export const historyEntrySchema = z.strictObject({
  id: z.string(),
  /** The instant, UTC, ISO 8601; clients show it in the user's time zone. */
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** "Payment recorded", "Case edited", "Renewal recorded"... */
  title: z.string(),
  /** What the entry is about: "Payment of $500.00 on 03/01/2024". */
  subject: z.string(),
  actor: z.strictObject({ id: z.string().nullable(), name: z.string() }),
  caseId: z.string(),
  transactionId: z.string().nullable(),
  changes: z.array(historyChangeSchema),
  /** The payoff on `payoffDate` (the actor's today) before and after; null where there was none. */
  payoffBefore: moneyText.nullable(),
  payoffAfter: moneyText.nullable(),
  payoffDate: isoDateText,
  /** The entry this one undid, and the entry that undid this one. */
  undoes: z.string().nullable(),
  undoneBy: z.string().nullable(),
  undo: historyUndoSchema.nullable(),
});
export type HistoryEntryDto = z.output<typeof historyEntrySchema>;

export const caseHistorySchema = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  /** False once the case is deleted: its history stays readable for restoring it. */
  exists: z.boolean(),
  entries: z.array(historyEntrySchema),
});
export type CaseHistoryDto = z.output<typeof caseHistorySchema>;

export const deletedCaseSchema = z.strictObject({
  caseId: z.string(),
  caseName: z.string(),
  courtCaseNumber: z.string(),
  deletedAt: z.string(),
  restorableUntil: z.string(),
  transactionCount: z.number().int(),
  payoffBefore: moneyText.nullable(),
  actor: z.strictObject({ id: z.string().nullable(), name: z.string() }),
});
export type DeletedCaseDto = z.output<typeof deletedCaseSchema>;

export const caseHistoryResponse = envelope(caseHistorySchema);
export const deletedCasesResponse = envelope(z.array(deletedCaseSchema));
/** What an undo answers: the case as it now is. */
export const undoResponse = envelope(z.strictObject({ case: caseDtoSchema }));
