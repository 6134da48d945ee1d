import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, testDriver } from "./test/test-app.ts";

// A write the API has acknowledged must survive the server being killed outright (SIGKILL: no
// shutdown hook runs) and restarted on the same data. On PGlite this is the property that lets a
// one-machine firm trust `npm start`; on PostgreSQL it holds by construction and is checked anyway.

const mainFile = fileURLToPath(new URL("./main.ts", import.meta.url));
const cliFile = fileURLToPath(new URL("./cli.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "owed-durability-"));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  startedInMs: number;
}

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RETENTION_ENABLED: "false",
    // Every sign-up here comes from 127.0.0.1; the per-address limit is not what is tested.
    PER_ADDRESS_LIMIT_FACTOR: "100",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
  };
}

/** The accounts the administrator's CLI lists (with PGlite, only once no server holds the data). */
function listedEmails(): string[] {
  const out = execFileSync(process.execPath, ["--import", "tsx", cliFile, "user:list", "--json"], {
    env: serverEnv(),
  }).toString();
  return out
    .split("\n")
    .filter((line) => line.trim().startsWith("{"))
    .map((line) => (JSON.parse(line) as { email: string }).email);
}

function startServer(): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], { env: serverEnv() });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], startedInMs: performance.now() - started });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function killHard(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners("exit");
    server.child.on("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}

async function register(baseUrl: string, i: number): Promise<Response> {
  return fetch(`${baseUrl}/authentication/api/register/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `durable${i}@example.com`,
      username: `durable${i}`,
      password: "correct horse 1",
    }),
  });
}

beforeAll(async () => {
  if (testDriver !== "postgres") return;
  const created = await createPostgresDatabase();
  databaseUrl = created.url;
  dropDatabase = created.drop;
});

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`durability on ${testDriver}`, () => {
  it("keeps every acknowledged write after SIGKILL and restart", { timeout: 120_000 }, async () => {
    const writes = 25;
    const first = await startServer();
    for (let i = 0; i < writes; i++) {
      const res = await register(first.baseUrl, i);
      expect(res.status, await res.clone().text()).toBeLessThan(300);
    }
    // Kill the instant the last write is acknowledged: nothing gets a chance to flush politely.
    await killHard(first);

    const second = await startServer();
    try {
      const health = await fetch(`${second.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      console.log(
        `durability (${testDriver}): ${writes} acknowledged writes survived SIGKILL; ` +
          `cold start ${first.startedInMs.toFixed(0)} ms, restart after kill ${second.startedInMs.toFixed(0)} ms`,
      );
    } finally {
      await killHard(second);
    }
    // Registration answers alike for new and existing addresses (no enumeration), so the
    // accounts are counted the way an administrator would, with the CLI, after a second kill.
    const emails = new Set(listedEmails());
    for (let i = 0; i < writes; i++) {
      expect(emails.has(`durable${i}@example.com`), `write ${i} was lost`).toBe(true);
    }
  });
});
