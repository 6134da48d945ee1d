// Bundle size of the web app, read from an existing build (apps/web/dist); it builds nothing.
//
// - Landing page first load: the entry chunk named by dist/index.html plus every chunk it
//   imports statically, found through Vite's manifest (dist/.vite/manifest.json). Budget:
//   150 KB gzip. Lazy chunks (login screen, signed-in app, interest-rate guide) are not in it.
//   Over the budget it exits 1: `npm test` runs it after its web build (scripts/test.mjs), so the
//   first load cannot pass its budget unnoticed. A byte count is exact, unlike a timing.
// - The largest lazy chunks, each with the shared chunks it pulls in that the landing page has
//   not already loaded.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifestPath = join(dist, ".vite", "manifest.json");
const indexPath = join(dist, "index.html");

// `--check` (npm test, right after its build): a missing build or manifest is a failure, not a note.
const check = process.argv.includes("--check");
if (!existsSync(indexPath) || !existsSync(manifestPath)) {
  console.log(
    "apps/web/dist has no build with a manifest: run `npm run build` first, then `npm run bench`.",
  );
  process.exit(check ? 1 : 0);
}

/** @type {Record<string, {file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const html = readFileSync(indexPath, "utf8");

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const content = readFileSync(join(dist, file));
    gzipCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every chunk a manifest key loads before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// The entry index.html loads: its <script type="module" src=...>, matched to the manifest.
const scriptSrcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map(
  (m) => m[1],
);
const entryKeys = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry && scriptSrcs.includes(chunk.file))
  .map(([key]) => key);
if (entryKeys.length === 0) {
  console.error("No entry chunk of dist/index.html was found in the manifest.");
  process.exit(1);
}

const landing = new Set();
for (const key of entryKeys) staticClosure(key, landing);
const modulePreloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g)]
  .map((m) => m[1])
  .filter((file) => ![...landing].some((key) => manifest[key].file === file));

const landingFiles = [...landing].map((key) => manifest[key].file);
let total = { raw: 0, gzip: 0 };
console.log("Landing page, first load (entry + static imports):");
for (const file of landingFiles) {
  const size = gzipBytes(file);
  total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
  console.log(`  ${file.padEnd(44)} ${kb(size.gzip).padStart(10)} gzip  (${kb(size.raw)} raw)`);
}
for (const file of modulePreloads) console.log(`  (also preloaded by index.html: ${file})`);
console.log(
  `  ${"total".padEnd(44)} ${kb(total.gzip).padStart(10)} gzip  (${kb(total.raw)} raw)` +
    `  budget ${BUDGET_KB} KB: ${total.gzip <= BUDGET_KB * 1024 ? "within" : "OVER"}`,
);

// Lazy chunks: what visiting that screen adds on top of the landing page's first load.
const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const extra = [...staticClosure(key)].filter((k) => !landing.has(k));
    const gzip = extra.reduce((sum, k) => sum + gzipBytes(manifest[k].file).gzip, 0);
    return { name: chunk.src ?? chunk.name ?? key, own: gzipBytes(chunk.file).gzip, gzip, extra };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log("\nLargest lazy chunks (own size; with the shared chunks they add):");
for (const chunk of lazy.slice(0, 8)) {
  console.log(
    `  ${chunk.name.padEnd(66)} ${kb(chunk.own).padStart(9)}  +shared ${kb(chunk.gzip).padStart(9)} gzip`,
  );
}

if (total.gzip > BUDGET_KB * 1024) {
  console.error(
    `\nThe landing page's first load is ${kb(total.gzip)} gzip, over its ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
