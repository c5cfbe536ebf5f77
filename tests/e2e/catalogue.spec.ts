import { appliances, brands, issues } from "../../app/domain/catalogue/catalogue.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

test.describe("catalogue pages", () => {
  // One test per page, so they spread over the workers; the fixture runs axe on each page opened.
  for (const a of appliances) {
    test(`appliance ${a.slug}: 200, own title and canonical URL, its issues`, async ({ page, baseURL }) => {
      const response = await page.goto(`/appliances/${a.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(a.seoTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/appliances/${a.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${a.name} Repair in Houston`);
      await expect(page.locator('main a[href^="/issues/"]')).toHaveCount(5);
    });
  }

  for (const b of brands) {
    test(`brand ${b.slug}: 200, own title and canonical URL, its facts and appliances`, async ({ page, baseURL }) => {
      const response = await page.goto(`/brands/${b.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(b.seoTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/brands/${b.slug}`);
      await expect(page.getByRole("main")).toContainText(b.founded);
      await expect(page.locator('main a[href^="/appliances/"]')).toHaveCount(b.appliances.length);
    });
  }

  for (const i of issues) {
    test(`issue ${i.slug}: 200, own title and canonical URL, four steps`, async ({ page, baseURL }) => {
      const response = await page.goto(`/issues/${i.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(i.seoTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/issues/${i.slug}`);
      await expect(
        page.getByRole("heading", { name: "How We Repair It" }).locator("xpath=following-sibling::ol[1]/li"),
      ).toHaveCount(4);
    });
  }

  test("pages are axe-clean: list pages and a critical issue with its urgent call to action", async ({ page }) => {
    await page.goto("/appliances");
    await expect(page.getByRole("main")).toContainText("7");
    await expect(page.locator('main a[href^="/appliances/"]')).toHaveCount(13);
    await expectAccessible(page);
    await page.goto("/brands");
    await expect(page.getByRole("heading", { name: "Popular Appliance Brands" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premium & Luxury Brands" })).toBeVisible();
    await expectAccessible(page);
    const critical = issues.find((i) => i.urgency === "Critical")!;
    await page.goto(`/issues/${critical.slug}`);
    await expect(page.getByRole("heading", { name: "Don't wait — this needs attention now" })).toBeVisible();
    const calm = issues.find((i) => i.urgency === "Low" || i.urgency === "Medium")!;
    await page.goto(`/issues/${calm.slug}`);
    await expect(page.getByRole("heading", { name: /^Get your .* working again$/ })).toBeVisible();
  });

  test("unknown slugs answer 404 with their not-found views; /issues/5 moves for good", async ({ page, request }) => {
    const cases = [
      ["/appliances/toaster", "Appliance Not Found", "View All Appliances", "/appliances"],
      ["/brands/acme", "Brand Not Found", "View All Brands", "/brands"],
      ["/issues/toaster-on-fire", "Issue Not Found", "View All Appliances", "/appliances"],
    ] as const;
    for (const [path, title, link, href] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: link })).toHaveAttribute("href", href);
    }
    await expectAccessible(page);
    const moved = await request.get("/issues/5", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/issues/downdraft-ductwork-problems");
  });

  test("the Services menu is highlighted on appliance and brand pages", async ({ page }) => {
    await page.goto("/brands/lg");
    await expect(
      page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }),
    ).toHaveClass(/underline/);
  });

  test("sitemap.xml lists every catalogue page", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const a of appliances) expect(xml).toContain(`<loc>${baseURL}/appliances/${a.slug}</loc>`);
    for (const b of brands) expect(xml).toContain(`<loc>${baseURL}/brands/${b.slug}</loc>`);
    for (const i of issues) expect(xml).toContain(`<loc>${baseURL}/issues/${i.slug}</loc>`);
  });
});
