import { expect, expectAccessible, test } from "./support/fixtures.ts";

test.describe("service areas", () => {
  test("the directory filters by text and region as you type, keeps the filter in the URL, and shows the empty state", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.locator('main a[href^="/service-area/"]');
    const total = await cards.count();
    expect(total).toBeGreaterThan(100);
    await expect(page.getByRole("main")).toContainText(`Serving ${total}+ ZIP codes`);
    await expectAccessible(page);

    await page.getByPlaceholder("Search by ZIP code or city...").fill("katy");
    await expect(page).toHaveURL(/\?q=katy$/);
    await expect(cards.first()).toContainText("Katy");
    const katy = await cards.count();
    expect(katy).toBeLessThan(total);
    await page.getByLabel("Region").selectOption("North Houston");
    await expect(page).toHaveURL(/q=katy&region=North\+Houston/);
    await expect(page.getByRole("heading", { name: "No service areas found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    await page.getByLabel("Region").selectOption("");
    await page.getByPlaceholder("Search by ZIP code or city...").fill("77006");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Montrose");
    // Each card's pin points at one drawing in the page, which is there once and drawn.
    await page.getByPlaceholder("Search by ZIP code or city...").fill("");
    await expect(cards).toHaveCount(total);
    await expect(page.locator("#icon-map-pin")).toHaveCount(1);
    await expect(page.locator('main a[href^="/service-area/"] use[href="#icon-map-pin"]')).toHaveCount(total);
    const pin = await cards.first().locator("svg").first().boundingBox();
    expect([pin?.width, pin?.height]).toEqual([16, 16]);
  });

  for (const [device, viewport, path, cardLinks] of [
    ["phone", { width: 390, height: 844 }, "/service-areas", "/service-area/"],
    ["desktop", { width: 1280, height: 800 }, "/service-areas", "/service-area/"],
    ["phone", { width: 390, height: 844 }, "/es/areas-de-servicio", "/es/area-de-servicio/"],
  ] as const) {
    test(`${path} on a ${device}: the cards far below the screen are not drawn yet, and hold the height they will have`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const cards = page.locator(`main ul > li:has(> a[href^='${cardLinks}'])`);
      const last = cards.last();
      const drawn = () =>
        last.evaluate((li) => li.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn()).toBe(false);
      const held = (await last.boundingBox())!.height;
      await last.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
      expect((await last.boundingBox())!.height).toBe(held);
      await expect(last.getByRole("link")).toBeVisible();
    });
  }

  test("a ZIP page shows its figures, prices and local structured data; an unknown ZIP answers 404", async ({
    page,
  }) => {
    const response = await page.goto("/service-area/77449");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Katy, TX 77449");
    await expect(page.getByRole("main")).toContainText("Harris County");
    await expect(page.getByRole("heading", { name: "Most Common Repairs" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Learn More/ })).toHaveCount(13);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    expect(ld.find((b) => String(b["@id"] ?? "").endsWith("#local"))?.areaServed.geoRadius).toBe(5000);
    await expectAccessible(page);
    const figures = await page.getByRole("main").textContent();
    await page.reload();
    expect(await page.getByRole("main").textContent()).toBe(figures);

    const missing = await page.goto("/service-area/90210");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service Area Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/");
  });

  test("a built-in city page, a city from the database, and an unknown city", async ({ page }) => {
    const response = await page.goto("/city/sugar-land");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appliance Repair in Sugar Land, TX");
    for (const text of ["2-4 Hours", "5.0★", "Same Day", "90 Days", "Fort Bend County"])
      await expect(page.getByRole("main")).toContainText(text);
    await expect(page.getByRole("link", { name: /Learn More/ })).toHaveCount(6);
    await expectAccessible(page);

    expect((await page.goto("/city/bellaire"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appliance Repair in Bellaire, TX");

    expect((await page.goto("/city/atlantis"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "City Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "← Back to Home" })).toBeVisible();
  });

  test("the sitemap page groups ZIPs by city and links the XML sitemap", async ({ page, request, baseURL }) => {
    await page.goto("/sitemap");
    for (const h of ["Main Pages", "Appliances", "Brands", "Common Issues", "Blog", "Service Areas"])
      await expect(page.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
    const cities = await page.locator("main h3").allTextContents();
    expect(cities).toEqual(cities.toSorted((a, b) => a.localeCompare(b)));
    await expect(page.getByRole("link", { name: "XML Sitemap" })).toHaveAttribute("target", "_blank");
    await expect(page.locator('main a[href^="/issues/"]')).toHaveCount(7);
    await expectAccessible(page);
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/service-areas", "/service-area/77449", "/city/katy", "/city/bellaire", "/sitemap"])
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

test.describe("service areas without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the directory filter is a form whose results have their own address", async ({ page }) => {
    await page.goto("/service-areas");
    await page.getByPlaceholder("Search by ZIP code or city...").fill("sugar land");
    await page.getByPlaceholder("Search by ZIP code or city...").press("Enter");
    await expect(page).toHaveURL(/q=sugar\+land/);
    const cards = page.locator('main a[href^="/service-area/"]');
    await expect(cards.first()).toContainText("Sugar Land");
    for (const text of await cards.allTextContents()) expect(text).toContain("Sugar Land");
    await page.goto("/service-areas?q=zzzz");
    await expect(page.getByRole("heading", { name: "No service areas found" })).toBeVisible();
  });

  test("the region filter works through the form's button", async ({ page }) => {
    await page.goto("/service-areas");
    await page.getByRole("main").getByLabel("Region").selectOption("West Houston");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/region=West\+Houston/);
    const regions = page.locator('main a[href^="/service-area/"]');
    await expect(regions.first()).toBeVisible();
    for (const text of await regions.allTextContents()) expect(text).toContain("West Houston");
  });
});
