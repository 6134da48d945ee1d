// Payment plan projection timings (docs/letters-and-plans.md, "Speed"). Prints figures, never
// asserts: a projection continues from the case's stored snapshot, so its cost is the number of
// installments, not the ledger's length; from a bare ledger it replays it once first.
// BENCH_SMOKE=1 runs each measurement once (a quick check that the bench still runs).
import {
  addDays,
  type CaseTerms,
  computeLedger,
  type LedgerSnapshot,
  type PlanFrequency,
  type PlanTerms,
  planStanding,
  projectPlan,
  snapshotFromLedger,
} from "../src/index.ts";
import { BENCH_JUDGMENT_DATE, longLedger, measure, SMOKE } from "./bench-kit.ts";

const RUNS = 50;
const WARMUP = 10;
const WIDTH = 72;

const JUDGMENT_DATE = BENCH_JUDGMENT_DATE;
const FROM = "2026-11-26";

const txs = longLedger(10_000);
const variants: [string, CaseTerms][] = [
  ["simple, 365", { judgmentAmount: 2_500_000_000n, judgmentDate: JUDGMENT_DATE, rate: 90_000n }],
  [
    "annual compounding, actual days, 300 rate periods",
    {
      judgmentAmount: 2_500_000_000n,
      judgmentDate: JUDGMENT_DATE,
      compounding: "annual",
      dayCount: "actual",
      rate: Array.from({ length: 300 }, (_, i) => ({
        from: addDays(JUDGMENT_DATE, i * 32),
        ratePercent: BigInt(30_000 + ((i * 7_919) % 90_000)),
      })),
    },
  ],
];

const FREQUENCIES = ["monthly", "weekly"] as const;

/** An installment of twice what the interest-cover check asks: hundreds of installments. */
function planFor(
  terms: CaseTerms,
  snapshot: LedgerSnapshot,
  frequency: PlanFrequency,
): Pick<PlanTerms, "installment" | "frequency" | "firstDue"> {
  const probe = { installment: 100n, frequency, firstDue: "2026-12-01" };
  const outcome = projectPlan(terms, snapshot, probe, FROM);
  if (outcome.kind !== "does-not-cover") throw new Error("a cent a period should not cover");
  return { ...probe, installment: outcome.needed * 2n };
}

console.log(`node ${process.version}${SMOKE ? " (smoke run)" : ""}`);
for (const [name, terms] of variants) {
  const snapshot = snapshotFromLedger(computeLedger(terms, txs));
  for (const frequency of FREQUENCIES) {
    const plan = planFor(terms, snapshot, frequency);
    const outcome = projectPlan(terms, snapshot, plan, FROM);
    const count = outcome.kind === "projected" ? outcome.projection.installments : outcome.kind;
    measure(
      `projection from the snapshot of 10,000 entries (${name}; ${frequency}, ${count})`,
      RUNS,
      WARMUP,
      () => projectPlan(terms, snapshot, plan, FROM),
      WIDTH,
    );
    measure(
      `projection replaying the 10,000-entry ledger first (${name}; ${frequency})`,
      RUNS,
      WARMUP,
      () => projectPlan(terms, txs, plan, FROM),
      WIDTH,
    );
  }
}

// A plan's standing against the same 10,000 entries' payments: a $150 weekly plan since 1999.
const weeklyPlan: PlanTerms = {
  installment: 150_00_00n,
  frequency: "weekly",
  firstDue: "1999-03-22",
  graceDays: 3,
  missedToDefault: 3,
  agreedOn: JUDGMENT_DATE,
};
const payments = txs.filter((t) => t.type === "PAYMENT");
const standing = planStanding(weeklyPlan, payments, FROM, { paidOffOn: null });
measure(
  `standing of a weekly plan against ${payments.length.toLocaleString("en-US")} payments (${standing.installments.length} installments listed)`,
  RUNS,
  WARMUP,
  () => planStanding(weeklyPlan, payments, FROM, { paidOffOn: null }),
  WIDTH,
);
