import {
  parseRatePercent,
  type RateTable,
  type RateTableRow,
  rateToDecimalString,
  shippedRateTables,
} from "@owed/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateTableRows } from "../../db/schema/index.ts";

/**
 * The rate tables in force: the ones packages/domain ships, except where an operator imported a
 * jurisdiction's rows with `rates:import` (table `rate_table_rows`): those replace the shipped
 * rows of that jurisdiction whole. The table's head (publisher, citation, how it applies) always
 * comes from the shipped table, so only jurisdictions Owed ships a table for can be imported
 * (docs/rate-tables.md).
 */

export interface RateTableAnswer {
  table: RateTable;
  origin: "shipped" | "imported";
  /** When the imported rows were loaded; null for a shipped table. */
  importedAt: Date | null;
}

type StoredRow = typeof rateTableRows.$inferSelect;

function fromStored(row: StoredRow): RateTableRow {
  return {
    from: row.from,
    to: row.to,
    ratePercent: rateToDecimalString(row.ratePercent),
    source: row.source,
    read: row.read,
  };
}

/** Jurisdiction codes are written in capitals ("US", "KS"); lookups ignore case and spaces. */
export function normalizeJurisdiction(code: string): string {
  return code.trim().toUpperCase();
}

export function createRateTableStore(db: Db) {
  const shippedFor = (code: string) =>
    shippedRateTables.find((table) => table.jurisdiction === code);

  function answer(shipped: RateTable, stored: readonly StoredRow[]): RateTableAnswer {
    if (stored.length === 0) return { table: shipped, origin: "shipped", importedAt: null };
    const importedAt = stored.reduce(
      (latest, row) => (row.importedAt > latest ? row.importedAt : latest),
      stored[0]?.importedAt as Date,
    );
    return {
      table: { ...shipped, rows: stored.map(fromStored) },
      origin: "imported",
      importedAt,
    };
  }

  return {
    /** The codes that have a table (imported rows need a shipped table to replace). */
    codes(): string[] {
      return shippedRateTables.map((table) => table.jurisdiction);
    },

    /** Every table, in the shipped order (federal first), imported rows in place of shipped. */
    async list(): Promise<RateTableAnswer[]> {
      const stored = await db
        .select()
        .from(rateTableRows)
        .orderBy(asc(rateTableRows.jurisdiction), asc(rateTableRows.from));
      const byCode = new Map<string, StoredRow[]>();
      for (const row of stored) {
        const rows = byCode.get(row.jurisdiction) ?? [];
        rows.push(row);
        byCode.set(row.jurisdiction, rows);
      }
      return shippedRateTables.map((shipped) =>
        answer(shipped, byCode.get(shipped.jurisdiction) ?? []),
      );
    },

    /** The table of one jurisdiction, or undefined when Owed has none for that code. */
    async tableFor(code: string): Promise<RateTableAnswer | undefined> {
      const wanted = normalizeJurisdiction(code);
      const shipped = shippedFor(wanted);
      if (!shipped) return undefined;
      const stored = await db
        .select()
        .from(rateTableRows)
        .where(eq(rateTableRows.jurisdiction, wanted))
        .orderBy(asc(rateTableRows.from));
      return answer(shipped, stored);
    },

    /**
     * Replaces a jurisdiction's imported rows with `rows` (already validated: see
     * validateRateTableRows), deleting the old ones and inserting the new in one transaction, so a
     * reader sees the old table or the new one, never a mix or nothing. Answers the row count.
     */
    async replace(code: string, rows: readonly RateTableRow[], now: Date): Promise<number> {
      const jurisdiction = normalizeJurisdiction(code);
      if (!shippedFor(jurisdiction)) {
        throw new Error(`there is no rate table for ${jurisdiction} to replace`);
      }
      const values = rows.map((row) => ({
        jurisdiction,
        from: row.from,
        to: row.to,
        ratePercent: parseRatePercent(row.ratePercent),
        source: row.source,
        read: row.read,
        importedAt: now,
      }));
      await db.transaction(async (tx) => {
        await tx.delete(rateTableRows).where(eq(rateTableRows.jurisdiction, jurisdiction));
        // In slices: one INSERT with thousands of rows would pass PostgreSQL's bind-parameter limit.
        for (let start = 0; start < values.length; start += 1000) {
          await tx.insert(rateTableRows).values(values.slice(start, start + 1000));
        }
      });
      return values.length;
    },
  };
}

export type RateTableStore = ReturnType<typeof createRateTableStore>;
