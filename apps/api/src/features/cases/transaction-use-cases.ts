import {
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
  transactionValuesOf,
} from "./history-values.ts";
import { recompute } from "./recompute-ledger.ts";
import { shownPayoffOf } from "./shown-payoff.ts";

// Payments and costs (docs/product.md, "Transactions"). Every change replays the case's whole
// ledger in the same database transaction, so a change the ledger refuses leaves nothing changed.

/** A transaction as entered, refused when it is dated after the user's today. */
function fieldsOf(values: TransactionRequest, today: string): TransactionFields {
  const future = dateAfterTodayError(values.date, today);
  if (future) throw new InvalidDateError(values.date, "date", future);
  const type: TransactionType = values.transaction_type;
  return { type, amount: values.amount, date: values.date, description: values.description };
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
    const transactionId = await insertTransaction(tx, row.id, fields, actor.at);
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
    await updateTransaction(tx, transactionId, fields, actor.at);
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
