import {
  COST_NOTE_REQUIRED,
  costAllowedBeforeDateError,
  costNoteError,
  DomainError,
  dateAfterTodayError,
  InvalidDateError,
  type Money,
  type TransactionRequest,
  type TransactionType,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { recordHistory } from "./case-history-store.ts";
import type { DocketActor } from "./case-use-cases.ts";
import {
  caseEnded,
  caseMismatch,
  caseNotFound,
  namingLaterPayment,
  transactionNotFound,
} from "./docket-errors.ts";
import {
  type DocketStore,
  deleteTransaction,
  insertTransaction,
  lockCase,
  lockDocket,
  type TransactionFields,
  type Tx,
  transactionExists,
  transactionRowOf,
  updateTransaction,
} from "./docket-repository.ts";
import {
  type TransactionValues,
  transactionChanges,
  transactionColumnsOf,
  transactionValuesOf,
} from "./history-values.ts";
import { recompute } from "./recompute-ledger.ts";
import { shownPayoffOf } from "./shown-payoff.ts";

// Payments and costs (docs/product.md, "Transactions"). Every change replays the case's whole
// ledger in the same database transaction, so a change the ledger refuses leaves nothing changed.

type BaseFields = Pick<TransactionFields, "type" | "amount" | "date" | "description">;
type CostColumns = Required<
  Pick<TransactionFields, "costCategory" | "costNote" | "costAllowedOn" | "costMemorandumId">
>;

const NO_COST_FACTS: CostColumns = {
  costCategory: null,
  costNote: "",
  costAllowedOn: null,
  costMemorandumId: null,
};

/** A transaction as entered, refused when it is dated after the user's today. */
function fieldsOf(values: TransactionRequest, today: string): BaseFields {
  const future = dateAfterTodayError(values.date, today);
  if (future) throw new InvalidDateError(values.date, "date", future);
  const type: TransactionType = values.transaction_type;
  return { type, amount: values.amount, date: values.date, description: values.description };
}

/**
 * A cost's court facts after this write (docs/court-forms.md, "Cost categories"): a field the
 * body leaves out keeps its stored value, so a client that does not know them wipes nothing.
 * Checked again here on the merged values, since the body alone may lack the category or date
 * they depend on. Any other type has none: a cost turned into a payment loses them.
 */
function costColumnsOf(
  values: TransactionRequest,
  base: BaseFields,
  stored: CostColumns | null,
  today: string,
): CostColumns {
  if (base.type !== "COST") return NO_COST_FACTS;
  const was = stored ?? NO_COST_FACTS;
  const category = values.costCategory === undefined ? was.costCategory : values.costCategory;
  const given = values.costNote === undefined ? was.costNote : values.costNote;
  // Only a writ's county and an other cost's statute go on MC-012; no other category keeps one.
  const note = category && COST_NOTE_REQUIRED[category] ? given : "";
  const missing = costNoteError(category, note);
  if (missing) throw new DomainError("invalid_transaction", missing, "costNote");
  const allowedOn = values.costAllowedOn === undefined ? was.costAllowedOn : values.costAllowedOn;
  if (allowedOn) {
    const refusal =
      dateAfterTodayError(allowedOn, today, "Allowed on") ??
      costAllowedBeforeDateError(allowedOn, base.date);
    if (refusal) throw new InvalidDateError(allowedOn, "costAllowedOn", refusal);
  }
  // A date typed by hand is not the memorandum's: only the unchanged date keeps its filing.
  const costMemorandumId =
    allowedOn && allowedOn === was.costAllowedOn ? was.costMemorandumId : null;
  return { costCategory: category, costNote: note, costAllowedOn: allowedOn, costMemorandumId };
}

function storedCostColumns(values: TransactionValues): CostColumns {
  const columns = transactionColumnsOf(values);
  return {
    costCategory: columns.costCategory,
    costNote: columns.costNote,
    costAllowedOn: columns.costAllowedOn,
    costMemorandumId: columns.costMemorandumId,
  };
}

/** The user's transaction and its case, or the not-found refusal. */
export async function transactionOf(
  docket: DocketStore,
  userId: string,
  transactionId: string,
): Promise<{ transaction: TransactionRow; caseRow: CaseRow }> {
  const found = await docket.findTransaction(userId, transactionId);
  if (!found) throw transactionNotFound();
  return found;
}

/** The transaction's values as the history keeps them, read under the case lock. */
export async function storedValues(tx: Tx, transactionId: string): Promise<TransactionValues> {
  const row = await transactionRowOf(tx, transactionId);
  if (!row) throw transactionNotFound();
  return transactionValuesOf(row);
}

/** A change to one transaction, with the case's payoff before and after it. */
export async function recordTransactionChange(
  tx: Tx,
  actor: DocketActor,
  caseRow: CaseRow,
  payoffBefore: Money,
  entry: {
    action: "transaction.create" | "transaction.edit" | "transaction.delete" | HistoryUndoAction;
    transactionId: string;
    before?: TransactionValues;
    after?: TransactionValues;
    undoes?: string;
  },
): Promise<void> {
  await recordHistory(tx, {
    workspaceId: caseRow.workspaceId,
    actorId: actor.userId,
    caseId: caseRow.id,
    at: actor.at,
    payoffDate: actor.today,
    payoffBefore,
    payoffAfter: await shownPayoffOf(tx, caseRow, actor.today),
    ...entry,
  });
}

type HistoryUndoAction = "transaction.restore" | "transaction.revert";

export async function recordTransaction(
  docket: DocketStore,
  actor: DocketActor,
  values: TransactionRequest,
): Promise<{ caseRow: CaseRow; transactionId: string }> {
  const fields = fieldsOf(values, actor.today);
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, values.case_id);
    if (!row) throw caseNotFound();
    if (row.isEnded) throw caseEnded();
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const transactionId = await insertTransaction(
      tx,
      row.id,
      { ...fields, ...costColumnsOf(values, fields, null, actor.today) },
      actor.at,
    );
    let saved: CaseRow;
    try {
      saved = await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error, transactionId);
    }
    await recordTransactionChange(tx, actor, saved, payoffBefore, {
      action: "transaction.create",
      transactionId,
      after: await storedValues(tx, transactionId),
    });
    return { caseRow: saved, transactionId };
  });
}

export async function editTransaction(
  docket: DocketStore,
  actor: DocketActor,
  transactionId: string,
  values: TransactionRequest,
): Promise<CaseRow> {
  const fields = fieldsOf(values, actor.today);
  // Read outside the write: PGlite has one connection, so a query on the store inside a
  // transaction would wait for that transaction forever.
  const { caseRow } = await transactionOf(docket, actor.workspaceId, transactionId);
  if (values.case_id !== caseRow.id) throw caseMismatch();
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseRow.id);
    if (!row) throw caseNotFound();
    if (!(await transactionExists(tx, row.id, transactionId))) throw transactionNotFound();
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const before = await storedValues(tx, transactionId);
    const costColumns = costColumnsOf(values, fields, storedCostColumns(before), actor.today);
    await updateTransaction(tx, transactionId, { ...fields, ...costColumns }, actor.at);
    let saved: CaseRow;
    try {
      saved = await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error, transactionId);
    }
    const after = await storedValues(tx, transactionId);
    if (transactionChanges(before, after).length > 0) {
      await recordTransactionChange(tx, actor, saved, payoffBefore, {
        action: "transaction.edit",
        transactionId,
        before,
        after,
      });
    }
    return saved;
  });
}

export async function removeTransaction(
  docket: DocketStore,
  actor: DocketActor,
  transactionId: string,
): Promise<CaseRow> {
  const { caseRow } = await transactionOf(docket, actor.workspaceId, transactionId);
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseRow.id);
    if (!row) throw caseNotFound();
    if (!(await transactionExists(tx, row.id, transactionId))) throw transactionNotFound();
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const before = await storedValues(tx, transactionId);
    await deleteTransaction(tx, transactionId);
    let saved: CaseRow;
    try {
      saved = await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error);
    }
    await recordTransactionChange(tx, actor, saved, payoffBefore, {
      action: "transaction.delete",
      transactionId,
      before,
    });
    return saved;
  });
}
