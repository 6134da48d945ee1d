import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

// The one query a backup asks of the store: what it holds, printed before and after a restore
// (docs/backups.md), so an operator sees what a restore replaced.

export interface StoreCounts {
  users: number;
  cases: number;
  transactions: number;
  history: number;
}

export async function countsOf(db: Db): Promise<StoreCounts> {
  const result = await db.execute(sql`
    select (select count(*) from users)::int as users,
           (select count(*) from cases)::int as cases,
           (select count(*) from transactions)::int as transactions,
           (select count(*) from case_history)::int as history`);
  const row = (result as unknown as { rows: StoreCounts[] }).rows[0];
  return row ?? { users: 0, cases: 0, transactions: 0, history: 0 };
}
