import {
  addDays,
  addUpPortfolio,
  type CalendarDate,
  type CasePortfolioFigures,
  casePortfolioFigures,
  compareDates,
  deadlineEvents,
  inPortfolioBucket,
  judgmentDeadlines,
  type Portfolio,
  type PortfolioAddUp,
  type PortfolioCase,
  type PortfolioCaseFacts,
  type PortfolioEntry,
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
// stamp changed (their ledgers in one query), and adds up. The whole add-up is also kept for the
// workspace's docket version, which every write to cases, transactions and clients bumps.

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
}

/** One workspace's case figures for one date. */
interface DayFigures {
  cases: Map<string, CaseSlot>;
}

interface KeptAddUp {
  version: number;
  entries: PortfolioEntry[];
  addUp: PortfolioAddUp | null;
  /** The judgment deadlines (not the writs', which are read each time: see `portfolio`). */
  judgmentDeadlines: Portfolio["deadlines"];
}

/** Workspace-and-date sets of case figures kept (about 1.5 KB a case). */
const DAYS_KEPT = 8;
const ADD_UPS_KEPT = 64;

/** A Map that forgets the entry used longest ago past `capacity`. */
function boundedMap<V>(capacity: number) {
  const map = new Map<string, V>();
  return {
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
}

export interface PortfolioTimings {
  /** Cases whose figures were worked out for this request. */
  computed: number;
}

const inScope = (scope: PortfolioScope, clientId: string | null) =>
  scope.kind === "all" || (scope.kind === "none" ? clientId === null : clientId === scope.id);

/** The scope's cases (those present now) with their kept figures and their client's name. */
function entriesFrom(
  stamps: ReadonlyMap<string, string>,
  day: DayFigures,
  scope: PortfolioScope,
  names: ReadonlyMap<string, string>,
) {
  const entries: PortfolioEntry[] = [];
  const deadlines: Portfolio["deadlines"] = [];
  for (const id of stamps.keys()) {
    const slot = day.cases.get(id);
    if (!slot?.figures || !inScope(scope, slot.facts.clientId)) continue;
    const clientName = slot.facts.clientId ? (names.get(slot.facts.clientId) ?? null) : null;
    entries.push({ facts: { ...slot.facts, clientName }, figures: slot.figures });
    for (const deadline of slot.deadlines) deadlines.push(deadline);
  }
  return { entries, judgmentDeadlines: deadlines };
}

export function createPortfolio(deps: PortfolioDeps) {
  const days = boundedMap<DayFigures>(DAYS_KEPT);
  const addUps = boundedMap<KeptAddUp>(ADD_UPS_KEPT);
  let lastComputed = 0;

  /** Every case of the scope with its figures for the date, recomputing only changed cases. */
  async function entriesOf(workspaceId: string, asOf: CalendarDate, scope: PortfolioScope) {
    const stamps = await caseStamps(deps.db, workspaceId);
    const dayKey = `${workspaceId}|${asOf}`;
    let day = days.get(dayKey);
    if (!day) {
      day = { cases: new Map() };
      days.set(dayKey, day);
    }
    const kept = day.cases;
    const stale = [...stamps]
      .filter(([id, stamp]) => kept.get(id)?.stamp !== stamp)
      .map(([id]) => id);
    lastComputed = stale.length;
    // Each stamp is read in the same statement as the ledger it is kept with.
    for (const ledger of await caseLedgers(deps.db, workspaceId, stale)) {
      const { id, stamp, caseName, courtCaseNumber, clientId, jurisdiction } = ledger;
      const facts = { id, caseName, courtCaseNumber, clientId, jurisdiction };
      const figures = casePortfolioFigures(termsOf(ledger.terms), ledger.transactions, asOf);
      const deadlines = figures ? judgmentDeadlinesOf(facts, figures, asOf) : [];
      kept.set(id, { stamp, facts, figures, deadlines });
    }
    // Cases deleted since are forgotten.
    if (kept.size > stamps.size) for (const id of kept.keys()) if (!stamps.has(id)) kept.delete(id);
    return entriesFrom(stamps, day, scope, await clientNames(deps.db, workspaceId));
  }

  /** The scope's entries, from the kept add-up when the docket has not changed since. */
  async function kept(workspaceId: string, asOf: CalendarDate, scope: PortfolioScope) {
    const version = await deps.docketVersion(workspaceId);
    const key = `${workspaceId}|${asOf}|${scope.kind === "client" ? scope.id : scope.kind}`;
    const known = addUps.get(key);
    if (known && known.version === version) {
      lastComputed = 0;
      return known;
    }
    // The version is read before the cases, so what is kept is never older than its version.
    const fresh: KeptAddUp = {
      version,
      addUp: null,
      ...(await entriesOf(workspaceId, asOf, scope)),
    };
    addUps.set(key, fresh);
    return fresh;
  }

  return {
    /** How many cases the last request worked out again (the bench prints it). */
    lastComputed: () => lastComputed,

    async portfolio(
      workspaceId: string,
      asOf: CalendarDate,
      scope: PortfolioScope,
    ): Promise<Omit<Portfolio, "client">> {
      const found = await kept(workspaceId, asOf, scope);
      found.addUp ??= addUpPortfolio(found.entries, asOf);
      // A recorded writ does not bump the docket version, so writs are read on every request.
      const writs = await deps.writsByCase(workspaceId);
      return {
        asOf,
        unassignedOnly: scope.kind === "none",
        ...found.addUp,
        deadlines: [
          ...found.judgmentDeadlines,
          ...writDeadlinesOf(found.entries, writs, asOf),
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
      return found.entries
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
  entries: readonly PortfolioEntry[],
  writs: ReadonlyMap<string, readonly RecordedWrit[]>,
  asOf: CalendarDate,
): Portfolio["deadlines"] {
  if (writs.size === 0) return [];
  const within = withinDays(asOf);
  const found: Portfolio["deadlines"] = [];
  for (const { facts, figures } of entries) {
    const recorded = writs.get(facts.id);
    if (figures.isEnded || !recorded) continue;
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
