import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Money } from "../money/money.ts";
import { DomainError } from "./errors.ts";
import { computeLedger, type LedgerRow, type LedgerTransaction } from "./ledger.ts";
import {
  appendTransaction,
  createSnapshot,
  type LedgerSnapshot,
  snapshotFromLedger,
  summarizeFromSnapshot,
} from "./snapshot.ts";
import { type Summary, summarize } from "./summary.ts";
import type {
  CaseTerms,
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
  RatePeriod,
} from "./terms.ts";

/*
 * An independent reference: exact fractions of a dollar, the platform's UTC calendar instead of
 * our day numbers, and one loop iteration per calendar day instead of periods. It is slow and
 * obvious on purpose; the engine must agree with it to the ten-thousandth of a dollar, under
 * every method option (docs/interest-method.md). Under per-diem rounding `exact` interest is an
 * exact fraction; payments, compounding and renewals move whole ten-thousandths of it and the
 * fraction below stays as interest, so figures are compared as that fraction floored.
 */

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

class Fraction {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d = 1n) {
    if (d === 0n) throw new Error("division by zero");
    const sign = d < 0n ? -1n : 1n;
    this.n = n * sign;
    this.d = d * sign;
  }
  static dollars(units: bigint): Fraction {
    return new Fraction(units, 10_000n);
  }
  add(o: Fraction): Fraction {
    return this.d === o.d
      ? new Fraction(this.n + o.n, this.d)
      : new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction): Fraction {
    return this.add(new Fraction(-o.n, o.d));
  }
  mul(o: Fraction): Fraction {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction): Fraction {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  cmp(o: Fraction): number {
    const diff = this.n * o.d - o.n * this.d;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }
  /** As a count of $0.0001, rounded down. */
  floorUnits(): bigint {
    return this.mul(new Fraction(10_000n)).floor();
  }
  floor(): bigint {
    const q = this.n / this.d;
    return this.n < 0n && q * this.d !== this.n ? q - 1n : q;
  }
  /** As a whole count of $0.0001; throws if it is not one. */
  units(): bigint {
    const scaled = this.mul(new Fraction(10_000n));
    const g = gcd(scaled.n, scaled.d);
    if (scaled.d / g !== 1n) throw new Error(`not a whole ten-thousandth: ${this.n}/${this.d}`);
    return scaled.n / g;
  }
}

const ZERO = new Fraction(0n);
const DAY_MS = 86_400_000;

function utc(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}
function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function leap(year: number): boolean {
  return new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
}

interface RefCase {
  judgmentAmount: bigint;
  judgmentDate: string;
  rates: { from: string; ratePercent: bigint }[];
  compounding: Compounding;
  dayCount: DayCount;
  perDiemRounding: PerDiemRounding;
  costTreatment: CostTreatment;
  creditingOrder: CreditingOrder;
  interestFrom: string | null;
  nonBearing: bigint;
}

type RefAmount = bigint | { payoffPlusCents: bigint };
interface RefTx {
  type: "PAYMENT" | "COST" | "RENEWAL";
  date: string;
  amount: RefAmount;
}

interface RefRow {
  index: number;
  interestAccrued: bigint;
  interestCapitalized: bigint;
  appliedToInterest: bigint;
  appliedToPrincipal: bigint;
  appliedToCosts: bigint;
  writtenOff: bigint;
  principalAfter: bigint;
  unpaidInterestAfter: bigint;
  costBalanceAfter: bigint;
  satisfiesJudgment: boolean;
}

interface RefSummary {
  principalBalance: bigint;
  accruedInterest: bigint;
  payoffAmount: bigint;
  totalPayments: bigint;
  totalInterestAccrued: bigint;
  lastPaymentDate: string | null;
  perDiem: bigint;
  isEnded: boolean;
  endedOn: string | null;
}

type RefResult =
  | { ok: true; rows: RefRow[]; summary: RefSummary; resolved: bigint[] }
  | { ok: false; code: string; index: number; resolved: bigint[] };

function refRate(c: RefCase, date: string): Fraction {
  let rate: bigint | undefined;
  for (const period of c.rates) if (period.from <= date) rate = period.ratePercent;
  if (rate === undefined) throw new Error("no rate");
  return new Fraction(rate, 10_000n); // percent
}

/** The year length of `date`'s days under the case's day count. */
function refYearDays(c: RefCase, date: string): bigint {
  if (c.dayCount === "360" || c.dayCount === "30-360" || c.dayCount === "bank-year") return 360n;
  return c.dayCount === "actual" && leap(Number(date.slice(0, 4))) ? 366n : 365n;
}

/** An exact amount rounded as the case's per-diem rounding says. */
function refRound(c: RefCase, exact: Fraction): Fraction {
  if (c.perDiemRounding === "exact") return exact;
  if (c.perDiemRounding === "half-up-cents") {
    return new Fraction(exact.mul(new Fraction(100n)).add(new Fraction(1n, 2n)).floor(), 100n);
  }
  return new Fraction(exact.mul(new Fraction(10_000n)).floor(), 10_000n);
}

/** One day's interest on the interest-bearing `base`, rounded as the case says. */
function refDaily(c: RefCase, base: Fraction, date: string): Fraction {
  if (base.cmp(ZERO) <= 0) return ZERO;
  const yearDays = refYearDays(c, date);
  return refRound(c, base.mul(refRate(c, date)).div(new Fraction(100n * yearDays)));
}

/** 30/360: where a date falls on a calendar of 30-day months (the 31st counts as the 30th). */
function thirtyPlace(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return y * 360 + (m - 1) * 30 + Math.min(d, 30);
}

/** `date` plus `months` months, on the same day or the month's last day. */
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** Months and bank years: the interest counted from `anchor` to `date`, whole units then odd days. */
function refCounted(c: RefCase, base: Fraction, anchor: string, date: string): Fraction {
  const step = c.dayCount === "bank-year" ? 12 : 1;
  const months =
    (Number(date.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
    Number(date.slice(5, 7)) -
    Number(anchor.slice(5, 7));
  let units = Math.floor(months / step);
  if (plusMonths(anchor, units * step) > date) units--;
  const unitEnd = plusMonths(anchor, units * step);
  let odd = BigInt((utc(date) - utc(unitEnd)) / DAY_MS);
  if (c.dayCount === "bank-year" && odd > 360n) odd = 360n;
  const annual = base.mul(refRate(c, date)).div(new Fraction(100n));
  const unit = annual.div(new Fraction(c.dayCount === "bank-year" ? 1n : 12n));
  const oddPart = annual.mul(new Fraction(odd, refYearDays(c, date)));
  return refRound(c, unit)
    .mul(new Fraction(BigInt(units)))
    .add(refRound(c, oddPart));
}

/** The interest `date` adds on `base`, under the case's day count. */
function refDayInterest(c: RefCase, base: Fraction, date: string, anchor: string): Fraction {
  if (base.cmp(ZERO) <= 0) return ZERO;
  const before = isoOf(utc(date) - DAY_MS);
  if (c.dayCount === "30-360") {
    const days = thirtyPlace(date) - thirtyPlace(before);
    return refDaily(c, base, date).mul(new Fraction(BigInt(days)));
  }
  if (c.dayCount === "months" || c.dayCount === "bank-year") {
    return refCounted(c, base, anchor, date).sub(refCounted(c, base, anchor, before));
  }
  return refDaily(c, base, date);
}

function isAnniversary(c: RefCase, date: string): boolean {
  const jy = Number(c.judgmentDate.slice(0, 4));
  const y = Number(date.slice(0, 4));
  if (y <= jy) return false;
  const judgmentMd = c.judgmentDate.slice(5);
  const md = date.slice(5);
  if (md === judgmentMd) return true;
  return judgmentMd === "02-29" && md === "02-28" && !leap(y);
}

/**
 * Runs a ledger day by day. With `asOf`, transactions after it are ignored and the summary is
 * taken on `asOf`; without it the run stops at the last transaction.
 */
function reference(c: RefCase, txs: readonly RefTx[], asOf?: string): RefResult {
  const resolved = txs.map((tx) => (typeof tx.amount === "bigint" ? tx.amount : 100n));
  for (const [index, tx] of txs.entries()) {
    if (tx.date < c.judgmentDate)
      return { ok: false, code: "transaction_before_judgment", index, resolved };
  }
  const order = [...txs.keys()].sort((a, b) => {
    const da = (txs[a] as RefTx).date;
    const db = (txs[b] as RefTx).date;
    return da < db ? -1 : da > db ? 1 : a - b;
  });
  const applied = asOf === undefined ? order : order.filter((i) => (txs[i] as RefTx).date <= asOf);
  const start = c.interestFrom ?? c.judgmentDate;
  const lastTxDate = applied.length ? (txs[applied.at(-1) as number] as RefTx).date : start;
  const end = asOf === undefined ? lastTxDate : asOf > start ? asOf : start;

  let principal = Fraction.dollars(c.judgmentAmount);
  let nonBearing = Fraction.dollars(c.nonBearing);
  let costs = ZERO;
  let interest = ZERO;
  let totalAccrued = ZERO;
  let totalPayments = 0n;
  let lastPaymentDate: string | null = null;
  let satisfiedOn: string | null = null;
  // Whole ten-thousandths of accrued interest already put on a row.
  let accruedOnRows = 0n;
  let capitalizedSinceEvent = 0n;
  const rows: RefRow[] = [];
  let next = 0;
  // Months and bank years are counted from here: the interest start, then every event.
  let anchor = start;
  const base = () =>
    principal.sub(nonBearing).add(c.costTreatment === "separate-bearing" ? costs : ZERO);
  /** The whole ten-thousandths of unpaid interest: what a payment or capitalisation moves. */
  const wholeInterest = () => Fraction.dollars(interest.floorUnits());
  const halfUpCents = (x: Fraction) => x.mul(new Fraction(100n)).add(new Fraction(1n, 2n)).floor();

  const applyDay = (date: string): { code: string; index: number } | undefined => {
    while (next < applied.length && (txs[applied[next] as number] as RefTx).date === date) {
      const index = applied[next] as number;
      const tx = txs[index] as RefTx;
      next++;
      if (satisfiedOn !== null) return { code: "transaction_after_satisfaction", index };
      const row: RefRow = {
        index,
        interestAccrued: totalAccrued.floorUnits() - accruedOnRows,
        interestCapitalized: capitalizedSinceEvent,
        appliedToInterest: 0n,
        appliedToPrincipal: 0n,
        appliedToCosts: 0n,
        writtenOff: 0n,
        principalAfter: 0n,
        unpaidInterestAfter: 0n,
        costBalanceAfter: 0n,
        satisfiesJudgment: false,
      };
      // The shown payoff: principal, interest and separate costs each rounded half-up to cents,
      // then added; the exact payoff rounded is accepted too (they can differ by a cent).
      const payoffCents = halfUpCents(principal) + halfUpCents(interest) + halfUpCents(costs);
      const roundedCents = halfUpCents(principal.add(interest).add(costs));
      const mostCents = payoffCents > roundedCents ? payoffCents : roundedCents;
      const amountUnits =
        typeof tx.amount === "bigint"
          ? tx.amount
          : (payoffCents + tx.amount.payoffPlusCents) * 100n;
      resolved[index] = amountUnits;
      const amount = Fraction.dollars(amountUnits);
      if (tx.type !== "PAYMENT") {
        if (tx.type === "RENEWAL") {
          const renewed = wholeInterest();
          principal = principal.add(renewed);
          interest = interest.sub(renewed);
          row.interestCapitalized += renewed.units();
        }
        if (c.costTreatment === "principal") principal = principal.add(amount);
        else costs = costs.add(amount);
      } else {
        if (amount.cmp(new Fraction(mostCents, 100n)) > 0)
          return { code: "payment_exceeds_payoff", index };
        let rest = amount;
        const take = (balance: Fraction) => {
          const part = rest.cmp(balance) < 0 ? rest : balance;
          rest = rest.sub(part);
          return part;
        };
        let toCosts = ZERO;
        let toInterest = ZERO;
        let toPrincipal = ZERO;
        if (c.creditingOrder === "merchants-rule") {
          toPrincipal = take(principal);
          toInterest = take(wholeInterest());
          toCosts = take(costs);
        } else {
          if (c.creditingOrder === "costs-interest-principal") toCosts = take(costs);
          toInterest = take(wholeInterest());
          toPrincipal = take(principal);
          if (c.creditingOrder === "interest-principal") toCosts = take(costs);
        }
        toPrincipal = toPrincipal.add(rest);
        row.appliedToInterest = toInterest.units();
        row.appliedToPrincipal = toPrincipal.units();
        row.appliedToCosts = toCosts.units();
        totalPayments += amountUnits;
        lastPaymentDate = date;
        const leftPrincipal = principal.sub(toPrincipal);
        const leftInterest = wholeInterest().sub(toInterest);
        const leftCosts = costs.sub(toCosts);
        if (
          amount.cmp(new Fraction(payoffCents, 100n)) === 0 ||
          amount.cmp(new Fraction(roundedCents, 100n)) === 0 ||
          halfUpCents(leftPrincipal) + halfUpCents(leftInterest) + halfUpCents(leftCosts) === 0n
        ) {
          row.writtenOff = leftPrincipal.add(leftInterest).add(leftCosts).units();
          row.satisfiesJudgment = true;
          principal = ZERO;
          interest = ZERO;
          costs = ZERO;
          nonBearing = ZERO;
          satisfiedOn = date;
        } else {
          const bearing = principal.sub(nonBearing);
          if (toPrincipal.cmp(bearing) > 0) nonBearing = nonBearing.sub(toPrincipal.sub(bearing));
          principal = leftPrincipal;
          interest = interest.sub(toInterest);
          costs = leftCosts;
        }
      }
      anchor = date;
      row.principalAfter = principal.units();
      row.unpaidInterestAfter = interest.floorUnits();
      row.costBalanceAfter = costs.units();
      rows.push(row);
      accruedOnRows = totalAccrued.floorUnits();
      capitalizedSinceEvent = 0n;
    }
    return undefined;
  };

  let failure = applyDay(start);
  for (let ms = utc(start) + DAY_MS; !failure && ms <= utc(end); ms += DAY_MS) {
    const date = isoOf(ms);
    const before = isoOf(ms - DAY_MS);
    // A new rate starts a new count of months or years from the day before it.
    if (refRate(c, date).cmp(refRate(c, before)) !== 0) anchor = before;
    const daily = satisfiedOn === null ? refDayInterest(c, base(), date, anchor) : ZERO;
    interest = interest.add(daily);
    totalAccrued = totalAccrued.add(daily);
    if (c.compounding === "annual" && isAnniversary(c, date)) {
      const joined = wholeInterest();
      principal = principal.add(joined);
      capitalizedSinceEvent += joined.units();
      interest = interest.sub(joined);
      anchor = date;
    }
    failure = applyDay(date);
  }
  if (failure) return { ok: false, ...failure, resolved };
  const after = isoOf(utc(end) + DAY_MS);
  const perDiem = refDaily(c, base(), after);
  return {
    ok: true,
    rows,
    resolved,
    summary: {
      principalBalance: principal.units(),
      accruedInterest: interest.floorUnits(),
      payoffAmount: principal.units() + interest.floorUnits() + costs.units(),
      totalPayments,
      totalInterestAccrued: totalAccrued.floorUnits(),
      lastPaymentDate,
      perDiem: satisfiedOn === null ? perDiem.floorUnits() : 0n,
      isEnded: satisfiedOn !== null,
      endedOn: satisfiedOn,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Generators.

const BASE = Date.UTC(1995, 0, 1);
const addDaysIso = (date: string, days: number) => isoOf(utc(date) + days * DAY_MS);

const judgmentDateArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: 365 * 40 }).map((n) => isoOf(BASE + n * DAY_MS)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "2024-02-29",
      "2000-02-29",
      "2096-02-29",
      "2023-12-31",
      "2023-03-01",
      "2024-01-01",
    ),
  },
);

const rateArb = fc.oneof(
  fc.constantFrom(100_000n, 90_000n, 73_750n, 0n, 1_000_000n),
  fc.bigInt({ min: 0n, max: 200_000n }),
  fc.bigInt({ min: 0n, max: 1_000_000n }),
);

const judgmentCentsArb = fc.oneof(
  fc.bigInt({ min: 1n, max: 100_000n }),
  fc.bigInt({ min: 100_000n, max: 100_000_000_000n }),
);

interface TxSpec {
  offset: number;
  type: "PAYMENT" | "COST" | "RENEWAL";
  amount: { ratio: bigint } | { cents: bigint } | { payoffPlusCents: bigint };
}

const txSpecArb: fc.Arbitrary<TxSpec> = fc.record({
  offset: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 2000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }) },
  ),
  type: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom<"PAYMENT" | "COST">("PAYMENT", "COST") },
    { weight: 1, arbitrary: fc.constant<"RENEWAL">("RENEWAL") },
  ),
  amount: fc.oneof(
    { weight: 400, arbitrary: fc.record({ ratio: fc.bigInt({ min: 1n, max: 10_000n }) }) },
    { weight: 4, arbitrary: fc.record({ cents: fc.bigInt({ min: 1n, max: 1_000_000_000n }) }) },
    { weight: 1, arbitrary: fc.record({ payoffPlusCents: fc.constantFrom(0n, 1n, -1n) }) },
  ),
});

/** `arbitrary` once in `every` cases, else null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

interface Scenario {
  refCase: RefCase;
  specs: TxSpec[];
  asOfOffsets: number[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    judgmentDate: judgmentDateArb,
    judgmentCents: judgmentCentsArb,
    rate: rateArb,
    schedule: fc.option(
      fc.record({
        leadIn: fc.integer({ min: 0, max: 400 }),
        changes: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 700 }), rate: rateArb }), {
          maxLength: 4,
        }),
      }),
    ),
    compounding: fc.constantFrom<Compounding>("none", "annual"),
    dayCount: fc.constantFrom<DayCount>("365", "actual", "360", "30-360", "months", "bank-year"),
    perDiemRounding: fc.constantFrom<PerDiemRounding>("floor-4", "half-up-cents", "exact"),
    costTreatment: fc.constantFrom<CostTreatment>(
      "principal",
      "separate-bearing",
      "separate-non-bearing",
    ),
    order: fc.constantFrom<CreditingOrder>(
      "interest-principal",
      "costs-interest-principal",
      "merchants-rule",
    ),
    interestFromDaysBefore: rarely(fc.integer({ min: 0, max: 500 }), 4),
    nonBearingRatio: rarely(fc.bigInt({ min: 0n, max: 1000n }), 4),
    specs: fc.oneof(
      fc.array(txSpecArb, { maxLength: 12 }),
      fc.array(txSpecArb, { minLength: 40, maxLength: 200, size: "max" }),
    ),
    /** Now and then one transaction dated before the judgment, which must be refused. */
    early: rarely(fc.record({ pick: fc.nat(), days: fc.integer({ min: 1, max: 5 }) }), 12),
    payOffAtEnd: rarely(
      fc.record({ after: fc.integer({ min: 0, max: 30 }), plusCents: fc.constantFrom(0n, 0n, 1n) }),
      3,
    ),
    asOfOffsets: fc.array(fc.integer({ min: -3, max: 2600 }), { minLength: 1, maxLength: 4 }),
  })
  .map((r) => {
    const rates = [
      { from: addDaysIso(r.judgmentDate, -(r.schedule?.leadIn ?? 0)), ratePercent: r.rate },
    ];
    let offset = 0;
    for (const change of r.schedule?.changes ?? []) {
      offset += change.gap;
      rates.push({ from: addDaysIso(r.judgmentDate, offset), ratePercent: change.rate });
    }
    const specs = [...r.specs];
    if (r.early && specs.length > 0) {
      const pick = r.early.pick % specs.length;
      specs[pick] = { ...(specs[pick] as TxSpec), offset: -r.early.days };
    }
    if (r.payOffAtEnd) {
      // Paying the judgment in full is usually the last thing that happens to it.
      const last = Math.max(0, ...specs.map((spec) => spec.offset));
      specs.push({
        offset: last + r.payOffAtEnd.after,
        type: "PAYMENT",
        amount: { payoffPlusCents: r.payOffAtEnd.plusCents },
      });
    }
    const interestFrom =
      r.interestFromDaysBefore === null
        ? null
        : addDaysIso(r.judgmentDate, -r.interestFromDaysBefore);
    if (interestFrom !== null && (rates[0] as { from: string }).from > interestFrom) {
      (rates[0] as { from: string }).from = interestFrom;
    }
    return {
      refCase: {
        judgmentAmount: r.judgmentCents * 100n,
        judgmentDate: r.judgmentDate,
        rates,
        compounding: r.compounding,
        dayCount: r.dayCount,
        perDiemRounding: r.perDiemRounding,
        costTreatment: r.costTreatment,
        // Costs first needs costs kept as their own balance.
        creditingOrder:
          r.order === "costs-interest-principal" && r.costTreatment === "principal"
            ? "interest-principal"
            : r.order,
        interestFrom,
        nonBearing: ((r.judgmentCents * (r.nonBearingRatio ?? 0n)) / 1000n) * 100n,
      },
      specs,
      asOfOffsets: r.asOfOffsets,
    };
  });

/** Turns specs into concrete transactions, resolving "pay the payoff" with the reference. */
function concretise(scenario: Scenario): LedgerTransaction[] {
  const { refCase, specs } = scenario;
  const refTxs: RefTx[] = specs.map((spec) => ({
    type: spec.type,
    date: addDaysIso(refCase.judgmentDate, spec.offset),
    amount:
      spec.type === "RENEWAL" && "ratio" in spec.amount && spec.amount.ratio % 2n === 0n
        ? 0n // a renewal with no costs
        : "ratio" in spec.amount
          ? (((refCase.judgmentAmount / 100n) * spec.amount.ratio) / 1_000_000n || 1n) * 100n
          : "cents" in spec.amount
            ? spec.amount.cents * 100n
            : { payoffPlusCents: spec.amount.payoffPlusCents },
  }));
  const { resolved } = reference(refCase, refTxs);
  return refTxs.map((tx, i) => ({
    type: tx.type,
    date: tx.date,
    amount:
      (resolved[i] as bigint) > 0n || (tx.type === "RENEWAL" && resolved[i] === 0n)
        ? (resolved[i] as bigint)
        : 100n,
  }));
}

function termsOf(c: RefCase): CaseTerms {
  const rate: RatePeriod[] | bigint =
    c.rates.length === 1 && c.rates[0]?.from === c.judgmentDate
      ? (c.rates[0]?.ratePercent as bigint)
      : c.rates.map((r) => ({ from: r.from, ratePercent: r.ratePercent }));
  return {
    judgmentAmount: c.judgmentAmount,
    judgmentDate: c.judgmentDate,
    rate,
    compounding: c.compounding,
    dayCount: c.dayCount,
    perDiemRounding: c.perDiemRounding,
    costTreatment: c.costTreatment,
    creditingOrder: c.creditingOrder,
    interestFrom: c.interestFrom,
    nonInterestBearing: c.nonBearing,
  };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; index: number | undefined };

function attempt<T>(fn: () => T): Outcome<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof DomainError)
      return { ok: false, code: error.code, index: error.transactionIndex };
    throw error;
  }
}

function rowFigures(row: LedgerRow): RefRow {
  return {
    index: row.index,
    interestAccrued: row.interestAccrued,
    interestCapitalized: row.interestCapitalized,
    appliedToInterest: row.appliedToInterest,
    appliedToPrincipal: row.appliedToPrincipal,
    appliedToCosts: row.appliedToCosts,
    writtenOff: row.writtenOff,
    principalAfter: row.principalAfter,
    unpaidInterestAfter: row.unpaidInterestAfter,
    costBalanceAfter: row.costBalanceAfter,
    satisfiesJudgment: row.satisfiesJudgment,
  };
}

function summaryFigures(s: Summary): RefSummary {
  return {
    principalBalance: s.principalBalance,
    accruedInterest: s.accruedInterest,
    payoffAmount: s.payoffAmount,
    totalPayments: s.totalPayments,
    totalInterestAccrued: s.totalInterestAccrued,
    lastPaymentDate: s.lastPaymentDate,
    perDiem: s.perDiem,
    isEnded: s.isEnded,
    endedOn: s.endedOn,
  };
}

function refTxsOf(txs: readonly LedgerTransaction[]): RefTx[] {
  return txs.map((tx) => ({ type: tx.type, date: tx.date, amount: tx.amount }));
}

function expectSameLedger(c: RefCase, txs: readonly LedgerTransaction[]): void {
  const ref = reference(c, refTxsOf(txs));
  const ours = attempt(() => computeLedger(termsOf(c), txs));
  if (ref.ok) {
    expect(ours.ok, ours.ok ? "" : `engine refused: ${ours.code}`).toBe(true);
    if (ours.ok) {
      expect(ours.value.rows.map(rowFigures)).toEqual(ref.rows);
      expect(ours.value.state.principal).toBe(ref.summary.principalBalance);
      expect(ours.value.state.unpaidInterest).toBe(ref.summary.accruedInterest);
    }
  } else {
    expect(ours).toEqual({ ok: false, code: ref.code, index: ref.index });
  }
}

// Shrinking re-runs the slow reference; cap the whole check so a failure reports in time.
// OWED_PROPERTY_RUNS=5000 runs a deeper search locally.
const DEEP = process.env.OWED_PROPERTY_RUNS !== undefined;
const RUNS = {
  numRuns: DEEP ? Number(process.env.OWED_PROPERTY_RUNS) : 120,
  interruptAfterTimeLimit: DEEP ? 3_600_000 : 60_000,
};
// Each property takes 1-2 s here; leave room for a busy CI machine and for shrinking.
const TIMEOUT = DEEP ? 7_200_000 : 180_000;

describe("the engine agrees with a naive day-by-day reference", () => {
  it(
    "ledger rows, to the ten-thousandth, including refusals",
    () => {
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          expectSameLedger(scenario.refCase, concretise(scenario));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "summaries as of dates before, between and after transactions",
    () => {
      fc.assert(
        fc.property(scenarioArb, (scenario) => {
          const c = scenario.refCase;
          const txs = concretise(scenario);
          for (const offset of scenario.asOfOffsets) {
            const asOf = addDaysIso(c.judgmentDate, offset);
            const ref = reference(c, refTxsOf(txs), asOf);
            const ours = attempt(() => summarize(termsOf(c), txs, asOf));
            if (ref.ok) {
              expect(ours.ok).toBe(true);
              if (ours.ok) expect(summaryFigures(ours.value)).toEqual(ref.summary);
            } else {
              expect(ours).toEqual({ ok: false, code: ref.code, index: ref.index });
            }
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "deleting a transaction and recomputing equals computing without it",
    () => {
      fc.assert(
        fc.property(scenarioArb, fc.nat(), (scenario, pick) => {
          const txs = concretise(scenario);
          if (txs.length === 0) return;
          const without = txs.filter((_, i) => i !== pick % txs.length);
          expectSameLedger(scenario.refCase, without);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

/** Scenarios whose ledger the engine accepts, with the ledger. */
const acceptedArb = scenarioArb
  .map((scenario) => {
    const txs = concretise(scenario);
    const ledger = attempt(() => computeLedger(termsOf(scenario.refCase), txs));
    return {
      scenario,
      txs,
      terms: termsOf(scenario.refCase),
      ledger: ledger.ok ? ledger.value : undefined,
    };
  })
  .filter((x) => x.ledger !== undefined);

describe("invariants", () => {
  it(
    "payoff is principal plus unpaid interest plus separate costs; payments never raise it; costs and renewals raise it by their amount",
    () => {
      fc.assert(
        fc.property(acceptedArb, ({ terms, ledger }) => {
          let payoff: Money = terms.judgmentAmount;
          for (const row of ledger?.rows ?? []) {
            expect(row.payoffAfter).toBe(
              row.principalAfter + row.unpaidInterestAfter + row.costBalanceAfter,
            );
            const before = payoff + row.interestAccrued;
            if (row.type === "COST" || row.type === "RENEWAL") {
              expect(row.payoffAfter).toBe(before + row.amount);
            } else if (row.satisfiesJudgment) {
              expect(row.payoffAfter).toBe(0n);
              expect(row.writtenOff).toBe(before - row.amount);
              // The shown payoff rounds principal, interest and a separate cost balance half-up to
              // cents each: under half a cent per balance either way, so under 1.5 cents in all
              // (1.07 cents was found: 0.16 + 0.42 + 0.49 of a cent).
              expect(row.writtenOff < 150n && row.writtenOff >= -150n).toBe(true);
            } else {
              expect(row.payoffAfter).toBe(before - row.amount);
              expect(row.payoffAfter <= before).toBe(true);
            }
            expect(row.appliedToInterest + row.appliedToPrincipal + row.appliedToCosts).toBe(
              row.type === "PAYMENT" ? row.amount : 0n,
            );
            expect(row.principalAfter >= 0n && row.unpaidInterestAfter >= 0n).toBe(true);
            expect(row.costBalanceAfter >= 0n).toBe(true);
            payoff = row.payoffAfter;
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "interest and payoff never decrease as the date moves forward with no transactions",
    () => {
      fc.assert(
        fc.property(
          acceptedArb,
          fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 2, maxLength: 6 }),
          (x, steps) => {
            let date = x.ledger?.state.date as string;
            let previous = summarize(x.terms, x.txs, date);
            for (const step of steps) {
              date = addDaysIso(date, step);
              const current = summarize(x.terms, x.txs, date);
              expect(current.totalInterestAccrued >= previous.totalInterestAccrued).toBe(true);
              expect(current.payoffAmount >= previous.payoffAmount).toBe(true);
              expect(current.payoffAmount).toBe(
                current.principalBalance + current.accruedInterest + current.costBalance,
              );
              // every dollar is accounted for
              expect(current.payoffAmount).toBe(
                x.terms.judgmentAmount +
                  current.totalCosts +
                  current.totalInterestAccrued -
                  current.totalPayments -
                  current.totalWrittenOff,
              );
              previous = current;
            }
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "a summary from a stored snapshot equals the summary from a full replay",
    () => {
      fc.assert(
        fc.property(acceptedArb, fc.integer({ min: 0, max: 3000 }), (x, step) => {
          const ledger = x.ledger as NonNullable<typeof x.ledger>;
          const stored = JSON.parse(JSON.stringify(snapshotFromLedger(ledger))) as LedgerSnapshot;
          expect(stored).toEqual(createSnapshot(x.terms, x.txs));
          const asOf = addDaysIso(ledger.state.date, step);
          expect(summarizeFromSnapshot(x.terms, stored, asOf)).toEqual(
            summarize(x.terms, x.txs, asOf),
          );
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "appending transactions one by one to a snapshot equals the full ledger",
    () => {
      fc.assert(
        fc.property(acceptedArb, fc.nat(), (x, cut) => {
          const ledger = x.ledger as NonNullable<typeof x.ledger>;
          const inOrder = ledger.rows.map((row) => x.txs[row.index] as LedgerTransaction);
          const split = inOrder.length === 0 ? 0 : cut % (inOrder.length + 1);
          let snapshot = createSnapshot(x.terms, inOrder.slice(0, split));
          for (const [i, tx] of inOrder.slice(split).entries()) {
            const step = appendTransaction(x.terms, snapshot, tx);
            expect(rowFigures(step.row)).toEqual({
              ...rowFigures(ledger.rows[split + i] as LedgerRow),
              index: split + i,
            });
            snapshot = step.snapshot;
          }
          expect(snapshot).toEqual(snapshotFromLedger(ledger));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
