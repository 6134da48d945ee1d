import {
  addDays,
  addToPortfolioSums,
  type CalendarDate,
  type CasePortfolioFigures,
  type CasePortfolioWork,
  casePortfolioFiguresFrom,
  casePortfolioWork,
  compareDates,
  deadlineEvents,
  emptyPortfolioSums,
  inPortfolioBucket,
  judgmentDeadlines,
  type Portfolio,
  type PortfolioAddUp,
  type PortfolioCase,
  type PortfolioCaseFacts,
  type PortfolioEntry,
  type PortfolioSums,
  portfolioAddUpOf,
  portfolioCaseOf,
  WRIT_LEVY_RULE,
  writLevyDeadlines,
} from "@owed/domain";
import type { Db } from "../../db/client.ts";
import { termsOf } from "../cases/case-figures.ts";
import { judgmentLifeRuleFor, type RecordedWrit } from "../deadlines/case-deadlines.ts";
import { caseLedgers, caseStamps, clientNames } from "./portfolio-store.ts";

// The portfolio (docs/portfolio.md, "The portfolio"). Each case's figures for a date are worked out
// once and kept, keyed by the case's stamp (its version and row xmin, read from the database on
// every request), so a summary made before a write to the case can never be used after it. Each
// request reads the narrow list of the workspace's cases, works out again only the cases whose
// stamp changed (their ledgers in one query), and brings the kept sums up to date by taking out
// each changed case's old figures and adding its new ones (exact integer sums, so this is the
// same as adding up afresh). The sums are kept for the workspace's docket version, which every
// write to cases, transactions and clients bumps: a request that finds it unchanged reads nothing
// else but the recorded writs.
//
// The first request for a new date D starts from the latest kept date D' before it in the same
// month: a case kept there under the same stamp, with no transaction dated after D', has its
// figures for D derived from the engine state kept with its figures for D' (accrued to D, exactly
// as a replay to D would; casePortfolioFiguresFrom), so only the other cases' ledgers are read.

/** Which cases: the whole workspace, one client's, or those with no client. */
export type PortfolioScope = { kind: "all" } | { kind: "client"; id: string } | { kind: "none" };

interface CaseSlot {
  stamp: string;
  /** The client's name is read apart: renaming a client changes no case. */
  facts: Omit<PortfolioCaseFacts, "clientName">;
  /** Its judgment deadlines within 90 days of the date (they depend on the case alone). */
  deadlines: Portfolio["deadlines"];
  /** Null when the judgment is later than the date: not in the portfolio. */
  figures: CasePortfolioFigures | null;
  /** The figures with the engine state they were read from, for a later date in the month. */
  work: CasePortfolioWork | null;
}

/** One workspace's case figures for one date. */
interface DayFigures {
  cases: Map<string, CaseSlot>;
}

/** One scope's sums for one date, and the very slots they hold. */
interface KeptAddUp {
  version: number;
  /** The slots added into `sums`, by case: a case written since has a new slot object. */
  members: Map<string, CaseSlot>;
  sums: PortfolioSums;
  /** Shaped from `sums` when first asked at this version. */
  addUp: PortfolioAddUp | null;
  entries: PortfolioEntry[] | null;
  /** The judgment deadlines (not the writs', which are read each time: see `portfolio`). */
  judgmentDeadlines: Portfolio["deadlines"] | null;
}

/** Workspace-and-date sets of case figures kept (about 2.5 KB a case, with the engine state). */
const DAYS_KEPT = 8;
const ADD_UPS_KEPT = 64;

/** A Map that forgets the entry used longest ago past `capacity`. */
function boundedMap<V>(capacity: number) {
  const map = new Map<string, V>();
  return {
    /** Every entry, without counting as a use. */
    entries: () => map.entries(),
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > capacity) map.delete(map.keys().next().value as string);
    },
  };
}

export interface PortfolioDeps {
  db: Db;
  docketVersion: (workspaceId: string) => Promise<number>;
  writsByCase: (workspaceId: string) => Promise<Map<string, RecordedWrit[]>>;
  /** Told, for each date's cases brought up to date, how many were replayed and derived. */
  workedOut?: (count: { replayed: number; derived: number }) => void;
}

export interface PortfolioTimings {
  /** Cases whose figures were worked out for this request. */
  computed: number;
}

const inScope = (scope: PortfolioScope, clientId: string | null) =>
  scope.kind === "all" || (scope.kind === "none" ? clientId === null : clientId === scope.id);

/**
 * Brings the kept sums to the cases present now: every slot that left (deleted, moved out of the
 * scope, or replaced because its case changed) is taken out, every slot now present is added.
 */
function reconcile(
  kept: KeptAddUp,
  stamps: ReadonlyMap<string, string>,
  day: DayFigures,
  scope: PortfolioScope,
  asOf: CalendarDate,
): void {
  const entryOf = (slot: CaseSlot) => ({
    facts: { ...slot.facts, clientName: null },
    figures: slot.figures as CasePortfolioFigures,
  });
  for (const [id, old] of kept.members) {
    if (stamps.has(id) && day.cases.get(id) === old) continue;
    addToPortfolioSums(kept.sums, entryOf(old), asOf, -1);
    kept.members.delete(id);
  }
  for (const id of stamps.keys()) {
    const slot = day.cases.get(id);
    if (!slot?.figures || !inScope(scope, slot.facts.clientId)) continue;
    if (kept.members.get(id) === slot) continue;
    addToPortfolioSums(kept.sums, entryOf(slot), asOf);
    kept.members.set(id, slot);
  }
  kept.addUp = null;
  kept.entries = null;
  kept.judgmentDeadlines = null;
}

const emptyKept = (version: number): KeptAddUp => ({
  version,
  members: new Map(),
  sums: emptyPortfolioSums(),
  addUp: null,
  entries: null,
  judgmentDeadlines: null,
});

/**
 * The workspace's figures kept for the latest date before `asOf` in the same month, if any: a
 * case kept there under the same stamp, with no transaction dated after that date, has its figures
 * for `asOf` derived from its kept engine state without its ledger (casePortfolioFiguresFrom).
 * Looking does not count as a use of the kept dates.
 */
function earlierInMonth(
  days: { entries: () => Iterable<[string, DayFigures]> },
  workspaceId: string,
  asOf: CalendarDate,
): DayFigures | undefined {
  const prefix = `${workspaceId}|`;
  const month = asOf.slice(0, 7);
  let best: { date: CalendarDate; day: DayFigures } | undefined;
  for (const [key, day] of days.entries()) {
    if (!key.startsWith(prefix)) continue;
    const date = key.slice(prefix.length) as CalendarDate;
    if (date.slice(0, 7) !== month || compareDates(date, asOf) >= 0) continue;
    if (!best || compareDates(date, best.date) > 0) best = { date, day };
  }
  return best?.day;
}

/**
 * Puts in `kept` every case whose figures for `asOf` can be derived from `earlier` (same stamp,
 * no transaction after the earlier date); answers the ids whose ledgers must be read instead.
 */
function derivedFromEarlier(
  kept: Map<string, CaseSlot>,
  earlier: DayFigures | undefined,
  stamps: ReadonlyMap<string, string>,
  asOf: CalendarDate,
): { stale: string[]; derived: number } {
  const stale: string[] = [];
  let derived = 0;
  for (const [id, stamp] of stamps) {
    if (kept.get(id)?.stamp === stamp) continue;
    const before = earlier?.cases.get(id);
    const work =
      before?.stamp === stamp && before.work ? casePortfolioFiguresFrom(before.work, asOf) : null;
    if (!before || !work) {
      stale.push(id);
      continue;
    }
    const { facts } = before;
    const figures = work.figures;
    const deadlines = judgmentDeadlinesOf(facts, figures, asOf);
    kept.set(id, { stamp, facts, figures, deadlines, work });
    derived++;
  }
  return { stale, derived };
}

export function createPortfolio(deps: PortfolioDeps) {
  const days = boundedMap<DayFigures>(DAYS_KEPT);
  const addUps = boundedMap<KeptAddUp>(ADD_UPS_KEPT);

  /** The workspace's stamps and its cases' figures for the date, recomputing changed cases only. */
  async function dayOf(workspaceId: string, asOf: CalendarDate) {
    const stamps = await caseStamps(deps.db, workspaceId);
    const dayKey = `${workspaceId}|${asOf}`;
    let day = days.get(dayKey);
    let earlier: DayFigures | undefined;
    if (!day) {
      // Looked for before the new date is kept, which could make the map forget it.
      earlier = earlierInMonth(days, workspaceId, asOf);
      day = { cases: new Map() };
      days.set(dayKey, day);
    }
    const kept = day.cases;
    const { stale, derived } = derivedFromEarlier(kept, earlier, stamps, asOf);
    deps.workedOut?.({ replayed: stale.length, derived });
    // Each stamp is read in the same statement as the ledger it is kept with.
    for (const ledger of await caseLedgers(deps.db, workspaceId, stale)) {
      const { id, stamp, caseName, courtCaseNumber, clientId, jurisdiction } = ledger;
      const facts = { id, caseName, courtCaseNumber, clientId, jurisdiction };
      const work = casePortfolioWork(termsOf(ledger.terms), ledger.transactions, asOf);
      const figures = work?.figures ?? null;
      const deadlines = figures ? judgmentDeadlinesOf(facts, figures, asOf) : [];
      kept.set(id, { stamp, facts, figures, deadlines, work });
    }
    // Cases deleted since are forgotten.
    if (kept.size > stamps.size) for (const id of kept.keys()) if (!stamps.has(id)) kept.delete(id);
    return { stamps, day };
  }

  /** The scope's sums, as kept when the docket has not changed since, else brought up to date. */
  async function kept(workspaceId: string, asOf: CalendarDate, scope: PortfolioScope) {
    const version = await deps.docketVersion(workspaceId);
    const key = `${workspaceId}|${asOf}|${scope.kind === "client" ? scope.id : scope.kind}`;
    const known = addUps.get(key);
    if (known && known.version === version) return known;
    // The version is read before the cases, so what is kept is never older than its version.
    const { stamps, day } = await dayOf(workspaceId, asOf);
    const found = addUps.get(key) ?? emptyKept(version);
    reconcile(found, stamps, day, scope, asOf);
    found.version = version;
    addUps.set(key, found);
    return found;
  }

  /** The kept cases with their client's name (read now: a rename changes no case). */
  async function entriesOf(workspaceId: string, found: KeptAddUp): Promise<PortfolioEntry[]> {
    if (found.entries) return found.entries;
    const names = await clientNames(deps.db, workspaceId);
    found.entries = [...found.members.values()].map((slot) => {
      const clientId = slot.facts.clientId;
      const clientName = clientId ? (names.get(clientId) ?? null) : null;
      return {
        facts: { ...slot.facts, clientName },
        figures: slot.figures as CasePortfolioFigures,
      };
    });
    return found.entries;
  }

  return {
    async portfolio(
      workspaceId: string,
      asOf: CalendarDate,
      scope: PortfolioScope,
    ): Promise<Omit<Portfolio, "client">> {
      const found = await kept(workspaceId, asOf, scope);
      found.addUp ??= portfolioAddUpOf(found.sums, asOf);
      found.judgmentDeadlines ??= [...found.members.values()].flatMap((slot) => slot.deadlines);
      // A recorded writ does not bump the docket version, so writs are read on every request.
      const writs = await deps.writsByCase(workspaceId);
      return {
        asOf,
        unassignedOnly: scope.kind === "none",
        ...found.addUp,
        deadlines: [
          ...found.judgmentDeadlines,
          ...writDeadlinesOf(found.members, writs, asOf),
        ].sort((a, b) => compareDates(a.date, b.date) || a.caseName.localeCompare(b.caseName)),
      };
    },

    async bucketCases(
      workspaceId: string,
      asOf: CalendarDate,
      scope: PortfolioScope,
      bucket: string,
    ): Promise<PortfolioCase[]> {
      const found = await kept(workspaceId, asOf, scope);
      return (await entriesOf(workspaceId, found))
        .filter((entry) => inPortfolioBucket(bucket, entry))
        .map(portfolioCaseOf)
        .sort(
          (a, b) =>
            compareMoneyText(b.outstanding.total, a.outstanding.total) ||
            a.caseName.localeCompare(b.caseName),
        );
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolio>;

function compareMoneyText(a: string, b: string): number {
  const x = BigInt(a.replace(".", ""));
  const y = BigInt(b.replace(".", ""));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** How far ahead the portfolio lists deadlines. */
const DEADLINE_DAYS = 90;

const withinDays = (asOf: CalendarDate) => {
  const to = addDays(asOf, DEADLINE_DAYS);
  return (date: CalendarDate) => compareDates(date, asOf) >= 0 && compareDates(date, to) <= 0;
};

/**
 * An open case's judgment deadlines from the date through 90 days after it, as the case's own
 * Deadlines panel computes them (docs/judgment-deadlines.md), counting the renewals recorded on or
 * before the date.
 */
function judgmentDeadlinesOf(
  facts: Omit<PortfolioCaseFacts, "clientName">,
  figures: CasePortfolioFigures,
  asOf: CalendarDate,
): Portfolio["deadlines"] {
  const rule = judgmentLifeRuleFor(facts.jurisdiction);
  if (figures.isEnded || !rule) return [];
  const within = withinDays(asOf);
  const deadlines = judgmentDeadlines(rule, figures.judgmentDate, figures.renewals, asOf);
  return deadlineEvents(deadlines)
    .filter((event) => within(event.date))
    .map((event) => {
      const lien = event.kind === "lien-expiry";
      return {
        caseId: facts.id,
        caseName: facts.caseName,
        date: event.date,
        title: event.label,
        rule: `${rule.state}: ${lien ? rule.lienText : rule.lifeText} (${lien ? rule.lienCitation : rule.citation})`,
      };
    });
}

/** The last day to levy under each writ recorded as issued on or before the date, if within 90 days. */
function writDeadlinesOf(
  members: ReadonlyMap<string, CaseSlot>,
  writs: ReadonlyMap<string, readonly RecordedWrit[]>,
  asOf: CalendarDate,
): Portfolio["deadlines"] {
  if (writs.size === 0) return [];
  const within = withinDays(asOf);
  const found: Portfolio["deadlines"] = [];
  for (const [id, recorded] of writs) {
    const slot = members.get(id);
    if (!slot?.figures || slot.figures.isEnded) continue;
    const { facts } = slot;
    const issued = recorded.filter((w) => compareDates(w.issuedOn, asOf) <= 0);
    for (const writ of writLevyDeadlines(issued, asOf)) {
      if (!within(writ.lastDayToLevy)) continue;
      found.push({
        caseId: facts.id,
        caseName: facts.caseName,
        date: writ.lastDayToLevy,
        title: writ.label,
        rule: `${WRIT_LEVY_RULE.state}: ${WRIT_LEVY_RULE.text} (${WRIT_LEVY_RULE.citation})`,
      });
    }
  }
  return found;
}
