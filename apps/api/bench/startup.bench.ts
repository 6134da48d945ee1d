// Cold start and idle memory of one instance, as `npm run bench` reports it
// (docs/decisions/013-production-runtime.md, "Consequences"): the server run through the TypeScript
// loader (tsx, as before) against the compiled server (`node` on apps/api/dist, as `npm start` runs
// it now), on PGlite in a new directory and, with BENCH_DATABASE_URL, on a new PostgreSQL database.
// Cold start is the time from spawn to the first healthy /healthz; idle memory is the process's
// resident set (VmRSS) 10 s after that, at rest. BENCH_SMOKE=1 (`npm test`, through
// `scripts/bench.mjs --smoke`) starts the tsx server once and reads its memory after 1 s, so the
// bench cannot rot unnoticed; its figures mean nothing. It builds nothing, so it leaves the compiled
// server out: `npm run bench` builds it and `npm start` runs it.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../src/test/free-port.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL;
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const IDLE_MS = SMOKE ? 1_000 : 10_000;
if (SMOKE)
  console.log("(smoke run: figures mean nothing; the compiled server is not built or run)");

for (const workspace of SMOKE ? [] : ["packages/domain", "apps/api"]) {
  const built = spawnSync("npm", ["run", "build", "--silent", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(1);
}

const VARIANTS: Record<string, readonly string[]> = {
  "tsx (TypeScript at run time)": ["--import", "tsx", "apps/api/src/main.ts"],
};
if (!SMOKE) {
  VARIANTS["compiled (node on dist)"] = [
    "--conditions=owed-dist",
    "--enable-source-maps",
    "apps/api/dist/main.js",
  ];
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function measure(args: readonly string[], driver: "pglite" | "postgres", port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "owed-startup-"));
  const dbName = `owed_startup_${Date.now()}`;
  let databaseUrl: string | undefined;
  if (driver === "postgres" && adminUrl) {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const started = performance.now();
  const child = spawn(process.execPath, [...args], {
    cwd: root,
    // stderr kept, so a server that dies starting up says why.
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RETENTION_ENABLED: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  // A server that dies starting up is reported as such, not waited for until the 120 s are up
  // (and its exit is not awaited a second time below, which would leave this process hanging).
  let exitedWith: string | undefined;
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exitedWith = String(code ?? signal);
      resolve(undefined);
    }),
  );
  try {
    for (;;) {
      if (exitedWith !== undefined) {
        throw new Error(
          `the server exited (${exitedWith}) before answering /healthz:\n${stderr.trim()}`,
        );
      }
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error("no healthy answer in 120 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const coldMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { coldMs, rss: rssMb(child.pid ?? 0) };
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin(`drop database if exists ${dbName} with (force)`);
  }
}

for (const driver of adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const)) {
  for (const [name, args] of Object.entries(VARIANTS)) {
    const { coldMs, rss } = await measure(args, driver, await freePort());
    console.log(
      `${driver.padEnd(8)} ${name.padEnd(30)} cold start ${(coldMs / 1000).toFixed(2)} s, idle RSS ${rss.toFixed(0)} MB`,
    );
  }
}
