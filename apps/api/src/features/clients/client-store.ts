import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { isUuid } from "../../db/ids.ts";
import {
  type CaseRow,
  type ClientRow,
  cases,
  clients,
  remittancePeriods,
} from "../../db/schema/index.ts";

// The workspace's creditor clients (docs/portfolio.md): queries and writes, nothing else. What a
// missing row or a taken name means to the user is the use cases' to say.

/** A client with what its answer counts: its cases now and its closed remittance periods. */
export type CountedClient = ClientRow & { caseCount: number; closedPeriodCount: number };

export type ClientFields = Omit<
  typeof clients.$inferInsert,
  "id" | "workspaceId" | "createdAt" | "updatedAt"
>;

const counted = {
  client: clients,
  // Qualified by hand: in a subquery drizzle writes bare column names, and "id" would be the case's.
  caseCount: sql<number>`(select count(*) from ${cases} as c where c.client_id = ${clients}.id)`
    .mapWith(Number)
    .as("case_count"),
  closedPeriodCount:
    sql<number>`(select count(*) from ${remittancePeriods} as p where p.client_id = ${clients}.id)`
      .mapWith(Number)
      .as("closed_period_count"),
};

const flatten = (row: { client: ClientRow; caseCount: number; closedPeriodCount: number }) => ({
  ...row.client,
  caseCount: row.caseCount,
  closedPeriodCount: row.closedPeriodCount,
});

/** Reads outside a write. */
export function createClientStore(db: Db) {
  return {
    /** The workspace's clients, by name without regard to case. */
    async list(workspaceId: string): Promise<CountedClient[]> {
      const rows = await db
        .select(counted)
        .from(clients)
        .where(eq(clients.workspaceId, workspaceId))
        .orderBy(sql`lower(${clients.name})`, asc(clients.id));
      return rows.map(flatten);
    },

    async find(workspaceId: string, clientId: string): Promise<CountedClient | undefined> {
      return readCounted(db, workspaceId, clientId);
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;

async function readCounted(
  db: Db | Tx,
  workspaceId: string,
  clientId: string,
): Promise<CountedClient | undefined> {
  if (!isUuid(clientId)) return undefined;
  const [row] = await db
    .select(counted)
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)));
  return row ? flatten(row) : undefined;
}

/** The client with its counts, read inside the write that changed it. */
export const countedClientIn = (tx: Tx, workspaceId: string, clientId: string) =>
  readCounted(tx, workspaceId, clientId);

/** The workspace's client, locked for the rest of the write; undefined when it has none. */
export async function lockClientRow(
  tx: Tx,
  workspaceId: string,
  clientId: string,
): Promise<ClientRow | undefined> {
  if (!isUuid(clientId)) return undefined;
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .for("update");
  return row;
}

/** Whether another client of the workspace has this name, without regard to case. */
export async function nameTaken(
  tx: Tx,
  workspaceId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.workspaceId, workspaceId),
        sql`lower(${clients.name}) = lower(${name})`,
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return found !== undefined;
}

export async function insertClient(
  tx: Tx,
  workspaceId: string,
  fields: ClientFields,
  at: Date,
): Promise<string> {
  const [row] = await tx
    .insert(clients)
    .values({ ...fields, workspaceId, createdAt: at, updatedAt: at })
    .returning({ id: clients.id });
  return (row as { id: string }).id;
}

export async function updateClient(
  tx: Tx,
  clientId: string,
  fields: ClientFields,
  at: Date,
): Promise<void> {
  await tx
    .update(clients)
    .set({ ...fields, updatedAt: at })
    .where(eq(clients.id, clientId));
}

export async function deleteClient(tx: Tx, clientId: string): Promise<void> {
  await tx.delete(clients).where(eq(clients.id, clientId));
}

/** The remittance periods closed for the client: while it has any, it is kept. */
export async function closedPeriodCount(tx: Tx, clientId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(remittancePeriods)
    .where(eq(remittancePeriods.clientId, clientId));
  return row?.n ?? 0;
}

/**
 * Leaves the client's cases with no client, in one statement; each case's version moves, as any
 * write to a case moves it. Answers the cases as they are now.
 */
export async function unassignCases(
  tx: Tx,
  workspaceId: string,
  clientId: string,
  at: Date,
): Promise<CaseRow[]> {
  return tx
    .update(cases)
    .set({ clientId: null, version: sql`${cases.version} + 1`, updatedAt: at })
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.clientId, clientId)))
    .returning();
}

/** The client's cases, locked for the rest of the write, in a fixed order. */
export async function lockCasesOfClient(
  tx: Tx,
  workspaceId: string,
  clientId: string,
): Promise<CaseRow[]> {
  return tx
    .select()
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.clientId, clientId)))
    .orderBy(asc(cases.id))
    .for("update");
}
