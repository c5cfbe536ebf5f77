import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** The figure a stat tile shows above its label. */
const statValue = (page: Page, label: string) =>
  page
    .getByRole("main")
    .locator("li", { has: page.locator("p", { hasText: new RegExp(`^${label}$`) }) })
    .locator("p")
    .first();

/** "$162 - $476" */
const PRICE_RANGE = /^\$\d[\d,]* - \$\d[\d,]*$/;

test.describe("the figures a homeowner reads agree from page to page", () => {
  test("the home page's technicians and ZIP codes are the ones /technicians and /service-areas list", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/technicians");
    const team = await page
      .getByRole("heading", { name: "Meet the Team" })
      .locator("xpath=following-sibling::ul[1]/li")
      .count();
    expect(team).toBeGreaterThan(0);
    await expect(statValue(page, "Active technicians")).toHaveText(String(team));

    await page.goto("/service-areas");
    const zips = await page.locator('main a[href^="/service-area/"]').count();
    expect(zips).toBeGreaterThan(0);

    await page.goto("/");
    await expect(statValue(page, "Technicians available")).toHaveText(String(team));
    await expect(statValue(page, "ZIP codes")).toHaveText(String(zips));
  });

  test("every appliance's price range on a ZIP page is the one its appliance page shows", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/service-area/77449");
    const cards = page
      .getByRole("heading", { level: 2, name: "Appliance Repair Prices in 77449" })
      .locator("xpath=following-sibling::ul[1]/li");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    // Each card's link is followed as a visitor follows it (the page has no React: a plain page load).
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const price = (await card.locator("p").first().textContent())!.trim();
      expect(price).toMatch(PRICE_RANGE);
      await card.getByRole("link").click();
      await expect(page).toHaveURL(/\/appliances\/[a-z-]+$/);
      await expect(statValue(page, "Average cost"), page.url()).toHaveText(price);
      await page.goBack();
    }
  });

  test("the rating and the response time on a ZIP page are the ones the home page states", async ({ page }) => {
    await page.goto("/");
    const rating = (await statValue(page, "From 1,200\\+ customers").textContent())!.replace("★", "").trim();
    const response = (await statValue(page, "Response time").textContent())!.trim();
    await page.goto("/service-area/77001");
    await expect(statValue(page, "Customer rating")).toHaveText(`${rating}★`);
    await expect(statValue(page, "Average response time")).toHaveText(response);
  });
});
