import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { readMail, waitForMail } from "./support/mail.ts";

test.describe("blog", () => {
  test("lists the published posts with the sidebar and filters as you type", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    const articles = page.getByRole("region", { name: "Articles" }).locator("article");
    await expect(articles).toHaveCount(5);
    await expect(
      page.getByRole("heading", { name: "Recent Posts" }).locator("xpath=following-sibling::ul[1]/li"),
    ).toHaveCount(5);
    await expect(
      page.getByRole("heading", { name: "Popular Tags" }).locator("xpath=following-sibling::ul[1]/li"),
    ).toHaveCount(12);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    await expectAccessible(page);

    await page.getByPlaceholder("Search articles...").fill("DRYER");
    await expect(page).toHaveURL(/\?q=DRYER$/);
    const dryerCount = await articles.count();
    expect(dryerCount).toBeGreaterThan(0);
    expect(dryerCount).toBeLessThan(5);
    await page.getByPlaceholder("Search articles...").fill("");
    await page.getByLabel("Tag", { exact: true }).selectOption("refrigerator");
    for (const text of await articles.allTextContents()) expect(text.toLowerCase()).toContain("refrigerator");
    await page.getByLabel("Category", { exact: true }).selectOption("industry-news");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
  });

  test("signs up an address, refuses a bad one, and answers the same, with one confirmation email, when it is sent again", async ({
    page,
  }) => {
    const email = `reader.${Date.now()}@example.com`;
    const checkInbox =
      "Almost done: if this address is not on our list yet, we have sent it a link to confirm your subscription. Check your inbox (and your spam folder), and open the link within 7 days.";
    await page.goto("/blog");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(checkInbox);
    await waitForMail((m) => m.to.includes(email));
    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(checkInbox);
    await expect
      .poll(() => readMail().filter((m) => m.to.includes(email)).length, { timeout: 2_000, intervals: [500, 500, 500] })
      .toBe(1);
  });

  test("a post shows its article, tags, related posts and BlogPosting data; Share copies the link", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/blog");
    const first = page.getByRole("region", { name: "Articles" }).locator("article h2 a").first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator("article .prose-content h2").first()).toBeVisible();
    const related = page
      .getByRole("heading", { name: "Related Articles" })
      .locator("xpath=following-sibling::ul[1]/li");
    expect(await related.count()).toBeLessThanOrEqual(3);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const posting = ld.find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: title, author: { "@type": "Person" } });
    expect(posting.image).toMatch(new RegExp(`^${baseURL}/images/blog/`));
    await expectAccessible(page);

    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    const messages: string[] = [];
    page.once("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => messages).toEqual(["URL copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("category and tag pages with counts, breadcrumbs and collection data; not-found cases answer 404", async ({
    page,
  }) => {
    await page.goto("/blog/category/appliance-maintenance");
    await expect(page.getByRole("main")).toContainText(/\d+ articles?/);
    await page.goto("/blog/category/industry-news");
    await expect(page.getByRole("heading", { name: "No articles in this category yet" })).toBeVisible();
    await expect(page.getByText("Check back soon for new content!")).toBeVisible();

    await page.goto("/blog/tag/dryer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("dryer Articles");
    await expect(page.getByRole("main")).toContainText(/^.*\d+ articles?/);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(
      ld.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement.map((i: { name: string }) => i.name),
    ).toEqual(["Home", "Blog", "dryer"]);
    expect(ld.find((b) => b["@type"] === "CollectionPage")).toBeTruthy();
    await expectAccessible(page);

    for (const [path, title, link] of [
      ["/blog/no-such-post", "Post Not Found", "← Back to Blog"],
      ["/blog/category/nope", "Category Not Found", "← Back to Blog"],
      ["/blog/tag/nope", "Tag Not Found", "← Back to Blog"],
    ]) {
      expect((await page.goto(path!))?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: link })).toHaveAttribute("href", "/blog");
    }
  });

  test("RSS and the sitemap list the published posts", async ({ request, baseURL }) => {
    const rss = await request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">');
    expect(xml.match(/<item>/g)).toHaveLength(5);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/blog/category/repair-guides</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/blog/tag/diy</loc>`);
    expect((sitemap.match(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBe(5);
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the filter form's results have their own address", async ({ page }) => {
    await page.goto("/blog?tag=dishwasher");
    const articles = page.getByRole("region", { name: "Articles" }).locator("article");
    await expect(articles.first()).toBeVisible();
    for (const text of await articles.allTextContents()) expect(text.toLowerCase()).toContain("dishwasher");
    await page.getByPlaceholder("Search articles...").fill("zzzz");
    await page.getByPlaceholder("Search articles...").press("Enter");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  });
});
