// Dashboards at scale, as `npm run bench` reports it (docs/decisions/004-polling-cache.md,
// addenda): N distinct signed-in users, each polling as the web app does with a case open (the list
// every 5 s, the case and its transactions every 3 s each, all with If-None-Match), so N users send
// N × (1/5 + 2/3) requests a second. For growing N the run reports p50/p99 and errors, and the
// largest N that holds p99 under 50 ms with no errors; then the memory each signed-in user costs.
// The load generator (polling-load.mjs, in a worker thread) shares this 2-core machine with the
// server. On PGlite in a temporary directory, or on BENCH_DATABASE_URL's server. BENCH_SMOKE=1
// (`npm test`, through `scripts/bench.mjs --smoke`) runs one step of 20 dashboards for 1 s after a
// 1 s warm-up, then the memory of 20 more, so the bench cannot rot unnoticed; its figures mean
// nothing.
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { signAccessToken } from "../src/features/accounts/tokens.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { newCase } from "../src/test/cases.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const STEPS = (process.env.BENCH_POLL_USERS ?? (SMOKE ? "20" : "1000,2500,5000,10000,15000,20000"))
  .split(",")
  .map(Number);
const SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? (SMOKE ? 1 : 10));
// Each step's load runs this long before its measured seconds, reported apart (polling-load.mjs).
const WARMUP_SECONDS = Number(process.env.BENCH_POLL_WARMUP_SECONDS ?? (SMOKE ? 1 : 2));
const PER_USER_RATE = 1 / 5 + 2 / 3;

const { app, database, signingSecret, base, stop } = await startBenchServer("polling");
if (SMOKE) console.log("(smoke run: figures mean nothing)");

// One real account gives a password hash and a case to copy; the rest are made in bulk in SQL
// (a password hash per user would take minutes), each with a session, a token and one case.
const template = await registerAndLogin(app);
const created = await app.inject({
  method: "POST",
  url: "/docket/api/add-docket/",
  headers: template.headers,
  payload: newCase(),
});
const templateCase = created.json().data.id as string;

interface Dashboard {
  auth: string;
  caseId: string;
  tags: [string, string, string];
}
const dashboards: Dashboard[] = [];

async function seed(total: number) {
  const have = dashboards.length;
  if (total <= have) return;
  const started = performance.now();
  const made = await database.db.execute(sql`
    with new_users as (
      insert into users (email, username, password_hash, email_verified_at, timezone)
      select 'poll-' || g || '-' || ${Date.now()} || '@bench.example', 'poll_' || g || '_' || ${Date.now()},
             u.password_hash, now(), 'America/New_York'
      from generate_series(${have + 1}::int, ${total}::int) as g, users u where u.id = ${template.id}
      returning id
    ),
    new_sessions as (
      insert into user_sessions (user_id, refresh_token_hash, created_at, last_used_at, expires_at)
      select id, md5(random()::text), now(), now(), now() + interval '1 day' from new_users
      returning id, user_id
    ),
    new_cases as (
      -- Each user's case goes in their personal workspace, whose id is theirs (docs/workspaces.md).
      insert into cases (workspace_id, case_name, court_name, court_case_number, judgment_amount,
        judgment_date, interest_rate, snapshot, created_at, updated_at)
      select s.user_id, c.case_name, c.court_name, c.court_case_number, c.judgment_amount,
        c.judgment_date, c.interest_rate, c.snapshot, now(), now()
      from new_sessions s, cases c where c.id = ${templateCase}
      returning id, workspace_id as user_id
    )
    select s.id as session_id, s.user_id, nc.id as case_id
    from new_sessions s join new_cases nc on nc.user_id = s.user_id`);
  const rows = (
    made as unknown as { rows: { session_id: string; user_id: string; case_id: string }[] }
  ).rows;
  const now = new Date();
  for (const row of rows) {
    const token = await signAccessToken(
      signingSecret,
      { userId: row.user_id, sessionId: row.session_id, tokenVersion: 0 },
      now,
    );
    dashboards.push({ auth: `Bearer ${token}`, caseId: row.case_id, tags: ["", "", ""] });
  }
  // Each dashboard's first load: the answers and tags it then polls with.
  for (const d of dashboards.slice(have)) {
    const paths = [
      "/docket/api/cases/",
      `/docket/api/cases/${d.caseId}/`,
      `/docket/api/cases/${d.caseId}/transactions/`,
    ];
    for (const [i, path] of paths.entries()) {
      const res = await app.inject({
        method: "GET",
        url: path,
        headers: { authorization: d.auth },
      });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
      d.tags[i as 0 | 1 | 2] = String(res.headers.etag);
    }
  }
  console.log(
    `seeded ${total - have} dashboards (now ${total}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Which of the three polls a request is, in the web app's mix: 3 lists to 5 cases to 5 transaction lists. */
function pick(): 0 | 1 | 2 {
  const r = Math.random() * 13;
  return r < 3 ? 0 : r < 8 ? 1 : 2;
}

/**
 * The polls of `n` dashboards in the web app's mix, shuffled: plain data, so the load generator
 * can run in its own worker thread (a request function cannot cross into one).
 */
function pollsOf(n: number, count: number) {
  const polls: { method: "GET"; path: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const d = dashboards[Math.floor(Math.random() * n)] as Dashboard;
    const which = pick();
    const path =
      which === 0
        ? "/docket/api/cases/"
        : which === 1
          ? `/docket/api/cases/${d.caseId}/`
          : `/docket/api/cases/${d.caseId}/transactions/`;
    polls.push({
      method: "GET",
      path,
      headers: { authorization: d.auth, "if-none-match": d.tags[which] },
    });
  }
  return polls;
}

interface LoadResult {
  statuses: Record<string, number>;
  errors: number;
  done: number;
  p50: number;
  p99: number;
  warmupP99: number;
  warmupMax: number;
}

function load(polls: unknown[], rate: number): Promise<LoadResult> {
  const worker = new Worker(new URL("./polling-load.mjs", import.meta.url), {
    workerData: { base, polls, rate, seconds: SECONDS, warmup: WARMUP_SECONDS, sockets: 64 },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once("error", reject);
  });
}

async function run(n: number) {
  const rate = Math.round(n * PER_USER_RATE);
  const result = await load(pollsOf(n, Math.max(n * 3, 5_000)), rate);
  const not304 = Object.entries(result.statuses)
    .filter(([code]) => code !== "304")
    .reduce((sum, [, count]) => sum + count, 0);
  const errors = result.errors + not304;
  console.log(
    `${String(n).padStart(6)} dashboards, ${String(rate).padStart(6)} polls/s asked: ${result.done.toFixed(0).padStart(6)}/s done, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${errors} (first ${WARMUP_SECONDS} s, not counted: p99 ${result.warmupP99.toFixed(1)} ms, max ${result.warmupMax.toFixed(1)} ms)`,
  );
  return { ok: result.p99 < 50 && errors === 0 && result.done >= rate * 0.95, result };
}

let best = 0;
for (const n of STEPS) {
  await seed(n);
  if ((await run(n)).ok) best = n;
}
console.log(
  `largest N holding p99 < 50 ms with no errors: ${best} dashboards (${database.driver})`,
);

// Memory a signed-in user costs: heap after their first polls, against a fresh set of users.
if (global.gc) global.gc();
const before = process.memoryUsage().heapUsed;
const extra = SMOKE ? 20 : 2000;
await seed(dashboards.length + extra);
if (global.gc) global.gc();
const after = process.memoryUsage().heapUsed;
console.log(
  `memory per signed-in dashboard: about ${((after - before) / extra / 1024).toFixed(1)} KB of heap (${extra} more users, rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`,
);
await stop();
