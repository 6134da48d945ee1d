import type { CalendarDate, ProjectedPayment } from "@owed/domain";
import type { Db } from "../../db/client.ts";
import type { CaseRow } from "../../db/schema/index.ts";

/** The payments the case's plan projects after `today`. */
export async function planProjectedPayments(
  _db: Db,
  _row: CaseRow,
  _today: CalendarDate,
): Promise<readonly ProjectedPayment[]> {
  return [];
}
