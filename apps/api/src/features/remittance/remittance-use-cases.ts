import {
  addRemittance,
  type CalendarDate,
  caseRemittance,
  compareDates,
  formatUsDate,
  InvalidDateError,
  NO_REMITTANCE,
  PORTFOLIO_ERRORS,
  periodsOverlap,
  REMITTANCE_FIGURE_KEYS,
  type RemittanceEntry,
  type RemittanceFigures,
  type RemittancePeriod,
  type RemittanceReport,
  type RemittanceTerms,
  rateToDecimalString,
  remittanceFiguresSchema,
  remittancePeriodOf,
  toDecimalString,
} from "@owed/domain";
import { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import type { ClientRow, RemittancePeriodRow } from "../../db/schema/index.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { refusalOf, refusalSaying } from "../cases/docket-errors.ts";
import { lockClientRow } from "../clients/client-store.ts";
import {
  clientLedgers,
  clientOf,
  deletePeriod,
  insertPeriod,
  memberNames,
  periodsOfClient,
} from "./remittance-store.ts";

// The remittance report (docs/portfolio.md, "The remittance report"): a client's cases for a
// period, each row the domain's caseRemittance on the case's ledger as the ledger applied it, the
// totals their sums. A period the user closes is stored as its report read then; served again,
// it is that frozen report, and each row whose figures read differently now says so beside it.

type FiguresDto = z.output<typeof remittanceFiguresSchema>;
type RowDto = RemittanceReport["rows"][number];
type ClientDto = RemittanceReport["client"];
export type RemittancePeriodDto = {
  id: string;
  from: string;
  to: string;
  closedAt: string;
  closedBy: string | null;
  net: string;
};

const clientNotFound = () => refusalOf(PORTFOLIO_ERRORS.clientNotFound);

const figuresDto = (f: RemittanceFigures): FiguresDto => {
  const out = {} as FiguresDto;
  for (const key of REMITTANCE_FIGURE_KEYS) out[key] = toDecimalString(f[key]);
  return out;
};

const sameDto = (a: FiguresDto, b: FiguresDto) =>
  REMITTANCE_FIGURE_KEYS.every((key) => a[key] === b[key]);

/**
 * What a closed period keeps (remittance_periods.report): the report's client, rows and totals
 * as they read when it was closed, and the terms they were made with, so that a later change to
 * the client's fee is not taken for a change to the period.
 */
const frozenSchema = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    reference: z.string(),
    feePercent: z.string(),
    flatFee: z.string(),
    costsRecoveredFirst: z.boolean(),
  }),
  terms: z.object({
    feePercentUnits: z.string().regex(/^\d+$/),
    flatFeeUnits: z.string().regex(/^\d+$/),
    costsRecoveredFirst: z.boolean(),
  }),
  rows: z.array(
    remittanceFiguresSchema.extend({
      caseId: z.string(),
      caseName: z.string(),
      courtCaseNumber: z.string(),
    }),
  ),
  totals: remittanceFiguresSchema,
});
type Frozen = z.output<typeof frozenSchema>;

const termsOfClient = (client: ClientRow): RemittanceTerms => ({
  feePercent: client.feePercent,
  flatFee: client.flatFee,
  costsRecoveredFirst: client.costsRecoveredFirst,
});

const clientDtoOf = (client: ClientRow): ClientDto => ({
  id: client.id,
  name: client.name,
  reference: client.reference,
  feePercent: rateToDecimalString(client.feePercent),
  flatFee: toDecimalString(client.flatFee),
  costsRecoveredFirst: client.costsRecoveredFirst,
});

interface LiveRow {
  caseId: string;
  caseName: string;
  courtCaseNumber: string;
  figures: RemittanceFigures;
}

/** Each of the client's cases with something in the period, by case name, from its ledger now. */
async function liveRows(
  db: Db | Tx,
  workspaceId: string,
  clientId: string,
  terms: RemittanceTerms,
  period: RemittancePeriod,
): Promise<LiveRow[]> {
  const { cases, lines } = await clientLedgers(db, workspaceId, clientId, period.to);
  const byCase = new Map<string, RemittanceEntry[]>();
  for (const line of lines) {
    let entries = byCase.get(line.caseId);
    if (!entries) {
      entries = [];
      byCase.set(line.caseId, entries);
    }
    entries.push(line);
  }
  const rows: LiveRow[] = [];
  for (const c of cases) {
    const figures = caseRemittance(byCase.get(c.id) ?? [], terms, period);
    if (figures) {
      rows.push({
        caseId: c.id,
        caseName: c.caseName,
        courtCaseNumber: c.courtCaseNumber,
        figures,
      });
    }
  }
  return rows;
}

/** "the one closed for 10/01/2026 to 10/31/2026" (or "the ones closed for … and …"). */
function closedPeriodsInWords(periods: readonly RemittancePeriodRow[]): string {
  const spans = [...periods]
    .sort((a, b) => compareDates(a.periodFrom, b.periodFrom))
    .map((p) => `${formatUsDate(p.periodFrom)} to ${formatUsDate(p.periodTo)}`);
  const list =
    spans.length <= 1 ? spans.join("") : `${spans.slice(0, -1).join(", ")} and ${spans.at(-1)}`;
  return `${spans.length === 1 ? "the one" : "the ones"} closed for ${list}`;
}

const overlapSentence = (periods: readonly RemittancePeriodRow[]) =>
  `This period overlaps ${closedPeriodsInWords(periods)}.`;

function periodFromQuery(
  query: { from?: string | undefined; to?: string | undefined },
  today: CalendarDate,
): RemittancePeriod {
  const asked = remittancePeriodOf(query.from, query.to, today);
  if ("refusal" in asked) {
    throw new InvalidDateError(
      asked.field === "from" ? query.from : query.to,
      asked.field,
      asked.refusal,
    );
  }
  return asked.period;
}

/** A closed period's report: the frozen rows, each flagged with its figures now if they differ. */
function frozenReport(
  frozen: Frozen,
  live: readonly LiveRow[],
): { rows: RowDto[]; totals: FiguresDto; changedCount: number } {
  const now = new Map(live.map((row) => [row.caseId, row]));
  const none = figuresDto(NO_REMITTANCE);
  const rows: RowDto[] = frozen.rows.map(({ caseId, caseName, courtCaseNumber, ...figures }) => {
    const current = now.get(caseId);
    now.delete(caseId);
    const nowFigures = current ? figuresDto(current.figures) : none;
    return {
      caseId,
      caseName,
      courtCaseNumber,
      ...figures,
      changedSinceClosed: sameDto(figures, nowFigures) ? null : nowFigures,
    };
  });
  // A case with nothing in the report when it was closed that has something in the period now
  // (a payment entered late, say): a row of zeros as sent, and what it reads now.
  for (const added of now.values()) {
    rows.push({
      caseId: added.caseId,
      caseName: added.caseName,
      courtCaseNumber: added.courtCaseNumber,
      ...none,
      changedSinceClosed: figuresDto(added.figures),
    });
  }
  return {
    rows,
    totals: frozen.totals,
    changedCount: rows.filter((row) => row.changedSinceClosed !== null).length,
  };
}

function frozenOf(row: RemittancePeriodRow): Frozen {
  return frozenSchema.parse(row.report);
}

const termsOfFrozen = (frozen: Frozen): RemittanceTerms => ({
  feePercent: BigInt(frozen.terms.feePercentUnits),
  flatFee: BigInt(frozen.terms.flatFeeUnits),
  costsRecoveredFirst: frozen.terms.costsRecoveredFirst,
});

async function closedReport(
  db: Db | Tx,
  workspaceId: string,
  period: RemittancePeriodRow,
): Promise<RemittanceReport> {
  const frozen = frozenOf(period);
  const range = { from: period.periodFrom, to: period.periodTo };
  const live = await liveRows(db, workspaceId, period.clientId, termsOfFrozen(frozen), range);
  const names = await memberNames(db, period.closedBy ? [period.closedBy] : []);
  return {
    client: frozen.client,
    ...range,
    status: "closed",
    periodId: period.id,
    closedAt: period.closedAt.toISOString(),
    closedBy: (period.closedBy && names.get(period.closedBy)) || null,
    overlapsClosed: null,
    ...frozenReport(frozen, live),
  };
}

/** The client's report for the period asked (by default last month), frozen if it was closed. */
export async function remittanceReportOf(
  db: Db,
  actor: DocketActor,
  clientId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<RemittanceReport> {
  const client = await clientOf(db, actor.workspaceId, clientId);
  if (!client) throw clientNotFound();
  const period = periodFromQuery(query, actor.today);
  const closed = await periodsOfClient(db, client.id);
  const exact = closed.find((p) => p.periodFrom === period.from && p.periodTo === period.to);
  if (exact) return closedReport(db, actor.workspaceId, exact);
  const overlapping = closed.filter((p) =>
    periodsOverlap(period, { from: p.periodFrom, to: p.periodTo }),
  );
  const live = await liveRows(db, actor.workspaceId, client.id, termsOfClient(client), period);
  return {
    client: clientDtoOf(client),
    ...period,
    status: "open",
    periodId: null,
    closedAt: null,
    closedBy: null,
    overlapsClosed: overlapping.length > 0 ? overlapSentence(overlapping) : null,
    rows: live.map(({ figures, ...row }) => ({
      ...row,
      ...figuresDto(figures),
      changedSinceClosed: null,
    })),
    totals: figuresDto(addRemittance(live.map((row) => row.figures))),
    changedCount: 0,
  };
}

/**
 * Closes the period: its report, as it reads now, is stored and served from then on. Refused when
 * it overlaps a period already closed for the client, or before its last day has passed. One
 * transaction, the client held, so two closings of overlapping periods cannot both pass.
 */
export async function closeRemittancePeriod(
  db: Db,
  actor: DocketActor,
  clientId: string,
  body: { from: string; to: string },
): Promise<RemittanceReport> {
  const row = await db.transaction(async (tx) => {
    const client = await lockClientRow(tx, actor.workspaceId, clientId);
    if (!client) throw clientNotFound();
    if (body.from.trim() === "" || body.to.trim() === "") {
      const field = body.from.trim() === "" ? "from" : "to";
      throw new InvalidDateError(
        "",
        field,
        field === "from"
          ? "Choose the period's first day (from)."
          : "Choose the period's last day (to).",
      );
    }
    const period = periodFromQuery(body, actor.today);
    const closed = await periodsOfClient(tx, client.id);
    const overlapping = closed.filter((p) =>
      periodsOverlap(period, { from: p.periodFrom, to: p.periodTo }),
    );
    if (overlapping.length > 0) {
      throw refusalSaying(PORTFOLIO_ERRORS.periodOverlaps, overlapSentence(overlapping));
    }
    if (compareDates(period.to, actor.today) >= 0) {
      throw refusalOf(PORTFOLIO_ERRORS.periodNotEnded);
    }
    const terms = termsOfClient(client);
    const live = await liveRows(tx, actor.workspaceId, client.id, terms, period);
    const frozen: Frozen = {
      client: clientDtoOf(client),
      terms: {
        feePercentUnits: client.feePercent.toString(),
        flatFeeUnits: client.flatFee.toString(),
        costsRecoveredFirst: client.costsRecoveredFirst,
      },
      rows: live.map(({ figures, ...r }) => ({ ...r, ...figuresDto(figures) })),
      totals: figuresDto(addRemittance(live.map((r) => r.figures))),
    };
    return insertPeriod(tx, {
      workspaceId: actor.workspaceId,
      clientId: client.id,
      periodFrom: period.from,
      periodTo: period.to,
      closedAt: actor.at,
      closedBy: actor.userId,
      report: frozen,
    });
  });
  return closedReport(db, actor.workspaceId, row);
}

/** Reopens a closed period: its report reads live figures again. */
export async function reopenRemittancePeriod(
  db: Db,
  actor: DocketActor,
  clientId: string,
  periodId: string,
): Promise<null> {
  await db.transaction(async (tx) => {
    const client = await lockClientRow(tx, actor.workspaceId, clientId);
    if (!client) throw clientNotFound();
    if (!(await deletePeriod(tx, client.id, periodId))) {
      throw refusalOf(PORTFOLIO_ERRORS.periodNotFound);
    }
  });
  return null;
}

/** The client's closed periods, latest first, each with who closed it and what it remitted. */
export async function remittancePeriodsOf(
  db: Db,
  actor: DocketActor,
  clientId: string,
): Promise<RemittancePeriodDto[]> {
  const client = await clientOf(db, actor.workspaceId, clientId);
  if (!client) throw clientNotFound();
  const periods = await periodsOfClient(db, client.id);
  const names = await memberNames(
    db,
    periods.flatMap((p) => (p.closedBy ? [p.closedBy] : [])),
  );
  return periods.map((p) => ({
    id: p.id,
    from: p.periodFrom,
    to: p.periodTo,
    closedAt: p.closedAt.toISOString(),
    closedBy: (p.closedBy && names.get(p.closedBy)) || null,
    net: frozenOf(p).totals.net,
  }));
}
