// `npm test`: every test there is. Unit and API tests (API on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests in Chromium against a fresh build, whose
// landing page is first held to its download budget (apps/web/bench/bundle-size.bench.mjs).
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
// Once through the court forms bench, so it cannot rot unnoticed (it prints, asserts nothing).
run(
  "court forms bench (smoke run)",
  process.execPath,
  ["--import", "tsx", "apps/api/bench/court-forms.bench.ts"],
  { BENCH_SMOKE: "1" },
);

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
