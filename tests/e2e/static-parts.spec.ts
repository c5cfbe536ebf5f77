import { test as plainTest, type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openWithScriptsHeld } from "./support/scripts.ts";

/** Whether React has taken the element over: it keeps its own record on every element it built or adopted. */
const takenOverByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));

test.describe("parts of a page with nothing to do in the browser", () => {
  test("are left as the server sent them when React takes over; what is interactive is taken over", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // The footer, the hero and the reviews: links and text only.
    expect(await takenOverByReact(page, "footer a")).toBe(false);
    expect(await takenOverByReact(page, "main h1")).toBe(false);
    expect(await takenOverByReact(page, "main blockquote")).toBe(false);
    // The ZIP checker answers as it is typed in.
    expect(await takenOverByReact(page, "#zip-checker input")).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fast, Reliable Appliance Repair in Houston — Same-Day Service",
    );
    await expect(page.locator("footer").getByRole("link", { name: "Dryer Repair" })).toHaveAttribute(
      "href",
      "/appliances/dryer",
    );
  });

  test("a link in one is shown in place, and the page shown has all of its parts", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator("footer").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Built in the browser this time: every section is there.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fast, Reliable Appliance Repair in Houston — Same-Day Service",
    );
    await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
    await expect(page.locator("main blockquote")).toHaveCount(3);
    await expect(page.locator("footer").getByRole("link", { name: "Dryer Repair" })).toBeVisible();
    expect(await takenOverByReact(page, "main h1")).toBe(true);
  });

  test("a link in one opened in a new tab is left to the browser", async ({ page, context }) => {
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const opened = context.waitForEvent("page");
    await page
      .locator("footer")
      .getByRole("link", { name: "Dryer Repair" })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/appliances\/dryer$/);
    await expect(page).toHaveURL("/faq");
  });

  test("filtered out and back, an item shows its whole content", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const items = page.locator("main details");
    const all = await items.count();
    const first = await items.first().textContent();
    await page.getByRole("main").getByLabel("Search").fill("50%");
    await expect(items).toHaveCount(1);
    await page.getByRole("main").getByLabel("Search").fill("");
    await expect(items).toHaveCount(all);
    expect(await items.first().textContent()).toBe(first);
  });

  test("service areas: the filtered directory still links every card it shows", async ({ page }) => {
    await page.goto("/service-areas");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByPlaceholder("Search by ZIP code or city...").fill("katy");
    const cards = page.getByRole("main").locator("ul li a[href^='/service-area/']");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("katy");
    await page.getByPlaceholder("Search by ZIP code or city...").fill("");
    await expect.poll(() => cards.count()).toBeGreaterThan(50);
  });
});

// React reports a page whose HTML it could not take over as an error of the page, which the shared
// fixture fails on: this test expects exactly that report.
plainTest(
  "when React cannot take the server's HTML over and builds the page itself, the static parts are built too",
  async ({ context }) => {
    const { page, start } = await openWithScriptsHeld(context, "/faq");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => (message.type() === "error" ? errors.push(message.text()) : undefined));
    // Text React renders itself (the filter's label) no longer matches what it will render.
    await page.locator('label[for="faq-category"]').evaluate((label) => (label.textContent = "Changed"));
    await start();
    expect(errors.join("\n")).toMatch(/Minified React error #418|hydrat/i);
    await expect(page.locator('label[for="faq-category"]')).toHaveText("Category");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.locator("footer").getByRole("link", { name: "Dryer Repair" })).toBeVisible();
    await expect(page.locator("main details").first()).toContainText("?");
  },
);
