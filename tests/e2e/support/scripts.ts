import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * What a visitor types, chooses or submits before the page's scripts have started is kept and acted
 * on once they start. Every script of the site (the layout script and React's modules) is held back
 * until the test releases it, so "before" is certain rather than a matter of timing.
 */
export async function openWithScriptsHeld(
  context: BrowserContext,
  path: string,
  viewport?: { width: number; height: number },
) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  // The deferred layout script holds back `load`: wait for the server's HTML only.
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  return {
    page,
    /** Lets the scripts load and waits until React has taken over and replayed what was done. */
    async start() {
      release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    },
    release,
  };
}

/** Waits until React Router's modules have run on the page (it sets its own global for them). */
export function reactStarted(page: Page) {
  const global = "__reactRouterRouteModules";
  return page.waitForFunction(
    (name) => typeof (window as unknown as Record<string, unknown>)[name] === "object",
    global,
  );
}
