import { expect, type Locator, test } from "@playwright/test";
import { heading } from "./support/login-screen.ts";
import { saveScreens } from "./support/screens.ts";

test.describe("the landing page", () => {
  test("a visitor opens Owed and learns what it does", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Owed/);
    await expect(heading(page, "Know What They Owe")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Feature", "Pricing", "FAQ", "Login"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const features = page.locator("#features");
    for (const name of [
      "Track multiple judgments",
      "Up-to-date accrued interest",
      "Easy transaction entry and editing",
      "Instant payoff calculator",
    ]) {
      await expect(features.getByRole("heading", { name })).toBeAttached();
    }
    await expect(page.getByText("Works for judgments in any state")).toBeVisible();
    // A word joiner after the hyphen keeps "client-" from ending a line.
    await expect(page.getByText(/^No client-\u2060?identifying details needed$/)).toBeVisible();
  });

  test("prices and the trial come from the plan catalog", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    const pro = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Pro" }) });
    await expect(pro.getByText("$20", { exact: true })).toBeVisible();
    await expect(pro.getByText("per month")).toBeVisible();
    await expect(pro.getByText("$180 per member per year (save 25%)")).toBeVisible();
    await expect(pro.getByText("Most Popular")).toBeVisible();
    const starter = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Starter" }) });
    await expect(starter.getByText("14-day free trial, no credit card required")).toBeVisible();
    await expect(starter.getByText("Up to 3 active cases")).toBeVisible();
    await expect(starter.getByText("for 14 days", { exact: true })).toBeVisible();
    // A limited plan never also claims to have no limit.
    await expect(starter.getByText(/no usage limit|unlimited/i)).toHaveCount(0);
    // No placeholder lines (docs/decisions/007-plan-wording.md).
    await expect(pricing.getByText(/bandwidth|email accounts|databases|domain/i)).toHaveCount(0);
  });

  test("while the plan catalog cannot be loaded, pricing says so and can try again", async ({
    page,
  }) => {
    await page.route("**/stripe/api/plans/", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await page.goto("/");
    await expect(page.getByText("We could not load our current prices.")).toBeVisible();
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("#pricing").getByText("$20", { exact: true })).toBeVisible();
  });

  test("the FAQ opens one answer at a time, across both columns, and links to the rate guide", async ({
    page,
  }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const method = faq.getByRole("button", {
      name: "How does Owed calculate post-judgment interest?",
    });
    const renewal = faq.getByRole("button", {
      name: "Can interest compound when a judgment is renewed?",
    });

    await method.click();
    await expect(method).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/Daily simple interest on the principal balance/)).toBeVisible();

    await renewal.click();
    await expect(renewal).toHaveAttribute("aria-expanded", "true");
    await expect(method).toHaveAttribute("aria-expanded", "false");
    // The renewal answer points to Renew Judgment, not to entering a payment and a cost by hand.
    await expect(faq.getByText(/choose Renew Judgment \(in the case's menu/)).toBeVisible();
    await expect(faq.getByText(/a payment equal to the unpaid accrued interest/)).toHaveCount(0);
    await saveScreens(page, "landing-faq-renewal", { element: faq });

    await renewal.click();
    await expect(renewal).toHaveAttribute("aria-expanded", "false");

    await method.click();
    await faq.getByRole("link", { name: "post-judgment interest rate guide" }).click();
    await expect(page).toHaveURL(/\/interest-rate$/);
    await expect(heading(page, "Post-Judgment Interest Rates")).toBeVisible();
  });

  test("the footer's quick links scroll to their section and highlight it", async ({ page }) => {
    await page.goto("/");
    const quickLinks = page.getByRole("navigation", { name: "Quick Links" });

    await quickLinks.getByRole("link", { name: "Pricing" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(quickLinks.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    await quickLinks.getByRole("link", { name: "FAQ" }).click();
    await expect(quickLinks.getByRole("link", { name: "FAQ" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(quickLinks.getByRole("link", { name: "Pricing" })).not.toHaveAttribute(
      "aria-current",
    );

    await quickLinks.getByRole("link", { name: "Contact" }).click();
    await expect(quickLinks.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "aria-current",
      "location",
    );

    const plans = page.getByRole("navigation", { name: "Pricing Plans" });
    await plans.getByRole("link", { name: "Paid" }).click();
    await expect(page.getByRole("heading", { name: "Simple, honest pricing" })).toBeInViewport();
  });

  test("the scroll-to-top button appears once the hero is scrolled away and brings the visitor back up", async ({
    page,
  }) => {
    await page.goto("/");
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toHaveCount(0);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect(heading(page, "Know What They Owe")).toBeInViewport();
    await expect(toTop).toHaveCount(0);
  });

  test("feature cards appear as they scroll into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/");
    const card = page.locator("#features li").last();
    await expect(card).toHaveAttribute("data-revealed", "false");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-revealed", "true");
  });

  test("with reduced motion the feature cards are simply there", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#features li").last()).toHaveAttribute("data-revealed", "true");
    await context.close();
  });

  test("Login opens the login screen, and every sign-up button opens registration", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Login" })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page, "Log in to Owed")).toBeVisible();

    const pricing = page.locator("#pricing");
    const signUps = [
      page.locator("#hero").getByRole("link", { name: "Get Started" }),
      pricing.getByRole("link", { name: "Start Free Trial" }),
      pricing.getByRole("link", { name: "Subscribe Now" }),
      page.getByRole("link", { name: "Order Now" }),
    ];
    for (const link of signUps) {
      await page.goto("/");
      await link.click();
      await expect(page).toHaveURL(/\/login\?mode=register$/);
    }
  });

  test("client-identifying never breaks at its hyphen, in the hero or the FAQ, at any width", async ({
    page,
  }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    await faq
      .getByRole("button", { name: "Does it work in my state, and what do I need to enter?" })
      .click();
    const places = {
      hero: page.locator("#hero").getByText(/details needed/),
      FAQ: faq.getByText(/details are required, and debtor contact details/),
    };
    for (const place of Object.values(places)) await expect(place).toBeVisible();

    // How many lines the words' rendered boxes sit on (one distinct top: one line).
    const linesOf = (place: Locator) =>
      place.evaluate((element) => {
        const text = element.textContent ?? "";
        const start = text.indexOf("client-");
        const end = text.indexOf("identifying", start) + "identifying".length;
        const range = document.createRange();
        let offset = 0;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (start >= offset && start < offset + length) range.setStart(node, start - offset);
          if (end > offset && end <= offset + length) range.setEnd(node, end - offset);
          offset += length;
        }
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top));
        return new Set(tops).size;
      });

    for (let width = 320; width <= 1280; width += width < 480 ? 4 : 40) {
      await page.setViewportSize({ width, height: 800 });
      for (const [name, place] of Object.entries(places)) {
        expect(await linesOf(place), `client-identifying in the ${name} at ${width} px`).toBe(1);
      }
    }
  });

  test("on a phone the navigation sits in a side drawer", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const name of ["Feature", "Pricing", "FAQ", "Login"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole("link", { name: "Pricing" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Simple, honest pricing" })).toBeInViewport();
  });

  test("a deep link survives a reload", async ({ page }) => {
    const response = await page.goto("/interest-rate");
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(heading(page, "Post-Judgment Interest Rates")).toBeVisible();
  });
});

test.describe("the post-judgment interest rate guide", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, a dated rate table names each rate's publication and where Owed read it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/interest-rate");
      await expect(
        page.getByRole("heading", { level: 2, name: "Dated rate tables" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Show rates of the Federal (USA) table" }).click();
      const rates = page.getByRole("region", { name: "Federal (USA) rates" });
      // The publisher's release, as statements cite it, and the copy the figure was read from.
      await expect(rates).toContainText("07/15/2024 to 07/21/2024");
      await expect(rates).toContainText(
        "the Federal Reserve's H.15 release, week ending 07/12/2024",
      );
      await expect(rates).toContainText("copy read: github.com/");
      await page.getByRole("button", { name: "Show rates of the Kansas table" }).click();
      await expect(page.getByRole("region", { name: "Kansas rates" })).toContainText(
        "the Kansas Secretary of State's published judgment rate, effective 07/01/2024",
      );
    });
  }

  test("lists every jurisdiction with its rate, citation, source and compounding", async ({
    page,
  }) => {
    await page.goto("/interest-rate");
    await expect(heading(page, "Post-Judgment Interest Rates")).toBeVisible();
    const table = page.getByRole("table");
    for (const name of ["State", "Post-Judgment Interest Rate", "Cite", "Link", "Compounding"]) {
      await expect(table.getByRole("columnheader", { name, exact: true })).toBeVisible();
    }
    // 50 states, the District of Columbia, federal courts and Puerto Rico.
    await expect(table.getByRole("row")).toHaveCount(54);
    for (const name of ["District of Columbia", "Federal (USA)", "Puerto Rico", "Wyoming"]) {
      const startsWith = new RegExp(`^${name.replace(/[()]/g, "\\$&")}`);
      await expect(table.getByRole("rowheader", { name: startsWith })).toBeVisible();
    }

    // Rates read as percents or as the rule in words, never as a bare fraction like 0.1.
    const rates = await table.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(rates).toHaveLength(53);
    for (const rate of rates) expect(rate.trim()).not.toMatch(/^0?\.\d+$/);
    const alabama = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /^Alabama/ }) });
    await expect(alabama.getByRole("cell").first()).toContainText("7.5%");
    await expect(alabama.getByText("N/A")).toBeVisible();

    const view = table.getByRole("link", { name: /^View source for Alaska/ });
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the filter narrows the table and says when nothing matches", async ({ page }) => {
    await page.goto("/interest-rate");
    const filter = page.getByLabel("Filter by state");
    await filter.fill("texas");
    await expect(page.getByRole("rowheader")).toHaveCount(1);
    await expect(page.getByRole("rowheader", { name: /^Texas/ })).toBeVisible();
    await expect(page.getByText("Showing 1 of 53 jurisdictions")).toBeVisible();

    await filter.fill("Atlantis");
    await expect(page.getByRole("cell", { name: "No results." })).toBeVisible();
  });

  test("a lawyer types a state's code or name and finds that state first", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/interest-rate");
    const filter = page.getByLabel("Filter by state");

    // "NY" is New York's code: no state whose rule merely contains "ny" is listed.
    await filter.fill("NY");
    await expect(page.getByText("Showing 1 of 53 jurisdictions")).toBeVisible();
    await expect(page.getByRole("rowheader")).toHaveCount(1);
    await expect(page.getByRole("rowheader", { name: /^New York/ })).toBeVisible();

    await filter.fill("New York");
    await expect(page.getByRole("rowheader").first()).toHaveText(/^New York/);

    await filter.fill("virginia");
    await expect(page.getByRole("rowheader")).toHaveCount(2);
    await expect(page.getByRole("rowheader").first()).toHaveText(/^Virginia/);
    await expect(page.getByRole("rowheader").nth(1)).toHaveText(/^West Virginia/);
  });

  test("a row's details give the exceptions, sources and how well it was verified", async ({
    page,
  }) => {
    await page.goto("/interest-rate");
    const details = page.getByRole("button", { name: "Details for Alabama" });
    await details.click();
    await expect(details).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Verification: not confirmed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources", exact: true })).toBeVisible();
  });

  test("is not part of the landing page's download", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto("/");
    await expect(heading(page, "Know What They Owe")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((code) => code.includes("Ala. Code § 8-8-10"))).toBe(false);
  });
});
