import type { CalendarDate, Money } from "@owed/domain";
import type { Tx } from "../../db/client.ts";
import type { CaseRow } from "../../db/schema/index.ts";
import { shownFigures } from "./case-dto.ts";
import { summaryAsOf } from "./case-figures.ts";
import { caseTransactionsOf } from "./docket-repository.ts";

/**
 * The payoff the case page shows on `date` (principal and interest each to the cent, plus any
 * separate costs), read inside the write so it is the payoff the change saw.
 */
export async function shownPayoffOf(tx: Tx, row: CaseRow, date: CalendarDate): Promise<Money> {
  const summary = await summaryAsOf(row, date, () => caseTransactionsOf(tx, row.id));
  return shownFigures(summary).payoff;
}
