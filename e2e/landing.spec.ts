import { expect, test } from "@playwright/test";

test("a visitor opens Owed and learns what it does", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Know What They Owe" })).toBeVisible();
  await expect(page).toHaveTitle(/Owed/);
});

test("a deep link survives a reload", async ({ page }) => {
  const response = await page.goto("/interest-rate");
  expect(response?.status()).toBe(200);
  await page.reload();
  await expect(page.locator("#root")).not.toBeEmpty();
});
