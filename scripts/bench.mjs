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

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  // --expose-gc: benchmarks that report memory collect garbage before each reading.
  const result = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", file], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log("no benchmarks found");
process.exit(failed ? 1 : 0);
