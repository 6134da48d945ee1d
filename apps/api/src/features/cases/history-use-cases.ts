import {
  type CaseHistoryDto,
  computeLedger,
  type DeletedCaseDto,
  DOCKET_ERRORS,
  formatUsDate,
  type HistoryAction,
  type HistoryEntryDto,
  PORTFOLIO_ERRORS,
  RESTORE_DAYS,
  snapshotFromLedger,
  toDecimalString,
  tryMoneyFromUnitsString,
} from "@owed/domain";
import {
  type CaseHistoryRow,
  type CaseRow,
  cases,
  transactions,
  type WorkspaceRow,
} from "../../db/schema/index.ts";
import { isUuid } from "../accounts/tokens.ts";
import { subscriptionPlanOf } from "../plans/plan.ts";
import { FREE_ACTIVE_CASE_LIMIT } from "../plans/plan-catalog.ts";
import { termsOf } from "./case-figures.ts";
import {
  type HistoryEntryWithActor,
  historyEntryIn,
  newestDeletion,
  recordHistory,
  wasUndone,
} from "./case-history-store.ts";
import { type DocketActor, recordCaseChange } from "./case-use-cases.ts";
import {
  caseNotFound,
  namingLaterPayment,
  refusalOf,
  refusalSaying,
  transactionNotFound,
  userGone,
} from "./docket-errors.ts";
import {
  caseRowById,
  clientNameIn,
  countActiveCases,
  type DocketStore,
  lockCase,
  lockClient,
  lockDocket,
  NOT_YET_APPLIED,
  setTransactionColumns,
  type Tx,
  transactionExists,
  updateCase,
} from "./docket-repository.ts";
import {
  type CaseValues,
  CLIENT_DELETED_KEY,
  caseChanges,
  caseColumnsOf,
  caseValuesOf,
  type DeletedCaseValues,
  type RecomputedFigures,
  recomputeChanges,
  TRANSACTION_VALUE_KEYS,
  type TransactionValues,
  TYPE_NAMES,
  transactionChanges,
  transactionColumnsOf,
  transactionSubject,
} from "./history-values.ts";
import { RATE_TABLE_UPDATE_KEY } from "./rate-table-updates.ts";
import { recompute } from "./recompute-ledger.ts";
import { shownPayoffOf } from "./shown-payoff.ts";
import { recordTransactionChange, storedValues } from "./transaction-use-cases.ts";

// Reading a case's history and undoing a change (docs/history.md). Every undo is one database
// transaction: it puts the values back, replays the whole ledger, checks the plan, and records
// itself as an entry naming the one it undoes; a refusal leaves everything as it was.

const DAY_MS = 86_400_000;

const entryNotFound = () => refusalOf(DOCKET_ERRORS.historyEntryNotFound);

const TITLES: Record<HistoryAction, string> = {
  "case.create": "Case added",
  "case.edit": "Case edited",
  "case.recompute": "Ledger recomputed after the edit",
  "case.delete": "Case deleted",
  "case.restore": "Case restored",
  "case.revert": "Edit reverted",
  "transaction.create": "Transaction recorded",
  "transaction.edit": "Transaction edited",
  "transaction.delete": "Transaction deleted",
  "transaction.restore": "Transaction restored",
  "transaction.revert": "Transaction edit reverted",
  "court-form.download": "Court form downloaded",
  "court-filing.record": "Court filing recorded",
  "payment-plan.agree": "Payment plan agreed",
  "payment-plan.change": "Payment plan changed",
  "payment-plan.end": "Payment plan ended",
  "payoff-letter.download": "Payoff letter downloaded",
};

/**
 * A court form entry keeps what it shows, written when the form was downloaded or the filing
 * recorded (features/court-forms/court-form-history.ts): its subject and its figures' lines. A
 * payoff letter's entry has the same shape (features/payoff-letters/letter-history.ts).
 */
interface CourtFormRecord {
  subject: string;
  lines: { field: string; label: string; value: string }[];
}

const courtFormRecordOf = (row: CaseHistoryRow): CourtFormRecord | undefined =>
  row.action.startsWith("court-") || row.action.startsWith("payoff-letter.")
    ? ((row.after as CourtFormRecord | null) ?? undefined)
    : undefined;

/**
 * A payment plan entry keeps the plan's terms as shown, before and after
 * (features/payment-plans/plan-history.ts): its subject and a line per term.
 */
interface PlanRecord {
  subject: string;
  lines: { field: string; label: string; value: string }[];
}

const planRecordsOf = (row: CaseHistoryRow) =>
  row.action.startsWith("payment-plan.")
    ? {
        before: (row.before as PlanRecord | null) ?? undefined,
        after: (row.after as PlanRecord | null) ?? undefined,
      }
    : undefined;

/** The terms that differ between the plan before and after, each with both values. */
function planChanges(before?: PlanRecord, after?: PlanRecord): HistoryEntryDto["changes"] {
  const fields = [...((after ?? before)?.lines ?? [])].map((line) => line.field);
  for (const line of before?.lines ?? []) if (!fields.includes(line.field)) fields.push(line.field);
  return fields.flatMap((field) => {
    const was = before?.lines.find((line) => line.field === field);
    const now = after?.lines.find((line) => line.field === field);
    const label = (now ?? was)?.label ?? field;
    const b = was && was.value !== "" ? was.value : null;
    const a = now && now.value !== "" ? now.value : null;
    return b === a ? [] : [{ field, label, before: b, after: a }];
  });
}

function titleOf(row: CaseHistoryRow): string {
  const update = (row.after as Record<string, { rateTable?: string }> | null)?.[
    RATE_TABLE_UPDATE_KEY
  ];
  if (row.action === "case.edit" && update?.rateTable) {
    return `Rates replaced from the ${update.rateTable} rate table`;
  }
  const deleted = (row.after as Record<string, { name?: string }> | null)?.[CLIENT_DELETED_KEY];
  if (row.action === "case.edit" && typeof deleted?.name === "string") {
    return `Client ${deleted.name} deleted: the case has no client now`;
  }
  const imported = (row.after as { importedTransactions?: unknown[] } | null)?.importedTransactions;
  if (row.action === "case.create" && Array.isArray(imported)) {
    return `Case imported from CSV (${imported.length} ${imported.length === 1 ? "transaction" : "transactions"})`;
  }
  const values = (row.after ?? row.before) as Partial<TransactionValues> | null;
  if (row.action.startsWith("transaction.") && values?.type) {
    const name = TYPE_NAMES[values.type] ?? "Transaction";
    const verb = TITLES[row.action].replace(/^Transaction /, "");
    // "Renewal recorded", "Payment deleted", "Cost edit reverted".
    return `${name} ${verb}`;
  }
  return TITLES[row.action];
}

function restoreDeadline(row: CaseHistoryRow): Date {
  return new Date(row.at.getTime() + RESTORE_DAYS * DAY_MS);
}

/** Why a deletion can no longer be restored; null while it can. `payoffDate` is the actor's day. */
function tooOld(row: CaseHistoryRow, now: Date, what: string): string | null {
  return restoreDeadline(row) < now
    ? `Deleted ${what} can be restored for ${RESTORE_DAYS} days; this one was deleted on ${formatUsDate(row.payoffDate)}.`
    : null;
}

/** A stored payoff (units in text) as the API shows money. */
function money2(stored: string | null): string | null {
  const units = tryMoneyFromUnitsString(stored);
  return units === undefined ? null : toDecimalString(units, 2);
}

/** What the history view needs to know of the present to say which undos are possible. */
interface Present {
  caseExists: boolean;
  liveTransactions: ReadonlySet<string>;
  undoneBy: ReadonlyMap<string, string>;
  /** Per case or transaction id, the newest delete entry. */
  latestDelete: ReadonlyMap<string, string>;
  now: Date;
}

function undoOf(row: CaseHistoryRow, present: Present): HistoryEntryDto["undo"] {
  const undone = present.undoneBy.has(row.id);
  if (row.action === "case.edit" || row.action === "transaction.edit") {
    let reason: string | null = null;
    if (undone) reason = DOCKET_ERRORS.alreadyUndone.message;
    else if (!present.caseExists) reason = "The case is deleted; restore it first.";
    else if (
      row.action === "transaction.edit" &&
      !present.liveTransactions.has(row.transactionId ?? "")
    )
      reason = "The transaction was deleted since; restore it first.";
    return { kind: "revert", available: reason === null, reason };
  }
  if (row.action === "case.delete" || row.action === "transaction.delete") {
    const target = row.action === "case.delete" ? row.caseId : (row.transactionId ?? "");
    let reason: string | null = null;
    if (undone || present.latestDelete.get(target) !== row.id)
      reason = DOCKET_ERRORS.alreadyUndone.message;
    else if (row.action === "case.delete" && present.caseExists)
      reason = DOCKET_ERRORS.alreadyUndone.message;
    else if (row.action === "transaction.delete" && present.liveTransactions.has(target))
      reason = DOCKET_ERRORS.alreadyUndone.message;
    else if (row.action === "transaction.delete" && !present.caseExists)
      reason = "The case is deleted; restore it first.";
    else reason = tooOld(row, present.now, row.action === "case.delete" ? "cases" : "transactions");
    return { kind: "restore", available: reason === null, reason };
  }
  return null;
}

/** The transactions a case.create entry says were created with the case (opening or imported). */
function createdWith(after: unknown): HistoryEntryDto["changes"] {
  const values = after as { openingTransactions?: unknown; importedTransactions?: unknown } | null;
  const imported = Array.isArray(values?.importedTransactions);
  const list = imported ? values?.importedTransactions : values?.openingTransactions;
  if (!Array.isArray(list)) return [];
  return (list as Pick<TransactionValues, "type" | "amount" | "date">[]).map((t, i) => ({
    field: `transaction:${i}`,
    label: `${imported ? "Imported" : "Opening"} ${TYPE_NAMES[t.type]?.toLowerCase() ?? "entry"}`,
    before: null,
    after: transactionSubject(t),
  }));
}

function changesOf(row: CaseHistoryRow): HistoryEntryDto["changes"] {
  const plan = planRecordsOf(row);
  if (plan) return planChanges(plan.before, plan.after);
  const record = courtFormRecordOf(row);
  if (record) {
    return record.lines.map((line) => ({
      field: line.field,
      label: line.label,
      before: null,
      after: line.value,
    }));
  }
  switch (row.action) {
    case "case.create":
      return [...caseChanges(null, row.after as CaseValues), ...createdWith(row.after)];
    case "case.edit":
    case "case.restore":
    case "case.revert":
      return caseChanges(row.before as CaseValues | null, row.after as CaseValues | null);
    case "case.delete":
      return caseChanges((row.before as DeletedCaseValues).case, null);
    case "case.recompute":
      return recomputeChanges(row.before as RecomputedFigures[], row.after as RecomputedFigures[]);
    default:
      return transactionChanges(
        row.before as TransactionValues | null,
        row.after as TransactionValues | null,
      );
  }
}

function subjectOf(row: CaseHistoryRow, caseName: string): string {
  const plan = planRecordsOf(row);
  if (plan) return (plan.after ?? plan.before)?.subject ?? caseName;
  const record = courtFormRecordOf(row);
  if (record) return record.subject;
  if (row.action.startsWith("transaction.")) {
    const values = (row.after ?? row.before) as TransactionValues;
    return transactionSubject(values);
  }
  if (row.action === "case.delete") {
    const count = (row.before as DeletedCaseValues).transactions.length;
    return `${caseName}, with ${count} ${count === 1 ? "transaction" : "transactions"}`;
  }
  return caseName;
}

export function toHistoryEntryDto(
  row: HistoryEntryWithActor,
  caseName: string,
  present: Present,
): HistoryEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    title: titleOf(row),
    subject: subjectOf(row, caseName),
    actor: { id: row.actorId, name: row.actorName ?? "Owed" },
    caseId: row.caseId,
    transactionId: row.transactionId,
    changes: changesOf(row),
    payoffBefore: money2(row.payoffBefore),
    payoffAfter: money2(row.payoffAfter),
    payoffDate: row.payoffDate,
    undoes: row.undoes,
    undoneBy: present.undoneBy.get(row.id) ?? null,
    undo: undoOf(row, present),
  };
}

/** The name a case had last, from its newest entry that knows it. */
function lastCaseName(entries: readonly CaseHistoryRow[]): string {
  for (const entry of entries) {
    const values = entry.after ?? entry.before;
    if (entry.action === "case.delete") return (values as DeletedCaseValues).case.caseName;
    if (entry.action.startsWith("case.") && entry.action !== "case.recompute") {
      return (values as CaseValues).caseName;
    }
  }
  return "";
}

/** A case's history: the user's own case, or one they deleted (its history restores it). */
export async function caseHistoryOf(
  docket: DocketStore,
  actor: DocketActor,
  caseId: string,
): Promise<CaseHistoryDto> {
  const row = await docket.findCase(actor.workspaceId, caseId);
  if (!row && !isUuid(caseId)) throw caseNotFound();
  const entries = await docket.history.caseEntries(actor.workspaceId, caseId.toLowerCase());
  if (!row && entries.length === 0) throw caseNotFound();
  const live = row ? await docket.listTransactions(row.id) : [];
  const undoneBy = new Map<string, string>();
  const latestDelete = new Map<string, string>();
  // Entries are newest first: the first delete seen of a target is its newest.
  for (const entry of entries) {
    if (entry.undoes) undoneBy.set(entry.undoes, entry.id);
    const target =
      entry.action === "case.delete"
        ? entry.caseId
        : entry.action === "transaction.delete"
          ? entry.transactionId
          : null;
    if (target && !latestDelete.has(target)) latestDelete.set(target, entry.id);
  }
  const present: Present = {
    caseExists: row !== undefined,
    liveTransactions: new Set(live.map((t) => t.id)),
    undoneBy,
    latestDelete,
    now: actor.at,
  };
  const caseName = row?.caseName ?? lastCaseName(entries);
  return {
    caseId: caseId.toLowerCase(),
    caseName,
    exists: row !== undefined,
    entries: entries.map((entry) => toHistoryEntryDto(entry, caseName, present)),
  };
}

/** Cases the user deleted in the last 30 days and has not restored since, newest first. */
export async function deletedCasesOf(
  docket: DocketStore,
  actor: DocketActor,
): Promise<DeletedCaseDto[]> {
  const since = new Date(actor.at.getTime() - RESTORE_DAYS * DAY_MS);
  const deletions = await docket.history.caseDeletions(actor.workspaceId, since);
  const latest = await docket.history.latestEntries(
    actor.workspaceId,
    deletions.map((d) => d.caseId),
  );
  return deletions
    .filter((d) => latest.get(d.caseId)?.id === d.id)
    .map((d) => {
      const values = d.before as DeletedCaseValues;
      return {
        caseId: d.caseId,
        caseName: values.case.caseName,
        courtCaseNumber: values.case.courtCaseNumber,
        deletedAt: d.at.toISOString(),
        restorableUntil: restoreDeadline(d).toISOString(),
        transactionCount: values.transactions.length,
        payoffBefore: money2(d.payoffBefore),
        actor: { id: d.actorId, name: d.actorName ?? "Owed" },
      };
    });
}

/**
 * An undo that makes an ended case active again (or brings a deleted one back) on the free plan
 * must leave at most the plan's number of active cases: the user row is held `for update`, as
 * creating a case does, so racing undos count one after another.
 */
async function refuseOverPlan(
  tx: Tx,
  actor: DocketActor,
  plan: Pick<WorkspaceRow, "paidUntil">,
  wasActive: boolean,
  after: CaseRow,
) {
  if (wasActive || after.isEnded) return;
  if (subscriptionPlanOf(plan, actor.at) === "pro") return;
  const active = await countActiveCases(tx, actor.workspaceId);
  if (active > FREE_ACTIVE_CASE_LIMIT) {
    throw refusalSaying(
      DOCKET_ERRORS.undoPlanLimit,
      `Undoing this would make ${active} active cases. Free plan users can only have up to ${FREE_ACTIVE_CASE_LIMIT} active cases. Please upgrade your plan, or end a case first.`,
    );
  }
}

function refuseIfTooOld(entry: CaseHistoryRow, now: Date, what: string) {
  const reason = tooOld(entry, now, what);
  if (reason) throw refusalSaying(DOCKET_ERRORS.restoreExpired, reason);
}

/** A deleted transaction back under its id and its place among same-day entries. */
async function insertRestored(
  tx: Tx,
  caseId: string,
  id: string,
  values: TransactionValues,
  at: Date,
): Promise<void> {
  await tx.insert(transactions).values({
    id,
    caseId,
    sequence: values.sequence,
    ...transactionColumnsOf(values),
    ...NOT_YET_APPLIED,
    createdAt: new Date(values.createdAt),
    updatedAt: at,
  });
}

/**
 * The client an undo puts back, if the workspace still has it (held until the write ends); null
 * when it was deleted since: the case comes back with no client (docs/portfolio.md).
 */
async function keptClient(
  tx: Tx,
  workspaceId: string,
  clientId: string | null,
): Promise<string | null> {
  if (clientId === null) return null;
  return (await lockClient(tx, workspaceId, clientId))?.id ?? null;
}

/** Brings back a deleted case with every transaction it had, under the same ids. */
export async function restoreCase(
  docket: DocketStore,
  actor: DocketActor,
  caseId: string,
): Promise<CaseRow> {
  if (!isUuid(caseId)) throw caseNotFound();
  const id = caseId.toLowerCase();
  return docket.write(async (tx) => {
    const user = await lockDocket(tx, actor.workspaceId, "update");
    if (!user) throw userGone();
    const existing = await caseRowById(tx, id);
    if (existing && existing.workspaceId !== actor.workspaceId) throw caseNotFound();
    const deletion = await newestDeletion(tx, actor.workspaceId, "case.delete", id);
    if (!deletion) throw caseNotFound();
    if (existing || (await wasUndone(tx, deletion.id))) {
      throw refusalOf(DOCKET_ERRORS.caseNotDeleted);
    }
    refuseIfTooOld(deletion, actor.at, "cases");
    const values = deletion.before as DeletedCaseValues;
    const columns = caseColumnsOf(values.case);
    columns.clientId = await keptClient(tx, actor.workspaceId, columns.clientId);
    // The snapshot is set properly by `recompute` below; this one only fills the column.
    const ledger = computeLedger(
      termsOf({ ...columns, id } as CaseRow),
      values.transactions.map((t) => ({
        id: t.id,
        sequence: t.sequence,
        ...transactionColumnsOf(t),
      })),
    );
    const [row] = await tx
      .insert(cases)
      .values({
        ...columns,
        id,
        workspaceId: actor.workspaceId,
        snapshot: snapshotFromLedger(ledger),
        createdAt: new Date(values.case.createdAt),
        updatedAt: actor.at,
      })
      .returning();
    for (const t of values.transactions) {
      await insertRestored(tx, id, t.id, t, actor.at);
    }
    const restored = await recompute(tx, row as CaseRow, actor.at);
    await refuseOverPlan(tx, actor, user.plan, false, restored);
    await recordHistory(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      caseId: id,
      action: "case.restore",
      at: actor.at,
      after: caseValuesOf(restored, await clientNameIn(tx, restored.clientId)),
      payoffAfter: await shownPayoffOf(tx, restored, actor.today),
      payoffDate: actor.today,
      undoes: deletion.id,
    });
    return restored;
  });
}

/** Brings back a deleted transaction under its id and place in the ledger. */
export async function restoreTransaction(
  docket: DocketStore,
  actor: DocketActor,
  transactionId: string,
): Promise<CaseRow> {
  if (!isUuid(transactionId)) throw transactionNotFound();
  const id = transactionId.toLowerCase();
  return docket.write(async (tx) => {
    const user = await lockDocket(tx, actor.workspaceId, "update");
    if (!user) throw userGone();
    const deletion = await newestDeletion(tx, actor.workspaceId, "transaction.delete", id);
    if (!deletion) throw transactionNotFound();
    const row = await lockCase(tx, actor.workspaceId, deletion.caseId);
    if (!row) {
      throw refusalOf(DOCKET_ERRORS.transactionCaseDeleted);
    }
    if ((await transactionExists(tx, row.id, id)) || (await wasUndone(tx, deletion.id))) {
      throw refusalOf(DOCKET_ERRORS.transactionNotDeleted);
    }
    refuseIfTooOld(deletion, actor.at, "transactions");
    const values = deletion.before as TransactionValues;
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    await insertRestored(tx, row.id, id, values, actor.at);
    let saved: CaseRow;
    try {
      saved = await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error, id);
    }
    await refuseOverPlan(tx, actor, user.plan, !row.isEnded, saved);
    await recordTransactionChange(tx, actor, saved, payoffBefore, {
      action: "transaction.restore",
      transactionId: id,
      after: await storedValues(tx, id),
      undoes: deletion.id,
    });
    return saved;
  });
}

/** Puts back the values an edit of a case or a transaction changed. */
export async function revertChange(
  docket: DocketStore,
  actor: DocketActor,
  entryId: string,
): Promise<CaseRow> {
  if (!isUuid(entryId)) throw entryNotFound();
  return docket.write(async (tx) => {
    const user = await lockDocket(tx, actor.workspaceId, "update");
    if (!user) throw userGone();
    const entry = await historyEntryIn(tx, actor.workspaceId, entryId.toLowerCase());
    if (!entry) throw entryNotFound();
    if (entry.action !== "case.edit" && entry.action !== "transaction.edit") {
      throw refusalOf(DOCKET_ERRORS.notRevertible);
    }
    if (await wasUndone(tx, entry.id)) throw refusalOf(DOCKET_ERRORS.alreadyUndone);
    const row = await lockCase(tx, actor.workspaceId, entry.caseId);
    if (!row) throw refusalOf(DOCKET_ERRORS.caseDeleted);
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    if (entry.action === "case.edit") {
      const before = entry.before as CaseValues;
      const after = entry.after as CaseValues;
      const current = caseValuesOf(row);
      // Only the fields this edit changed go back; a later edit of other fields stays.
      const put = { ...current } as Record<string, unknown>;
      for (const key of Object.keys(before) as (keyof CaseValues)[]) {
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) put[key] = before[key];
      }
      const columns = caseColumnsOf(put as unknown as CaseValues);
      const wanted = columns.clientId;
      columns.clientId = await keptClient(tx, actor.workspaceId, wanted);
      // An edit that only moved the case from a client deleted since has nothing left to undo.
      const unchanged = caseChanges(current, { ...(put as unknown as CaseValues), clientId: null });
      if (wanted !== null && columns.clientId === null && unchanged.length === 0) {
        throw refusalOf(PORTFOLIO_ERRORS.clientDeleted);
      }
      const updated = await updateCase(tx, row.id, { ...columns, updatedAt: actor.at });
      const moved: RecomputedFigures[][] = [];
      let saved: CaseRow;
      try {
        saved = await recompute(tx, updated, actor.at, moved);
      } catch (error) {
        throw namingLaterPayment(error);
      }
      await refuseOverPlan(tx, actor, user.plan, !row.isEnded, saved);
      await recordCaseChange(tx, actor, row, saved, payoffBefore, moved, "case.revert", entry.id);
      return saved;
    }
    const transactionId = entry.transactionId ?? "";
    if (!(await transactionExists(tx, row.id, transactionId))) {
      throw refusalOf(DOCKET_ERRORS.transactionDeleted);
    }
    const before = entry.before as TransactionValues;
    const after = entry.after as TransactionValues;
    const current = await storedValues(tx, transactionId);
    const put = { ...current } as Record<string, unknown>;
    for (const key of TRANSACTION_VALUE_KEYS) {
      if (before[key] !== after[key]) put[key] = before[key];
    }
    await setTransactionColumns(tx, transactionId, {
      ...transactionColumnsOf(put as unknown as TransactionValues),
      updatedAt: actor.at,
    });
    let saved: CaseRow;
    try {
      saved = await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error, transactionId);
    }
    await refuseOverPlan(tx, actor, user.plan, !row.isEnded, saved);
    const now = await storedValues(tx, transactionId);
    if (transactionChanges(current, now).length === 0) {
      throw refusalOf(DOCKET_ERRORS.noChange);
    }
    await recordTransactionChange(tx, actor, saved, payoffBefore, {
      action: "transaction.revert",
      transactionId,
      before: current,
      after: now,
      undoes: entry.id,
    });
    return saved;
  });
}
