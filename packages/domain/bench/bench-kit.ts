import { addDays, type LedgerTransaction } from "../src/index.ts";

// What the domain's benches share: the smoke switch, the timing printout and the long ledger.

/** BENCH_SMOKE=1 (`npm test`, through `scripts/bench.mjs --smoke`): each measurement once. */
export const SMOKE = Boolean(process.env.BENCH_SMOKE);

/** Runs `fn` (after a warm-up) and prints its median and p95; a smoke run times it once. */
export function measure(
  label: string,
  fullRuns: number,
  warmup: number,
  fn: () => unknown,
  labelWidth = 58,
): void {
  const runs = SMOKE ? 1 : fullRuns;
  if (!SMOKE) for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(
    `${label.padEnd(labelWidth)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   (${runs} runs)`,
  );
}

export const BENCH_JUDGMENT_DATE = "1999-03-15";

/** `length` entries from the day after the judgment: a $25 payment each day, a $12.34 cost weekly. */
export function longLedger(length: number): LedgerTransaction[] {
  const txs: LedgerTransaction[] = [];
  let day = 0;
  while (txs.length < length) {
    day += 1;
    const date = addDays(BENCH_JUDGMENT_DATE, day);
    txs.push({ type: "PAYMENT", date, amount: 25_00_00n });
    if (day % 7 === 0) txs.push({ type: "COST", date, amount: 12_34_00n }); // same day
  }
  return txs.slice(0, length);
}
