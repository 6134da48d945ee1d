// `npm test`: every test there is. Unit and API tests (API on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set), a smoke run of every benchmark, then the browser tests in Chromium
// against a fresh build, whose landing page is first held to its download budget
// (apps/web/bench/bundle-size.bench.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const started = Date.now();
/** How much of each failed story's page the log shows. */
const SCREEN_LINES = 200;
const seconds = (since) => Math.round((Date.now() - since) / 1000);

// Each step says how long it took, so the suite's time is read off any run, not guessed.
function run(title, command, args, { onFailure } = {}) {
  console.log(`\n=== ${title}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    onFailure?.();
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${title}: ${seconds(stepStarted)} s`);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: the API suite runs on PGlite only " +
      "(set it, e.g. postgres://postgres@127.0.0.1:5432/test, to run it on PostgreSQL too).",
  );
}
run("unit and API tests (Vitest)", "npx", ["vitest", "run"]);
// Once through every bench on tiny sizes, so none can rot unnoticed (they print, assert no timing;
// the figures mean nothing). The landing page's budget is checked after the web build below.
run("benchmarks (smoke run)", process.execPath, ["scripts/bench.mjs", "--smoke"]);

let chromium;
try {
  chromium = ensureChromium();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;
run("web build", "npm", ["run", "build", "--silent", "-w", "apps/web"]);
// Reads the build just made; fails when the landing page's first load is over its budget.
run("landing page first load (budget)", process.execPath, [
  "apps/web/bench/bundle-size.bench.mjs",
  "--check",
]);
run("browser tests (Playwright, Chromium)", "npm", ["run", "test", "--silent", "-w", "e2e"], {
  onFailure: printFailedScreens,
});
console.log(`\n=== npm test: ${seconds(started)} s`);

/**
 * What each failed story's page showed when it failed (Playwright's error-context.md: the page as
 * an accessibility tree), into the log: where the run's files are gone with its machine, as CI's
 * are, the log is all there is to learn from.
 */
function printFailedScreens() {
  const results = "e2e/.artifacts/test-results";
  if (!existsSync(results)) return;
  for (const story of readdirSync(results)) {
    const file = join(results, story, "error-context.md");
    if (!existsSync(file)) continue;
    // Only the page's tree (its yaml block): the error and the test's source are in the
    // reporter's output already.
    const all = readFileSync(file, "utf8").split("\n");
    const start = all.indexOf("```yaml");
    if (start === -1) continue;
    const end = all.indexOf("```", start + 1);
    const lines = all.slice(start + 1, end === -1 ? undefined : end);
    const shown = lines.slice(0, SCREEN_LINES);
    console.log(`\n=== what the page showed: ${story}\n${shown.join("\n")}`);
    if (lines.length > shown.length) {
      console.log(`(${lines.length - shown.length} more lines in ${file})`);
    }
  }
}
