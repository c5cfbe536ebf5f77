import type { Page } from "@playwright/test";
import { expect, expectAccessible, takeExternal, test } from "./support/fixtures.ts";

const ZIP_PLACEHOLDER = "Enter ZIP code (e.g., 77001)";

test.describe("home page", () => {
  test("shows its ten sections in order with the spec's figures", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute("href", "/book-online");
    for (const [name, href] of [
      ["Check Warranty", "/warranty"],
      ["Get Free Estimate", "/estimate"],
      ["Find Parts", "/parts"],
      ["Track Technicians", "/technicians"],
    ]) {
      await expect(main.locator(`a[href="${href}"]`, { hasText: name! })).toBeVisible();
    }
    for (const text of [
      "5,000+",
      "Appliances repaired since 2019",
      "From 1,200+ customers",
      "90 days",
      "50+ brands serviced and 5,000+ repairs completed.",
    ])
      await expect(main).toContainText(text);
    await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/appliances");
    for (const group of ["Major American Brands", "Premium & High-End Brands", "Popular International Brands"])
      await expect(main.getByRole("heading", { name: group })).toBeVisible();
    await expect(main.locator('a[href^="/book-online?brand="]')).toHaveCount(35);
    await expect(main.getByRole("heading", { name: "Don't See Your Brand?" })).toBeVisible();
    for (const stat of ["2-4 hrs", "24/7", "50 mi"]) await expect(main).toContainText(stat);
    await expect(main.getByText(/^\+\d+ more$/).first()).toBeVisible();
    await expect(main.locator("a[href^='/chat?text=']")).toHaveCount(5);
    await expect(
      main.getByRole("heading", { name: "What Our Customers Say" }).locator("xpath=following-sibling::ul[1]/li"),
    ).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Book Online Now" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the ten sections come in the spec's order", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const sections = main.locator(":scope > section");
    await expect(sections).toHaveCount(10);
    await expect(sections.nth(0).locator("h1")).toHaveText(
      "Fast, Reliable Appliance Repair in Houston — Same-Day Service",
    );
    await expect(sections.nth(2)).toHaveAttribute("aria-label", "Why customers trust us");
    await expect(sections.nth(2)).toContainText("5,000+");
    const sectionHeadings = await sections.evaluateAll((nodes) =>
      nodes.map((n) => n.querySelector(":scope h1, :scope h2")?.textContent ?? n.getAttribute("aria-label")),
    );
    expect(sectionHeadings).toEqual([
      "Fast, Reliable Appliance Repair in Houston — Same-Day Service",
      "Get Help Fast",
      "Why customers trust us",
      "Appliances We Repair",
      "Brands We Service",
      "Why Choose Bayou City Appliance Repair",
      "Check Your Service Area",
      "Get Help on WhatsApp",
      "What Our Customers Say",
      "Ready to Get Your Appliance Fixed?",
    ]);
  });

  test("the full ZIP list toggles open and closed with its total", async ({ page }) => {
    await page.goto("/");
    await page.getByText("View All ZIP Codes We Serve").click();
    await expect(page.getByText(/^\d+ ZIP codes in total$/)).toBeVisible();
    await page.getByText("Hide All ZIP Codes We Serve").click();
    await expect(page.getByText(/^\d+ ZIP codes in total$/)).toBeHidden();
  });

  test("the ZIP checker: digits only, enabled at five, covered, not covered, and editing clears", async ({ page }) => {
    await page.goto("/");
    const input = page.getByPlaceholder(ZIP_PLACEHOLDER);
    const check = page.locator("#zip-checker").getByRole("button", { name: "Check" });
    await input.fill("77a0");
    await expect(input).toHaveValue("770");
    await expect(check).toBeDisabled();
    await input.fill("77449");
    await expect(check).toBeEnabled();
    await check.click();
    await expect(page.getByRole("heading", { name: "Great! We serve your area" })).toBeVisible();
    await expect(page.getByText("We have technicians available in ZIP code 77449 (Katy, West Houston).")).toBeVisible();
    await expect(page.getByText("Call now for same-day service!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Call for Same-Day Service" })).toHaveAttribute(
      "href",
      "tel:+17135550147",
    );
    await expect(page.locator("#zip-checker").getByRole("link", { name: "Book Online Now" })).toHaveAttribute(
      "href",
      "/book-online",
    );
    await expectAccessible(page);
    await input.fill("9021");
    await expect(page.getByRole("heading", { name: "Great! We serve your area" })).toBeHidden();
    await input.fill("90210");
    await check.click();
    await expect(page.getByRole("heading", { name: "Expanding to your area soon" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call to Get Notified" })).toBeVisible();
  });

  test('the ZIP checker reads "Checking..." and is disabled while the check runs', async ({ page }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => /^\/coverage(\.data)?$/.test(url.pathname),
      async (route) => {
        await answered;
        await route.continue();
      },
    );
    await page.goto("/");
    const checker = page.locator("#zip-checker");
    await page.getByPlaceholder(ZIP_PLACEHOLDER).fill("77449");
    await checker.getByRole("button", { name: "Check" }).click();
    const checking = checker.getByRole("button", { name: "Checking..." });
    await expect(checking).toBeVisible();
    await expect(checking).toBeDisabled();
    await expect(checker.getByRole("heading", { name: "Great! We serve your area" })).toHaveCount(0);
    answer();
    await expect(checker.getByRole("heading", { name: "Great! We serve your area" })).toBeVisible();
    await expect(checker.getByRole("button", { name: "Check", exact: true })).toBeEnabled();
  });

  test("editing after a result clears it; typing the same ZIP again needs another Check", async ({ page }) => {
    await page.goto("/");
    const checker = page.locator("#zip-checker");
    const input = page.getByPlaceholder(ZIP_PLACEHOLDER);
    const covered = checker.getByRole("heading", { name: "Great! We serve your area" });
    await input.fill("77449");
    await checker.getByRole("button", { name: "Check" }).click();
    await expect(covered).toBeVisible();
    await input.fill("7744");
    await expect(covered).toBeHidden();
    await input.fill("77449");
    await expect(checker.getByRole("button", { name: "Check" })).toBeEnabled();
    await page.waitForTimeout(300);
    await expect(covered).toBeHidden();
    await checker.getByRole("button", { name: "Check" }).click();
    await expect(covered).toBeVisible();
  });

  test("a brand tile prefills the booking description", async ({ page }) => {
    await page.goto("/");
    await page.locator('a[href="/book-online?brand=Sub-Zero"]').click();
    await expect(page).toHaveURL(/\/book-online\?brand=Sub-Zero$/);
    await expect(page.getByRole("main").getByLabel("Additional Details")).toHaveValue("Brand: Sub-Zero");
  });

  test("the chat-help actions open the chat with their own messages", async ({ page, context, external }) => {
    await page.goto("/");
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("link", { name: "Get Quote" }).click();
    const popup = await popupPromise;
    await expect
      .poll(() => popup.url())
      .toBe(`https://wa.me/17135550147?text=${encodeURIComponent("Hi! Can I get a quote for an appliance repair?")}`);
    await popup.close();
    takeExternal(external);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the ZIP checker still answers", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder(ZIP_PLACEHOLDER).fill("77002");
    await page.locator("#zip-checker").getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\?zip=77002/);
    await expect(page.getByRole("heading", { name: "Great! We serve your area" })).toBeVisible();
  });
});

test.describe("estimator", () => {
  test("three steps to the washing-machine estimate, carried into the booking form", async ({ page }) => {
    await page.goto("/estimate");
    await expect(page.locator('main a[href^="/estimate?appliance="]')).toHaveCount(12);
    await page
      .getByRole("link", { name: /^🧺|Washing Machine/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "What's Wrong With Your Washing Machine?" })).toBeVisible();
    await page.locator('a[href*="issue=not-draining"]').click();
    await page.getByRole("button", { name: "Calculate My Repair Cost" }).click();
    await expect(page.getByTestId("estimate-range")).toHaveText("$162 - $315");
    await expect(page.getByText("92% accuracy")).toBeVisible();
    await expect(page.getByText("Price lock: schedule within 24 hours")).toBeVisible();
    await expect(page.getByRole("link", { name: "Call to Confirm Price" })).toHaveAttribute("href", "tel:+17135550147");
    await expect(page.getByText("30% Higher")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Schedule Appointment" }).click();
    await expect(page).toHaveURL("/book-online?appliance=washing-machine&issue=not-draining&estimate=%24162+-+%24315");
    await expect(page.getByRole("main").getByLabel("Appliance")).toHaveValue("Washing Machine");
    await expect(page.getByRole("main").getByLabel("Issue", { exact: true })).toHaveValue("Not draining");
    await expect(page.getByRole("main").getByLabel("Additional Details")).toHaveValue("Estimated cost: $162 - $315");
  });

  test("calculating needs both choices; the sidebar shows this week's common repairs", async ({ page }) => {
    await page.goto("/estimate?appliance=dryer&calculate=1");
    await expect(page.getByTestId("estimate-range")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Washing machine not draining23");
    await page.goto("/estimate?appliance=garbage-disposal&issue=reset-button&calculate=1");
    await expect(page.getByTestId("estimate-range")).toHaveText("$119 - $221");
  });

  test("an issue the price table lacks gets the fallback estimate with title-cased names", async ({ page }) => {
    await page.goto("/estimate?issue=squeaky-door&calculate=1");
    await expect(page.getByTestId("estimate-range")).toHaveCount(0);
    await page.goto("/estimate?appliance=dryer&issue=squeaky-door");
    await expect(page.getByTestId("estimate-range")).toHaveCount(0);
    await page.goto("/estimate?appliance=dryer&issue=squeaky-door&calculate=1");
    const result = page.locator("#result");
    await expect(page.getByTestId("estimate-range")).toHaveText("$150 - $350");
    await expect(result.getByText("85% accuracy")).toBeVisible();
    await expect(result.getByText("Squeaky Door", { exact: true })).toBeVisible();
    await expect(result.getByText("Dryer", { exact: true })).toBeVisible();
    await expect(result.getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute(
      "href",
      "/book-online?appliance=dryer&issue=squeaky-door&estimate=%24150+-+%24350",
    );
  });
});

test.describe("technicians", () => {
  test("summary, team badges, 24 ZIPs and the three checker outcomes", async ({ page }) => {
    await page.goto("/technicians");
    await expect(page.getByText("Active technicians")).toBeVisible();
    await expect(page.getByText("Certified Technician")).toHaveCount(4);
    await expect(page.getByText("Background Checked")).toHaveCount(4);
    await expect(page.locator('main a[href^="/service-area/"]')).toHaveCount(24);
    await expectAccessible(page);
    const input = page.getByPlaceholder(ZIP_PLACEHOLDER);
    await input.fill("90210");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expect(page.getByText("We're expanding to your area soon!")).toBeVisible();
    await expect(
      page.getByText("Leave your contact info and we'll notify you when service becomes available."),
    ).toBeVisible();
    await input.fill("77450");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expectCoveredOnTechnicians(page, "77450", "West Houston");
    // 77095 is within 100 of Marcus Johnson's 77002 only.
    await input.fill("77095");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expect(page.locator("#availability li")).toHaveCount(1);
    await expect(page.locator("#availability li")).toContainText("Marcus Johnson");
    // 77581 (Pearland) is served but no technician's ZIP is within 100: the first three are shown.
    await input.fill("77581");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expect(page.locator("#availability li")).toHaveText([/Marcus Johnson/, /Carlos Ramirez/, /David Nguyen/]);
  });
});

test.describe("technicians without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the checker's form answers a covered and an uncovered ZIP", async ({ page }) => {
    await page.goto("/technicians");
    const input = page.getByPlaceholder(ZIP_PLACEHOLDER);
    await input.fill("77450");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\/technicians\?zip=77450/);
    await expectCoveredOnTechnicians(page, "77450", "West Houston");
    await input.fill("90210");
    await page.locator("#availability").getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\/technicians\?zip=90210/);
    await expect(page.getByText("We're expanding to your area soon!")).toBeVisible();
    await expect(
      page.getByText("Leave your contact info and we'll notify you when service becomes available."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Great! We serve your area" })).toHaveCount(0);
  });
});

test.describe("FAQ", () => {
  test("accordion with one open at a time, search, category filter and the empty state", async ({ page }) => {
    await page.goto("/faq");
    const items = page.locator("main details");
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expectAccessible(page);
    // Filtering happens in the page: no request goes to the server.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await page.getByRole("main").getByLabel("Search").fill("50%");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Should I repair my appliance or replace it?");
    await page.getByRole("main").getByLabel("Search").fill("");
    await page.getByRole("main").getByLabel("Category").selectOption("Warranty");
    await expect(items).toHaveCount(1);
    await expect(items.first().locator("summary")).toHaveText("What does your 90-day warranty cover?Warranty");
    await page.getByRole("main").getByLabel("Search").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No FAQs Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or category filter.")).toBeVisible();
    expect(dataRequests).toEqual([]);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.find((b) => b["@type"] === "FAQPage")?.mainEntity).toHaveLength(count);
  });
});

test.describe("parts", () => {
  test("refuses an empty search, opens the supplier with the query, and remembers it", async ({
    page,
    context,
    external,
  }) => {
    await page.goto("/parts");
    const supplier = page
      .getByRole("heading", { name: "Why AppliancePartsPros" })
      .locator("xpath=following-sibling::ul[1]/li");
    await expect(supplier).toHaveText(["Over 6 million parts", "Same-day shipping if ordered by 4 PM"]);
    await page.getByPlaceholder("e.g. WPW10321304").fill("   ");
    await page.getByRole("button", { name: "Search Parts" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a part, model or serial number to search.");
    await page.getByRole("radio", { name: "Model Number" }).check();
    await page.getByPlaceholder("e.g. WPW10321304").fill("WTW5000DW1");
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Search Parts" }).click();
    await expect(page.getByRole("button", { name: "Searching..." })).toBeVisible();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://www.appliancepartspros.com/search.aspx?q=WTW5000DW1&type=model");
    await popup.close();
    expect(takeExternal(external)).toEqual(["https://www.appliancepartspros.com/search.aspx?q=WTW5000DW1&type=model"]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Recent Searches" })).toBeVisible();
    await expect(page.getByRole("button", { name: "WTW5000DW1" }).first()).toBeVisible();
  });
});

test.describe("parts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search type goes to the supplier, and a popular number is a link that searches it", async ({
    page,
    context,
    external,
  }) => {
    await page.goto("/parts");
    await page.getByRole("radio", { name: "Serial Number" }).check();
    await page.getByPlaceholder("e.g. WPW10321304").fill("SN12345");
    let popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Search Parts" }).click();
    let popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://www.appliancepartspros.com/search.aspx?q=SN12345&type=serial");
    await popup.close();
    popupPromise = context.waitForEvent("page");
    await page.getByRole("link", { name: "WPW10321304" }).click();
    popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://www.appliancepartspros.com/search.aspx?q=WPW10321304&type=part");
    await popup.close();
    popupPromise = context.waitForEvent("page");
    await page.getByRole("link", { name: "WRF555SDFZ" }).click();
    popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://www.appliancepartspros.com/search.aspx?q=WRF555SDFZ&type=model");
    await popup.close();
    expect(takeExternal(external)).toEqual([
      "https://www.appliancepartspros.com/search.aspx?q=SN12345&type=serial",
      "https://www.appliancepartspros.com/search.aspx?q=WPW10321304&type=part",
      "https://www.appliancepartspros.com/search.aspx?q=WRF555SDFZ&type=model",
    ]);
  });
});

async function expectCoveredOnTechnicians(page: Page, zip: string, region: string) {
  const checker = page.locator("#availability");
  await expect(checker.getByRole("heading", { name: "Great! We serve your area" })).toBeVisible();
  await expect(checker.getByText(`We have technicians available in ZIP code ${zip} (`)).toContainText(region);
  await expect(checker.getByText("Call now for same-day service!")).toBeVisible();
  await expect(checker.getByRole("link", { name: "Call for Same-Day Service" })).toHaveAttribute(
    "href",
    "tel:+17135550147",
  );
  await expect(checker.getByRole("link", { name: "Book Online Now" })).toHaveAttribute("href", "/book-online");
  await expect(checker.getByText("Technicians near you")).toBeVisible();
  await expect(checker.locator("li").first()).toContainText("Based in");
}
