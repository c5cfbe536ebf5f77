import { expect, test } from "./support/fixtures.ts";
import { signInAsStaff } from "./support/staff.ts";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the office has its own header: a skip link, its sections, who is signed in; no marketing menu, footer or chat`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/office/login");
    // The sign-in page: the staff header without sections, and nothing of the public site.
    await expect(page.getByRole("banner")).toContainText("Office");
    await expect(page.getByRole("navigation", { name: "Office" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await signInAsStaff(page, "Lee Park");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Office" }).getByRole("link")).toHaveText([
      "Appointments",
      "Schedule",
      "Service records",
      "Customer history",
      "Outbox",
    ]);
    await expect(header).toContainText("Signed in as Lee Park");
    await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /chat/i })).toHaveCount(0);
    await expect(page.locator('a[href="/book-online"]')).toHaveCount(0);
    // Every section fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The first Tab reaches the skip link, which leads to the page's content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
}
