// Interest engine timings. Prints figures, never asserts: targets are < 5 ms for a 10,000-
// transaction ledger computed and summarised, and < 5 ms for today's summary of 1,000 cases
// from stored snapshots. BENCH_SMOKE=1 (`npm test`, through `scripts/bench.mjs --smoke`) runs the
// same measurements once each on a 100-transaction ledger and 10 cases, so the bench cannot rot
// unnoticed; its figures mean nothing.
import {
  addDays,
  type CaseTerms,
  computeLedger,
  type LedgerSnapshot,
  type LedgerTransaction,
  snapshotFromLedger,
  summarizeFromSnapshot,
} from "../src/index.ts";
import { BENCH_JUDGMENT_DATE, longLedger, measure, SMOKE } from "./bench-kit.ts";

const LEDGER_LENGTH = SMOKE ? 100 : 10_000;
const DASHBOARD_CASES = SMOKE ? 10 : 1_000;
const count = (n: number) => n.toLocaleString("en-US");

const JUDGMENT_DATE = BENCH_JUDGMENT_DATE;
const TODAY = "2026-11-22";

const txs = longLedger(LEDGER_LENGTH);
const variants: [string, CaseTerms][] = [
  ["simple, 365", { judgmentAmount: 2_500_000_000n, judgmentDate: JUDGMENT_DATE, rate: 90_000n }],
  [
    "annual compounding, actual days, 27 rate periods",
    {
      judgmentAmount: 2_500_000_000n,
      judgmentDate: JUDGMENT_DATE,
      compounding: "annual",
      dayCount: "actual",
      rate: Array.from({ length: 28 }, (_, i) => ({
        from: `${1999 + i}-01-01`,
        ratePercent: BigInt(40_000 + ((i * 7_919) % 60_000)),
      })),
    },
  ],
];

// The engine's target (docs/decisions/011-jurisdiction-methods.md): a 10,000-entry ledger with a
// 300-period schedule, 366-day years and compounding, under 50 ms; and the same with every method
// option that changes the arithmetic.
const schedule300 = Array.from({ length: 300 }, (_, i) => ({
  from: addDays(JUDGMENT_DATE, i * 32),
  ratePercent: BigInt(30_000 + ((i * 7_919) % 90_000)),
}));
const withSchedule: CaseTerms = {
  judgmentAmount: 2_500_000_000n,
  judgmentDate: JUDGMENT_DATE,
  compounding: "annual",
  dayCount: "actual",
  rate: schedule300,
};
variants.push(
  ["annual compounding, actual days, 300 rate periods", withSchedule],
  [
    "300 periods + exact per diem, costs kept apart and first, non-bearing part",
    {
      ...withSchedule,
      perDiemRounding: "exact",
      costTreatment: "separate-bearing",
      creditingOrder: "costs-interest-principal",
      nonInterestBearing: 100_000_000n,
    },
  ],
  [
    "300 periods + 360-day years, per diem to the cent",
    { ...withSchedule, dayCount: "360", perDiemRounding: "half-up-cents" },
  ],
);

console.log(`node ${process.version}${SMOKE ? " (smoke run: figures mean nothing)" : ""}`);
for (const [name, terms] of variants) {
  measure(`${count(LEDGER_LENGTH)}-transaction ledger + summary (${name})`, 100, 20, () => {
    const ledger = computeLedger(terms, txs);
    return summarizeFromSnapshot(terms, snapshotFromLedger(ledger), TODAY);
  });
}

// 1,000 cases as the dashboard sees them: terms plus the snapshot stored in the database.
function dashboardCases(compounding: "none" | "annual"): [CaseTerms, LedgerSnapshot][] {
  const cases: [CaseTerms, LedgerSnapshot][] = [];
  for (let i = 0; i < DASHBOARD_CASES; i++) {
    const terms: CaseTerms = {
      judgmentAmount: BigInt(1_000 + ((i * 104_729) % 50_000_000)) * 100n,
      judgmentDate: addDays("2005-01-01", (i * 37) % 7_000),
      rate: BigInt(10_000 + ((i * 3_571) % 120_000)),
      compounding,
    };
    const own = Array.from(
      { length: i % 20 },
      (_, k): LedgerTransaction => ({
        type: k % 3 === 2 ? "COST" : "PAYMENT",
        date: addDays(terms.judgmentDate, 30 * (k + 1)),
        amount: 10_00_00n,
      }),
    );
    const stored = JSON.parse(JSON.stringify(snapshotFromLedger(computeLedger(terms, own))));
    cases.push([terms, stored]);
  }
  return cases;
}

// O(1) in the ledger's length: a summary from a snapshot of 10 entries and of 10,000 costs the
// same (it accrues from the last entry to today, whatever came before).
for (const length of [10, LEDGER_LENGTH]) {
  const snapshot = snapshotFromLedger(computeLedger(withSchedule, txs.slice(0, length)));
  measure(`summary from a snapshot after ${count(length)} entries (300 periods)`, 2_000, 200, () =>
    summarizeFromSnapshot(withSchedule, snapshot, TODAY),
  );
}

for (const compounding of ["none", "annual"] as const) {
  const cases = dashboardCases(compounding);
  measure(
    `today's summary for ${count(DASHBOARD_CASES)} cases from snapshots (${compounding})`,
    100,
    20,
    () => {
      for (const [terms, snapshot] of cases) summarizeFromSnapshot(terms, snapshot, TODAY);
    },
  );
}
