// `npm run dev`: the API (restarting on change) and Vite with hot reload, which proxies API paths
// to it. Open the URL Vite prints. Ctrl-C stops both.
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "3000";
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], {
    stdio: "inherit",
    // Links the API builds (e-mails, checkout returns) point at the page the developer has open.
    env: { APP_BASE_URL: "http://localhost:5173", ...process.env, PORT: apiPort },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], {
    stdio: "inherit",
    env: { ...process.env, OWED_API_URL: `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
