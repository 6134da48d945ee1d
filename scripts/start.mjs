// `npm start`: build the web app, then run the server in this process tree so that Ctrl-C and
// SIGTERM reach it (npm and sh do not pass SIGTERM on to a grandchild) and it shuts down cleanly.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const build = spawnSync("npm", ["run", "build", "--silent", "-w", "apps/web"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

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
