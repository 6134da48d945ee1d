import { type Browser, expect, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { firmWith, invitationLinkFor } from "./support/firm.ts";
import { setFullName } from "./support/login-screen.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// Firm workspaces (docs/workspaces.md), told as a firm's people meet them: an owner opens a
// workspace for the firm and invites a colleague, who joins from the e-mail and moves between the
// firm's cases and their own; a viewer reads but changes nothing; a member who is removed is back
// on their own cases at once.

const READ_ONLY =
  "Your role in this workspace is viewer: you can read cases, statements and exports, but not change them.";

const judgment = (caseName: string) => ({
  caseName,
  courtName: "Superior Court of Los Angeles County",
  courtCaseNumber: `BC${Math.floor(Math.random() * 900000) + 100000}`,
  judgmentAmount: "25000.00",
  judgmentDate: "2024-03-01",
  interestRate: "10",
});

/** A second person at another computer: their own browser, signed in as them unless `user` is null. */
async function browserOf(browser: Browser, baseURL: string, user: ApiUser | null): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (user) await signInBrowser(page, user);
  return page;
}

const switcher = (page: Page) => page.getByRole("button", { name: /^Workspace: / });
const caseList = (page: Page) => page.getByRole("region", { name: /^Active Cases/ });

async function switchTo(page: Page, workspace: RegExp) {
  await switcher(page).click();
  await page.getByRole("menuitemradio", { name: workspace }).click();
}

test.describe("firm workspaces", () => {
  test("an owner opens a firm workspace and invites a colleague, who joins from the e-mail and moves between the firm's cases and their own", async ({
    page,
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? "";
    const owner = await createApiUser(url, { prefix: "owner" });
    const colleague = await createApiUser(url, { prefix: "colleague" });
    await setFullName(url, owner.access, "Olivia Hale");
    await addCaseViaApi(url, colleague, judgment("Colleague Own v. Roe"));

    // The owner's screens say nothing of workspaces but the switcher, until she opens one.
    await signInBrowser(page, owner);
    await page.goto("/home");
    await expect(switcher(page)).toHaveAccessibleName("Workspace: Personal");
    await switcher(page).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitemradio", { name: /Personal/ })).toBeChecked();
    await saveScreens(page, "workspace-switcher", { fullPage: false });
    await menu.getByRole("menuitem", { name: "New firm workspace…" }).click();
    const create = page.getByRole("dialog", { name: "New firm workspace" });
    await create.getByRole("button", { name: "Create Workspace" }).click();
    await expect(create.getByText("Workspace name is required")).toBeVisible();
    await create.getByLabel("Workspace name").fill("Hale & Moss LLP");
    await create.getByRole("button", { name: "Create Workspace" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Hale & Moss LLP" })).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName("Workspace: Hale & Moss LLP");
    // Her new case belongs to the firm, the workspace she is in now.
    await addCaseViaApi(url, owner, judgment("Firm v. Debtor"));

    const invite = page.getByRole("region", { name: "Invite a colleague" });
    await invite.getByLabel("Email").fill(colleague.email);
    await invite.getByLabel("Role").selectOption("editor");
    await invite.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
    await expect(invite.getByRole("listitem", { name: colleague.email })).toContainText("Editor");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "workspace-settings-owner");

    // The colleague, signed out, follows the e-mail's link: it says what it is (the firm, who
    // invited, the role, the address masked), then after logging in they are on it.
    const link = await invitationLinkFor(colleague.email);
    const theirs = await browserOf(browser, url, null);
    await theirs.goto(link);
    const teaser = theirs.getByRole("region", { name: "Invitation to join Hale & Moss LLP" });
    await expect(teaser).toContainText("Olivia Hale invited you");
    await expect(teaser).toContainText("Editor");
    const [local = "", domain = ""] = colleague.email.split("@");
    await expect(teaser).toContainText(`${local[0]}•••@${domain}`);
    await expect(teaser).not.toContainText(colleague.email);
    await expectNoSeriousA11yViolations(theirs);
    await saveScreens(theirs, "workspace-invitation-signed-out");
    await teaser.getByRole("button", { name: "Sign in to accept" }).click();
    await expect(theirs).toHaveURL(/\/login$/);
    await theirs.getByLabel("Email").fill(colleague.email);
    await theirs.getByLabel("Password", { exact: true }).fill(colleague.password);
    await theirs.getByRole("button", { name: "Login" }).click();
    await expect(theirs).toHaveURL(link);

    const offer = theirs.getByRole("region", { name: "Join Hale & Moss LLP" });
    await expect(offer).toContainText("Olivia Hale");
    await expect(offer).toContainText("Editor");
    await expect(offer).toContainText(colleague.email);
    await expectNoSeriousA11yViolations(theirs);
    await saveScreens(theirs, "workspace-invitation");
    await offer.getByRole("button", { name: "Accept Invitation" }).click();

    await expect(theirs).toHaveURL(/\/home$/);
    await expect(theirs.getByText("You joined Hale & Moss LLP")).toBeVisible();
    await expect(switcher(theirs)).toHaveAccessibleName("Workspace: Hale & Moss LLP");
    await expect(caseList(theirs).getByRole("button", { name: /Firm v\. Debtor/ })).toBeVisible();
    await expect(
      caseList(theirs).getByRole("button", { name: /Colleague Own v\. Roe/ }),
    ).toHaveCount(0);

    await switchTo(theirs, /Personal/);
    await expect(theirs.getByText("Switched to Personal")).toBeVisible();
    await expect(
      caseList(theirs).getByRole("button", { name: /Colleague Own v\. Roe/ }),
    ).toBeVisible();
    await expect(caseList(theirs).getByRole("button", { name: /Firm v\. Debtor/ })).toHaveCount(0);

    // The invitation was used: the same link now says so, with the way back.
    await theirs.goto(link);
    await expect(
      theirs.getByRole("heading", { name: "This invitation cannot be used" }),
    ).toBeVisible();
    await expect(theirs.getByRole("link", { name: "Go to your cases" })).toBeVisible();
  });

  test("a viewer reads a case and its statement, is offered no change, and a direct write is refused", async ({
    page,
    baseURL,
  }) => {
    const url = baseURL ?? "";
    const owner = await createApiUser(url, { prefix: "owner" });
    const viewer = await createApiUser(url, { prefix: "viewer" });
    await firmWith(url, owner, "Reed Collections", viewer, "viewer");
    await addCaseViaApi(url, owner, judgment("Reed v. Lowe"));

    await signInBrowser(page, viewer);
    await page.goto("/home");
    await expect(page.getByText("your role (viewer) cannot change them")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reed v. Lowe" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add New Case" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import CSV" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();

    await page.getByRole("button", { name: "Actions" }).click();
    const actions = page.getByRole("menu");
    await expect(actions.getByRole("menuitem", { name: "Payoff Demand" })).toBeVisible();
    for (const change of ["New Cost/Payment", "Renew Judgment", "Edit Case", "Delete Case"]) {
      await expect(actions.getByRole("menuitem", { name: change })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    await actions.getByRole("menuitem", { name: "Payoff Demand" }).click();
    const demand = page.getByRole("dialog", { name: "Payoff Demand" });
    const downloading = page.waitForEvent("download");
    await demand.getByRole("button", { name: "Download Statement" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^payoff-Reed_v\._Lowe-.*\.pdf$/);
    await expect(page.getByText("Payoff statement downloaded successfully")).toBeVisible();

    const write = await fetch(`${url}/docket/api/add-docket/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${viewer.access}` },
      body: JSON.stringify(judgment("Sneaky v. Write")),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ status_code: 403, message: READ_ONLY });

    // The settings say who is who, and a viewer manages nothing there.
    await page.goto("/workspace");
    await expect(page.getByRole("heading", { level: 1, name: "Reed Collections" })).toBeVisible();
    const you = page
      .getByRole("list", { name: "Members" })
      .getByRole("listitem")
      .filter({ hasText: viewer.email });
    await expect(you).toContainText("You");
    await expect(you).toContainText("Viewer");
    await expect(page.getByRole("region", { name: "Invite a colleague" })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);
    await saveScreens(page, "workspace-settings-viewer");
  });

  test("an owner removes a member, whose open dashboard falls back to their own cases", async ({
    page,
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? "";
    const owner = await createApiUser(url, { prefix: "owner" });
    const member = await createApiUser(url, { prefix: "member" });
    await setFullName(url, member.access, "Milo Grant");
    await addCaseViaApi(url, member, judgment("Member Own v. Case"));
    await firmWith(url, owner, "Grant & Shaw", member, "editor");
    await addCaseViaApi(url, owner, judgment("Shaw v. Firm"));

    const theirs = await browserOf(browser, url, member);
    await theirs.goto("/home");
    await expect(switcher(theirs)).toHaveAccessibleName("Workspace: Grant & Shaw");
    await expect(caseList(theirs).getByRole("button", { name: /Shaw v\. Firm/ })).toBeVisible();

    await signInBrowser(page, owner);
    await page.goto("/workspace");
    const members = page.getByRole("list", { name: "Members" });
    await members.getByRole("button", { name: "Remove Milo Grant" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove member" });
    await expect(confirm).toContainText("Remove Milo Grant from Grant & Shaw?");
    await saveScreens(page, "workspace-remove-member", { fullPage: false });
    await confirm.getByRole("button", { name: "Remove Member" }).click();
    await expect(page.getByText("Milo Grant was removed from Grant & Shaw")).toBeVisible();
    await expect(members.getByRole("listitem", { name: "Milo Grant" })).toHaveCount(0);

    // Without reloading, the member's dashboard loses the firm's cases and shows their own.
    await expect(caseList(theirs).getByRole("button", { name: /Shaw v\. Firm/ })).toHaveCount(0);
    await expect(
      caseList(theirs).getByRole("button", { name: /Member Own v\. Case/ }),
    ).toBeVisible();
    await expect(switcher(theirs)).toHaveAccessibleName("Workspace: Personal", {
      timeout: 25_000,
    });
    await expect(theirs.getByText("You are no longer a member of Grant & Shaw.")).toBeVisible();
  });

  test("a member leaves the firm and is back on their own cases; its only owner is told to name another first", async ({
    page,
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? "";
    const owner = await createApiUser(url, { prefix: "owner" });
    const member = await createApiUser(url, { prefix: "member" });
    await addCaseViaApi(url, member, judgment("Leaver Own v. Case"));
    await firmWith(url, owner, "Stone & Vale", member, "editor");

    const theirs = await browserOf(browser, url, member);
    await theirs.goto("/workspace");
    await theirs.getByRole("button", { name: "Leave workspace" }).click();
    const leave = theirs.getByRole("alertdialog", { name: "Leave workspace" });
    await leave.getByRole("button", { name: "Leave Workspace" }).click();
    await expect(theirs).toHaveURL(/\/home$/);
    await expect(theirs.getByText("You left Stone & Vale. Showing Personal.")).toBeVisible();
    await expect(switcher(theirs)).toHaveAccessibleName("Workspace: Personal");
    await expect(
      caseList(theirs).getByRole("button", { name: /Leaver Own v\. Case/ }),
    ).toBeVisible();

    await signInBrowser(page, owner);
    await page.goto("/workspace");
    await page.getByRole("button", { name: "Leave workspace" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave workspace" })
      .getByRole("button", { name: "Leave Workspace" })
      .click();
    await expect(
      page.getByText(
        "A workspace needs at least one owner: make another member an owner before this one leaves or changes role.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/workspace$/);
  });

  test("a firm on its trial: billing names the firm's Starter trial and prices a coupon for its members", async ({
    page,
    baseURL,
  }) => {
    const url = baseURL ?? "";
    const owner = await createApiUser(url, { prefix: "owner" });
    const member = await createApiUser(url, { prefix: "member" });
    await firmWith(url, owner, "Hale & Pratt LLP", member, "editor");

    await signInBrowser(page, owner);
    await page.goto("/billing");
    await expect(
      page.getByText(/^Hale & Pratt LLP is on the Starter trial until \w+ \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Plan reminder" })
        .getByText(
          "The Starter trial of Hale & Pratt LLP is still active for 2 more weeks: buy Pro before it ends to keep adding cases.",
          { exact: true },
        ),
    ).toBeVisible();
    await expect(page.getByText(/Your (free|Starter) trial/)).toHaveCount(0);

    // E2EWELCOME (25% off) is taken off the firm's whole price: 2 members at $20 a month.
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Coupon Code" });
    await dialog.getByLabel("Coupon code").fill("E2EWELCOME");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        "Pro costs $20 per member per month: for the 2 members of Hale & Pratt LLP, $40 before the coupon and $30 with it.",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole("article", { name: "Pro" })
        .getByText("$30 for 2 members with coupon E2EWELCOME (25% off)"),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "billing-firm-trial");
  });
});
