import { coveredZips } from "../../app/domain/areas/coverage.ts";
import { summarizeRegions } from "../../app/domain/areas/directory.ts";
import { zipArea } from "../../app/domain/areas/statistics.ts";
import { brands } from "../../app/domain/catalogue/catalogue.ts";
import { expect, test } from "./support/fixtures.ts";

const EMOJI = /\p{Extended_Pictographic}/u;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

test.describe("facts and page content", () => {
  test("every page in sitemap.xml answers 200 with a title of at most 70 characters; no empty blog category is listed", async ({
    request,
    baseURL,
  }) => {
    // Over 250 pages, each rendered on its first request.
    test.setTimeout(240_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(baseURL!.length));
    expect(paths.length).toBeGreaterThan(250);
    expect(paths).not.toContain("/blog/category/industry-news");
    const problems: string[] = [];
    const check = async (path: string) => {
      const response = await request.get(path);
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? "");
      if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
      if (!title) problems.push(`${path}: no title`);
      if (title.length > 70) problems.push(`${path}: ${title.length} characters: ${title}`);
    };
    // A few at a time, as the server has a process per core.
    const pending = [...paths];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let path = pending.shift(); path !== undefined; path = pending.shift()) await check(path);
      }),
    );
    expect(problems.toSorted()).toEqual([]);
  });

  test("the home page shows the 2-4 hours response time in its statistics, and appliance icons that need no emoji font", async ({
    page,
  }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Why customers trust us" });
    await expect(stats).toContainText("2-4 hours");
    await expect(stats).toContainText("Response time");
    const tiles = page.locator('main a[href^="/appliances/"]');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      await expect(tile.locator("svg[data-icon]")).toHaveCount(1);
      expect(await tile.textContent()).not.toMatch(EMOJI);
    }
    await expect(tiles.first()).toHaveAccessibleName(/^Washing Machine Repair/);
  });

  test("appliance cards on /appliances and the estimator draw their icons as SVG, and the estimator lists the spec's order", async ({
    page,
  }) => {
    await page.goto("/appliances");
    const cards = page.locator("main h2", { has: page.locator("svg[data-icon]") });
    await expect(cards).toHaveCount(13);
    expect(await page.locator("main").textContent()).not.toMatch(EMOJI);
    await page.goto("/estimate");
    const order = await page
      .locator('main a[href^="/estimate?appliance="]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("appliance")));
    expect(order).toEqual([
      "washing-machine",
      "dryer",
      "refrigerator",
      "dishwasher",
      "microwave",
      "oven",
      "stove",
      "range",
      "cooktop",
      "ice-machine",
      "trash-compactor",
      "garbage-disposal",
    ]);
  });

  test("/brands states one brand count, and each brand's label is the same on the home page and /brands", async ({
    page,
  }) => {
    await page.goto("/brands");
    const main = page.getByRole("main");
    const text = (await main.textContent()) ?? "";
    expect(text).toContain(`${brands.length}+`);
    expect(text).not.toContain("50+");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(
      `${brands.length}+ appliance brands`,
    );
    const onBrands = async (slug: string) =>
      (await main.locator(`a[href="/brands/${slug}"] span`).last().textContent())?.trim();
    const labels = { lg: await onBrands("lg"), haier: await onBrands("haier"), tappan: await onBrands("tappan") };
    expect(labels).toEqual({ lg: "Very Popular", haier: "Growing", tappan: "Common" });
    await page.goto("/");
    for (const [name, label] of [
      ["LG", labels.lg],
      ["Haier", labels.haier],
      ["Tappan", labels.tappan],
    ] as const) {
      await expect(page.locator(`main a[href="/book-online?brand=${name}"]`)).toContainText(label!);
    }
  });

  test("/service-areas region tiles show each region's ZIP count", async ({ page }) => {
    await page.goto("/service-areas");
    const summaries = summarizeRegions(coveredZips.map(zipArea));
    for (const s of summaries) {
      const tile = page.locator("main li", {
        has: page.getByRole("heading", { level: 2, name: s.region, exact: true }),
      });
      await expect(tile).toContainText(`${s.zipCount} ZIP codes`);
    }
  });

  test("not-found views for a ZIP and a city link to the home page once", async ({ page }) => {
    for (const path of ["/service-area/90210", "/city/atlantis"]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole("main").locator('a[href="/"]')).toHaveCount(1);
      await expect(page.getByRole("main").getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/");
    }
    expect((await page.goto("/appliances/toaster"))?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the Home Page" })).toBeVisible();
  });

  test("Book This Repair preselects the form's preset for the washer that won't start", async ({ page }) => {
    await page.goto("/issues/washing-machine-wont-start");
    await page.getByRole("link", { name: "Book This Repair" }).click();
    await expect(page).toHaveURL(/\/book-online\?appliance=washing-machine&issue=wont-start$/);
    await expect(page.locator("select#appliance")).toHaveValue("Washing Machine");
    await expect(page.locator("select#issue")).toHaveValue("Won't start");
  });
});
