// Runs every benchmark file (`<workspace>/bench/*.bench.ts`) one after another with tsx and
// lets each print its own figures. Benchmarks never assert timings; they report them.
//
// `--smoke` (npm test runs it): every benchmark once, with BENCH_SMOKE=1, on tiny sizes, from the
// sources through tsx and with no build, in seconds each; their figures mean nothing. It proves
// each bench still runs, so none can rot unnoticed. A bench file added to a bench folder is picked
// up by both runs; it must read BENCH_SMOKE to keep `npm test` quick.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const smoke = process.argv.includes("--smoke");
const roots = ["packages/domain", "apps/api", "apps/web"];
const files = roots.flatMap((root) => {
  const dir = join(root, "bench");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts") || f.endsWith(".bench.mjs"))
    .sort()
    .map((f) => join(dir, f));
});

// The server is measured as production runs it: compiled by tsc (`npm start` runs the same
// output), not through tsx's on-the-fly transform, whose helpers cost time on every request.
// bench-server.ts loads the compiled API when BENCH_COMPILED is set; `owed-dist` resolves
// @owed/domain to its compiled build. A smoke run measures nothing, so it skips the build.
if (!smoke) {
  const build = spawnSync("npm", ["run", "build", "-w", "packages/domain", "-w", "apps/api"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) {
    console.error("npm run bench: the build failed; nothing was measured.");
    process.exit(1);
  }
}

// A smoke run loads the sources, whatever the calling shell has set.
const env = smoke ? { ...process.env, BENCH_SMOKE: "1" } : { ...process.env, BENCH_COMPILED: "1" };
if (smoke) delete env.BENCH_COMPILED;

const failed = [];
for (const file of files) {
  console.log(`\n== ${file}${smoke ? " (smoke run)" : ""}`);
  const started = Date.now();
  // --expose-gc: benchmarks that report memory collect garbage before each reading.
  const result = spawnSync(
    process.execPath,
    smoke
      ? ["--expose-gc", "--import", "tsx", file]
      : ["--expose-gc", "--conditions=owed-dist", "--import", "tsx", file],
    { stdio: "inherit", env },
  );
  if (result.status !== 0) failed.push(file);
  // How long each smoke run took, so a bench that outgrows "seconds" is seen in any `npm test`.
  if (smoke) console.log(`== ${file}: ${Math.round((Date.now() - started) / 1000)} s`);
}
if (files.length === 0) console.log("no benchmarks found");
if (failed.length > 0) {
  console.error(`\nnpm run bench${smoke ? " -- --smoke" : ""}: these failed: ${failed.join(", ")}`);
}
process.exit(failed.length > 0 ? 1 : 0);
