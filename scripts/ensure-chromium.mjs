// The browser tests drive the system's Chromium (Playwright may not download its own here).
// When it is missing we install Debian's package if we can; otherwise we stop and say what to
// install. We never skip the browser tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (canApt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing the Debian package 'chromium' with apt-get...");
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    if (install && install.status === 0 && existsSync(path)) return path;
  }
  throw new Error(
    `Chromium was not found at ${path}. Install the Debian package 'chromium' ` +
      "(apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
