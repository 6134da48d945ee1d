import { expect, type Page, test } from "@playwright/test";
import { addCaseViaApi, apiCall, createApiUser, signInBrowser } from "./support/api-user.ts";
import { firmWith } from "./support/firm.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// Creditor clients (docs/portfolio.md, "Clients"): a collection firm keeps the creditors it works
// for with their fee terms, puts each case under one of them in New Case or Edit Case, narrows the
// dashboard to one client's cases (or those with none), sees the client on the case page, and
// deletes a client knowing how many cases lose it. A viewer reads the clients and changes nothing.

const judgment = (caseName: string, courtCaseNumber: string) => ({
  caseName,
  courtName: "Circuit Court of Cook County",
  courtCaseNumber,
  judgmentAmount: 8000,
  judgmentDate: "2025-03-10",
  interestRate: 9,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
});

/** The client's card on the Clients page, found by its name. */
const clientRow = (page: Page, name: string) =>
  page.getByRole("list", { name: "Clients" }).getByRole("listitem", { name });

/** Screens without the sticky top bar painted over a scrolled dialog or panel. */
async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "header.sticky { position: static !important; }" });
  await saveScreens(page, name);
}

test.describe("creditor clients", () => {
  test("an editor adds and edits a client, puts cases under clients, filters the dashboard by client and deletes a client knowing which cases lose it", async ({
    page,
    baseURL,
  }) => {
    // Several screens saved at two widths, two dialogs and an accessibility pass.
    test.slow();
    const base = baseURL ?? "";
    const collector = await createApiUser(base, { prefix: "clients" });
    const walsh = await addCaseViaApi(
      base,
      collector,
      judgment("Harbor Bank v. Walsh", "25-L-1001"),
    );
    await signInBrowser(page, collector);

    await page.goto("/clients");
    await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
    await expect(page.getByText("No clients yet.")).toBeVisible();
    await shoot(page, "clients-empty");

    // Add: the name is required, then every detail and the fee terms.
    await page.getByRole("button", { name: "Add client" }).first().click();
    const add = page.getByRole("dialog", { name: "Add client" });
    await add.getByRole("button", { name: "Add client" }).click();
    await expect(add.getByText("Client name is required")).toBeVisible();
    await add.getByLabel("Client name").fill("First Federal Bank");
    await add.getByLabel("Client reference").fill("FFB-7");
    await add.getByLabel("Contact").fill("Ann Lee");
    await add.getByLabel("Email").fill("ann@ffb.example");
    await add.getByLabel("Fee percent").fill("101");
    await add.getByLabel("Flat fee per case").fill("150");
    await add.getByRole("button", { name: "Add client" }).click();
    await expect(add.getByText("Fee percent must be 100 or less")).toBeVisible();
    await add.getByLabel("Fee percent").fill("33.3333");
    await shoot(page, "clients-add-dialog");
    await add.getByRole("button", { name: "Add client" }).click();
    await expect(page.getByText("First Federal Bank added")).toBeVisible();
    await expect(add).toBeHidden();

    const ffb = clientRow(page, "First Federal Bank");
    await expect(ffb.getByText("33.3333% of collections plus $150.00 per case")).toBeVisible();
    await expect(
      ffb.getByText("Costs advanced are recovered from collections first"),
    ).toBeVisible();
    await expect(ffb.getByText("Reference FFB-7")).toBeVisible();
    await expect(ffb.getByText("No cases")).toBeVisible();

    // A second client with the same name is refused under the name, in the server's words.
    await page.getByRole("button", { name: "Add client" }).click();
    const again = page.getByRole("dialog", { name: "Add client" });
    await again.getByLabel("Client name").fill("First Federal Bank");
    await again.getByRole("button", { name: "Add client" }).click();
    await expect(
      again.getByText("A client with this name is already in this workspace."),
    ).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();

    // Edit: the form starts from the client as saved; costs no longer come back first.
    await ffb.getByRole("button", { name: "Edit First Federal Bank" }).click();
    const edit = page.getByRole("dialog", { name: "Edit client - First Federal Bank" });
    await expect(edit.getByLabel("Fee percent")).toHaveValue("33.3333");
    await expect(edit.getByLabel("Flat fee per case")).toHaveValue("150.00");
    await edit.getByLabel("Recover costs advanced from collections first").uncheck();
    await edit.getByLabel("Flat fee per case").fill("");
    await edit.getByRole("button", { name: "Save client" }).click();
    await expect(page.getByText("First Federal Bank saved")).toBeVisible();
    await expect(ffb.getByText("33.3333% of collections", { exact: true })).toBeVisible();
    await expect(ffb.getByText("Costs advanced are not recovered from collections")).toBeVisible();

    await apiCall(base, collector, "POST", "/docket/api/clients/", {
      name: "Acme Credit Union",
      feePercent: "25",
      flatFee: "75",
    });

    // New Case: the case is added under a client.
    await page.goto("/home");
    await page.getByRole("button", { name: "Add New Case" }).click();
    const newCase = page.getByRole("dialog", { name: "New Case" });
    await newCase.getByLabel("Case Name").fill("Lakeside Lending v. Ortiz");
    await newCase.getByLabel("Court Name").fill("Circuit Court of Cook County");
    await newCase.getByLabel("Court Case Number").fill("25-L-2002");
    await newCase
      .getByRole("combobox", { name: /^Client/ })
      .selectOption({ label: "First Federal Bank" });
    await newCase.getByLabel("Judgment Amount").fill("12000");
    await newCase.getByLabel("Judgment Date").fill("2025-04-01");
    await newCase.getByRole("button", { name: "Add Case" }).click();
    await expect(newCase).toBeHidden();
    const details = page.getByRole("region", { name: "Case Details" });
    await expect(details.getByRole("heading", { name: "Lakeside Lending v. Ortiz" })).toBeVisible();
    await expect(details.getByText("First Federal Bank")).toBeVisible();

    // Edit Case: the other case moves under Acme.
    await page.goto(`/home?case=${String(walsh.id)}`);
    await expect(details.getByRole("heading", { name: "Harbor Bank v. Walsh" })).toBeVisible();
    await expect(details.getByText("Client:")).toHaveCount(0);
    await details.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Edit Case" }).click();
    const editCase = page.getByRole("dialog", { name: "Edit Case - Harbor Bank v. Walsh" });
    const clientSelect = editCase.getByRole("combobox", { name: /^Client/ });
    await expect(clientSelect).toHaveValue("");
    await clientSelect.selectOption({ label: "Acme Credit Union" });
    await editCase.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Case updated successfully")).toBeVisible();
    await expect(details.getByText("Acme Credit Union")).toBeVisible();

    // The dashboard narrows to one client's cases, and to the cases with none.
    const filter = page.getByRole("combobox", { name: "Client", exact: true });
    await filter.selectOption({ label: "First Federal Bank" });
    await expect(page).toHaveURL(/client=/);
    const list = page.getByRole("region", { name: /Active Cases/ });
    await expect(list.getByRole("button", { name: /Lakeside Lending v\. Ortiz/ })).toBeVisible();
    await expect(list.getByRole("button", { name: /Harbor Bank v\. Walsh/ })).toHaveCount(0);
    await filter.selectOption({ label: "No client" });
    await expect(list.getByText("No cases without a client here.")).toBeVisible();
    await filter.selectOption({ label: "Acme Credit Union" });
    await expect(list.getByRole("button", { name: /Harbor Bank v\. Walsh/ })).toBeVisible();
    await page.getByRole("button", { name: /Harbor Bank v\. Walsh/ }).click();
    await expect(details.getByText("Acme Credit Union")).toBeVisible();
    await shoot(page, "clients-dashboard-filter");

    // From the Clients page, a client's case count opens its cases.
    await page.goto("/clients");
    await expect(ffb.getByRole("link", { name: "1 case of First Federal Bank" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "clients-list");
    await ffb.getByRole("link", { name: "1 case of First Federal Bank" }).click();
    await expect(page).toHaveURL(/\/home\?.*client=/);
    await expect(filter).toHaveValue(/.+/);
    await expect(list.getByRole("button", { name: /Lakeside Lending v\. Ortiz/ })).toBeVisible();
    await expect(list.getByRole("button", { name: /Harbor Bank v\. Walsh/ })).toHaveCount(0);

    // Delete: the confirm says how many cases lose their client, and they do.
    await page.goto("/clients");
    await ffb.getByRole("button", { name: "Delete First Federal Bank" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete client" });
    await expect(confirm.getByText("Delete First Federal Bank?")).toBeVisible();
    await expect(confirm.getByText(/^1 case loses its client/)).toBeVisible();
    await shoot(page, "clients-delete-confirm");
    await confirm.getByRole("button", { name: "Delete client" }).click();
    await expect(
      page.getByText("First Federal Bank deleted. 1 case now has no client."),
    ).toBeVisible();
    await expect(ffb).toHaveCount(0);
    await expect(clientRow(page, "Acme Credit Union")).toBeVisible();

    await page.goto("/home?client=none");
    await expect(list.getByRole("button", { name: /Lakeside Lending v\. Ortiz/ })).toBeVisible();
    await page.getByRole("button", { name: /Lakeside Lending v\. Ortiz/ }).click();
    await expect(details.getByRole("heading", { name: "Lakeside Lending v. Ortiz" })).toBeVisible();
    await expect(details.getByText("Client:")).toHaveCount(0);
  });

  test("a viewer reads the firm's clients and is offered no change", async ({ page, baseURL }) => {
    test.slow();
    const base = baseURL ?? "";
    const owner = await createApiUser(base, { prefix: "clients-owner" });
    const viewer = await createApiUser(base, { prefix: "clients-viewer" });
    await firmWith(base, owner, "Reed Collections", viewer, "viewer");
    await apiCall(base, owner, "POST", "/docket/api/clients/", {
      name: "Prairie State Bank",
      reference: "PSB-1",
      contactName: "Lee Ortiz",
      phone: "312-555-0100",
      city: "Chicago",
      state: "IL",
      feePercent: "30",
      costsRecoveredFirst: false,
    });

    await signInBrowser(page, viewer);
    await page.goto("/clients");
    const row = clientRow(page, "Prairie State Bank");
    await expect(row.getByText("30% of collections")).toBeVisible();
    await expect(row.getByText("Lee Ortiz · 312-555-0100")).toBeVisible();
    await expect(page.getByText("your role (viewer) cannot change them")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add client" })).toHaveCount(0);
    await expect(row.getByRole("button")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "clients-viewer");
  });
});
