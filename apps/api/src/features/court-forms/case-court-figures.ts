import {
  type CalendarDate,
  type CourtFormTransaction,
  courtFormFigures,
  type Ej130Figures,
  type Mc012Figures,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { ledgerTransactionsOf, termsOf } from "../cases/case-figures.ts";

// The figures MC-012 and EJ-130 print for a case on a date (docs/court-forms.md, "Where each
// figure comes from"). The engine's inputs are built by the same functions as the case page's,
// the statement's and the payoff's, so the forms cannot disagree with them. Pure: the caller reads
// the rows.

/** The ledger's transactions with each cost's court facts from its row. */
export function courtFormTransactionsOf(rows: readonly TransactionRow[]): CourtFormTransaction[] {
  return ledgerTransactionsOf(rows).map((tx, index) => {
    const row = rows[index] as TransactionRow;
    return {
      ...tx,
      id: row.id,
      costFacts: {
        category: row.costCategory ?? null,
        note: row.costNote,
        allowedOn: row.costAllowedOn,
      },
    };
  });
}

export function courtFiguresOf(
  caseRow: CaseRow,
  transactions: TransactionRow[],
  asOf: CalendarDate,
): { mc012: Mc012Figures; ej130: Ej130Figures } {
  return courtFormFigures(termsOf(caseRow), courtFormTransactionsOf(transactions), asOf);
}
