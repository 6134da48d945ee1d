// Creditor clients at a firm's size (docs/portfolio.md, "Clients"): deleting a client that holds
// 2,000 cases (each case left with no client and given its history entry, in one transaction),
// and the client list with each client's case count beside 10 clients of 2,000 cases each. Three
// runs, median and worst, on PGlite in a temporary directory (or BENCH_DATABASE_URL's server).
// BENCH_SMOKE=1 (`npm test`) runs once on 5 cases, so the bench cannot rot; its figures mean
// nothing.
import { eq } from "drizzle-orm";
import { workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 5 : 2_000;
const RUNS = SMOKE ? 1 : 3;
const count = (n: number) => n.toLocaleString("en-US");

const { app, database, stop } = await startBenchServer("clients");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

const owner = await registerAndLogin(app);
await database.db
  .update(workspaces)
  .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
  .where(eq(workspaces.id, owner.id));

async function call(method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `/docket/api${url}`,
    headers: owner.headers,
    ...(payload ? { payload: payload as object } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

/** A client holding `cases` cases, each with a payment, imported in one go. */
async function clientWithCases(name: string, cases: number): Promise<string> {
  const client = await call("POST", "/clients/", { name, feePercent: "33.3333" });
  const lines = ["Case,Court,Case number,Judgment,Judgment date,Rate,Type,Date,Amount,Client"];
  for (let c = 0; c < cases; c++) {
    lines.push(
      `${name} ${c} v. Debtor,Court,${name}-${c},"$25,000.00",2023-01-03,9%,Payment,2024-02-01,$100.00,${name}`,
    );
  }
  const csv = lines.join("\r\n");
  const preview = await call("POST", "/imports/preview/", { csv });
  await call("POST", "/imports/", { csv, mapping: preview.data.mapping });
  return client.data.id as string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const deletes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const id = await clientWithCases(`Delete${run}`, CASES);
  const t0 = performance.now();
  const done = await call("DELETE", `/clients/${id}/`);
  deletes.push(performance.now() - t0);
  if (done.data.casesUnassigned !== CASES) throw new Error("not every case was unassigned");
}
console.log(
  `delete a client of ${count(CASES)} cases: median ${ms(median(deletes))}, worst ${ms(Math.max(...deletes))}`,
);

for (let c = 0; c < (SMOKE ? 1 : 10); c++) await clientWithCases(`Kept${c}`, CASES);
const lists: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const list = await call("GET", "/clients/");
  lists.push(performance.now() - t0);
  if (list.data[0].caseCount !== CASES) throw new Error("wrong case count");
}
console.log(
  `client list (${SMOKE ? 1 : 10} clients of ${count(CASES)} cases): median ${ms(median(lists))}, worst ${ms(Math.max(...lists))}`,
);
await stop();
