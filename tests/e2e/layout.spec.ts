import { company } from "../../content/company.ts";
import { yearInHouston } from "../../app/domain/time.ts";
import { expect, expectAccessible, takeExternal, test } from "./support/fixtures.ts";

test.describe("site shell", () => {
  test("home page answers 200 with security headers and the layout", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    // The home page is served from memory: its inline scripts are allowed by hash, not by a nonce.
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(["br", "gzip"]).toContain(headers["content-encoding"]);

    const header = page.getByRole("banner");
    for (const label of [
      "Book Appointment",
      "Check Warranty",
      "Get Estimate",
      "FAQ",
      "Find Parts",
      "Our Technicians",
    ]) {
      await expect(
        header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }),
      ).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "(713) 555-0147" })).toHaveAttribute("href", "tel:+17135550147");
    const footer = page.getByRole("contentinfo");
    // The copyright names the year it is in Houston, whatever year the site was built.
    await expect(footer).toContainText(`© ${yearInHouston()} ${company.name}.`);
    for (const label of ["Sitemap", "Privacy", "Terms"])
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(footer.locator('a[href="tel:+17135550147"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the Services dropdown opens by keyboard and lists hubs and the thirteen appliance pages", async ({ page }) => {
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    const summary = nav.locator("summary", { hasText: "Services" });
    await summary.focus();
    await page.keyboard.press("Enter");
    for (const label of ["All Appliances", "All Brands", "Service Areas"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await expect(nav.locator('a[href^="/appliances/"]')).toHaveCount(13);
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "All Appliances" })).toBeHidden();
  });

  test("the Services menu is highlighted on appliance and brand pages only", async ({ page }) => {
    const summary = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" });
    for (const path of ["/appliances", "/appliances/dryer", "/brands", "/brands/lg"]) {
      await page.goto(path);
      await expect(summary, path).toHaveClass(/underline/);
    }
    for (const path of ["/privacy", "/issues/dryer-not-heating", "/book-online"]) {
      await page.goto(path);
      await expect(summary, path).not.toHaveClass(/underline/);
    }
  });

  test("unknown URLs answer 404 with a helpful page", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book-online");
    await expect(main.getByRole("link", { name: /Call \(713\) 555-0147/ })).toHaveAttribute("href", "tel:+17135550147");
    await expectAccessible(page);
  });

  test("privacy and terms have real text for this business", async ({ page }) => {
    expect((await page.goto("/privacy"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Bayou City Appliance Repair");
    await expect(page.getByRole("main")).toContainText(/delet/i);
    await expectAccessible(page);
    expect((await page.goto("/terms"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("90-day");
  });

  test("the page head carries canonical URL, robots, Open Graph and business JSON-LD without a rating", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/terms");
    await expect(page).toHaveTitle("Terms of Service | Bayou City Appliance Repair");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/terms`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Terms of Service | Bayou City Appliance Repair",
    );
    const keywords = await page.locator('meta[name="keywords"]').getAttribute("content");
    expect(keywords).toContain(
      "same day service, 90 day warranty, licensed technician, affordable repair, emergency service",
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = ld.map((t) => JSON.parse(t)).find((b) => b["@type"] === "HomeAndConstructionBusiness");
    expect(business).toMatchObject({
      priceRange: "$$",
      telephone: "+17135550147",
      email: "service@bayoucityappliancerepair.com",
    });
    expect(ld.join("")).not.toContain("aggregateRating");
  });

  test("robots.txt names the sitemap; sitemap.xml lists the public pages; healthz reports the database", async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/privacy", "/terms"]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).not.toContain("/office");
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "up", engine: "sqlite" });
  });

  test("pages that use React hold its scripts back until the first paint, those that don't ship none", async ({
    request,
  }) => {
    const booking = await (await request.get("/book-online")).text();
    expect(booking).not.toContain('rel="modulepreload"');
    expect(booking).toMatch(
      /<script nonce="[^"]+" type="text\/x-deferred-module">[^<]*import \* as route0 from "\/assets\/root-/,
    );
    expect(booking).not.toContain('type="module"');
    const terms = await (await request.get("/terms")).text();
    expect(terms).not.toContain("x-deferred-module");
    expect(terms).not.toContain("__reactRouterContext");
  });

  test("no script is requested before the first paint, with or without React; the js class is set from the start", async ({
    page,
  }) => {
    for (const path of ["/", "/warranty"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/(^|\s)js(\s|$)/);
      const scriptStarts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        );
      await expect
        .poll(async () => (await scriptStarts()).some((s) => s.path.startsWith("/assets/site-")), { message: path })
        .toBe(true);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      );
      expect(firstPaint, path).toBeGreaterThan(0);
      for (const script of await scriptStarts())
        expect(script.start, `${path}: ${script.path}`).toBeGreaterThanOrEqual(firstPaint);
    }
  });

  test("a page that uses React ships at most 250 KB of compressed JavaScript, in either language", async ({ page }) => {
    for (const path of ["/", "/book-online", "/es/", "/es/reservar"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const bytes = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
      );
      // The path map, the catalogue or the content schemas pulled into the browser would add hundreds of KB.
      expect(bytes, path).toBeGreaterThan(50_000);
      expect(bytes, path).toBeLessThan(250_000);
      // The Spanish words come only with Spanish pages.
      const spanishWords = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => new URL(entry.name).pathname.startsWith("/assets/es-")),
      );
      expect(spanishWords, path).toBe(path.startsWith("/es/"));
    }
  });

  test("starting React formats nothing through Intl, whose first use loads locale data for tens of milliseconds", async ({
    page,
  }) => {
    // Eight pages, each checked by axe with every formatter wrapped: slower than one page's budget.
    test.slow();
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { intlCalls: calls });
      const watch = (owner: object, name: string, label: string) => {
        const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
        Reflect.set(owner, name, function (this: unknown, ...args: unknown[]) {
          calls.push(label);
          return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
        });
      };
      watch(Intl, "NumberFormat", "Intl.NumberFormat");
      watch(Intl, "DateTimeFormat", "Intl.DateTimeFormat");
      watch(Intl, "Collator", "Intl.Collator");
      watch(Number.prototype, "toLocaleString", "toLocaleString");
      watch(Date.prototype, "toLocaleString", "toLocaleString");
      watch(Date.prototype, "toLocaleDateString", "toLocaleDateString");
      watch(String.prototype, "localeCompare", "localeCompare");
    });
    for (const path of ["/", "/blog", "/book-online", "/faq", "/technicians", "/service-areas", "/parts", "/es/"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), path).toEqual([]);
    }
  });

  test("the scripts of React and React Router ask to be compiled while they download; the site's own do not", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
    const eager: string[] = [];
    for (const path of scripts) {
      const source = await (await request.get(path)).text();
      // React's elements and React Router's version mark the libraries' code, however it is minified.
      const library = source.includes("react.transitional.element") || source.includes("__reactRouterVersion");
      expect(source.startsWith("//# allFunctionsCalledOnLoad\n"), path).toBe(library);
      if (library) eager.push(path);
    }
    expect(eager.length, eager.join(" ")).toBeGreaterThanOrEqual(2);
  });

  test("React starts with every route known: it asks the server for none after starting, nor before showing a page in place", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch") fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/service-areas");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // Its cards link to a hundred ZIP pages, none of whose routes the page itself uses.
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await page.locator("footer").getByRole("link", { name: "Check Warranty" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Warranty");
    // In place: only the new page's data, no separate question about which route it is.
    expect(fetched).toEqual(["/warranty.data"]);
  });

  test("fingerprinted assets are cached for a year", async ({ page, request }) => {
    await page.goto("/");
    const script = await page.locator('script[src^="/assets/"]').first().getAttribute("src");
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const response = await request.get(script!);
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });
});

test.describe("chat widget", () => {
  test("appears after 5 seconds, opens with the unread badge, and sends through /chat", async ({
    page,
    context,
    external,
  }) => {
    // The frame's own goto skips the axe check the fixture's page.goto makes, which on a slow machine
    // can take longer than the widget's 5 seconds; the page is checked once the panel is open.
    await page.mainFrame().goto("/terms");
    const toggle = page.getByRole("button", { name: "Open chat (1 unread message)" });
    await expect(toggle).toBeHidden({ timeout: 3000 });
    await expect(toggle).toBeVisible({ timeout: 8000 });
    await expect(toggle).toContainText("1");
    await toggle.click();
    const panel = page.getByRole("dialog", { name: /Chat with/ });
    await expect(panel).toBeVisible();
    await expect(panel.locator("a[data-chat-quick]")).toHaveCount(6);
    await expect(panel).toContainText("Chat hours");
    await expectAccessible(page);

    // The chat opens in a new tab at the external service, with the URL-encoded message.
    const input = panel.getByLabel("Your message");
    await input.fill("My dryer is not heating");
    const popupPromise = context.waitForEvent("page");
    await input.press("Enter");
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://wa.me/17135550147?text=My%20dryer%20is%20not%20heating");
    await expect(panel).toBeHidden();
    await expect(page.locator("#chat-message")).toHaveValue("");
    await popup.close();
    expect(takeExternal(external)).toEqual(["https://wa.me/17135550147?text=My%20dryer%20is%20not%20heating"]);
  });

  test("/chat moves on to the external chat with the encoded message, or the default one", async ({ request }) => {
    const sent = await request.get("/chat?text=Fridge%20warm%20%26%20loud", { maxRedirects: 0 });
    expect(sent.status()).toBe(200);
    expect(sent.headers()["cache-control"]).toBe("no-store");
    expect(await sent.text()).toContain(
      '<meta http-equiv="refresh" content="0; url=https://wa.me/17135550147?text=Fridge%20warm%20%26%20loud">',
    );
    const empty = await request.get("/chat?text=", { maxRedirects: 0 });
    expect(await empty.text()).toContain(
      `<a href="https://wa.me/17135550147?text=${encodeURIComponent("Hi! I need help with my appliance repair. Can you assist me?")}">Continue to our chat</a>`,
    );
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("without the Popover API the chat buttons are links to the chat and the panel stays hidden", async ({
    page,
    context,
    external,
  }) => {
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
    });
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveClass(/no-popover/);
    await expect(page.locator("#chat-panel")).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat Now" })).toBeHidden();
    const chatNow = page.getByRole("link", { name: "Chat Now" });
    await expect(chatNow).toBeVisible({ timeout: 8000 });
    await expect(chatNow).toHaveAttribute(
      "href",
      `/chat?text=${encodeURIComponent("Hi! I need help with my appliance repair. Can you assist me?")}`,
    );
    const popupPromise = context.waitForEvent("page");
    await chatNow.click();
    const popup = await popupPromise;
    await expect
      .poll(() => popup.url())
      .toBe(
        `https://wa.me/17135550147?text=${encodeURIComponent("Hi! I need help with my appliance repair. Can you assist me?")}`,
      );
    await popup.close();
    takeExternal(external);
  });

  test("with the Popover API the Chat Now button opens the panel and no fallback link shows", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("link", { name: "Chat Now" })).toBeHidden();
    const chatNow = page.getByRole("button", { name: "Chat Now" });
    await expect(chatNow).toBeVisible({ timeout: 8000 });
    await chatNow.click();
    await expect(page.getByRole("dialog", { name: /Chat with/ })).toBeVisible();
  });

  test("an in-place navigation from a page with React to one without lands at the top; the estimator's steps scroll to their anchors", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const topic = page.getByRole("link", { name: "Repair cost estimator" });
    await topic.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await topic.click();
    await expect(page).toHaveURL("/estimate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appliance Repair Cost Estimator");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: /Dryer/ }).first().click();
    await expect(page).toHaveURL("/estimate?appliance=dryer#step-2");
    await expect(page.getByRole("heading", { name: "What's Wrong With Your Dryer?" })).toBeInViewport();
    await page.locator('a[href*="issue=not-heating"]').click();
    await expect(page).toHaveURL(/#step-3$/);
    await expect(page.getByRole("button", { name: "Calculate My Repair Cost" })).toBeInViewport();
  });

  test("the mobile menu opens, shows the services submenu, and closes with its submenu when a link is used", async ({
    page,
  }) => {
    // A page with the React runtime: the link navigates in place, so only the script can close the menu.
    await page.goto("/book-online");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("banner").locator('summary[aria-label="Menu"]').click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await mobile.locator("summary", { hasText: "Services" }).click();
    await expect(mobile.getByRole("link", { name: "All Brands" })).toBeVisible();
    await mobile.getByRole("link", { name: "Get Estimate" }).click();
    await expect(page).toHaveURL(/\/estimate$/);
    await expect(mobile).toBeHidden();
    await expect(page.locator("header details[data-menu][open]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat Now" })).toBeVisible({ timeout: 8000 });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages render and the menus still open", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }).click();
    await expect(page.getByRole("link", { name: "All Appliances" })).toBeVisible();
  });
});
