import { expect, test } from "@playwright/test";
import { createApiUser, signInBrowser } from "./support/api-user.ts";
import {
  enterCode,
  heading,
  PASSWORD,
  registerUnverified,
  setFullName,
  storage,
  uniqueEmail,
  waitForCode,
} from "./support/login-screen.ts";
import { codeCount } from "./support/mail-outbox.ts";
import { saveScreens } from "./support/screens.ts";

// The browser's time zone is the user's "today" for interest: registration sends it.
test.use({ timezoneId: "America/Chicago" });

test.describe("signing up and signing in", () => {
  test("a lawyer registers, verifies the e-mailed code, logs in and lands on /home", async ({
    page,
  }) => {
    const email = uniqueEmail("new-lawyer");
    // The landing page's "Get Started" and "Start Free Trial" open this address.
    await page.goto("/login?mode=register");
    await expect(heading(page, "Create your account")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username").fill(email.split("@")[0] ?? "lawyer");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const registration = page.waitForRequest("**/authentication/api/register/");
    await page.getByRole("button", { name: "Register" }).click();
    expect((await registration).postDataJSON()).toMatchObject({
      email,
      timezone: "America/Chicago",
    });

    await expect(
      page.getByText("Registration successful! Please verify your email."),
    ).toBeVisible();
    await expect(heading(page, "Verify your email")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?mode=verify-user$/);
    // The address the code went to is named, and reused: no e-mail field to fill again.
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveCount(0);

    await enterCode(page, await waitForCode(email, "verify_email"));
    await page.getByRole("button", { name: "Verify Email" }).click();

    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("Login successful")).toBeVisible();
    const stored = await storage(page);
    expect(stored.access).toMatch(/\S{20,}/);
    expect(stored.authToken).toBe(stored.access);
    expect(stored.refresh).toMatch(/\S{20,}/);
    expect(stored.email).toBe(email);
    expect(JSON.parse(stored.user ?? "{}")).toMatchObject({ email });
  });

  test("a user who forgot the password resets it with the e-mailed code and logs in with the new one", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "forgetful" });
    const newPassword = "a brand new passphrase";
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Forgot Password?" }).click();

    await expect(heading(page, "Forgot your password?")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(page.getByText("Code sent to your email.")).toBeVisible();

    await expect(heading(page, "Check your email")).toBeVisible();
    await expect(page.getByRole("group", { name: "Password Reset Code" })).toBeVisible();
    await enterCode(page, await waitForCode(user.email, "password_reset"));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Code verified. Set your new password.")).toBeVisible();

    await expect(heading(page, "Set a new password")).toBeVisible();
    const newField = page.getByLabel("New Password", { exact: true });
    await newField.fill(newPassword);
    await page.getByRole("button", { name: "Show new password" }).click();
    await expect(newField).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide new password" }).click();
    await expect(newField).toHaveAttribute("type", "password");
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();

    await expect(page.getByText("Password reset successful. Please login.")).toBeVisible();
    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a wrong password shows the server's message and signs nobody in", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "mistyped" });
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
    expect((await storage(page)).access).toBeUndefined();
  });

  test("an unverified user who logs in is asked for the code, can have it resent, and gets in", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("unverified");
    await registerUnverified(String(baseURL), email);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(heading(page, "Verify your email")).toBeVisible();
    await expect(page.getByText("Please verify your email before logging in.")).toBeVisible();

    const sent = await codeCount(email, "verify_email");
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByText("Code sent to your email.")).toBeVisible();
    await enterCode(page, await waitForCode(email, "verify_email", sent));
    await page.getByRole("button", { name: "Verify Email" }).click();

    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("each mode says what is missing before anything is sent", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/authentication/api/")) calls += 1;
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter email and password");

    await page.getByRole("button", { name: "Register" }).click();
    await page.getByLabel("Email").fill("someone@example.test");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert")).toHaveText("All fields required");

    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email is required");
    expect(calls).toBe(0);

    await page.getByLabel("Email").fill("someone@example.test");
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(heading(page, "Check your email")).toBeVisible();
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Provide email and code");

    await page.getByRole("button", { name: "Back to Login" }).click();
    await expect(heading(page, "Log in to Owed")).toBeVisible();
  });

  test("the new-password step says what is wrong: missing, not matching, only spaces", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "new-password" });
    await page.goto("/login?mode=forgot");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await enterCode(page, await waitForCode(user.email, "password_reset"));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(heading(page, "Set a new password")).toBeVisible();

    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("All password fields required");
    await page.getByLabel("New Password", { exact: true }).fill("first choice 1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("second choice 2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("New Password", { exact: true }).fill("          ");
    await page.getByLabel("Confirm Password", { exact: true }).fill("          ");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password cannot be only spaces");
    // Nothing was changed: the old password still works.
    const login = await fetch(`${baseURL}/authentication/api/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
  });

  test("the code boxes take digits only, move on by themselves, go back on Backspace and accept a pasted code", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByLabel("Email").fill("someone@example.test");
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    const box = (n: number) => page.getByRole("textbox", { name: `Digit ${n} of 6` });

    await box(1).click();
    await page.keyboard.type("1a2-3");
    await expect(box(4)).toBeFocused();
    for (const [n, value] of [
      [1, "1"],
      [2, "2"],
      [3, "3"],
      [4, ""],
    ] as const) {
      await expect(box(n)).toHaveValue(value);
    }
    await page.keyboard.press("Backspace");
    await expect(box(3)).toBeFocused();
    await expect(box(3)).toHaveValue("");

    await page.evaluate(() => navigator.clipboard.writeText("Your code: 987 654"));
    await box(2).click();
    await page.keyboard.press("ControlOrMeta+V");
    for (const [n, value] of [
      [1, "9"],
      [2, "8"],
      [3, "7"],
      [4, "6"],
      [5, "5"],
      [6, "4"],
    ] as const) {
      await expect(box(n)).toHaveValue(value);
    }
  });

  test("the logo on the login screen goes back to the landing page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Owed, home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, "Know What They Owe")).toBeVisible();
  });
});

test.describe("the signed-in app", () => {
  test("/home without a token goes to /login", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page, "Log in to Owed")).toBeVisible();
  });

  test("the account menu shows the name cut to 10 characters and leads to Home, Billing, Profile and Logout", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "menu" });
    await setFullName(String(baseURL), user.access, "Margaret Thornton-Blake");
    await signInBrowser(page, user);
    await page.goto("/home");

    const account = page.getByRole("button", { name: "Margaret T…, account menu" });
    await expect(account).toBeVisible();
    await expect(page.getByTestId("default-avatar")).toHaveText("MT");

    // Billing and Profile load with a full page reload: a marker on the window does not survive.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await account.click();
    await page.getByRole("menuitem", { name: "Billing" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);

    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({});
  });

  test("Logout ends the session on the server: the old refresh token is refused afterwards", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "logout" });
    await signInBrowser(page, user);
    await page.goto("/home");

    const loggedOut = page.waitForResponse("**/authentication/api/logout/");
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({});
    expect((await loggedOut).status()).toBe(200);

    // A copy of the token taken before Logout is worth nothing now.
    const refresh = await fetch(`${baseURL}/authentication/api/token/refresh/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh: user.refresh }),
    });
    expect(refresh.status).toBe(401);
    const profile = await fetch(`${baseURL}/authentication/api/profile/`, {
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(profile.status).toBe(401);
  });

  test("Logout still signs the user out here when the server cannot be reached", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "logout-offline" });
    await signInBrowser(page, user);
    await page.goto("/home");
    await page.route("**/authentication/api/logout/", (route) => route.abort("failed"));
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({});
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the logo in the top bar goes to /home", async ({ page, baseURL }) => {
    const user = await createApiUser(String(baseURL), { prefix: "logo" });
    await signInBrowser(page, user);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Owed, your cases" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an expired access token is renewed silently and the user stays where they were", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "renewed" });
    await signInBrowser(page, { ...user, access: "expired-access-token" });
    await page.goto("/profile");

    await expect(page.getByRole("button", { name: /account menu/ })).toBeVisible();
    await expect.poll(async () => (await storage(page)).access).not.toBe("expired-access-token");
    const stored = await storage(page);
    expect(stored.authToken).toBe(stored.access);
    expect(stored.refresh).not.toBe(user.refresh);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Session Expired! Please Login Again.")).toHaveCount(0);
  });

  test("a session that cannot be renewed ends with 'Session Expired! Please Login Again.'", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "expired" });
    await signInBrowser(page, { ...user, access: "expired-access-token", refresh: "revoked" });
    await page.goto("/profile");

    // The contract's toast, and the login screen says it too (/login, not the root path:
    // docs/decisions/006-beyond-the-spec.md).
    await expect(page.getByText("Session Expired! Please Login Again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "You were signed out because your session expired." }),
    ).toHaveText("You were signed out because your session expired. Log in again to continue.");
    expect(await storage(page)).toEqual({});

    // Logging in again works as ever.
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a password reset on another device signs this one out and says so, not 'session expired'", async ({
    page,
    baseURL,
  }) => {
    const url = String(baseURL);
    const user = await createApiUser(url, { prefix: "reset-elsewhere" });
    await signInBrowser(page, user);
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: /account menu/ })).toBeVisible();

    // Elsewhere, the password is reset with an e-mailed code.
    const post = (path: string, body: unknown) =>
      fetch(`${url}/authentication/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const before = await codeCount(user.email, "password_reset");
    expect((await post("password-reset-request/", { email: user.email })).status).toBe(200);
    const otp = await waitForCode(user.email, "password_reset", before);
    const reset = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "a brand new pass phrase",
    });
    expect(reset.status).toBe(200);

    await page.reload();
    await expect(
      page.getByText(
        "Your password was changed on another device. Please sign in again with the new password.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Session Expired! Please Login Again.")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("status").filter({ hasText: "You were signed out because your password" }),
    ).toHaveText(
      "You were signed out because your password was changed on another device. Log in with the new password.",
    );
    await saveScreens(page, "login-password-changed", { fullPage: false });
    expect(await storage(page)).toEqual({});
  });

  test("logging out in another tab closes this tab's signed-in screens", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "two-tabs" });
    await signInBrowser(page, user);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const other = await context.newPage();
    await other.goto("/profile");
    await other.getByRole("button", { name: /account menu/ }).click();
    await other.getByRole("menuitem", { name: "Logout" }).click();

    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("getting in is natural", () => {
  test("the mode is in the address: Back and Forward move between forms, reload keeps the form", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/login\?mode=register$/);
    await expect(heading(page, "Create your account")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await page.goForward();
    await expect(heading(page, "Create your account")).toBeVisible();

    await page.reload();
    await expect(heading(page, "Create your account")).toBeVisible();
    await page.goto("/login?mode=forgot");
    await expect(heading(page, "Forgot your password?")).toBeVisible();
  });

  test("a reload on the verify step keeps the step, the address and the resend countdown", async ({
    page,
  }) => {
    const email = uniqueEmail("reloader");
    await page.goto("/login?mode=register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username").fill(email.split("@")[0] ?? "reloader");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(heading(page, "Verify your email")).toBeVisible();

    // The code just went out: a new one can be asked for in a minute, and the button says when.
    const resend = page.getByRole("button", { name: /^Resend code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend code in ([1-5]\d|60) s$/);

    await page.reload();
    await expect(page).toHaveURL(/\/login\?mode=verify-user$/);
    await expect(heading(page, "Verify your email")).toBeVisible();
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend code in \d+ s$/);

    // The address survived the reload: the code verifies it.
    await enterCode(page, await waitForCode(email, "verify_email"));
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(heading(page, "Log in to Owed")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("resend counts down a minute after a new code is sent, then is offered again", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("resender");
    await registerUnverified(String(baseURL), email);
    await page.clock.install();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Verify your email")).toBeVisible();

    const resend = page.getByRole("button", { name: /^Resend code/ });
    const sent = await codeCount(email, "verify_email");
    await resend.click();
    await expect(page.getByText("Code sent to your email.")).toBeVisible();
    await expect(resend).toHaveText(/^Resend code in \d+ s$/);
    await expect(resend).toBeDisabled();
    const secondsShown = async () =>
      Number((await resend.textContent())?.match(/^Resend code in (\d+) s$/)?.[1] ?? Number.NaN);
    const first = await secondsShown();
    expect(first).toBeGreaterThan(40);
    expect(first).toBeLessThanOrEqual(60);
    await page.clock.fastForward(30_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(first - 30);
    await waitForCode(email, "verify_email", sent);
    await page.clock.fastForward(31_000);
    await expect(resend).toHaveText("Resend code");
    await expect(resend).toBeEnabled();
  });

  test("the reset code step checks the code: a wrong one is said and the step stays", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "wrong-code" });
    await page.goto("/login?mode=forgot");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(heading(page, "Check your email")).toBeVisible();
    await expect(page.getByText(`Enter the 6-digit code we sent to ${user.email}.`)).toBeVisible();
    const code = await waitForCode(user.email, "password_reset");
    // Shares its first digit with the right code: retyping over it must still move along.
    const wrong = `${code[0]}${code.slice(1) === "00000" ? "11111" : "00000"}`;

    const check = page.waitForRequest("**/authentication/api/password-reset-verify/");
    await enterCode(page, wrong);
    await page.getByRole("button", { name: "Verify Code" }).click();
    expect((await check).postDataJSON()).toEqual({ email: user.email, otp: wrong });
    await expect(page.getByRole("alert")).toHaveText("Invalid or expired code.");
    await expect(page.getByText("Code verified. Set your new password.")).toHaveCount(0);
    await expect(heading(page, "Check your email")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?mode=otp$/);

    // The right code moves on, and a reload of the next step keeps what it needs.
    await enterCode(page, code);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Code verified. Set your new password.")).toBeVisible();
    await expect(heading(page, "Set a new password")).toBeVisible();
    await page.reload();
    await expect(heading(page, "Set a new password")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("after a reload 123");
    await page.getByLabel("Confirm Password", { exact: true }).fill("after a reload 123");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password reset successful. Please login.")).toBeVisible();
  });

  test("registration refuses a password of only spaces", async ({ page }) => {
    await page.goto("/login?mode=register");
    await page.getByLabel("Email").fill(uniqueEmail("spaces"));
    await page.getByLabel("Username").fill("spaces");
    await page.getByLabel("Password", { exact: true }).fill("            ");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password cannot be only spaces");
    await expect(heading(page, "Create your account")).toBeVisible();
  });

  test("changing the password to only spaces is refused in the dialog, and nothing changes", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "blank-change" });
    await signInBrowser(page, user);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByRole("textbox", { name: "Current Password" }).fill(user.password);
    await dialog.getByRole("textbox", { name: "New Password", exact: true }).fill("          ");
    await dialog.getByRole("textbox", { name: "Confirm New Password" }).fill("          ");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/change-password/")) sent = true;
    });
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Password cannot be only spaces")).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(sent).toBe(false);
  });

  test("a signed-in user opening /login goes to /home", async ({ page, baseURL }) => {
    const user = await createApiUser(String(baseURL), { prefix: "already-in" });
    await signInBrowser(page, user);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/login?mode=register");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the landing page shows a signed-in user the account menu instead of Login", async ({
    page,
    baseURL,
  }) => {
    const user = await createApiUser(String(baseURL), { prefix: "landing-menu" });
    await setFullName(String(baseURL), user.access, "Margaret Thornton-Blake");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await signInBrowser(page, user);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    // The name as the login answer stored it (set after it: the username).
    const account = page.getByRole("button", { name: /account menu/ });
    await account.click();
    for (const item of ["Home", "Billing", "Profile", "Logout"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto("/");
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({});
  });

  test("on a phone the landing page shows the account menu beside the menu button", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const user = await createApiUser(String(baseURL), { prefix: "phone-menu" });
    await signInBrowser(page, user);
    await page.goto("/");
    await page.getByRole("button", { name: /account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  });
});
