// CSV in and out, as `npm run bench` reports it (docs/csv.md): the import of 10,000 transactions
// across 100 cases through the API (preview, check, import; each step parses and checks the whole
// file), and the export of a 10,000-entry ledger. Five runs each, median and worst, on PGlite in a
// temporary directory (or BENCH_DATABASE_URL's server). BENCH_SMOKE=1 (`npm test`, through
// `scripts/bench.mjs --smoke`) runs each step once on 10 rows across 2 cases and a 20-entry
// ledger, so the bench cannot rot unnoticed; its figures mean nothing.
import { addDays } from "@owed/domain";
import { eq } from "drizzle-orm";
import { workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 2 : 100;
const PER_CASE = SMOKE ? 5 : 100;
const BIG_LEDGER = SMOKE ? 20 : 10_000;
const RUNS = SMOKE ? 1 : 5;
const count = (n: number) => n.toLocaleString("en-US");

const { app, database, stop } = await startBenchServer("csv");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

async function proUser() {
  const user = await registerAndLogin(app);
  await database.db
    .update(workspaces)
    .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(workspaces.id, user.id));
  return user;
}

function importFile(cases: number, perCase: number, start = "2000-01-03", step = 2): string {
  const lines = ["Case,Court,Case number,Judgment,Judgment date,Rate,Type,Date,Amount,Memo"];
  for (let c = 0; c < cases; c++) {
    for (let i = 0; i < perCase; i++) {
      const date = addDays(start, i * step + (c % 2));
      lines.push(
        `Bench ${c} v. Debtor,"Superior Court, Alameda",BENCH-${c},"$250,000.00",${start},9%,Payment,${date},"$10.${String(i % 100).padStart(2, "0")}",Garnishment`,
      );
    }
  }
  return lines.join("\r\n");
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function post(headers: Record<string, string>, url: string, payload: unknown) {
  const res = await app.inject({
    method: "POST",
    url: `/docket/api${url}`,
    headers,
    payload: payload as object,
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

const csv = importFile(CASES, PER_CASE);
console.log(
  `import file: ${(csv.length / 1024 / 1024).toFixed(2)} MB, ${count(CASES * PER_CASE)} rows, ${CASES} cases`,
);
const steps = {
  preview: [] as number[],
  check: [] as number[],
  import: [] as number[],
  total: [] as number[],
};
for (let run = 0; run < RUNS; run++) {
  const user = await proUser();
  const t0 = performance.now();
  const preview = await post(user.headers, "/imports/preview/", { csv });
  const t1 = performance.now();
  const check = await post(user.headers, "/imports/check/", { csv, mapping: preview.data.mapping });
  if (!check.data.valid) throw new Error(JSON.stringify(check.data.problems.slice(0, 3)));
  const t2 = performance.now();
  const done = await post(user.headers, "/imports/", { csv, mapping: preview.data.mapping });
  const t3 = performance.now();
  if (done.data.transactions !== CASES * PER_CASE)
    throw new Error("not every transaction was imported");
  steps.preview.push(t1 - t0);
  steps.check.push(t2 - t1);
  steps.import.push(t3 - t2);
  steps.total.push(t3 - t0);
}
for (const [name, values] of Object.entries(steps)) {
  console.log(
    `import ${name.padEnd(8)} median ${ms(median(values))}, worst ${ms(Math.max(...values))}`,
  );
}

// One case with BIG_LEDGER entries: the import makes it in one go, then its ledger is exported.
const owner = await proUser();
const big = importFile(1, BIG_LEDGER, "1990-01-03", 1);
const bigPreview = await post(owner.headers, "/imports/preview/", { csv: big });
const made = await post(owner.headers, "/imports/", { csv: big, mapping: bigPreview.data.mapping });
const caseId = made.data.caseIds[0] as string;
const exports: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const res = await app.inject({
    method: "GET",
    url: `/docket/api/cases/${caseId}/ledger/export/`,
    headers: owner.headers,
  });
  exports.push(performance.now() - t0);
  bytes = res.rawPayload.length;
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode}`);
}
console.log(
  `ledger export (${count(BIG_LEDGER)} entries, ${(bytes / 1024 / 1024).toFixed(2)} MB) median ${ms(median(exports))}, worst ${ms(Math.max(...exports))}`,
);
await stop();
