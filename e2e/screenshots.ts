// Screenshots of every screen and login mode at 375 px and 1280 px wide, for looking at them.
//
//   npm run build -w apps/web && node --import tsx e2e/screenshots.ts [filter]
//
// Starts the API on a temporary database exactly as the Playwright config does, drives the
// system Chromium with the config's launch arguments, and writes PNGs to e2e/.artifacts/screens-shell/
// (git-ignored). An optional filter keeps only the shots whose name contains it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import config from "./playwright.config.ts";
import { createApiUser, signInBrowser } from "./support/api-user.ts";
import { latestCode } from "./support/mail-outbox.ts";

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, ".artifacts", "screens-shell");
const filter = process.argv[2] ?? "";
const baseURL = String(config.use?.baseURL);
const server = config.webServer && !Array.isArray(config.webServer) ? config.webServer : null;
if (!server) throw new Error("playwright.config.ts has no single webServer");

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer ${url}`);
}

/** Shows every feature card (they animate in as they scroll into view), then returns to the top. */
async function revealWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
}

/** Shots of the login screen's modes besides those named "login...". */
const LOGIN_MODES = new Set(["register", "verify-user", "forgot", "otp", "reset"]);

type Shot = { name: string; run: (page: Page) => Promise<void>; fullPage?: boolean };

async function fillCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

const shots: Shot[] = [
  {
    name: "landing",
    run: async (page) => {
      await page.goto("/");
      await page.getByRole("heading", { name: "Simple, honest pricing" }).waitFor();
      await page.getByText("per month").waitFor();
      await revealWholePage(page);
    },
  },
  {
    name: "landing-faq-open",
    run: async (page) => {
      await page.goto("/#faq");
      await page
        .getByRole("button", { name: "Is there a free trial, and what does Pro cost?" })
        .click();
      await page.waitForTimeout(400);
    },
    fullPage: false,
  },
  {
    name: "landing-scrolled",
    run: async (page) => {
      await page.goto("/#pricing");
      await page.getByText("per month").waitFor();
      await page.waitForTimeout(500);
    },
    fullPage: false,
  },
  {
    name: "landing-pricing-error",
    run: async (page) => {
      await page.route("**/stripe/api/plans/", (route) =>
        route.fulfill({ status: 500, body: '{"status_code":500,"message":"Server error"}' }),
      );
      await page.goto("/#pricing");
      await page.getByText("We could not load our current prices.").waitFor({ timeout: 15_000 });
      await page.getByRole("heading", { name: "Simple, honest pricing" }).scrollIntoViewIfNeeded();
    },
    fullPage: false,
  },
  {
    name: "landing-drawer",
    run: async (page) => {
      await page.goto("/");
      const menu = page.getByRole("button", { name: "Open menu" });
      if (!(await menu.isVisible())) return;
      await menu.click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await page.waitForTimeout(300);
    },
    fullPage: false,
  },
  {
    name: "interest-rate",
    run: async (page) => {
      await page.goto("/interest-rate");
      await page.getByRole("heading", { name: "Post-Judgment Interest Rates" }).waitFor();
    },
  },
  {
    name: "interest-rate-details",
    run: async (page) => {
      await page.goto("/interest-rate");
      await page.getByLabel("Filter by state").fill("ala");
      await page.getByRole("button", { name: "Details for Alabama" }).click();
    },
  },
  {
    name: "interest-rate-tables",
    run: async (page) => {
      await page.goto("/interest-rate");
      await page.getByRole("button", { name: "Show rates of the Kansas table" }).click();
      await page.getByRole("region", { name: "Kansas rates" }).waitFor();
      await page.getByRole("heading", { name: "Dated rate tables" }).scrollIntoViewIfNeeded();
    },
    fullPage: false,
  },
  {
    name: "interest-rate-table-rows",
    run: async (page) => {
      await page.goto("/interest-rate");
      await page.getByRole("button", { name: "Show rates of the Federal (USA) table" }).click();
      const rates = page.getByRole("region", { name: "Federal (USA) rates" });
      await rates.getByText("07/12/2024").first().waitFor();
      await rates.scrollIntoViewIfNeeded();
    },
    fullPage: false,
  },
  {
    name: "interest-rate-no-results",
    run: async (page) => {
      await page.goto("/interest-rate");
      await page.getByLabel("Filter by state").fill("Atlantis");
      await page.getByText("No results.").waitFor();
    },
  },
  {
    name: "login",
    run: async (page) => {
      await page.goto("/login");
      await page.getByRole("heading", { name: "Log in to Owed" }).waitFor();
    },
  },
  {
    name: "login-validation",
    run: async (page) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByRole("alert").waitFor();
    },
  },
  {
    name: "login-wrong-password",
    run: async (page) => {
      await page.goto("/login");
      await page.getByLabel("Email").fill("nobody@example.test");
      await page.getByLabel("Password", { exact: true }).fill("not the password");
      await page.getByRole("button", { name: "Show password" }).click();
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByRole("alert").waitFor();
    },
  },
  {
    name: "register",
    run: async (page) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByRole("heading", { name: "Create your account" }).waitFor();
    },
  },
  {
    name: "verify-user",
    run: async (page) => {
      const email = `shot-${Date.now().toString(36)}@example.test`;
      await page.goto("/login");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Username").fill(email.split("@")[0] ?? "shot");
      await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByRole("heading", { name: "Verify your email" }).waitFor();
      for (let i = 0; i < 50 && !(await latestCode(email, "verify_email")); i += 1) {
        await page.waitForTimeout(100);
      }
      await fillCode(page, ((await latestCode(email, "verify_email")) ?? "").slice(0, 4));
      await page.waitForTimeout(3500); // let the success toast go: the shot is of the form
    },
  },
  {
    name: "forgot",
    run: async (page) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    },
  },
  {
    name: "otp",
    run: async (page) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await page.getByLabel("Email").fill("someone@example.test");
      await page.getByRole("button", { name: "Send Reset Code" }).click();
      await page.getByRole("heading", { name: "Check your email" }).waitFor();
      await fillCode(page, "123");
    },
  },
  {
    name: "reset",
    run: async (page) => {
      // The code step asks the server, so it needs an account and the code mailed to it.
      const user = await createApiUser(baseURL, { prefix: "shot-reset" });
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send Reset Code" }).click();
      await page.getByRole("heading", { name: "Check your email" }).waitFor();
      for (let i = 0; i < 50 && !(await latestCode(user.email, "password_reset")); i += 1) {
        await page.waitForTimeout(100);
      }
      await fillCode(page, (await latestCode(user.email, "password_reset")) ?? "");
      await page.getByRole("button", { name: "Verify Code" }).click();
      await page.getByRole("heading", { name: "Set a new password" }).waitFor();
      await page.getByLabel("New Password", { exact: true }).fill("one password");
      await page.getByLabel("Confirm Password", { exact: true }).fill("another one");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await page.getByRole("alert").waitFor();
    },
  },
  {
    name: "home",
    run: async (page) => {
      await page.goto("/home");
      await page.locator("main h1").first().waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: "home-menu",
    run: async (page) => {
      await page.goto("/home");
      await page.getByRole("button", { name: /account menu/ }).click();
      await page.getByRole("menu").waitFor();
    },
    fullPage: false,
  },
  {
    name: "billing",
    run: async (page) => {
      await page.goto("/billing");
      await page.locator("main h1").first().waitFor();
    },
  },
  {
    name: "profile",
    run: async (page) => {
      await page.goto("/profile");
      await page.locator("main h1").first().waitFor();
    },
  },
  {
    name: "not-found",
    run: async (page) => {
      await page.goto("/no-such-page");
    },
  },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const child = spawn("sh", ["-c", server?.command ?? ""], {
    cwd: here,
    detached: true,
    env: { ...process.env, ...server?.env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(`${baseURL}/healthz`, child);
    const browser = await chromium.launch(config.use?.launchOptions);
    const user = await createApiUser(baseURL, { prefix: "screens" });
    // A name long enough to show the top bar's 10-character cut.
    await fetch(`${baseURL}/authentication/api/profile/update/`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.access}` },
      body: JSON.stringify({ full_name: "Margaret Thornton-Blake" }),
    });
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width < 800 ? 812 : 900 },
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await signInBrowser(page, user);
      for (const shot of shots.filter((s) => s.name.includes(filter))) {
        const file = join(outDir, `${shot.name}-${width}.png`);
        try {
          // A fresh document each time: "/#faq" after "/#pricing" would only scroll.
          await page.goto("about:blank");
          // The login screen sends a signed-in user to /home: its modes are shot signed out.
          if (shot.name.startsWith("login") || LOGIN_MODES.has(shot.name)) {
            await page.goto("/");
            await page.evaluate(() => localStorage.clear());
          } else {
            await signInBrowser(page, user);
          }
          await shot.run(page);
          const fullPage = shot.fullPage ?? true;
          await page.screenshot({ path: file, fullPage });
          console.log(`wrote ${file}`);
          // Long pages also in parts, each small enough to look at in detail.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const part = width < 800 ? 1300 : 1800;
          if (fullPage && height > part * 1.3) {
            for (let y = 0, n = 1; y < height; y += part, n += 1) {
              const clip = { x: 0, y, width, height: Math.min(part, height - y) };
              await page.screenshot({
                path: file.replace(".png", `.part${n}.png`),
                fullPage,
                clip,
              });
            }
          }
        } catch (error) {
          console.error(`${shot.name} at ${width}px failed: ${(error as Error).message}`);
        }
        await page.unrouteAll();
      }
      await context.close();
    }
    await browser.close();
  } finally {
    // The whole process group: the shell and the API it started.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
}

await main();
