import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails when a page logs a console error or reaches for another host. Requests to
 * other hosts never leave the machine: they are answered by a stub and recorded in `external`.
 * A test that opens the chat or the parts supplier on purpose checks `external` and empties it.
 */
export const test = base.extend<{ external: string[]; guard: void }>({
  // Every page a test opens with goto, and the page as each test leaves it, must pass axe.
  // axe runs as a script in the page, so it cannot run where a test turns JavaScript off.
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const snapshot = () =>
      page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`).catch(() => null);
    let checked: string | null = null;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expectAccessible(page);
      checked = await snapshot();
      return response;
    };
    await use(page);
    if (!page.isClosed() && page.url().startsWith(baseURL!) && (await snapshot()) !== checked)
      await expectAccessible(page);
  },
  // oxlint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument
  external: async ({}, use) => {
    await use([]);
  },
  guard: [
    async ({ context, baseURL, external }, use) => {
      const ownHost = new URL(baseURL!).host;
      const consoleErrors: string[] = [];
      await context.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.host === ownHost || url.protocol === "data:") return route.continue();
        external.push(url.href);
        return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>external</title>" });
      });
      // A content-security-policy violation is reported as an Issue, not a console error: make it one.
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}`),
        ),
      );
      context.on("page", (page) => {
        page.on("console", (msg) => {
          // Chromium reports a deliberate 4xx answer (not found, invalid form, rate limit) as a failed resource; that is not an error of the page.
          if (msg.type() === "error" && page.url().includes(ownHost) && !/status of 4\d\d/.test(msg.text()))
            consoleErrors.push(`${page.url()}: ${msg.text()}`);
        });
        page.on("pageerror", (err) => consoleErrors.push(err.message));
      });
      await use();
      expect(external, "requests to other hosts").toEqual([]);
      expect(consoleErrors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe's WCAG 2.x A/AA rules on the page as it is now. The site has no frames, so axe runs
 * in the page itself (legacy mode) rather than through a second page that merges frame results,
 * and it reports only violations: a third of the time, with the same rules.
 */
export async function expectAccessible(page: Page) {
  // `options` replaces what `withTags` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, "accessibility violations").toEqual([]);
}

/** Takes the recorded external requests, leaving the list empty for the guard. */
export function takeExternal(external: string[]): string[] {
  return external.splice(0, external.length);
}
