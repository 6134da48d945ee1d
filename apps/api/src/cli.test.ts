import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandTable } from "./cli.ts";
import { login } from "./test/accounts.ts";
import { runCli } from "./test/cli.ts";
import { createTestApp, type TestApp, testDriver } from "./test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const run = (...argv: string[]) => runCli(t, argv);

describe("cli", () => {
  it("user:create --verified makes an account that can log in at once", async () => {
    const res = await run(
      "user:create",
      "--email",
      " Admin@Example.COM ",
      "--password",
      "secret123",
      "--verified",
      "--full-name",
      "Ada Admin",
    );
    expect(res).toMatchObject({ code: 0, err: "" });
    expect(res.out).toMatch(
      /^Created user admin@example\.com \(username admin, id [0-9a-f-]{36}\), verified\.$/,
    );
    const session = await login(t.app, { email: "admin@example.com", password: "secret123" });
    const profile = await t.app.inject({
      method: "GET",
      url: "/authentication/api/profile/",
      headers: session.headers,
    });
    expect(profile.json().profile).toMatchObject({ full_name: "Ada Admin", username: "admin" });
  });

  it("user:create without --verified makes an account that must verify", async () => {
    const res = await run("user:create", "--email", "later@example.com", "--password", "secret123");
    expect(res.code).toBe(0);
    expect(res.out).toContain("not verified");
    const attempt = await t.app.inject({
      method: "POST",
      url: "/authentication/api/login/",
      payload: { email: "later@example.com", password: "secret123" },
    });
    expect(attempt.statusCode).toBe(403);
  });

  it("refuses bad input with exit code 2 and duplicates with exit code 1", async () => {
    expect(await run("user:create", "--email", "x@example.com")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--password is required"),
    });
    expect(await run("user:create", "--email", "nope", "--password", "secret123")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Enter a valid email address"),
    });
    expect(
      await run("user:create", "--email", "s@example.com", "--password", "short"),
    ).toMatchObject({ code: 2, err: expect.stringContaining("at least 8 characters") });
    expect(await run("user:create", "--bogus")).toMatchObject({ code: 2 });
    const again = await run(
      "user:create",
      "--email",
      "admin@example.com",
      "--password",
      "x12345678",
    );
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining("already exists") });
  });

  it("user:list shows every account, as a table or JSON lines", async () => {
    const table = await run("user:list");
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^EMAIL\s+USERNAME\s+VERIFIED\s+PLAN\s+CREATED\s+ID$/m);
    expect(table.out).toMatch(/^admin@example\.com\s+admin\s+yes\s+free\s/m);
    expect(table.out).toMatch(/^later@example\.com\s+later\s+no\s+free\s/m);
    const json = await run("user:list", "--json");
    const rows = json.out.split("\n").map((line) => JSON.parse(line));
    expect(rows.map((r) => r.email)).toEqual(["admin@example.com", "later@example.com"]);
    expect(rows[0]).toMatchObject({ verified: true, plan: "free", paid_until: null });
  });

  it("lists its commands in a table others can extend", async () => {
    expect(Object.keys(commandTable())).toEqual(
      expect.arrayContaining(["user:create", "user:list"]),
    );
    const help = await run("help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("user:create");
    expect((await run("no:such")).code).toBe(2);
  });

  it.runIf(testDriver === "pglite")(
    "runs as `npm run cli` does, on the configured data directory",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "owed-cli-"));
      const apiDir = fileURLToPath(new URL("..", import.meta.url));
      const exec = promisify(execFile);
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
      try {
        const created = await exec(
          "npx",
          [
            "tsx",
            "src/cli.ts",
            "user:create",
            "--email",
            "a@b.co",
            "--password",
            "secret123",
            "--verified",
          ],
          { cwd: apiDir, env },
        );
        expect(created.stdout).toContain("Created user a@b.co");
        const listed = await exec("npx", ["tsx", "src/cli.ts", "user:list"], { cwd: apiDir, env });
        expect(listed.stdout).toMatch(/^a@b\.co\s+a\s+yes\s+free/m);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
