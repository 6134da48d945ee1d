import {
  type CalendarDate,
  type CaseTerms,
  compareDates,
  DOCKET_ERRORS,
  parseRatePercent,
  RateTableDateError,
  rateForJudgment,
  rateTableEnd,
  rateToDecimalString,
  type Summary,
  summarize,
} from "@owed/domain";
import type { CaseRow, StoredRatePeriod, StoredRateSource } from "../../db/schema/index.ts";
import type { RateTableAnswer, RateTableStore } from "../rate-tables/rate-table-store.ts";
import { ledgerTransactionsOf, termsOf } from "./case-figures.ts";
import { recordHistory } from "./case-history-store.ts";
import type { DocketActor } from "./case-use-cases.ts";
import { caseNotFound, namingLaterPayment, refusalOf, userGone } from "./docket-errors.ts";
import {
  clientNameIn,
  type DocketStore,
  lockCase,
  lockDocket,
  updateCase,
} from "./docket-repository.ts";
import { caseValuesOf } from "./history-values.ts";
import { recompute } from "./recompute-ledger.ts";
import { shownPayoffOf } from "./shown-payoff.ts";
import { storedTableEnd } from "./table-rates.ts";

// A table imported since a case's rates were taken, that reaches past the case's old table end
// (docs/rate-tables.md, "When a table ends"): the case page offers the table's rates in place of
// the ones the user entered after that end, with the payoff before and after; applying it is one
// history entry ("case.edit", marked as this update), which Revert undoes like any edit.

/** What applying the newer table would store. */
export interface RateTableUpdate {
  rateTable: string;
  importedAt: Date | null;
  tableEndedOn: CalendarDate;
  tableEndsOn: CalendarDate | null;
  replaces: StoredRatePeriod[];
  schedule: StoredRatePeriod[];
  rateSources: StoredRateSource[];
}

/** The key a history entry's `after` carries when it is this update (its title says so). */
export const RATE_TABLE_UPDATE_KEY = "rateTableUpdate";

/**
 * The update a case can take from `found`, or null: the case's rate is from this resetting table,
 * not overridden, and the table now ends later than the rows the case was saved with.
 */
export function rateTableUpdateOf(
  row: CaseRow,
  found: RateTableAnswer | undefined,
): RateTableUpdate | null {
  if (!found || !row.rateTable || found.table.jurisdiction !== row.rateTable) return null;
  if (found.table.application !== "reset-on-change") return null;
  if ((row.methodOverrides as string[]).includes("rate")) return null;
  const endedOn = storedTableEnd(row);
  if (endedOn === null) return null;
  const endsOn = rateTableEnd(found.table);
  if (endsOn !== null && compareDates(endsOn, endedOn) <= 0) return null;
  let picked: ReturnType<typeof rateForJudgment>;
  try {
    picked = rateForJudgment(found.table, row.judgmentDate);
  } catch (error) {
    // A table that no longer has the judgment date (an import that starts later) offers nothing.
    if (error instanceof RateTableDateError) return null;
    throw error;
  }
  const userPeriods = (row.rateSchedule ?? []).filter((p) => compareDates(p.from, endedOn) > 0);
  const kept = userPeriods.filter((p) => endsOn !== null && compareDates(p.from, endsOn) > 0);
  const tablePeriods = (picked.schedule ?? []).map((p) => ({
    from: p.from,
    ratePercent: rateToDecimalString(p.ratePercent),
  }));
  return {
    rateTable: found.table.jurisdiction,
    importedAt: found.importedAt,
    tableEndedOn: endedOn,
    tableEndsOn: endsOn,
    replaces: userPeriods.filter((p) => !kept.includes(p)),
    schedule: [...tablePeriods, ...kept],
    rateSources: picked.rows.map((r) => ({ ...r })),
  };
}

function termsWith(row: CaseRow, schedule: readonly StoredRatePeriod[]): CaseTerms {
  return {
    ...termsOf(row),
    rate: schedule.map((p) => ({ from: p.from, ratePercent: parseRatePercent(p.ratePercent) })),
  };
}

/** The offer for the case page: the update and today's figures before and after it. */
export async function rateTableUpdatePreview(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  caseId: string,
): Promise<{ update: RateTableUpdate; before: Summary; after: Summary } | null> {
  const row = await docket.findCase(actor.workspaceId, caseId);
  if (!row) throw caseNotFound();
  const update = row.rateTable
    ? rateTableUpdateOf(row, await rateTables.tableFor(row.rateTable))
    : null;
  if (!update) return null;
  const ledger = ledgerTransactionsOf(await docket.listTransactions(row.id));
  const before = summarize(termsOf(row), ledger, actor.today);
  try {
    return {
      update,
      before,
      after: summarize(termsWith(row, update.schedule), ledger, actor.today),
    };
  } catch (error) {
    throw namingLaterPayment(error);
  }
}

/**
 * Replaces the case's rates with the newer table's, in one database transaction: the schedule and
 * its cited rows, the ledger recomputed, one history entry with the payoff before and after.
 */
export async function applyRateTableUpdate(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  caseId: string,
): Promise<CaseRow> {
  const current = await docket.findCase(actor.workspaceId, caseId);
  if (!current) throw caseNotFound();
  // Read outside the write: the embedded database has one connection, which the write holds.
  const found = current.rateTable ? await rateTables.tableFor(current.rateTable) : undefined;
  return docket.write(async (tx) => {
    if (!(await lockDocket(tx, actor.workspaceId))) throw userGone();
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const update = rateTableUpdateOf(row, found);
    if (!update) {
      throw refusalOf(DOCKET_ERRORS.noRateTableUpdate);
    }
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const first = update.schedule.filter((p) => compareDates(p.from, row.judgmentDate) <= 0).at(-1);
    const updated = await updateCase(tx, row.id, {
      interestRate: parseRatePercent(first?.ratePercent ?? rateToDecimalString(row.interestRate)),
      rateSchedule: update.schedule,
      rateSources: update.rateSources,
      updatedAt: actor.at,
    });
    let saved: CaseRow;
    try {
      saved = await recompute(tx, updated, actor.at);
    } catch (error) {
      throw namingLaterPayment(error);
    }
    await recordHistory(tx, {
      workspaceId: row.workspaceId,
      actorId: actor.userId,
      caseId: row.id,
      action: "case.edit",
      at: actor.at,
      before: caseValuesOf(row, await clientNameIn(tx, row.clientId)),
      after: {
        ...caseValuesOf(saved, await clientNameIn(tx, saved.clientId)),
        [RATE_TABLE_UPDATE_KEY]: {
          rateTable: update.rateTable,
          importedAt: update.importedAt?.toISOString() ?? null,
        },
      },
      payoffBefore,
      payoffAfter: await shownPayoffOf(tx, saved, actor.today),
      payoffDate: actor.today,
    });
    return saved;
  });
}
