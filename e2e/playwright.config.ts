import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The config is loaded by the runner and again by each worker. The first load picks a free port and
// a temporary data directory and leaves them in the environment, which the workers inherit, so
// the tests and the server they talk to agree on both.
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.OWED_E2E_PORT ??= freePort();
process.env.OWED_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "owed-e2e-"));
const port = process.env.OWED_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: ".artifacts/test-results",
  fullyParallel: false,
  // One worker per core, up to four, against the one server: every story signs up its own users
  // (addresses carry the worker's number), so files run side by side without meeting.
  workers: Math.max(1, Math.min(4, availableParallelism())),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A story's budget, not a step's. The longest stories run three accessibility scans and resize
  // the page; on a loaded two-core machine they took 28 s one day and over 60 s on a slower one
  // of the same kind, and failed on load alone. The budget only costs time when a story hangs.
  // The heaviest stories (several screens, dialogs and downloads) say `test.slow()`: three times
  // this.
  timeout: 120_000,
  // How long one expectation waits for the screen to get there. A longer wait lets a slow screen
  // pass, never a wrong one: it only delays a failure.
  // CI runs every story on two busy cores, where a settings page once took over 10 s to show
  // its fields (its requests, served alongside the other worker's story, took 1.2-1.7 s each
  // where they take 0.1 s alone), so CI waits 20 s.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Composite in software inside the browser process, not in a GPU process drawing with
        // SwiftShader: on two cores this took 7-8 % of a run's CPU time and wall time back.
        "--in-process-gpu",
        "--disable-gpu-compositing",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The administrator's CLI seeds a coupon before the server opens the data directory (a PGlite
    // folder is used by one process at a time), as an administrator would before launch; then a
    // Kansas case and a newer Kansas table imported after it (rate-tables.spec.ts). The server is
    // `npm start`'s, with the test password-hash cost (apps/api/src/test/e2e-server.ts).
    command:
      "node --import tsx ../apps/api/src/cli.ts coupon:create --code E2EWELCOME --percent-off 25 && node --import tsx ../apps/api/src/test/e2e-rate-table-seed.ts && node --import tsx ../apps/api/src/test/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Two CLI runs, then the server: on a loaded machine each opening of the database takes a while.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.OWED_E2E_DATA_DIR,
      APP_BASE_URL: baseURL,
      LOG_LEVEL: "warn",
      RETENTION_ENABLED: "false",
      // Every story signs up its users from this one machine, like an office behind one address.
      PER_ADDRESS_LIMIT_FACTOR: "100",
    },
  },
});
