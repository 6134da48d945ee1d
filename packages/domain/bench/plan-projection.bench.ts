// Payment plan projection timings (docs/letters-and-plans.md, "Speed"). Prints figures, never
// asserts: a projection continues from the case's stored snapshot, so its cost is the number of
// installments, not the ledger's length; from a bare ledger it replays it once first.
// BENCH_SMOKE=1 runs each measurement once (a quick check that the bench still runs).
import {
  addDays,
  type CaseTerms,
  computeLedger,
  type LedgerSnapshot,
  type LedgerTransaction,
  type PlanFrequency,
  type PlanTerms,
  planStanding,
  projectPlan,
  snapshotFromLedger,
} from "../src/index.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const RUNS = SMOKE ? 1 : 50;
const WARMUP = SMOKE ? 0 : 10;

function measure(label: string, fn: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(
    `${label.padEnd(72)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   (${RUNS} runs)`,
  );
}

const JUDGMENT_DATE = "1999-03-15";
const FROM = "2026-11-26";

/** 10,000 entries over ~24 years: a $25 payment most days, a $12.34 cost every week. */
function bigLedger(): LedgerTransaction[] {
  const txs: LedgerTransaction[] = [];
  let day = 0;
  while (txs.length < 10_000) {
    day += 1;
    const date = addDays(JUDGMENT_DATE, day);
    txs.push({ type: "PAYMENT", date, amount: 25_00_00n });
    if (day % 7 === 0) txs.push({ type: "COST", date, amount: 12_34_00n });
  }
  return txs.slice(0, 10_000);
}

const txs = bigLedger();
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
      () => projectPlan(terms, snapshot, plan, FROM),
    );
    measure(`projection replaying the 10,000-entry ledger first (${name}; ${frequency})`, () =>
      projectPlan(terms, txs, plan, FROM),
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
  () => planStanding(weeklyPlan, payments, FROM, { paidOffOn: null }),
);
