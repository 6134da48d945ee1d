import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiUser, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";

// Small things a paralegal notices on the case screens: the Results say where every dollar of
// interest comes from, a slip of the Escape key does not lose a typed judgment, a draft is
// offered only when there is one, an empty rate says so once, and on the landing page the way
// back to the top never sits on the text.

const BLANK_FORM = {
  caseName: "",
  courtName: "",
  courtCaseNumber: "",
  judgmentAmount: "",
  judgmentDate: "",
  interestRate: "10",
};

async function openNewCase(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /Create Your First Case|Add New Case/ }).click();
  const dialog = page.getByRole("dialog", { name: "New Case" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillJudgment(dialog: Locator) {
  await dialog.getByLabel("Case Name").fill("Carried v. Over");
  await dialog.getByLabel("Court Name").fill("Supreme Court, Albany County");
  await dialog.getByLabel("Court Case Number").fill("CV-2024-0117");
  await dialog.getByLabel("Judgment Amount").fill("10000");
  await dialog.getByLabel("Judgment Date").fill("2024-01-15");
}

for (const [label, width, height] of [
  ["1280", 1280, 900],
  ["375", 375, 812],
] as const) {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `.artifacts/screens/case-form-care/${name}-${label}.png` });

  test.describe(`the case screens at ${label} px`, () => {
    let lawyer: ApiUser;
    test.beforeEach(async ({ page, baseURL }) => {
      lawyer = await createApiUser(baseURL ?? "", { prefix: `care-${label}` });
      await page.setViewportSize({ width, height });
      await signInBrowser(page, lawyer);
      await page.goto("/home");
    });

    test("the Results name the interest a partial payment left unpaid", async ({ page }) => {
      const dialog = await openNewCase(page);
      await fillJudgment(dialog);
      await dialog.getByLabel("Payment Amount").fill("100");
      await dialog.getByLabel("Last Payment Date").fill("2024-03-01");
      await dialog.getByLabel("End Date").fill("2024-03-31");
      const results = dialog.getByRole("region", { name: "Results" });
      // 46 days at $2.7397 to 03/01 is $126.0262; the $100 payment leaves $26.0262 of it owed.
      await expect(results).toContainText(
        "Since 03/01/2024: 30 days × $2.7397 = $82.1910, plus $26.0262 unpaid from before",
      );
      await expect(results).toContainText("$108.2172");
      await results.scrollIntoViewIfNeeded();
      await shot(page, "carried-interest");
    });

    test("Escape on a typed New Case asks before discarding; an empty one closes at once", async ({
      page,
    }) => {
      let dialog = await openNewCase(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      dialog = await openNewCase(page);
      await dialog.getByLabel("Case Name").fill("Slip v. Key");
      await page.keyboard.press("Escape");
      const ask = page.getByRole("alertdialog", { name: "Discard this case?" });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText("has not been added and will be lost");
      await shot(page, "discard-asked");
      await expectNoSeriousA11yViolations(page, "[role=alertdialog]");

      // Escape again (or Cancel) keeps typing: nothing is lost.
      await page.keyboard.press("Escape");
      await expect(ask).toBeHidden();
      await expect(dialog.getByLabel("Case Name")).toHaveValue("Slip v. Key");
      await dialog.getByRole("button", { name: "Close" }).click();
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog.getByLabel("Case Name")).toHaveValue("Slip v. Key");

      await page.keyboard.press("Escape");
      await ask.getByRole("button", { name: "Discard" }).click();
      await expect(dialog).toBeHidden();
      dialog = await openNewCase(page);
      await expect(dialog.getByLabel("Case Name")).toHaveValue("");
    });

    test("a draft is offered only when something was typed in it", async ({ page }) => {
      const store = (values: Record<string, unknown>) =>
        page.evaluate(
          ([email, saved]) =>
            localStorage.setItem(
              "owed.caseDraft",
              JSON.stringify({ [email]: { values: saved, savedAt: "2026-11-26T10:00:00Z" } }),
            ),
          [lawyer.email.toLowerCase(), values] as const,
        );
      await store(BLANK_FORM);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Active Cases (0)" })).toBeVisible();
      await expect(page.getByText(/Continue your draft case/)).toHaveCount(0);

      await store({ ...BLANK_FORM, caseName: "Typed v. Before" });
      await page.reload();
      await expect(
        page.getByRole("heading", { name: 'Continue your draft case "Typed v. Before"?' }),
      ).toBeVisible();
      await shot(page, "draft-offered");
    });

    test("an empty rate says it is required, once", async ({ page }) => {
      const dialog = await openNewCase(page);
      await fillJudgment(dialog);
      await dialog.getByLabel("Interest Rate").fill("");
      await dialog.getByLabel("Cost").focus();
      await expect(dialog.getByText("Interest rate is required", { exact: true })).toBeVisible();
      await expect(dialog.getByText(/Interest rate (is|must)/)).toHaveCount(1);
      const results = dialog.getByRole("region", { name: "Results" });
      await expect(results).toContainText("The figures appear once the interest rate is entered.");
      await dialog.getByLabel("Interest Rate").scrollIntoViewIfNeeded();
      await shot(page, "empty-rate");
    });
  });

  test(`on the landing page at ${label} px the way back to the top covers no text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Know What They Owe" })).toBeVisible();
    const floating = page.getByRole("button", { name: "Scroll to top" });
    const height_ = await page.evaluate(() => document.documentElement.scrollHeight);
    let floatingSeen = false;
    for (let y = 0; y < height_; y += Math.round(height * 0.6)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The button follows the scroll on the next frame.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const covered = await page.evaluate(() => {
        const button = document.querySelector('[aria-label="Scroll to top"]');
        if (!button) return [];
        const b = button.getBoundingClientRect();
        if (b.width === 0) return [];
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          const text = node.textContent?.trim() ?? "";
          if (!text || button.contains(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            const overlaps =
              r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
            if (r.width > 0 && r.height > 0 && overlaps) hits.push(text.slice(0, 60));
          }
        }
        return hits;
      });
      expect(covered, `scrolled to ${y}`).toEqual([]);
      if (await floating.isVisible()) floatingSeen = true;
    }
    // Wide, it floats in the margin; narrow, the footer's "Back to top" is the way up.
    expect(floatingSeen).toBe(width >= 1280);
    const backToTop = page.getByRole("button", { name: "Back to top" });
    if (width < 1280) {
      await backToTop.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `.artifacts/screens/case-form-care/landing-foot-${label}.png`,
      });
      await backToTop.click();
      await expect(page.getByRole("heading", { name: "Know What They Owe" })).toBeInViewport();
    } else {
      await expect(backToTop).toBeHidden();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "FAQ" })
        .click();
      await expect(floating).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/case-form-care/landing-faq-${label}.png` });
    }
  });
}
