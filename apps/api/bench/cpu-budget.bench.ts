// The polling cost budget (docs/decisions/004-polling-cache.md): the server's CPU time per
// request on the 304 path, against a bare Fastify route answering 304 measured in the same run.
// Budget: at most 1.5 times the bare route. The servers run in this process; the load generator
// (autocannon) runs in a child process, so this process's CPU time is the servers' own.
// BENCH_SMOKE=1 (`npm test`, through `scripts/bench.mjs --smoke`) sends 200 requests to each
// path in one round and no warm-up round, so the bench cannot rot unnoticed; its figures mean
// nothing.
import { spawn } from "node:child_process";
import Fastify from "fastify";
import { registerAndLogin } from "../src/test/accounts.ts";
import { newCase } from "../src/test/cases.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const REQUESTS = SMOKE ? 200 : 40_000;
const { app, base, stop } = await startBenchServer("cpu");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

const user = await registerAndLogin(app);
const created = await app.inject({
  method: "POST",
  url: "/docket/api/add-docket/",
  headers: user.headers,
  payload: newCase(),
});
const caseId = created.json().data.id as string;

const bare = Fastify({ logger: false });
bare.get("/not-modified", (_request, reply) => reply.code(304).send());
// The same route sending the headers the app's 304 carries (security headers, ETag, cache
// policy): what part of the difference is bytes on the socket rather than work.
bare.get("/not-modified-with-headers", (_request, reply) => {
  reply.raw.writeHead(304, {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    etag: 'W/"cases-00000000-0000-4000-8000-000000000000-123456-2026-11-25"',
    "cache-control": "private, no-cache",
  });
  reply.raw.end();
  reply.hijack();
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareAddress = bare.server.address();
const bareBase = `http://127.0.0.1:${typeof bareAddress === "object" && bareAddress ? bareAddress.port : 0}`;

/** CPU microseconds this process spends per request while a child process sends `REQUESTS`. */
async function measure(url: string, headers: Record<string, string>): Promise<number> {
  const script = `
    const autocannon = require("autocannon");
    autocannon({ url: ${JSON.stringify(url)}, connections: 20, amount: ${REQUESTS},
      headers: ${JSON.stringify(headers)} }, (err, result) => {
      if (err) { console.error(err); process.exit(1); }
      console.log(JSON.stringify({ non2xx: result.non2xx, errors: result.errors }));
    });`;
  const before = process.cpuUsage();
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once("exit", resolve));
  const used = process.cpuUsage(before);
  const result = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
    non2xx: number;
    errors: number;
  };
  if (result.errors > 0 || result.non2xx !== REQUESTS) {
    throw new Error(`expected ${REQUESTS} answers of 304, got ${JSON.stringify(result)}`);
  }
  return (used.user + used.system) / REQUESTS;
}

const auth = { authorization: `Bearer ${user.access}` };
const tagOf = async (path: string) =>
  (await fetch(`${base}${path}`, { headers: auth })).headers.get("etag") ?? "";
const listTag = await tagOf("/docket/api/cases/");
const detailTag = await tagOf(`/docket/api/cases/${caseId}/`);

const listHeaders = { ...auth, "if-none-match": listTag };
const detailHeaders = { ...auth, "if-none-match": detailTag };
const paths: Record<string, () => Promise<number>> = {
  bare: () => measure(`${bareBase}/not-modified`, {}),
  // The bare route sent the very request a dashboard sends (token, tag): what parsing the
  // request's headers costs any server, before the app does anything.
  bareSameRequest: () => measure(`${bareBase}/not-modified`, listHeaders),
  bareWithHeaders: () => measure(`${bareBase}/not-modified-with-headers`, listHeaders),
  list: () => measure(`${base}/docket/api/cases/`, listHeaders),
  detail: () => measure(`${base}/docket/api/cases/${caseId}/`, detailHeaders),
};
// Rounds interleave the paths, so a slow moment of the machine falls on all of them. This machine
// is a shared virtual one whose speed drifts between seconds (a round's bare route has read
// anywhere from 15 to 27 µs), so each round's ratio is taken against the bare routes measured in
// that same round, and the median of those ratios is what meets the budget or not. The first round
// warms up and is not counted (a smoke run has no warm-up round).
const ROUNDS = SMOKE ? 1 : 7;
const WARMUP_ROUNDS = SMOKE ? 0 : 1;
const samples = new Map<string, number[]>(Object.keys(paths).map((name) => [name, []]));
for (let round = 1 - WARMUP_ROUNDS; round <= ROUNDS; round++) {
  for (const [name, run] of Object.entries(paths)) {
    const us = await run();
    if (round > 0) samples.get(name)?.push(us);
  }
}
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const roundsOf = (name: string) => samples.get(name) ?? [];
const ratios = (name: string, base: string) => {
  const baseRounds = roundsOf(base);
  return roundsOf(name).map((us, i) => us / (baseRounds[i] ?? Number.NaN));
};
const BUDGET = 1.5;
const row = (label: string, name: string) => {
  const toBare = medianOf(ratios(name, "bare"));
  const toSame = medianOf(ratios(name, "bareSameRequest"));
  const all = roundsOf(name)
    .map((v) => v.toFixed(1))
    .join(", ");
  console.log(
    `${label.padEnd(44)} ${medianOf(roundsOf(name)).toFixed(1).padStart(5)} µs  ${toBare.toFixed(2)}x bare  ${toSame.toFixed(2)}x bare, same request   (rounds, µs: ${all})`,
  );
  return toBare;
};
console.log(
  `CPU per request: median of ${ROUNDS} rounds of ${REQUESTS} requests; ratios are medians of each round's ratio to the bare route of that round; budget ${BUDGET}x`,
);
row("bare Fastify 304", "bare");
row("bare Fastify 304, the dashboard's request", "bareSameRequest");
row("bare Fastify 304 with the app's headers", "bareWithHeaders");
const over = [row("list 304", "list"), row("case 304", "detail")].some((r) => r > BUDGET);
console.log(
  over
    ? `over the budget of ${BUDGET}x a bare Fastify 304`
    : `within the budget of ${BUDGET}x a bare Fastify 304`,
);
await bare.close();
await stop();
