// `npm test`: every test there is. Unit and API tests (API on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set), a smoke run of every benchmark, then the browser tests in Chromium
// against a fresh build, whose landing page is first held to its download budget
// (apps/web/bench/bundle-size.bench.mjs).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

// Each step says how long it took, so the suite's time is read off any run, not guessed.
function run(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) {
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
run("browser tests (Playwright, Chromium)", "npm", ["run", "test", "--silent", "-w", "e2e"]);
console.log(`\n=== npm test: ${seconds(started)} s`);
