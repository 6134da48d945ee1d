// A real user's login while registration is flooded, as `npm run bench` reports it: the user logs
// in over and over (median, p95 and max latency) first alone, then while one client sends 400
// registrations 50 at a time, then while 200 client addresses (127.0.0.2 to 127.0.0.201, all
// loopback) do the same, which the per-address limits cannot stop and the hashing queue must.
// Loopback only, bounded in count (400 per flood) and time (60 s per flood). Runs on PGlite in a
// temporary directory; with BENCH_DATABASE_URL (a PostgreSQL server) in a database of its own
// that it drops afterwards. The target (docs/decisions/008-security.md): login under 1 s.
// BENCH_SMOKE=1 (`npm test`, through `scripts/bench.mjs --smoke`) does the same with 10
// registrations 5 at a time, 5 client addresses and a couple of logins, each flood cut at 10 s, so
// the bench cannot rot unnoticed; its figures mean nothing.

import { request as httpRequest } from "node:http";
import { registerVerifiedUser } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const FLOOD_REQUESTS = SMOKE ? 10 : 400;
const FLOOD_CONCURRENCY = SMOKE ? 5 : 50;
const FLOOD_TIME_LIMIT_MS = SMOKE ? 10_000 : 60_000;
const QUIET_LOGINS = SMOKE ? 2 : 15;
const LOGINS_DURING_FLOOD = SMOKE ? 1 : 5;
const CLIENTS = SMOKE ? 5 : 200;

const { app, port, stop } = await startBenchServer("flood");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

/** One POST over a fresh loopback connection from `localAddress`; resolves with status and time. */
function post(path: string, body: unknown, localAddress = "127.0.0.1") {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/authentication/api/${path}`,
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const realUser = await registerVerifiedUser(app);
const logIn = () => post("login/", { email: realUser.email, password: realUser.password });

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (${sorted.length} logins)`;
}

async function loginsUntil(done: () => boolean, minimum: number) {
  const times: number[] = [];
  const statuses = new Set<number>();
  while (!done() || times.length < minimum) {
    const { status, ms } = await logIn();
    statuses.add(status);
    times.push(ms);
  }
  return { times, statuses: [...statuses] };
}

async function flood(label: string, addressOf: (i: number) => string) {
  let next = 0;
  let finished = false;
  const counts = new Map<number, number>();
  const startedAt = performance.now();
  const slug = label.replace(/\W+/g, "_");
  const worker = async () => {
    while (next < FLOOD_REQUESTS && performance.now() - startedAt < FLOOD_TIME_LIMIT_MS) {
      const i = next++;
      const { status } = await post(
        "register/",
        {
          email: `flood-${slug}-${i}-${Date.now()}@example.com`,
          username: `f_${slug}_${i}`,
          password: "correct horse battery",
        },
        addressOf(i),
      ).catch(() => ({ status: 0 }));
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  const floodDone = Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker)).then(() => {
    finished = true;
  });
  const logins = await loginsUntil(() => finished, LOGINS_DURING_FLOOD);
  await floodDone;
  const seconds = (performance.now() - startedAt) / 1000;
  const answers = [...counts].map(([status, n]) => `${n}× ${status || "failed"}`).join(", ");
  console.log(`${label}: ${next} registrations in ${seconds.toFixed(1)} s (${answers})`);
  console.log(
    `  real user's login during it: ${summary(logins.times)}, answers ${logins.statuses.join(", ")}`,
  );
}

// Warm up (the first scrypt and the first queries), then measure alone.
await logIn();
const quiet = await loginsUntil(() => true, QUIET_LOGINS);
console.log(
  `no flood: real user's login ${summary(quiet.times)}, answers ${quiet.statuses.join(", ")}`,
);
await flood("one client", () => "127.0.0.1");
await flood(`${CLIENTS} clients`, (i) => `127.0.0.${2 + (i % CLIENTS)}`);

await stop();
