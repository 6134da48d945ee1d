import {
  buildDebtorInfo,
  type CalendarDate,
  type CaseTerms,
  checkRateAgainstTable,
  computeLedger,
  DOCKET_ERRORS,
  dateAfterTodayError,
  type EditCaseRequest,
  InvalidDateError,
  type Money,
  missingRateError,
  type NewCaseRequest,
  newCaseOpening,
  PORTFOLIO_ERRORS,
  parseCalendarDate,
  prepareTerms,
  type RatePeriod,
  rateToDecimalString,
  type Summary,
  snapshotFromLedger,
  summarize,
} from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";
import { subscriptionPlanOf } from "../plans/plan.ts";
import { FREE_ACTIVE_CASE_LIMIT } from "../plans/plan-catalog.ts";
import type { RateTableAnswer, RateTableStore } from "../rate-tables/rate-table-store.ts";
import { ledgerTransactionsOf, termsOf } from "./case-figures.ts";
import { recordHistory } from "./case-history-store.ts";
import {
  caseNotFound,
  namingLaterPayment,
  planLimitReached,
  refusalOf,
  refusalSaying,
  userGone,
} from "./docket-errors.ts";
import {
  caseTransactionsOf,
  clientNameIn,
  countActiveCases,
  type DocketStore,
  deleteCase as deleteCaseRow,
  insertCase,
  insertTransaction,
  lockCase,
  lockClient,
  lockDocket,
  type NamedCaseRow,
  type Tx,
  updateCase,
} from "./docket-repository.ts";
import {
  caseChanges,
  caseValuesOf,
  type DeletedCaseValues,
  type RecomputedFigures,
  transactionValuesOf,
} from "./history-values.ts";
import { recompute } from "./recompute-ledger.ts";
import { shownPayoffOf } from "./shown-payoff.ts";

// What can be done to a case (docs/product.md, "Cases"): each use case takes values the request
// schemas already parsed into Money, decides, and leaves the storing to the docket store.

/** The rate tables an action may need, read before its database transaction opens. */
export type TablesByCode = ReadonlyMap<string, RateTableAnswer>;

// Read outside the write: the embedded database has one connection, which the write holds.
async function loadTables(
  rateTables: RateTableStore,
  codes: readonly (string | null | undefined)[],
): Promise<TablesByCode> {
  const tables = new Map<string, RateTableAnswer>();
  for (const code of codes) {
    if (!code || tables.has(code)) continue;
    const found = await rateTables.tableFor(code);
    if (found) tables.set(code, found);
  }
  return tables;
}

/**
 * The rate table a case says its rate came from, checked: every day the table has a rate for must
 * carry the table's rate, so a statement that cites the table cites the rate used; periods after
 * the table's last row are the user's and are kept as such (docs/rate-tables.md, "When a table
 * ends"). Answers the columns to store; nothing is changed silently. Each problem is refused on
 * the field it is about.
 */
export function rateSourceColumns(
  tables: TablesByCode,
  code: string | null,
  overrides: readonly string[],
  terms: CaseTerms,
) {
  if (!code || overrides.includes("rate")) return { rateTable: null, rateSources: null };
  const found = tables.get(code);
  if (!found) {
    throw refusalOf(DOCKET_ERRORS.rateTableNotFound, {
      rateTable: [DOCKET_ERRORS.rateTableNotFound.message],
    });
  }
  const checked = checkRateAgainstTable(
    found.table,
    terms.judgmentDate,
    terms.rate as bigint | RatePeriod[],
  );
  if (!checked.ok) {
    const errors: Record<string, string[]> = {};
    for (const problem of checked.problems) {
      errors[problem.field] = [...(errors[problem.field] ?? []), problem.message];
    }
    const first = checked.problems[0]?.message ?? "Interest rate does not match the rate table.";
    throw refusalSaying(DOCKET_ERRORS.rateTableMismatch, first, errors);
  }
  return {
    rateTable: found.table.jurisdiction,
    rateSources: checked.rows.map((row) => ({ ...row })),
  };
}

export type RateSourceColumns = ReturnType<typeof rateSourceColumns>;

/**
 * A case moved into a jurisdiction whose rate no statute fixes must come with its rate: the rate
 * it had was the old jurisdiction's (or the default) and would otherwise stay on silently
 * (docs/jurisdiction-methods.md, "No made-up rate").
 */
function refuseKeptRate(row: CaseRow, body: EditCaseRequest): void {
  const place = body.jurisdiction?.trim().toUpperCase();
  if (!place || place === row.jurisdiction) return;
  const message = missingRateError(place, body.interestRate, body.rateSchedule);
  if (message) {
    throw refusalSaying(DOCKET_ERRORS.rateRequired, message, { interestRate: [message] });
  }
}

/**
 * An edit that keeps the rate table and moves neither the rate nor the judgment date keeps the
 * rows the case already cites: a table imported since then does not make a rename fail, and an old
 * statement keeps citing what the rate was taken from.
 */
function keepsRateSource(row: CaseRow, values: EditCaseRequest, terms: CaseTerms): boolean {
  const code = values.rateTable === undefined ? row.rateTable : values.rateTable;
  const stored = row.methodOverrides as string[];
  const overrides: readonly string[] = values.methodOverrides ?? stored;
  if (code !== row.rateTable || overrides.includes("rate") !== stored.includes("rate")) {
    return false;
  }
  const before = prepareTerms(termsOf(row));
  const after = prepareTerms(terms);
  return (
    before.judgmentDay === after.judgmentDay &&
    before.rateDays.length === after.rateDays.length &&
    before.rateDays.every((day, i) => day === after.rateDays[i]) &&
    before.rateValues.every((value, i) => value === after.rateValues[i])
  );
}

/** Who acts, on which day (their today, in their time zone) and at which instant. */
export interface DocketActor {
  /** Who acts: the history's actor. */
  userId: string;
  /** Whose docket they act on (docs/workspaces.md); authorised by the route's preHandler. */
  workspaceId: string;
  today: CalendarDate;
  at: Date;
}

/** The columns that store a case's rate: the schedule as typed, and the rate in force at judgment. */
function rateColumnsOf(terms: CaseTerms) {
  if (!Array.isArray(terms.rate)) {
    return { interestRate: terms.rate as bigint, rateSchedule: null };
  }
  const schedule = terms.rate as readonly { from: string; ratePercent: bigint }[];
  const atJudgment =
    schedule.filter((p) => p.from <= terms.judgmentDate).at(-1)?.ratePercent ??
    schedule[0]?.ratePercent ??
    0n;
  return {
    interestRate: atJudgment,
    rateSchedule: schedule.map((p) => ({
      from: p.from,
      ratePercent: rateToDecimalString(p.ratePercent),
    })),
  };
}

/** A case's terms as stored columns. */
export function termColumnsOf(terms: CaseTerms) {
  return {
    judgmentAmount: terms.judgmentAmount,
    judgmentDate: terms.judgmentDate,
    ...rateColumnsOf(terms),
    compounding: terms.compounding ?? "none",
    dayCount: terms.dayCount ?? "365",
    perDiemRounding: terms.perDiemRounding ?? "floor-4",
    costTreatment: terms.costTreatment ?? "principal",
    creditingOrder: terms.creditingOrder ?? "interest-principal",
    interestFrom: terms.interestFrom ?? null,
    nonInterestBearing: terms.nonInterestBearing ?? 0n,
  };
}

/**
 * A case's terms after an edit: each field the body leaves out keeps its stored value. Throws the
 * domain's typed errors (400) for a date after today or a malformed rate schedule.
 */
export function termsAfterEdit(row: CaseRow, body: EditCaseRequest, today: string): CaseTerms {
  refuseKeptRate(row, body);
  const current = termsOf(row);
  const judgmentDate =
    body.judgmentDate === undefined
      ? current.judgmentDate
      : parseCalendarDate(body.judgmentDate, "judgmentDate");
  const future = dateAfterTodayError(judgmentDate, today, "Judgment date");
  if (future && judgmentDate !== row.judgmentDate) {
    throw new InvalidDateError(judgmentDate, "judgmentDate", future);
  }
  let rate: CaseTerms["rate"] = body.interestRate ?? current.rate;
  if (body.rateSchedule !== undefined) {
    rate = body.rateSchedule ?? body.interestRate ?? row.interestRate;
  }
  const terms: CaseTerms = {
    judgmentAmount: body.judgmentAmount ?? current.judgmentAmount,
    judgmentDate,
    rate,
    compounding: body.compounding ?? current.compounding ?? "none",
    dayCount: body.dayCount ?? current.dayCount ?? "365",
    perDiemRounding: body.perDiemRounding ?? current.perDiemRounding ?? "floor-4",
    costTreatment: body.costTreatment ?? current.costTreatment ?? "principal",
    creditingOrder: body.creditingOrder ?? current.creditingOrder ?? "interest-principal",
    interestFrom:
      body.interestFrom === undefined ? (current.interestFrom ?? null) : body.interestFrom,
    nonInterestBearing: body.nonInterestBearing ?? current.nonInterestBearing ?? 0n,
  };
  prepareTerms(terms); // refuses a schedule that starts after the judgment, and the like
  return terms;
}

const DEBTOR_KEYS = [
  "debtorFirm",
  "debtorStreet",
  "debtorCity",
  "debtorState",
  "debtorZip",
  "debtorPhone",
  "debtorEmail",
] as const;

/** The debtor fields the body gives (an edit may leave some out: they stay as they are). */
function debtorFieldsOf(values: Partial<Record<(typeof DEBTOR_KEYS)[number], string>>) {
  const debtor: Partial<Record<(typeof DEBTOR_KEYS)[number], string>> = {};
  for (const key of DEBTOR_KEYS) {
    const value = values[key];
    if (typeof value === "string") debtor[key] = value;
  }
  return debtor;
}

/**
 * The client a New Case or Edit Case names, held until the write ends; null for none. Another
 * workspace's client, or none by that id, is refused as not found and nothing is written.
 */
async function clientFor(
  tx: Tx,
  workspaceId: string,
  clientId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (clientId === null) return null;
  const found = await lockClient(tx, workspaceId, clientId);
  if (!found) throw refusalOf(PORTFOLIO_ERRORS.clientNotFound);
  return found;
}

const OPENING_DESCRIPTION = {
  COST: "Costs awarded with the judgment",
  PAYMENT: "Payment before the case was added",
} as const;

/**
 * Records a judgment with its opening payment and cost as ordinary transactions, in one database
 * transaction. The user's row is locked first, so simultaneous requests from one free user are
 * counted one after another and the plan's limit holds (docs/product.md, "Plans and limits").
 */
export async function createCase(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  values: NewCaseRequest,
): Promise<CaseRow> {
  const { at, userId, workspaceId } = actor;
  const opening = newCaseOpening({ ...values, endDate: null, today: actor.today });
  // Validate the whole opening ledger before touching the database.
  const openingLedger = computeLedger(opening.terms, opening.transactions);
  const rateSource = rateSourceColumns(
    await loadTables(rateTables, [values.rateTable]),
    values.rateTable,
    values.methodOverrides,
    opening.terms,
  );
  return docket.write(async (tx) => {
    const docketLock = await lockDocket(tx, workspaceId, "update");
    if (!docketLock) throw userGone();
    if (subscriptionPlanOf(docketLock.plan, at) !== "pro") {
      if ((await countActiveCases(tx, workspaceId)) >= FREE_ACTIVE_CASE_LIMIT) {
        throw planLimitReached();
      }
    }
    const client = await clientFor(tx, workspaceId, values.clientId);
    const row = await insertCase(tx, {
      workspaceId,
      clientId: client?.id ?? null,
      caseName: values.caseName,
      courtName: values.courtName,
      courtCaseNumber: values.courtCaseNumber,
      ...termColumnsOf(opening.terms),
      ...rateSource,
      methodOverrides: [...values.methodOverrides],
      jurisdiction: values.jurisdiction?.toUpperCase() || null,
      ...debtorFieldsOf(values),
      debtorInfoText: values.debtorInfo && !buildDebtorInfo(values) ? values.debtorInfo : "",
      snapshot: snapshotFromLedger(openingLedger),
      createdAt: at,
      updatedAt: at,
    });
    for (const { type, amount, date } of opening.transactions) {
      const description = OPENING_DESCRIPTION[type as keyof typeof OPENING_DESCRIPTION];
      await insertTransaction(tx, row.id, { type, amount, date, description }, at);
    }
    const created = await recompute(tx, row, at);
    await recordHistory(tx, {
      workspaceId,
      actorId: userId,
      caseId: created.id,
      action: "case.create",
      at,
      after: {
        ...caseValuesOf(created, client?.name ?? null),
        // The opening payment and cost are created with the case: its entry lists them.
        openingTransactions: opening.transactions.map((t) => ({
          type: t.type,
          amount: t.amount.toString(),
          date: t.date,
        })),
      },
      payoffAfter: await shownPayoffOf(tx, created, actor.today),
      payoffDate: actor.today,
    });
    return created;
  });
}

/**
 * Corrects a case: names, debtor details and every term of the judgment
 * (docs/decisions/006-beyond-the-spec.md). A change of terms recomputes the whole ledger in the
 * same database transaction, so a change that a later payment cannot survive is refused and
 * leaves everything as it was.
 */
export async function editCase(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  caseId: string,
  values: EditCaseRequest,
): Promise<CaseRow> {
  const current = await docket.findCase(actor.workspaceId, caseId);
  if (!current) throw caseNotFound();
  const tables = await loadTables(rateTables, [values.rateTable, current.rateTable]);
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const terms = termsAfterEdit(row, values, actor.today);
    const clientId =
      values.clientId === undefined
        ? row.clientId
        : ((await clientFor(tx, actor.workspaceId, values.clientId))?.id ?? null);
    const overrides = values.methodOverrides ?? (row.methodOverrides as string[]);
    const rateSource = keepsRateSource(row, values, terms)
      ? { rateTable: row.rateTable, rateSources: row.rateSources }
      : rateSourceColumns(
          tables,
          values.rateTable === undefined ? row.rateTable : values.rateTable,
          overrides,
          terms,
        );
    const updated = await updateCase(tx, row.id, {
      caseName: values.caseName,
      courtName: values.courtName,
      courtCaseNumber: values.courtCaseNumber,
      ...termColumnsOf(terms),
      ...rateSource,
      methodOverrides: [...overrides],
      jurisdiction:
        values.jurisdiction === undefined
          ? row.jurisdiction
          : values.jurisdiction?.toUpperCase() || null,
      ...debtorFieldsOf(values),
      clientId,
      updatedAt: actor.at,
    });
    const moved: RecomputedFigures[][] = [];
    let saved: CaseRow;
    try {
      saved = await recompute(tx, updated, actor.at, moved);
    } catch (error) {
      throw namingLaterPayment(error);
    }
    await recordCaseChange(tx, actor, row, saved, payoffBefore, moved, "case.edit", null);
    return saved;
  });
}

/**
 * The entries of a change to a case's own fields: the edit (or its revert) with the values and
 * payoff before and after, and, when the new terms moved the figures of entries the user did not
 * touch, a recompute entry naming each one. Nothing is written for an edit that changed nothing.
 */
export async function recordCaseChange(
  tx: Tx,
  actor: DocketActor,
  before: CaseRow,
  after: CaseRow,
  payoffBefore: Money,
  moved: RecomputedFigures[][],
  action: "case.edit" | "case.revert",
  undoes: string | null,
): Promise<void> {
  // A case moved between clients is one of the edit's changes, shown by the clients' names.
  const was = caseValuesOf(before, await clientNameIn(tx, before.clientId));
  const is = caseValuesOf(after, await clientNameIn(tx, after.clientId));
  if (caseChanges(was, is).length === 0 && action === "case.edit") return;
  const payoffAfter = await shownPayoffOf(tx, after, actor.today);
  const common = {
    workspaceId: before.workspaceId,
    actorId: actor.userId,
    caseId: before.id,
    at: actor.at,
    payoffDate: actor.today,
  };
  await recordHistory(tx, {
    ...common,
    action,
    before: was,
    after: is,
    payoffBefore,
    payoffAfter,
    undoes,
  });
  const [figuresBefore, figuresAfter] = moved;
  if (figuresBefore && figuresAfter && figuresAfter.length > 0) {
    await recordHistory(tx, {
      ...common,
      action: "case.recompute",
      before: figuresBefore,
      after: figuresAfter,
      payoffBefore,
      payoffAfter,
    });
  }
}

/**
 * What an edit would do to today's figures, before it is saved: the same checks as the save, so a
 * change the ledger cannot take is refused here first. Nothing is stored.
 */
export async function previewCaseEdit(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  caseId: string,
  values: EditCaseRequest,
): Promise<{ before: Summary; after: Summary }> {
  const row = await docket.findCase(actor.workspaceId, caseId);
  if (!row) throw caseNotFound();
  const terms = termsAfterEdit(row, values, actor.today);
  const code = values.rateTable === undefined ? row.rateTable : values.rateTable;
  if (!keepsRateSource(row, values, terms)) {
    rateSourceColumns(
      await loadTables(rateTables, [code]),
      code,
      values.methodOverrides ?? (row.methodOverrides as string[]),
      terms,
    );
  }
  const ledger = ledgerTransactionsOf(await docket.listTransactions(row.id));
  const before = summarize(termsOf(row), ledger, actor.today);
  try {
    computeLedger(terms, ledger);
    return { before, after: summarize(terms, ledger, actor.today) };
  } catch (error) {
    throw namingLaterPayment(error);
  }
}

export async function deleteCase(
  docket: DocketStore,
  actor: DocketActor,
  caseId: string,
): Promise<void> {
  await docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const payoffBefore = await shownPayoffOf(tx, row, actor.today);
    const kept = await caseTransactionsOf(tx, row.id);
    const before: DeletedCaseValues = {
      case: caseValuesOf(row, await clientNameIn(tx, row.clientId)),
      transactions: kept.map((t) => ({ id: t.id, ...transactionValuesOf(t) })),
    };
    await deleteCaseRow(tx, row.id);
    await recordHistory(tx, {
      workspaceId: row.workspaceId,
      actorId: actor.userId,
      caseId: row.id,
      action: "case.delete",
      at: actor.at,
      before,
      payoffBefore,
      payoffDate: actor.today,
    });
  });
}

/** The case the user asked for (with its client's name), or the not-found refusal. */
export async function caseOf(
  docket: DocketStore,
  userId: string,
  caseId: string,
): Promise<NamedCaseRow> {
  const row = await docket.findCase(userId, caseId);
  if (!row) throw caseNotFound();
  return row;
}
