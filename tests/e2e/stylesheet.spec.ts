import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { reactStarted } from "./support/scripts.ts";

function wholeStylesheet(): string {
  const assets = join(process.env.BUILD_DIR ?? "build", "client", "assets");
  return readFileSync(
    join(
      assets,
      readdirSync(assets).find((name) => /^app-.*\.css$/.test(name))!,
    ),
    "utf8",
  );
}

/**
 * The selectors of the whole stylesheet that match an element of the page but that no stylesheet of
 * the document has: rules the page lacks.
 */
function missingRules(page: Page): Promise<string[]> {
  return page.evaluate((text) => {
    const selectorsOf = (rules: CSSRuleList, found = new Set<string>()) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) found.add(rule.selectorText);
        if ("cssRules" in rule) selectorsOf((rule as CSSGroupingRule).cssRules, found);
      }
      return found;
    };
    const whole = new CSSStyleSheet();
    whole.replaceSync(text);
    const present = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) selectorsOf(sheet.cssRules, present);
    return [...selectorsOf(whole.cssRules)].filter((selector) => {
      if (present.has(selector)) return false;
      try {
        return document.querySelector(selector) !== null;
      } catch {
        return false; // pseudo-elements and nested rules are not element selectors
      }
    });
  }, wholeStylesheet());
}

test.describe("the stylesheet of pages that start React", () => {
  test("carries the rules of what the browser renders later: the booking form's errors and their summary", async ({
    page,
  }) => {
    await page.goto("/book-online");
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    const inline = await page.evaluate(() => document.querySelector("style")!.textContent!.length);
    expect(inline).toBeLessThan(wholeStylesheet().length * 0.75);
    await reactStarted(page);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.locator("#name-error")).toHaveText("Name is required");
    await expect(page.locator("#form-problems")).toBeFocused();
    await expect(page.locator("main").getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(await missingRules(page)).toEqual([]);
  });

  test("is completed before React shows another page in place", async ({ page }) => {
    await page.goto("/faq");
    await reactStarted(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator("footer").getByRole("link", { name: "Dryer Repair" }).click();
    await expect(page).toHaveURL(/\/appliances\/dryer$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dryer");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    expect(await missingRules(page)).toEqual([]);
  });
});
