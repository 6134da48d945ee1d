// Docket API under polling load, as `npm run bench` reports it: a user with 50 cases of 20
// transactions each, the list, the detail and the 304 path measured with autocannon over
// loopback (requests/s, p50, p99), the time to build each PDF, and the list for 1,000 cases.
// Runs on PGlite in a temporary directory, like a fresh `npm start`; with BENCH_DATABASE_URL
// (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test) it runs there instead, in a
// database of its own that it drops afterwards. BENCH_SMOKE=1 (`npm test`, through
// `scripts/bench.mjs --smoke`) does all of it once on 2 cases of 2 transactions and a list of 5
// cases, with 100 requests per load instead of 5 s, so the bench cannot rot unnoticed; its figures
// mean nothing.
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { docketVersions, workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 2 : 50;
const TRANSACTIONS_PER_CASE = SMOKE ? 2 : 20;
const BIG_LIST = SMOKE ? 5 : 1000;
const count = (n: number) => n.toLocaleString("en-US");
/** How long each autocannon load runs: 5 s, or 100 requests in a smoke run. */
const LOAD_LENGTH = SMOKE ? { amount: 100 } : { duration: 5 };

const { app, database, base, stop } = await startBenchServer("docket");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

async function makeUser(cases: number, transactionsPerCase: number) {
  const user = await registerAndLogin(app);
  // Pro, so the free plan's limit of 3 active cases does not apply.
  await database.db
    .update(workspaces)
    .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(workspaces.id, user.id));
  const ids: string[] = [];
  for (let c = 0; c < cases; c++) {
    const res = await app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: user.headers,
      payload: {
        caseName: `Bench Creditor ${c} v. Debtor ${c}`,
        courtName: "Superior Court of California, County of Alameda",
        courtCaseNumber: `RG20-${String(c).padStart(6, "0")}`,
        judgmentAmount: "25000.00",
        judgmentDate: "2020-01-15",
        interestRate: 10,
      },
    });
    const id = res.json().data.id as string;
    ids.push(id);
    for (let t = 0; t < transactionsPerCase; t++) {
      const month = String((t % 12) + 1).padStart(2, "0");
      await app.inject({
        method: "POST",
        url: "/docket/api/transactions/create/",
        headers: user.headers,
        payload: {
          case_id: id,
          transaction_type: t % 5 === 4 ? "COST" : "PAYMENT",
          amount: t % 5 === 4 ? "45.00" : "400.00",
          date: `${2020 + Math.floor(t / 12)}-${month}-20`,
          description: t % 5 === 4 ? "Levy fee" : "Garnishment",
        },
      });
    }
  }
  return { user, ids };
}

async function load(title: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 50, ...LOAD_LENGTH, headers, workers: 1 });
  const non2xx = result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
      (non2xx ? `   (${non2xx} answers were not 2xx: 304s on the 304 path)` : ""),
  );
  return result;
}

/**
 * What this machine's HTTP stack allows with no application work at all: a bare Fastify route
 * answering a prepared body the size of the 50-case list, and the same route answering a bodiless
 * 304. Their ratio bounds the 304-path/list ratio any list served from memory can show here
 * (docs/decisions/004-polling-cache.md).
 */
async function referenceCeiling(bodyBytes: number) {
  const bare = Fastify({ logger: false });
  const body = Buffer.alloc(bodyBytes, "x");
  bare.get("/body", (_request, reply) => reply.type("application/json").send(body));
  bare.get("/not-modified", (_request, reply) => reply.code(304).send());
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const bareAddress = bare.server.address();
  const bareBase = `http://127.0.0.1:${typeof bareAddress === "object" && bareAddress ? bareAddress.port : 0}`;
  const full = await load(
    `bare Fastify, ${(bodyBytes / 1024).toFixed(0)} KB body`,
    `${bareBase}/body`,
    {},
  );
  const empty = await load("bare Fastify, bodiless 304", `${bareBase}/not-modified`, {});
  await bare.close();
  return empty.requests.average / Math.max(1, full.requests.average);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeIt(fn: () => Promise<unknown>, fullRuns = 15) {
  await fn();
  const times: number[] = [];
  const runs = SMOKE ? 1 : fullRuns;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

const seedStarted = performance.now();
const { user, ids } = await makeUser(CASES, TRANSACTIONS_PER_CASE);
console.log(
  `seeded ${CASES} cases x ${TRANSACTIONS_PER_CASE} transactions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);
const auth = { authorization: `Bearer ${user.access}` };
const first = ids[0] as string;

const list = await load("list   GET /docket/api/cases/", `${base}/docket/api/cases/`, auth);
await load("detail GET /docket/api/cases/{id}/", `${base}/docket/api/cases/${first}/`, auth);
const tag = (await fetch(`${base}/docket/api/cases/`, { headers: auth })).headers.get("etag") ?? "";
const notModified = await load("304    GET /docket/api/cases/", `${base}/docket/api/cases/`, {
  ...auth,
  "if-none-match": tag,
});
const listBytes = Buffer.byteLength(
  await (await fetch(`${base}/docket/api/cases/`, { headers: auth })).text(),
);
const ratio = notModified.requests.average / Math.max(1, list.requests.average);
console.log(
  `304 path / list throughput: ${ratio.toFixed(1)}x (target at least 3x); list p99 target under 25 ms`,
);
const ceiling = await referenceCeiling(listBytes);
console.log(
  `reference: with no application work, a bodiless 304 is ${ceiling.toFixed(1)}x a ${(listBytes / 1024).toFixed(0)} KB answer on this machine`,
);

const payoffMs = await timeIt(() =>
  app.inject({
    method: "GET",
    url: `/docket/api/cases/${first}/payoff-statement/?date=2021-06-30`,
    headers: auth,
  }),
);
const reportMs = await timeIt(() =>
  app.inject({ method: "GET", url: `/docket/api/transactions/${first}/download/`, headers: auth }),
);
console.log(`payoff statement PDF: median ${payoffMs.toFixed(1)} ms (target under 100 ms)`);
console.log(`transaction report PDF: median ${reportMs.toFixed(1)} ms`);

const big = await makeUser(BIG_LIST, 0);
const bigAuth = { authorization: `Bearer ${big.user.access}` };
const bigListWarm = await timeIt(
  () => app.inject({ method: "GET", url: "/docket/api/cases/", headers: bigAuth }),
  5,
);
// A write by another instance (here: SQL) bumps the docket version, so every request rebuilds the
// list from the snapshots in one query, as after any change.
const coldTimes: number[] = [];
for (let i = 0; i < (SMOKE ? 1 : 5); i++) {
  await database.db
    .update(docketVersions)
    .set({ version: sql`${docketVersions.version} + 1` })
    .where(eq(docketVersions.workspaceId, big.user.id));
  const started = performance.now();
  await app.inject({ method: "GET", url: "/docket/api/cases/", headers: bigAuth });
  coldTimes.push(performance.now() - started);
}
const bigListCold = median(coldTimes);
console.log(
  `list of ${count(BIG_LIST)} cases from snapshots: median ${bigListCold.toFixed(1)} ms after a change, ${bigListWarm.toFixed(1)} ms unchanged`,
);

// Bytes on the wire for that list, as a browser asks for it (it accepts brotli and gzip), and the
// time a compressed answer takes to serve.
const wire: string[] = [];
for (const encoding of ["identity", "gzip", "br"]) {
  const headers = { ...bigAuth, "accept-encoding": encoding };
  const res = await app.inject({ method: "GET", url: "/docket/api/cases/", headers });
  const ms = await timeIt(
    () => app.inject({ method: "GET", url: "/docket/api/cases/", headers }),
    5,
  );
  wire.push(`${encoding} ${(res.rawPayload.length / 1024).toFixed(0)} KB (${ms.toFixed(1)} ms)`);
}
console.log(`list of ${count(BIG_LIST)} cases on the wire: ${wire.join(", ")}`);

await stop();
