// Filling the Council's forms, as `npm run bench` reports it (docs/court-forms.md): each of the
// four forms filled from the richest test input (several parties, costs in every category, two
// rate lines, a renewal), editable and flattened copies both, then read back. Median and worst of
// the runs, and the two files' sizes. BENCH_SMOKE=1 fills each form once (npm test runs it, through
// `scripts/bench.mjs --smoke`, so the bench cannot rot unnoticed); its figures mean nothing.
import { COURT_FORM_IDS } from "@owed/domain";
import { fillCourtForm } from "../src/features/court-forms/fill/fill-court-form.ts";
import { richInput } from "../src/test/court-form-inputs.ts";

const RUNS = process.env.BENCH_SMOKE ? 1 : 15;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

console.log(
  `Court forms, filled ${RUNS} times each (editable and flattened, read back)${process.env.BENCH_SMOKE ? " (smoke run: figures mean nothing)" : ""}:`,
);
for (const form of COURT_FORM_IDS) {
  const times: number[] = [];
  let sizes = "";
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const filled = await fillCourtForm(richInput(form));
    times.push(performance.now() - started);
    if (Object.keys(filled.fields).length === 0) throw new Error(`${form}: no field was filled`);
    sizes = `${kb(filled.editable.byteLength)} editable, ${kb(filled.flattened.byteLength)} flattened`;
  }
  console.log(
    `  ${form.toUpperCase().padEnd(7)} median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${sizes})`,
  );
}
