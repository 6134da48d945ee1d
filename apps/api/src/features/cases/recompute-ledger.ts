import { computeLedger, moneyToUnitsString, snapshotFromLedger } from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { ledgerTransactionsOf, termsOf } from "./case-figures.ts";
import {
  ledgerRowsOf,
  storeCaseFigures,
  storeTransactionFigures,
  type TransactionFigures,
  type Tx,
} from "./docket-repository.ts";
import type { RecomputedFigures } from "./history-values.ts";

// The one replay of a case's ledger after a write: the interest engine decides the figures, the
// store writes them. Runs inside the caller's database transaction, so a refused ledger (e.g. a
// payment above the payoff) leaves nothing changed.

/** What an Edit Case changed in the entries it did not touch, for the history: before, after. */
function movedFigures(
  changed: readonly TransactionFigures[],
  byId: ReadonlyMap<string, TransactionRow>,
): [RecomputedFigures[], RecomputedFigures[]] {
  const was: RecomputedFigures[] = [];
  const is: RecomputedFigures[] = [];
  for (const r of changed) {
    const before = byId.get(r.id);
    if (!before) continue;
    const base = {
      id: before.id,
      type: before.type,
      date: before.date,
      amount: moneyToUnitsString(before.amount),
    };
    was.push({
      ...base,
      interest: moneyToUnitsString(before.calculatedInterest),
      balance: moneyToUnitsString(before.newBalance),
    });
    is.push({
      ...base,
      interest: moneyToUnitsString(r.calculatedInterest),
      balance: moneyToUnitsString(r.newBalance),
    });
  }
  return [was, is];
}

/**
 * Replays the case's whole ledger and stores what it produced: every transaction's figures that
 * changed, the snapshot, and whether the judgment is satisfied. With `moved`, adds what the
 * replay changed in existing entries (before, then after).
 */
export async function recompute(
  tx: Tx,
  row: CaseRow,
  now: Date,
  moved?: RecomputedFigures[][],
): Promise<CaseRow> {
  const txRows = await ledgerRowsOf(tx, row.id);
  const ledger = computeLedger(termsOf(row), ledgerTransactionsOf(txRows));
  const byId = new Map(txRows.map((t) => [t.id, t]));
  const changed: TransactionFigures[] = ledger.rows
    .map((r) => ({
      id: String(r.id),
      calculatedInterest: r.interestAccrued,
      appliedToInterest: r.appliedToInterest,
      appliedToPrincipal: r.appliedToPrincipal,
      newBalance: r.principalAfter,
      unpaidInterestAfter: r.unpaidInterestAfter,
      appliedToCosts: r.appliedToCosts,
      costBalanceAfter: r.costBalanceAfter,
    }))
    .filter((r) => {
      const before = byId.get(r.id);
      return (
        !before ||
        before.calculatedInterest !== r.calculatedInterest ||
        before.appliedToInterest !== r.appliedToInterest ||
        before.appliedToPrincipal !== r.appliedToPrincipal ||
        before.newBalance !== r.newBalance ||
        before.unpaidInterestAfter !== r.unpaidInterestAfter ||
        before.appliedToCosts !== r.appliedToCosts ||
        before.costBalanceAfter !== r.costBalanceAfter
      );
    });
  if (moved) moved.push(...movedFigures(changed, byId));
  await storeTransactionFigures(tx, changed);
  return storeCaseFigures(
    tx,
    row.id,
    {
      snapshot: snapshotFromLedger(ledger),
      isEnded: ledger.state.satisfiedOn !== null,
      endedOn: ledger.state.satisfiedOn,
    },
    now,
  );
}
