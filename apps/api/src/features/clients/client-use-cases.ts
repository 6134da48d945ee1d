import {
  type ClientDto,
  type ClientRequest,
  type Money,
  PORTFOLIO_ERRORS,
  parseMoneyInput,
  parseRatePercent,
  rateToDecimalString,
  toDecimalString,
} from "@owed/domain";
import { recordHistories } from "../cases/case-history-store.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { refusalOf, userGone } from "../cases/docket-errors.ts";
import { type DocketStore, lockDocket, type Tx } from "../cases/docket-repository.ts";
import { CLIENT_DELETED_KEY, caseValuesOf } from "../cases/history-values.ts";
import { shownPayoffOf } from "../cases/shown-payoff.ts";
import {
  type ClientFields,
  type ClientStore,
  type CountedClient,
  closedPeriodCount,
  countedClientIn,
  deleteClient as deleteClientRow,
  insertClient,
  lockCasesOfClient,
  lockClientRow,
  nameTaken,
  unassignCases,
  updateClient as updateClientRow,
} from "./client-store.ts";

// A firm's creditor clients (docs/portfolio.md, "Clients"): who the firm collects for and on what
// terms. Every write is one database transaction that takes the docket's lock first, as case
// writes do: a client's name is on the case list, so its writes bump the docket version too.

export interface ClientDeps {
  clients: ClientStore;
  docket: DocketStore;
}

const clientNotFound = () => refusalOf(PORTFOLIO_ERRORS.clientNotFound);

export function toClientDto(row: CountedClient): ClientDto {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    reference: row.reference,
    feePercent: rateToDecimalString(row.feePercent),
    flatFee: toDecimalString(row.flatFee, 2),
    costsRecoveredFirst: row.costsRecoveredFirst,
    caseCount: row.caseCount,
    closedPeriodCount: row.closedPeriodCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The request's text as stored: the fee percent in 0.0001 % units, the flat fee as Money. */
function fieldsOf(body: ClientRequest): ClientFields {
  return {
    name: body.name,
    contactName: body.contactName,
    email: body.email,
    phone: body.phone,
    street: body.street,
    city: body.city,
    state: body.state,
    zip: body.zip,
    reference: body.reference,
    feePercent: parseRatePercent(body.feePercent, { subject: "Fee percent", field: "feePercent" }),
    flatFee: parseMoneyInput(body.flatFee),
    costsRecoveredFirst: body.costsRecoveredFirst,
  };
}

async function lockedDocket(tx: Tx, workspaceId: string) {
  if (!(await lockDocket(tx, workspaceId))) throw userGone();
}

async function refuseTakenName(tx: Tx, workspaceId: string, name: string, exceptId?: string) {
  if (await nameTaken(tx, workspaceId, name, exceptId)) {
    throw refusalOf(PORTFOLIO_ERRORS.clientNameTaken, {
      name: [PORTFOLIO_ERRORS.clientNameTaken.message],
    });
  }
}

export function listClients(deps: ClientDeps, actor: DocketActor): Promise<CountedClient[]> {
  return deps.clients.list(actor.workspaceId);
}

export async function clientOf(
  deps: ClientDeps,
  actor: DocketActor,
  clientId: string,
): Promise<CountedClient> {
  const found = await deps.clients.find(actor.workspaceId, clientId);
  if (!found) throw clientNotFound();
  return found;
}

export function createClient(
  deps: ClientDeps,
  actor: DocketActor,
  body: ClientRequest,
): Promise<CountedClient> {
  const fields = fieldsOf(body);
  return deps.docket.write(async (tx) => {
    await lockedDocket(tx, actor.workspaceId);
    await refuseTakenName(tx, actor.workspaceId, fields.name);
    const id = await insertClient(tx, actor.workspaceId, fields, actor.at);
    return (await countedClientIn(tx, actor.workspaceId, id)) as CountedClient;
  });
}

/** Replaces every field; the cases keep the client (its new name shows on them). */
export function updateClient(
  deps: ClientDeps,
  actor: DocketActor,
  clientId: string,
  body: ClientRequest,
): Promise<CountedClient> {
  const fields = fieldsOf(body);
  return deps.docket.write(async (tx) => {
    await lockedDocket(tx, actor.workspaceId);
    const row = await lockClientRow(tx, actor.workspaceId, clientId);
    if (!row) throw clientNotFound();
    await refuseTakenName(tx, actor.workspaceId, fields.name, row.id);
    await updateClientRow(tx, row.id, fields, actor.at);
    return (await countedClientIn(tx, actor.workspaceId, row.id)) as CountedClient;
  });
}

/**
 * Deletes a client. Its cases are left with no client, each with a history entry (the case's
 * values before and after, and the client's name in its title), all in the one transaction. A
 * client with closed remittance periods is kept: those reports are the record of what was sent.
 */
export function deleteClient(
  deps: ClientDeps,
  actor: DocketActor,
  clientId: string,
): Promise<{ casesUnassigned: number }> {
  return deps.docket.write(async (tx) => {
    await lockedDocket(tx, actor.workspaceId);
    const client = await lockClientRow(tx, actor.workspaceId, clientId);
    if (!client) throw clientNotFound();
    if ((await closedPeriodCount(tx, client.id)) > 0) {
      throw refusalOf(PORTFOLIO_ERRORS.clientHasReports);
    }
    const held = await lockCasesOfClient(tx, actor.workspaceId, client.id);
    // No figure moves: the payoff before and after is the same.
    const payoffs = new Map<string, Money>();
    for (const row of held) payoffs.set(row.id, await shownPayoffOf(tx, row, actor.today));
    const before = new Map(held.map((row) => [row.id, row]));
    const unassigned = await unassignCases(tx, actor.workspaceId, client.id, actor.at);
    await recordHistories(
      tx,
      unassigned.map((row) => ({
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        caseId: row.id,
        action: "case.edit" as const,
        at: actor.at,
        before: caseValuesOf(before.get(row.id) ?? row, client.name),
        after: { ...caseValuesOf(row), [CLIENT_DELETED_KEY]: { name: client.name } },
        payoffBefore: payoffs.get(row.id) ?? null,
        payoffAfter: payoffs.get(row.id) ?? null,
        payoffDate: actor.today,
      })),
    );
    await deleteClientRow(tx, client.id);
    return { casesUnassigned: unassigned.length };
  });
}
