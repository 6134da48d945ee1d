// Runs every benchmark file (`<workspace>/bench/*.bench.ts`) one after another with tsx and
// lets each print its own figures. Benchmarks never assert timings; they report them.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

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
// @owed/domain to its compiled build.
const build = spawnSync("npm", ["run", "build", "-w", "packages/domain", "-w", "apps/api"], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) {
  console.error("npm run bench: the build failed; nothing was measured.");
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  // --expose-gc: benchmarks that report memory collect garbage before each reading.
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", "--conditions=owed-dist", "--import", "tsx", file],
    { stdio: "inherit", env: { ...process.env, BENCH_COMPILED: "1" } },
  );
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log("no benchmarks found");
process.exit(failed ? 1 : 0);
