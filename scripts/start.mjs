// `npm start`: build the web app and the compiled server when their sources changed since their
// last build, then run the server with plain `node` (no TypeScript loader) in this process tree so
// that Ctrl-C and SIGTERM reach it (npm and sh do not pass SIGTERM on to a grandchild) and it shuts
// down cleanly.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What each build reads, and the file it writes last. */
const BUILDS = [
  {
    name: "the web app",
    workspace: "apps/web",
    built: "apps/web/dist/index.html",
    inputs: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      "packages/domain/src",
      "packages/domain/package.json",
      "package-lock.json",
    ],
  },
  {
    name: "the domain package",
    workspace: "packages/domain",
    built: "packages/domain/dist/index.js",
    inputs: ["packages/domain/src", "packages/domain/tsconfig.build.json", "tsconfig.base.json"],
  },
  {
    name: "the server",
    workspace: "apps/api",
    built: "apps/api/dist/main.js",
    inputs: [
      "apps/api/src",
      "apps/api/tsconfig.build.json",
      "apps/api/package.json",
      "tsconfig.base.json",
      "package-lock.json",
    ],
  },
];

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

/** Why a build must run, or null when its output is newer than every input. */
function staleBecause(build) {
  let builtAt;
  try {
    builtAt = statSync(join(root, build.built)).mtimeMs;
  } catch {
    return "no build yet";
  }
  for (const input of build.inputs) {
    const found = newest(join(root, input));
    if (found && found[0] > builtAt) {
      return `${found[1].slice(root.length)} changed since the last build`;
    }
  }
  return null;
}

for (const build of BUILDS) {
  const reason = staleBecause(build);
  if (!reason) {
    console.log(
      `${build.name[0].toUpperCase()}${build.name.slice(1)} is up to date with its sources: not rebuilding it.`,
    );
    continue;
  }
  console.log(`Building ${build.name} (${reason})...`);
  const result = spawnSync("npm", ["run", "build", "--silent", "-w", build.workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The compiled server: `owed-dist` makes @owed/domain resolve to its compiled build, and stack
// traces point into the TypeScript sources through the source maps.
const server = spawn(
  process.execPath,
  ["--conditions=owed-dist", "--enable-source-maps", "apps/api/dist/main.js"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  },
);
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
