import type { Page } from "@playwright/test";
import { faqWords } from "../../content/es/faqs.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

const PAIRS = [
  { en: "/faq", es: "/es/preguntas-frecuentes", headingEs: "Preguntas frecuentes" },
  { en: "/privacy", es: "/es/privacidad", headingEs: "Política de privacidad" },
  { en: "/terms", es: "/es/terminos", headingEs: "Términos del servicio" },
  { en: "/warranty", es: "/es/garantia", headingEs: "Revise su garantía" },
  { en: "/book-online", es: "/es/reservar", headingEs: "Agende la reparación de su electrodoméstico" },
  { en: "/parts", es: "/es/repuestos", headingEs: "Buscar piezas de electrodomésticos" },
  { en: "/sitemap", es: "/es/mapa-del-sitio", headingEs: "Mapa del sitio" },
] as const;

/** The page's hreflang links as `lang → href`. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!])),
    );
}

test.describe("Spanish information pages", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const pair of PAIRS) {
    test(`${pair.en} ↔ ${pair.es}: language, hreflang, canonical and the switch both ways`, async ({
      page,
      baseURL,
    }) => {
      const expected = {
        "en-US": `${baseURL}${pair.en}`,
        "es-US": `${baseURL}${pair.es}`,
        "x-default": `${baseURL}${pair.en}`,
      };

      expect((await page.goto(pair.en))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      expect(await hreflangs(page)).toEqual(expected);
      await page.getByRole("link", { name: "Español" }).click();
      await page.waitForURL(`${baseURL}${pair.es}`);

      expect((await page.goto(pair.es))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pair.headingEs);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${pair.es}`);
      expect(await hreflangs(page)).toEqual(expected);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL(`${baseURL}${pair.en}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    });
  }

  test("the Spanish FAQ shows the Spanish questions and names them in its FAQPage JSON-LD", async ({ page }) => {
    await page.goto("/es/preguntas-frecuentes");
    await expect(page.getByRole("main")).toContainText(faqWords[5]!.question);
    const faqPage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes
          .map((n) => JSON.parse(n.textContent ?? "{}") as Record<string, unknown>)
          .find((ld) => ld["@type"] === "FAQPage"),
      );
    expect((faqPage!.mainEntity as { name: string }[])[0]!.name).toBe(faqWords[1]!.question);
    await expect(page.getByRole("link", { name: "La secadora no calienta" })).toHaveAttribute(
      "href",
      "/es/problemas/secadora-no-calienta",
    );
  });

  test("the Spanish warranty check answers a bad phone number in Spanish and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/es/garantia");
    await page.getByLabel("Número de teléfono").fill("713-555");
    await page.getByLabel("Nombre").fill("García");
    await page.getByRole("button", { name: "Revisar garantía" }).click();
    await expect(page.getByText("Escriba un número de teléfono válido de 10 dígitos")).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveValue("García");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  });

  test("the Spanish parts search: an empty search without JavaScript comes back to the Spanish page with a Spanish message", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/repuestos");
    await expect(page.getByRole("radio", { name: "Número de modelo" })).toBeVisible();
    // The browser's own check stops a blank search; the server answers one sent anyway.
    await page.goto("/parts/search?type=part&q=&from=%2Fes%2Frepuestos");
    await expect(page).toHaveURL(/\/es\/repuestos\?error=empty$/);
    await expect(page.getByRole("alert")).toHaveText("Escriba un número de pieza, de modelo o de serie para buscar.");
    // Any other page named as the origin is ignored.
    await page.goto("/parts/search?q=&from=https%3A%2F%2Fexample.com");
    await expect(page).toHaveURL(/\/parts\?error=empty$/);
    await context.close();
  });

  test("the Spanish sitemap page leads to the Spanish pages, and to the blog in English", async ({ page }) => {
    await page.goto("/es/mapa-del-sitio");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Reparación de secadora" })).toHaveAttribute(
      "href",
      "/es/electrodomesticos/secadora",
    );
    await expect(main.getByRole("link", { name: "Agendar en línea" })).toHaveAttribute("href", "/es/reservar");
    await expect(main.getByRole("link", { name: "77001", exact: true })).toHaveAttribute(
      "href",
      "/es/area-de-servicio/77001",
    );
    await expect(main.getByRole("link", { name: "Todos los artículos" })).toHaveAttribute("href", "/blog");
  });

  test("a browser set to Spanish is offered the Spanish page, never sent there, and not again once it says no", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: "es-US" });
    const page = await context.newPage();
    await page.goto("/warranty");
    const offer = page.getByRole("dialog", { name: "¿Prefiere español?" });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/warranty`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(offer.getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute(
      "href",
      "/es/garantia",
    );
    await expectAccessible(page);
    await offer.getByRole("button", { name: "No, gracias" }).click();
    await expect(offer).toBeHidden();
    await page.goto("/faq");
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "¿Prefiere español?" })).toBeHidden();
    await context.close();

    // An English browser is offered nothing, and a page in one language has nothing to offer.
    const english = await browser.newContext({ locale: "en-US" });
    const englishPage = await english.newPage();
    await englishPage.goto("/warranty");
    // The site script has run (it marks the page) and offered nothing.
    await expect(englishPage.locator("html")).toHaveClass(/\bjs\b/);
    await expect(englishPage.getByRole("dialog", { name: "¿Prefiere español?" })).toBeHidden();
    await english.close();
  });

  test("the sitemap lists the Spanish information pages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const pair of PAIRS) expect(xml).toContain(`<loc>${baseURL}${pair.es}</loc>`);
  });
});
