import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "./db/client.ts";
import { newCase } from "./test/cases.ts";
import { freePort } from "./test/free-port.ts";
import { createPostgresDatabase, testDriver } from "./test/test-app.ts";

// Scale-out as a deployment runs it (docs/decisions/013-production-runtime.md; README "Behind
// nginx"): two API instances on one PostgreSQL behind nginx with round robin, every request through
// the proxy unless it says otherwise. The nginx configuration is the README's, with this test's
// ports and folders.

function nginxMissing(): string | null {
  if (testDriver !== "postgres") return "runs with the PostgreSQL suite (TEST_DATABASE_URL)";
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return null;
  } catch {
    return "nginx is not installed here (Debian: apt-get install nginx; CI installs it)";
  }
}
const missing = nginxMissing();

const mainFile = fileURLToPath(new URL("./main.ts", import.meta.url));
const cliFile = fileURLToPath(new URL("./cli.ts", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "owed-nginx-"));
let databaseUrl = "";
let drop: (() => Promise<void>) | undefined;
let db: DatabaseHandle | undefined;
const instances: { child: ChildProcess; port: number }[] = [];
let nginx: ChildProcess | undefined;
let proxyPort = 0;

/** The README's nginx configuration, with this test's ports and a private prefix. */
function nginxConfig(prefix: string, listen: number, upstreams: number[]): string {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 20m;
  upstream owed {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://owed;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The client's own address, replacing whatever the client claimed.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, `data-${port}`),
      LOG_LEVEL: "warn",
      RETENTION_ENABLED: "true",
      // Only nginx, on this host, is believed about the client's address.
      TRUST_PROXY: "127.0.0.1",
      JWT_SECRET: "nginx-test-shared-secret-0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("running at")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: unknown; message?: string };
}

/** One request, from `localAddress` (loopback has them all), through nginx unless `port` says. */
function request(
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    port?: number;
    localAddress?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? proxyPort,
        method,
        path,
        localAddress: options.localAddress ?? "127.0.0.1",
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let body: Answer["body"] = {};
          try {
            body = JSON.parse(text);
          } catch {
            body = { message: text };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** A verified account made by the administrator's CLI, signed in through nginx. */
async function account(name: string): Promise<{ email: string; token: string }> {
  const email = `${name}-${Date.now()}@example.com`;
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      cliFile,
      "user:create",
      "--email",
      email,
      "--password",
      "correct horse 1",
      "--verified",
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(work, "cli") } },
  );
  const login = await request("POST", "/authentication/api/login/", {
    body: { email, password: "correct horse 1" },
    localAddress: "127.0.0.9",
  });
  expect(login.status).toBe(200);
  return { email, token: String(login.body.access) };
}

async function rateLimitKeys(): Promise<string[]> {
  const result = await db?.db.execute(sql`select key from rate_limits`);
  return ((result as unknown as { rows: { key: string }[] }).rows ?? []).map((row) => row.key);
}

beforeAll(async () => {
  if (missing) return;
  const created = await createPostgresDatabase();
  databaseUrl = created.url;
  drop = created.drop;
  db = await openPostgres(databaseUrl, 2); // migrates once, before the instances start
  const ports = [await freePort(), await freePort()];
  for (const port of ports) instances.push({ child: await startInstance(port), port });
  proxyPort = await freePort();
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(work, dir));
  writeFileSync(join(work, "nginx.conf"), nginxConfig(work, proxyPort, ports));
  nginx = spawn("nginx", ["-p", work, "-c", join(work, "nginx.conf")], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await request("GET", "/healthz")).status === 200) break;
    } catch {
      // nginx not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  for (const { child } of instances) child.kill("SIGTERM");
  await db?.close();
  await drop?.();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(missing !== null)("two instances behind nginx", () => {
  it("a write through the proxy is seen at once by both instances", async () => {
    const { token } = await account("seen");
    const created = await request("POST", "/docket/api/add-docket/", { body: newCase(), token });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    // Straight at each instance, then through the proxy (round robin alternates them).
    for (const { port } of instances) {
      const direct = await request("GET", `/docket/api/cases/${id}/`, { token, port });
      expect(direct.status).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      const paid = await request("POST", "/docket/api/transactions/create/", {
        body: { case_id: id, transaction_type: "PAYMENT", amount: 10, date: "2024-06-01" },
        token,
      });
      expect(paid.status).toBe(201);
      const list = await request("GET", "/docket/api/cases/", { token });
      expect((list.body.data as { totalPayments: string }[])[0]?.totalPayments).toBe(
        `${(i + 1) * 10}.00`,
      );
    }
  });

  it("20 racing free-plan creates through the proxy leave exactly 3 cases", async () => {
    const { token } = await account("racer");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request("POST", "/docket/api/add-docket/", {
          body: newCase({ caseName: `Race ${i}` }),
          token,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(17);
    const list = await request("GET", "/docket/api/cases/", { token });
    expect(list.body.data).toHaveLength(3);
  });

  it("login throttling holds across the instances", async () => {
    const { email } = await account("throttled");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await request("POST", "/authentication/api/login/", {
        body: { email, password: "not the password" },
        localAddress: "127.0.0.3",
      });
      statuses.push(res.status);
    }
    // Five guesses are free, whichever instance takes them; then the client must wait.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("the client's address reaches rate limiting only through the trusted proxy", async () => {
    const before = await rateLimitKeys();
    // Through nginx from 127.0.0.4, claiming to be 203.0.113.7: nginx replaces the claim.
    await request("POST", "/authentication/api/login/", {
      body: { email: "nobody@example.com", password: "not the password" },
      localAddress: "127.0.0.4",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    // Straight at an instance from 127.0.0.5, with the same claim: not a trusted proxy, ignored.
    await request("POST", "/authentication/api/login/", {
      body: { email: "nobody@example.com", password: "not the password" },
      port: instances[0]?.port,
      localAddress: "127.0.0.5",
      headers: { "x-forwarded-for": "203.0.113.8" },
    });
    const added = (await rateLimitKeys()).filter((key) => !before.includes(key));
    expect(added.some((key) => key.includes("127.0.0.4"))).toBe(true);
    expect(added.some((key) => key.includes("127.0.0.5"))).toBe(true);
    expect(added.some((key) => key.includes("203.0.113"))).toBe(false);
  });

  it("the daily job ran once, though both instances run it", async () => {
    // Each instance first checks 10 s after it starts.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const result = await db?.db.execute(sql`select name, run_date from job_runs`);
    const runs = (result as unknown as { rows: { name: string }[] }).rows;
    expect(runs.length).toBeGreaterThan(0);
    const byName = new Map<string, number>();
    for (const run of runs) byName.set(run.name, (byName.get(run.name) ?? 0) + 1);
    for (const count of byName.values()) expect(count).toBe(1);
  }, 20_000);

  it("killing one instance mid-load loses no acknowledged write, and nginx routes around it", async () => {
    const { token } = await account("survivor");
    const created = await request("POST", "/docket/api/add-docket/", { body: newCase(), token });
    const caseId = (created.body.data as { id: string }).id;
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const write = async (i: number) => {
      const res = await request("POST", "/docket/api/transactions/create/", {
        body: {
          case_id: caseId,
          transaction_type: "PAYMENT",
          amount: 1,
          date: "2024-06-01",
          description: `w${i}`,
        },
        token,
      }).catch(() => ({ status: 0, body: {} }) as Answer);
      statuses.push(res.status);
      if (res.status === 201) {
        acknowledged.push((res.body.data as { transaction: { id: string } }).transaction.id);
      }
    };
    // Four writers at once; the second instance is killed outright a third of the way through.
    let next = 0;
    const writer = async () => {
      while (next < 120) {
        const i = next++;
        if (i === 40) instances[1]?.child.kill("SIGKILL");
        await write(i);
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    // Only a write in flight on the killed instance may fail; every later one succeeds.
    expect(statuses.slice(60).every((status) => status === 201)).toBe(true);
    expect(statuses.filter((status) => status !== 201).length).toBeLessThanOrEqual(4);
    const stored = await db?.db.execute(sql`select id from transactions where case_id = ${caseId}`);
    const ids = new Set((stored as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(116);
  }, 60_000);
});

if (missing) {
  describe("two instances behind nginx", () => {
    it.skip(`skipped: ${missing}`, () => {});
  });
}
