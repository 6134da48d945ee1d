// `npm start`: build the web app when its sources changed since the last build, then run the
// server in this process tree so that Ctrl-C and SIGTERM reach it (npm and sh do not pass SIGTERM
// on to a grandchild) and it shuts down cleanly.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What the web build reads: its own sources and packages/domain, which it bundles. */
const BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "package-lock.json",
];
const BUILT = "apps/web/dist/index.html";

/** The newest file under `path` (a file or a folder), as [mtime in ms, path], or null. */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return null;
  }
  if (!stat.isDirectory()) return [stat.mtimeMs, path];
  let best = null;
  for (const entry of readdirSync(path)) {
    const found = newest(join(path, entry));
    if (found && (!best || found[0] > best[0])) best = found;
  }
  return best;
}

/** Why the web app must be built, or null when the build is newer than every input. */
function staleBecause() {
  let builtAt;
  try {
    builtAt = statSync(join(root, BUILT)).mtimeMs;
  } catch {
    return "no build yet";
  }
  for (const input of BUILD_INPUTS) {
    const found = newest(join(root, input));
    if (found && found[0] > builtAt) {
      return `${found[1].slice(root.length)} changed since the last build`;
    }
  }
  return null;
}

const reason = staleBecause();
if (reason) {
  console.log(`Building the web app (${reason})...`);
  const build = spawnSync("npm", ["run", "build", "--silent", "-w", "apps/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("The web app is up to date with its sources: not rebuilding it.");
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
// `npm start` runs us under sh, which dies on SIGTERM without passing it on. When our parent goes
// away we are re-parented; take that as the stop signal rather than leave the server orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill("SIGTERM");
}, 250).unref();
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
