import {
  JUDGMENT_AGE_BUCKETS,
  JUDGMENT_AGE_LABELS,
  type JudgmentAgeBucket,
  type Portfolio,
  type PortfolioCase,
  QUIET_BUCKETS,
  QUIET_LABELS,
  type QuietBucket,
} from "../contracts/portfolio.ts";
import {
  anniversaryDayNumber,
  type CalendarDate,
  civilFromDayNumber,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import { judgmentLifeRules } from "../judgment-life/judgment-life-rules.ts";
import { type Money, toDecimalString } from "../money/money.ts";
import {
  type CasePortfolioFigures,
  PORTFOLIO_MONTHS,
  portfolioMonthKeys,
  portfolioPointDays,
} from "./case-portfolio-figures.ts";

// The portfolio added up (docs/portfolio.md, "The portfolio"): every total is the plain sum of the
// same figure of each case, each already rounded to cents as that case shows it; buckets group the
// open cases (not satisfied on the date).

/** What the portfolio shows of a case besides its figures (from its row, not its ledger). */
export interface PortfolioCaseFacts {
  id: string;
  caseName: string;
  courtCaseNumber: string;
  clientId: string | null;
  clientName: string | null;
  jurisdiction: string | null;
}

export interface PortfolioEntry {
  facts: PortfolioCaseFacts;
  figures: CasePortfolioFigures;
}

export type PortfolioAddUp = Omit<Portfolio, "asOf" | "client" | "unassignedOnly" | "deadlines">;

const money = (value: Money) => toDecimalString(value, 2);

/** Age from the judgment date to the date, in whole years (anniversaries, Feb 29 on Feb 28). */
export function judgmentAgeBucket(
  judgmentDate: CalendarDate,
  asOf: CalendarDate,
): JudgmentAgeBucket {
  const civil = civilFromDayNumber(toDayNumber(judgmentDate));
  const day = toDayNumber(asOf);
  if (day < anniversaryDayNumber(civil, 1)) return "under-1y";
  if (day < anniversaryDayNumber(civil, 3)) return "1-3y";
  if (day < anniversaryDayNumber(civil, 5)) return "3-5y";
  if (day < anniversaryDayNumber(civil, 10)) return "5-10y";
  return "10y-plus";
}

/** Days from the last payment on or before the date to the date. */
export function quietBucket(lastPaymentDate: CalendarDate | null, asOf: CalendarDate): QuietBucket {
  if (lastPaymentDate === null) return "never";
  const days = toDayNumber(asOf) - toDayNumber(lastPaymentDate);
  if (days <= 30) return "0-30";
  if (days <= 90) return "31-90";
  if (days <= 180) return "91-180";
  if (days <= 365) return "181-365";
  return "over-365";
}

const stateNames = new Map(judgmentLifeRules.map((rule) => [rule.code, rule.state]));

export function jurisdictionLabel(code: string | null): string {
  if (code === null) return "No jurisdiction set";
  return stateNames.get(code) ?? code;
}

/** The words for a bucket key, or undefined when no bucket has that key. */
export function portfolioBucketLabel(key: string): string | undefined {
  if (key === "all") return "All judgments";
  if (key === "open") return "Open judgments";
  const [kind, value = ""] = splitKey(key);
  if (kind === "age" && (JUDGMENT_AGE_BUCKETS as readonly string[]).includes(value)) {
    return `Judgment age: ${JUDGMENT_AGE_LABELS[value as JudgmentAgeBucket]}`;
  }
  if (kind === "quiet" && (QUIET_BUCKETS as readonly string[]).includes(value)) {
    return `Last payment: ${QUIET_LABELS[value as QuietBucket]}`;
  }
  if (kind === "jurisdiction" && (value === "none" || /^[A-Z]{2}$/.test(value))) {
    return `Jurisdiction: ${jurisdictionLabel(value === "none" ? null : value)}`;
  }
  return undefined;
}

function splitKey(key: string): [string, string | undefined] {
  const at = key.indexOf(":");
  return at < 0 ? [key, undefined] : [key.slice(0, at), key.slice(at + 1)];
}

/** Whether the case is in the bucket on the date; every bucket but `all` holds open cases only. */
export function inPortfolioBucket(key: string, entry: PortfolioEntry): boolean {
  if (key === "all") return true;
  const { figures, facts } = entry;
  if (figures.isEnded) return false;
  const [kind, value] = splitKey(key);
  if (kind === "open") return value === undefined;
  if (kind === "age") return judgmentAgeBucket(figures.judgmentDate, figures.asOf) === value;
  if (kind === "quiet") return quietBucket(figures.lastPaymentDate, figures.asOf) === value;
  if (kind === "jurisdiction") return (facts.jurisdiction ?? "none") === value;
  return false;
}

interface Tally {
  cases: number;
  outstanding: Money;
}

/** Running sums of a portfolio: cases can be added and taken out again (a case rewritten). */
export function emptyPortfolioSums() {
  return {
    judgments: 0,
    openJudgments: 0,
    judgmentAmount: 0n,
    principal: 0n,
    interest: 0n,
    costs: 0n,
    total: 0n,
    perDiem: 0n,
    interestThisMonth: 0n,
    collectedThisMonth: 0n,
    collectedThisYear: 0n,
    points: new Array<bigint>(PORTFOLIO_MONTHS * 3).fill(0n),
    months: Array.from({ length: PORTFOLIO_MONTHS }, () => ({
      collected: 0n,
      toInterest: 0n,
      toPrincipal: 0n,
      toCosts: 0n,
      costsAdded: 0n,
    })),
    byAge: new Map<string, Tally>(),
    byQuiet: new Map<string, Tally>(),
    byJurisdiction: new Map<string, Tally>(),
  };
}
export type PortfolioSums = ReturnType<typeof emptyPortfolioSums>;
type Sums = PortfolioSums;

function tallyInto(map: Map<string, Tally>, key: string, outstanding: Money, sign: 1 | -1): void {
  const tally = map.get(key) ?? { cases: 0, outstanding: 0n };
  tally.cases += sign;
  tally.outstanding += sign === 1 ? outstanding : -outstanding;
  if (tally.cases === 0) map.delete(key);
  else map.set(key, tally);
}

/**
 * Adds a case's figures to the sums (`sign` 1), or takes them out again (-1) with the very entry
 * that was added: every sum is exact integer arithmetic, so taking out undoes adding exactly.
 */
export function addToPortfolioSums(
  sums: Sums,
  { facts, figures: f }: PortfolioEntry,
  asOf: CalendarDate,
  sign: 1 | -1 = 1,
): void {
  const s = (value: bigint) => (sign === 1 ? value : -value);
  sums.judgments += sign;
  sums.judgmentAmount += s(f.judgmentAmount);
  sums.principal += s(f.outstanding.principal);
  sums.interest += s(f.outstanding.interest);
  sums.costs += s(f.outstanding.costs);
  sums.total += s(f.outstanding.total);
  sums.perDiem += s(f.perDiem);
  sums.interestThisMonth += s(f.interestThisMonth);
  sums.collectedThisMonth += s(f.collectedThisMonth);
  sums.collectedThisYear += s(f.collectedThisYear);
  const points = sums.points;
  for (let k = 0; k < points.length; k++) {
    points[k] = (points[k] as bigint) + s(f.points[k] as bigint);
  }
  for (const m of f.months) {
    const sum = sums.months[m.index] as Sums["months"][number];
    sum.collected += s(m.collected);
    sum.toInterest += s(m.toInterest);
    sum.toPrincipal += s(m.toPrincipal);
    sum.toCosts += s(m.toCosts);
    sum.costsAdded += s(m.costsAdded);
  }
  if (f.isEnded) return;
  sums.openJudgments += sign;
  const owed = f.outstanding.total;
  tallyInto(sums.byAge, judgmentAgeBucket(f.judgmentDate, asOf), owed, sign);
  tallyInto(sums.byQuiet, quietBucket(f.lastPaymentDate, asOf), owed, sign);
  tallyInto(sums.byJurisdiction, facts.jurisdiction ?? "none", owed, sign);
}

const bucketOf = (key: string, label: string, tally: Tally | undefined) => ({
  key,
  label,
  cases: tally?.cases ?? 0,
  outstanding: money(tally?.outstanding ?? 0n),
});

function bucketsOf(sums: Sums) {
  const jurisdictions = [...sums.byJurisdiction.keys()].sort((a, b) =>
    a === "none" ? 1 : b === "none" ? -1 : jurisdictionLabel(a).localeCompare(jurisdictionLabel(b)),
  );
  return {
    byJudgmentAge: JUDGMENT_AGE_BUCKETS.map((b) =>
      bucketOf(`age:${b}`, JUDGMENT_AGE_LABELS[b], sums.byAge.get(b)),
    ),
    bySinceLastPayment: QUIET_BUCKETS.map((b) =>
      bucketOf(`quiet:${b}`, QUIET_LABELS[b], sums.byQuiet.get(b)),
    ),
    byJurisdiction: jurisdictions.map((code) =>
      bucketOf(
        `jurisdiction:${code}`,
        jurisdictionLabel(code === "none" ? null : code),
        sums.byJurisdiction.get(code),
      ),
    ),
  };
}

/** The add-up of the given cases' figures, all for the same date. */
export function addUpPortfolio(
  entries: readonly PortfolioEntry[],
  asOf: CalendarDate,
): PortfolioAddUp {
  const sums = emptyPortfolioSums();
  for (const entry of entries) addToPortfolioSums(sums, entry, asOf);
  return portfolioAddUpOf(sums, asOf);
}

/** The sums as the portfolio answer shows them. */
export function portfolioAddUpOf(sums: PortfolioSums, asOf: CalendarDate): PortfolioAddUp {
  const monthKeys = portfolioMonthKeys(asOf);
  return {
    totals: {
      judgments: sums.judgments,
      openJudgments: sums.openJudgments,
      judgmentAmount: money(sums.judgmentAmount),
      outstanding: {
        principal: money(sums.principal),
        interest: money(sums.interest),
        costs: money(sums.costs),
        total: money(sums.total),
      },
      perDiem: toDecimalString(sums.perDiem, 4),
      interestThisMonth: money(sums.interestThisMonth),
      collectedThisMonth: money(sums.collectedThisMonth),
      collectedThisYear: money(sums.collectedThisYear),
    },
    collectionsByMonth: sums.months.map((m, i) => ({
      month: monthKeys[i] as string,
      collected: money(m.collected),
      toInterest: money(m.toInterest),
      toPrincipal: money(m.toPrincipal),
      toCosts: money(m.toCosts),
      costsAdded: money(m.costsAdded),
    })),
    outstandingOverTime: portfolioPointDays(asOf).map((day, k) => {
      const p = sums.points[k * 3] as bigint;
      const i = sums.points[k * 3 + 1] as bigint;
      const c = sums.points[k * 3 + 2] as bigint;
      return {
        date: fromDayNumber(day),
        principal: money(p),
        interest: money(i),
        costs: money(c),
        total: money(p + i + c),
      };
    }),
    ...bucketsOf(sums),
  };
}

/** A case's own figures on the date, as the bucket list shows them. */
export function portfolioCaseOf({ facts, figures: f }: PortfolioEntry): PortfolioCase {
  return {
    ...facts,
    judgmentDate: f.judgmentDate,
    judgmentAmount: money(f.judgmentAmount),
    lastPaymentDate: f.lastPaymentDate,
    isEnded: f.isEnded,
    outstanding: {
      principal: money(f.outstanding.principal),
      interest: money(f.outstanding.interest),
      costs: money(f.outstanding.costs),
      total: money(f.outstanding.total),
    },
    perDiem: toDecimalString(f.perDiem, 4),
    interestThisMonth: money(f.interestThisMonth),
    collectedThisMonth: money(f.collectedThisMonth),
    collectedThisYear: money(f.collectedThisYear),
  };
}
