import { describe, expect, it } from "vitest";
import { type Money, parseMoneyInput, parseRatePercent, toDecimalString } from "../money/money.ts";
import { computeLedger, type LedgerRow, type LedgerTransaction } from "./ledger.ts";
import {
  METHOD_OPTIONS,
  type MethodOption,
  type PublishedMethodExample,
  publishedMethodExamples,
  uncoveredMethodOptions,
} from "./published-method-examples.ts";
import { type Summary, summarize } from "./summary.ts";
import type { CaseTerms } from "./terms.ts";

/*
 * Each published worked example runs through the engine with the options that express the
 * source's convention, and must print the source's own figures to the cent. Then each option the
 * example claims to need is switched back to the default, and at least one figure must come out
 * different: the example really tests that option.
 */

type Inputs = PublishedMethodExample["inputs"];

function termsOf(inputs: Inputs): CaseTerms {
  return {
    judgmentAmount: parseMoneyInput(inputs.judgmentAmount),
    judgmentDate: inputs.judgmentDate,
    rate: parseRatePercent(inputs.ratePercent),
    dayCount: inputs.dayCount,
    compounding: inputs.compounding,
    perDiemRounding: inputs.perDiemRounding,
    ...(inputs.costTreatment ? { costTreatment: inputs.costTreatment } : {}),
    ...(inputs.creditingOrder ? { creditingOrder: inputs.creditingOrder } : {}),
    ...(inputs.interestFrom ? { interestFrom: inputs.interestFrom } : {}),
    ...(inputs.nonInterestBearing
      ? { nonInterestBearing: parseMoneyInput(inputs.nonInterestBearing) }
      : {}),
  };
}

function transactionsOf(inputs: Inputs): LedgerTransaction[] {
  // parseMoneyInput refuses 0 by default; a RENEWAL may carry no costs.
  return inputs.transactions.map((tx) => ({
    type: tx.type,
    date: tx.date,
    amount: tx.type === "RENEWAL" && Number(tx.amount) === 0 ? 0n : parseMoneyInput(tx.amount),
  }));
}

interface Figures {
  inputs: Inputs;
  terms: CaseTerms;
  /** Figures as of the example's as-of date. */
  summary: Summary;
  rows: readonly LedgerRow[];
  /** Figures as of another date (e.g. the judgment date, or a payment's date). */
  on: (date: string) => Summary;
}

function figures(inputs: Inputs): Figures {
  const terms = termsOf(inputs);
  const transactions = transactionsOf(inputs);
  return {
    inputs,
    terms,
    summary: summarize(terms, transactions, inputs.asOf),
    rows: computeLedger(terms, transactions).rows,
    on: (date) => summarize(terms, transactions, date),
  };
}

interface Check {
  /** Key in `published`. */
  published: string;
  /**
   * `exact`: the source rounds its per diem to cents, so its figure is exact cents and ours must be
   * that exactly (4 decimals, ending 00). `cents`: the source rounds its result to cents; ours
   * rounded half-up to cents must equal it. `days`: a whole number.
   */
  kind: "exact" | "cents" | "days";
  ours: (f: Figures) => Money | number;
  /** The printed figure is a daily decimal rate: compare amount × rate × days, to the cent. */
  fromDailyRate?: { days: number };
}

const row = (i: number, pick: (r: LedgerRow) => Money) => (f: Figures) => {
  const found = f.rows[i];
  if (!found) throw new Error(`no ledger row ${i}`);
  return pick(found);
};
const interest = (f: Figures) => f.summary.accruedInterest;
/**
 * Merchants' Rule: the amount of one sum (the face, or a payment) from its date to the settlement
 * date, on its own: a case of that amount from that date, with no payments.
 */
const alone =
  (pick: (f: Figures) => { amount: string; date: string }) =>
  (f: Figures): Money => {
    const { amount, date } = pick(f);
    const terms = { ...f.terms, judgmentAmount: parseMoneyInput(amount), judgmentDate: date };
    return summarize(terms, [], f.inputs.asOf).payoffAmount;
  };
const face = (f: Figures) => ({ amount: f.inputs.judgmentAmount, date: f.inputs.judgmentDate });
const payment = (i: number) => (f: Figures) => {
  const tx = f.inputs.transactions[i];
  if (!tx) throw new Error(`no transaction ${i}`);
  return { amount: tx.amount, date: tx.date };
};
const principal = (f: Figures) => f.summary.principalBalance;
const payoff = (f: Figures) => f.summary.payoffAmount;
const days = (f: Figures) => f.summary.daysSinceJudgment;
/** Per diem the day after `date` (the summary's per diem), at that date's balance. */
const perDiemAfter = (date: (f: Figures) => string) => (f: Figures) => f.on(date(f)).perDiem;

const checks: Record<string, Check[]> = {
  "ca-courts-renewal-accrued-interest-to-principal": [
    { published: "perDiem", kind: "exact", ours: perDiemAfter((f) => f.inputs.judgmentDate) },
    // days of interest before the renewal: the interest start is the judgment date here
    { published: "days", kind: "days", ours: days },
    { published: "interest", kind: "exact", ours: row(0, (r) => r.interestAccrued) },
    { published: "interest", kind: "exact", ours: row(0, (r) => r.interestCapitalized) },
    { published: "renewedJudgment", kind: "exact", ours: row(0, (r) => r.principalAfter) },
    { published: "renewedJudgment", kind: "exact", ours: principal },
    { published: "renewedJudgment", kind: "exact", ours: payoff },
    { published: "perDiemAfter", kind: "exact", ours: (f) => f.summary.perDiem },
  ],
  "ca-courts-small-claims-us-rule-half-up": [
    { published: "perDiem1", kind: "exact", ours: perDiemAfter((f) => f.inputs.judgmentDate) },
    { published: "interest1", kind: "exact", ours: row(0, (r) => r.interestAccrued) },
    { published: "interest1", kind: "exact", ours: row(0, (r) => r.appliedToInterest) },
    { published: "toPrincipal1", kind: "exact", ours: row(0, (r) => r.appliedToPrincipal) },
    { published: "principal1", kind: "exact", ours: row(0, (r) => r.principalAfter) },
    { published: "perDiem2", kind: "exact", ours: perDiemAfter(() => "2022-05-28") },
    { published: "interest2", kind: "exact", ours: row(1, (r) => r.interestAccrued) },
    { published: "toPrincipal2", kind: "exact", ours: row(1, (r) => r.appliedToPrincipal) },
    { published: "principal2", kind: "exact", ours: row(1, (r) => r.principalAfter) },
    { published: "principal2", kind: "exact", ours: payoff },
    { published: "perDiem3", kind: "exact", ours: (f) => f.summary.perDiem },
  ],
  "contra-costa-courthelp-per-diem-half-up": [
    { published: "perDiem", kind: "exact", ours: (f) => f.summary.perDiem },
    { published: "days", kind: "days", ours: days },
    { published: "interest", kind: "exact", ours: interest },
    { published: "payoff", kind: "exact", ours: payoff },
  ],
  "iowa-courts-interest-from-filing-exact": [
    // docs: days in results count from the interest start (here the petition's filing)
    { published: "days", kind: "days", ours: days },
    { published: "interest", kind: "cents", ours: interest },
  ],
  "netcalculator-517-days-exact": [
    { published: "days", kind: "days", ours: days },
    { published: "interest", kind: "cents", ours: interest },
    { published: "total", kind: "cents", ours: payoff },
  ],
  "madill-law-ny-judgment-lien-exact": [
    { published: "newJudgmentAmount", kind: "cents", ours: payoff },
  ],
  "amoco-cadiz-pil-360-day-year": [
    { published: "interest", kind: "cents", ours: interest },
    { published: "interest", kind: "cents", ours: (f) => f.summary.totalInterestAccrued },
  ],
  "arithmetic-1894-merchants-rule-30-360": [
    { published: "amountOfFace", kind: "cents", ours: alone(face) },
    { published: "amountOfPayment1", kind: "cents", ours: alone(payment(0)) },
    { published: "amountOfPayment2", kind: "cents", ours: alone(payment(1)) },
    { published: "due", kind: "cents", ours: payoff },
  ],
  "arithmetic-1889-us-rule-30-360": [
    {
      published: "amount1",
      kind: "cents",
      ours: row(0, (r) => r.payoffAfter + r.amount),
    },
    { published: "balance1", kind: "cents", ours: row(0, (r) => r.principalAfter) },
    { published: "due", kind: "cents", ours: payoff },
  ],
  "rhol-whole-months": [
    {
      published: "monthlyInterest",
      kind: "exact",
      ours: (f) => f.on("1998-03-15").accruedInterest,
    },
    { published: "interest", kind: "exact", ours: interest },
  ],
  "amoco-cadiz-bank-year": [{ published: "interest", kind: "exact", ours: interest }],
  "florida-cfo-2016-leap-year-actual": [
    {
      published: "dailyRateDecimal",
      kind: "cents",
      ours: interest,
      fromDailyRate: { days: 100 },
    },
  ],
};

// Exact decimal text → integer at a fixed scale (printed figures have up to 9 decimals).
const SCALE = 9;
function scaled(text: string): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) {
    throw new Error(`not a decimal: ${text}`);
  }
  const fraction = (match[2] ?? "").padEnd(SCALE, "0");
  if (fraction.length > SCALE) throw new Error(`too precise: ${text}`);
  return BigInt((match[1] || "0") + fraction);
}
/** A non-negative scaled decimal, half-up to cents, as text. */
function centsText(value: bigint): string {
  const cents = (value + 10n ** BigInt(SCALE - 2) / 2n) / 10n ** BigInt(SCALE - 2);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
}

/** The source's figure as this check compares it. */
function expected(example: PublishedMethodExample, check: Check): string {
  const text = example.published[check.published];
  if (text === undefined) throw new Error(`${example.id}: no published ${check.published}`);
  if (check.kind === "days") return String(Number(text));
  if (check.fromDailyRate) {
    const amount = scaled(example.inputs.judgmentAmount);
    const product = (scaled(text) * amount * BigInt(check.fromDailyRate.days)) / 10n ** 9n;
    return centsText(product);
  }
  const value = centsText(scaled(text));
  return check.kind === "exact" ? `${value}00` : value;
}

/** Our figure as this check compares it. */
function actual(f: Figures, check: Check): string {
  const value = check.ours(f);
  if (typeof value === "number") return String(value);
  return check.kind === "exact" ? toDecimalString(value, 4) : toDecimalString(value, 2);
}

function compare(example: PublishedMethodExample, f: Figures) {
  return (checks[example.id] ?? []).map((check) => {
    try {
      return { figure: check.published, value: actual(f, check) };
    } catch (error) {
      // e.g. no RENEWAL row once the renewal is taken out: that figure differs
      return { figure: check.published, value: `error: ${(error as Error).message}` };
    }
  });
}
function expectedAll(example: PublishedMethodExample) {
  return (checks[example.id] ?? []).map((check) => ({
    figure: check.published,
    value: expected(example, check),
  }));
}

/** The example's inputs with one option put back to the default method. */
function withoutOption(inputs: Inputs, option: MethodOption): Inputs {
  switch (option) {
    case "perDiemRounding:half-up-cents":
    case "perDiemRounding:exact":
      return { ...inputs, perDiemRounding: "floor-4" };
    case "dayCount:360":
    case "dayCount:actual":
    case "dayCount:30-360":
    case "dayCount:months":
    case "dayCount:bank-year":
      return { ...inputs, dayCount: "365" };
    case "interestFrom": {
      const { interestFrom: _dropped, ...rest } = inputs;
      return rest;
    }
    case "nonInterestBearing": {
      const { nonInterestBearing: _dropped, ...rest } = inputs;
      return rest;
    }
    case "renewal":
      return { ...inputs, transactions: inputs.transactions.filter((t) => t.type !== "RENEWAL") };
    case "creditingOrder:costs-interest-principal":
    case "creditingOrder:merchants-rule":
      return { ...inputs, creditingOrder: "interest-principal" };
    case "costTreatment:separate-bearing":
    case "costTreatment:separate-non-bearing": {
      const { creditingOrder: _order, ...rest } = inputs;
      return { ...rest, costTreatment: "principal" };
    }
  }
}

describe("published worked examples of the method options", () => {
  it("every example has checks and every check names a printed figure", () => {
    expect(publishedMethodExamples.length).toBeGreaterThan(0);
    for (const example of publishedMethodExamples) {
      const list = checks[example.id];
      expect(list?.length, example.id).toBeGreaterThan(0);
      for (const check of list ?? []) {
        expect(Object.keys(example.published), example.id).toContain(check.published);
      }
    }
  });

  it("every option is covered by an example or listed as uncovered with what was searched", () => {
    const covered = new Set(publishedMethodExamples.flatMap((e) => [...e.covers]));
    const uncovered = new Set(uncoveredMethodOptions.map((u) => u.option));
    for (const option of METHOD_OPTIONS) {
      expect(covered.has(option) !== uncovered.has(option), option).toBe(true);
    }
    for (const entry of uncoveredMethodOptions) expect(entry.searched.length).toBeGreaterThan(40);
  });

  it("every option an example claims is set in its inputs", () => {
    for (const example of publishedMethodExamples) {
      for (const option of example.covers) {
        expect(withoutOption(example.inputs, option), `${example.id}: ${option}`).not.toEqual(
          example.inputs,
        );
      }
    }
  });

  for (const example of publishedMethodExamples) {
    describe(example.id, () => {
      it("reproduces the source's printed figures to the cent", () => {
        expect(compare(example, figures(example.inputs))).toEqual(expectedAll(example));
      });

      for (const option of example.covers) {
        it(`needs ${option}: with the default instead, a figure differs`, () => {
          const other = compare(example, figures(withoutOption(example.inputs, option)));
          expect(other).not.toEqual(expectedAll(example));
        });
      }
    });
  }
});
