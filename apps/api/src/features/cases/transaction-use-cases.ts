import {
  dateAfterTodayError,
  InvalidDateError,
  type TransactionRequest,
  type TransactionType,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
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
  recompute,
  type TransactionFields,
  transactionExists,
  updateTransaction,
} from "./docket-repository.ts";

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

export async function recordTransaction(
  docket: DocketStore,
  actor: DocketActor,
  values: TransactionRequest,
): Promise<{ caseRow: CaseRow; transactionId: string }> {
  const fields = fieldsOf(values, actor.today);
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.userId);
    const row = await lockCase(tx, actor.userId, values.case_id);
    if (!row) throw caseNotFound();
    if (row.isEnded) throw caseEnded();
    const transactionId = await insertTransaction(tx, row.id, fields, actor.at);
    try {
      return { caseRow: await recompute(tx, row, actor.at), transactionId };
    } catch (error) {
      throw namingLaterPayment(error, transactionId);
    }
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
  const { caseRow } = await transactionOf(docket, actor.userId, transactionId);
  if (values.case_id !== caseRow.id) throw caseMismatch();
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.userId);
    const row = await lockCase(tx, actor.userId, caseRow.id);
    if (!row) throw caseNotFound();
    if (!(await transactionExists(tx, row.id, transactionId))) throw transactionNotFound();
    await updateTransaction(tx, transactionId, fields, actor.at);
    try {
      return await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error, transactionId);
    }
  });
}

export async function removeTransaction(
  docket: DocketStore,
  actor: DocketActor,
  transactionId: string,
): Promise<CaseRow> {
  const { caseRow } = await transactionOf(docket, actor.userId, transactionId);
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.userId);
    const row = await lockCase(tx, actor.userId, caseRow.id);
    if (!row) throw caseNotFound();
    if (!(await transactionExists(tx, row.id, transactionId))) throw transactionNotFound();
    await deleteTransaction(tx, transactionId);
    try {
      return await recompute(tx, row, actor.at);
    } catch (error) {
      throw namingLaterPayment(error);
    }
  });
}
