import type { Page } from "@playwright/test";
import { applianceWords } from "../../content/es/appliances.ts";
import { brandWords } from "../../content/es/brands.ts";
import { spanishIssueWords } from "../../content/es/issues/index.ts";
import { getAppliance, getIssue } from "../../app/domain/catalogue/catalogue.ts";
import { expect, test } from "./support/fixtures.ts";

const dryer = getAppliance("dryer")!;
const dryerEs = applianceWords.dryer!;
const issue = getIssue("dryer-not-heating")!;
const issueEs = spanishIssueWords["dryer-not-heating"]!;

const PAIRS = [
  {
    en: "/",
    es: "/es/",
    titleEn: "Houston Appliance Repair | Fast, Reliable Service with a 5-Star Rating",
    titleEs: "Reparación de electrodomésticos en Houston | Servicio el mismo día",
  },
  { en: "/appliances/dryer", es: "/es/electrodomesticos/secadora", titleEn: dryer.seoTitle, titleEs: dryerEs.seoTitle },
  {
    en: "/issues/dryer-not-heating",
    es: "/es/problemas/secadora-no-calienta",
    titleEn: issue.seoTitle,
    titleEs: issueEs.seoTitle,
  },
  {
    en: "/service-area/77001",
    es: "/es/area-de-servicio/77001",
    titleEn: "Appliance Repair Houston 77001 | Same-Day Service",
    titleEs: "Reparación de electrodomésticos Houston 77001 | Mismo día",
  },
  {
    en: "/city/katy",
    es: "/es/ciudad/katy",
    titleEn: "Appliance Repair Katy, TX | Same-Day Service",
    titleEs: "Reparación de electrodomésticos Katy, TX | Mismo día",
  },
  {
    en: "/estimate",
    es: "/es/presupuesto",
    titleEn: "Appliance Repair Cost Estimator | Bayou City Appliance Repair",
    titleEs: "Calculadora del costo de reparación | Bayou City Appliance Repair",
  },
] as const;

/** The page's hreflang links as `lang → href`. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!])),
    );
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}") as Record<string, unknown>));
}

test.describe("Spanish pages", () => {
  // A test here opens up to three pages, and axe checks each one: on a busy machine that takes more than the default 30 s.
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

      const en = await page.goto(pair.en);
      expect(en?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      await expect(page).toHaveTitle(pair.titleEn);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${pair.en}`);
      expect(await hreflangs(page)).toEqual(expected);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");

      // The switch is a link reached from the keyboard.
      const toSpanish = page.getByRole("link", { name: "Español" });
      await expect(toSpanish).toHaveAttribute("href", pair.es);
      await expect(toSpanish).toHaveAttribute("hreflang", "es-US");
      await toSpanish.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}${pair.es}`);

      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page).toHaveTitle(pair.titleEs);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${pair.es}`);
      expect(await hreflangs(page)).toEqual(expected);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_US");
      expect((await jsonLdTypes(page)).find((ld) => ld["@type"] === "WebPage")).toMatchObject({
        inLanguage: "es-US",
        url: `${baseURL}${pair.es}`,
      });

      const toEnglish = page.getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("href", pair.en);
      await toEnglish.click();
      await page.waitForURL(`${baseURL}${pair.en}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    });
  }

  test("the Spanish appliance page speaks Spanish and links to Spanish guides", async ({ page }) => {
    await page.goto("/es/electrodomesticos/secadora");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reparación de secadoras en Houston");
    await expect(page.getByRole("main")).toContainText(dryerEs.description);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", dryerEs.seoDescription);
    await expect(page.getByRole("heading", { name: "Problemas comunes de secadoras" })).toBeVisible();
    await expect(page.locator('main a[href="/es/problemas/secadora-no-calienta"]')).toHaveText(
      `Cómo lo arreglamos: ${issueEs.name} →`,
    );
    await expect(page.locator('main a[href^="/es/problemas/"]')).toHaveCount(5);
    await expect(
      page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Electrodomésticos" }),
    ).toHaveAttribute("href", "/es/electrodomesticos");
    await expect(page.getByRole("link", { name: "Agendar reparación de secadora" })).toHaveAttribute(
      "href",
      "/es/reservar?appliance=dryer",
    );
  });

  test("the Spanish repair guide shows every field of its words, safety notes included", async ({ page }) => {
    await page.goto("/es/problemas/secadora-no-calienta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${issueEs.name}: causas, reparación y costo`);
    const main = await page.getByRole("main").textContent();
    const { primaryCause, explanation, commonTriggers, ageFactors, usageFactors } = issueEs.whyItHappens;
    for (const text of [
      issueEs.description,
      ...issueEs.symptoms,
      ...issueEs.causes,
      ...issueEs.prevention,
      primaryCause,
      explanation,
      ...commonTriggers,
      ageFactors,
      usageFactors,
      issueEs.professionalVsDiy,
      issueEs.repairTime,
    ]) {
      expect(main).toContain(text);
    }
    const steps = page.getByRole("heading", { name: "Cómo lo reparamos" }).locator("xpath=following-sibling::ol[1]/li");
    await expect(steps).toHaveCount(4);
    const stepTexts = await steps.allTextContents();
    for (const [n, step] of issueEs.repairSteps.entries()) {
      expect(stepTexts[n]).toContain(step.title);
      expect(stepTexts[n]).toContain(step.description);
      expect(stepTexts[n]).toContain(
        step.toolsNeeded.length
          ? `${step.timeRequired} · Herramientas: ${step.toolsNeeded.join(", ")}`
          : step.timeRequired,
      );
      if (step.safetyNotes) expect(stepTexts[n]).toContain(`Seguridad: ${step.safetyNotes}`);
    }
    expect(issueEs.repairSteps.filter((step) => step.safetyNotes).length).toBeGreaterThan(0);
    expect(main).toContain(`$${issue.avgCost.min} - $${issue.avgCost.max}`);
  });

  test("the Spanish brand pages: list and brand, names kept, words in Spanish", async ({ page, baseURL }) => {
    const list = await page.goto("/es/marcas");
    expect(list?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marcas de electrodomésticos que reparamos");
    await page
      .getByRole("link", { name: /^Whirlpool/ })
      .first()
      .click();
    await page.waitForURL(`${baseURL}/es/marcas/whirlpool`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Reparación de electrodomésticos Whirlpool en Houston",
    );
    await expect(page.getByRole("main")).toContainText(brandWords.whirlpool!.description);
    await expect(page.getByRole("link", { name: "Secadora Whirlpool" })).toHaveAttribute(
      "href",
      "/es/electrodomesticos/secadora",
    );
    expect(await hreflangs(page)).toEqual({
      "en-US": `${baseURL}/brands/whirlpool`,
      "es-US": `${baseURL}/es/marcas/whirlpool`,
      "x-default": `${baseURL}/brands/whirlpool`,
    });
  });

  test("the shared chrome is in Spanish: header, footer and chat", async ({ page }) => {
    await page.goto("/es/electrodomesticos");
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeAttached();
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Agendar cita" }),
    ).toHaveAttribute("href", "/es/reservar");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Lunes a viernes");
    await expect(footer.getByRole("link", { name: "Reparación de secadora" })).toHaveAttribute(
      "href",
      "/es/electrodomesticos/secadora",
    );
    await expect(page.locator("[data-chat-quick]").first()).toHaveAttribute(
      "href",
      `/chat?text=${encodeURIComponent("¡Hola! Necesito que me reparen un electrodoméstico. ¿Me pueden ayudar?")}`,
    );
    await expect(page.locator('[data-chat-form] input[name="lang"]')).toHaveValue("es");
  });

  test("the Spanish ZIP page: the area's facts with Spanish words, prices and links to the Spanish appliance pages", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/es/area-de-servicio/77001");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Reparación de electrodomésticos en Houston, TX 77001",
    );
    await expect(page.getByText("Damos servicio en Downtown · Llegamos en 2-4 horas en promedio")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Datos de la zona" })).toBeVisible();
    await expect(page.getByText("Condado de Harris")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Precios de reparación en 77001" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Reparación de secadora" })).toBeVisible();
    const dryerLink = page.getByRole("link", { name: "Más información sobre la reparación de secadora" });
    await expect(dryerLink).toHaveAttribute("href", "/es/electrodomesticos/secadora");
    await expect(page.getByRole("link", { name: "Agendar servicio" })).toHaveAttribute("href", "/es/reservar");
    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es/");
    await expect(crumbs.getByRole("link", { name: "Zonas de servicio" })).toHaveAttribute(
      "href",
      "/es/areas-de-servicio",
    );
    const data = await jsonLdTypes(page);
    expect(data.find((d) => String(d["@id"]).endsWith("#local"))).toMatchObject({
      url: `${baseURL}/es/area-de-servicio/77001`,
      address: { postalCode: "77001" },
    });
    expect(data.find((d) => d["@type"] === "WebPage")).toMatchObject({ inLanguage: "es-US" });
    const missing = await page.goto("/es/area-de-servicio/99999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zona de servicio no encontrada");
  });

  test("the Spanish home page: Spanish words, links to Spanish pages and a ZIP check answered in Spanish", async ({
    page,
  }) => {
    await page.goto("/es/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Reparación de electrodomésticos en Houston: rápida, confiable y el mismo día",
    );
    await expect(page.getByRole("main").getByRole("link", { name: /Reparación de secadora/ })).toHaveAttribute(
      "href",
      "/es/electrodomesticos/secadora",
    );
    await expect(page.getByRole("link", { name: /Revisar garantía/ }).first()).toHaveAttribute("href", "/es/garantia");
    await page.getByPlaceholder("Código postal (p. ej., 77001)").fill("77001");
    await page.getByRole("button", { name: "Revisar", exact: true }).click();
    await expect(page.getByText("¡Qué bien! Damos servicio en su zona")).toBeVisible();
    await expect(page.getByText(/Tenemos técnicos disponibles en el código postal 77001/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View All ZIP Codes We Serve" })).toHaveCount(0);
  });

  test("the Spanish city page: Spanish words, Spanish links and the city's Spanish search terms", async ({ page }) => {
    await page.goto("/es/ciudad/katy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reparación de electrodomésticos en Katy, TX");
    await expect(page.getByRole("heading", { name: "Datos de Katy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "77494" })).toHaveAttribute("href", "/es/area-de-servicio/77494");
    await expect(page.getByRole("heading", { name: "Búsquedas relacionadas" })).toBeVisible();
    await expect(page.getByText("reparación de lavadoras en katy", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por qué los hogares de Katy nos escogen" })).toBeVisible();
  });

  test("the Spanish estimator: three steps in Spanish, the same price as the English one", async ({ page }) => {
    await page.goto("/es/presupuesto");
    await page.getByRole("link", { name: /Secadora/ }).click();
    await expect(page.getByRole("heading", { name: "¿Qué le pasa a su secadora?" })).toBeVisible();
    const issueName = spanishIssueWords["dryer-not-heating"]!.name;
    await page.getByRole("link", { name: new RegExp(issueName) }).click();
    await page.getByRole("button", { name: "Calcular el costo de mi reparación" }).click();
    await expect(page.getByRole("heading", { name: "Su presupuesto de reparación" })).toBeVisible();
    const spanishRange = await page.getByTestId("estimate-range").textContent();
    await expect(page.locator("#result dd").nth(1)).toHaveText(issueName);
    await expect(page.locator("#result dd").first()).toHaveText("Secadora");
    await page.goto("/estimate?appliance=dryer&issue=not-heating&calculate=1");
    await expect(page.getByTestId("estimate-range")).toHaveText(spanishRange!);
  });

  test("an English page without a Spanish version claims none and shows no switch", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await hreflangs(page)).toEqual({});
    await expect(page.locator("[data-language-switch]")).toHaveCount(0);
  });

  test("an unknown Spanish address is a Spanish 404", async ({ page }) => {
    const missing = await page.goto("/es/problemas/no-existe");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía no encontrada");
    await expect(page.getByRole("link", { name: "Ver todos los electrodomésticos" })).toHaveAttribute(
      "href",
      "/es/electrodomesticos",
    );
    const unknown = await page.goto("/es/no-existe");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  });

  test("each language's page is cached apart and served again from memory", async ({ request }) => {
    for (let round = 0; round < 2; round += 1) {
      const es = await request.get("/es/problemas/secadora-no-calienta");
      const en = await request.get("/issues/dryer-not-heating");
      expect(es.headers()["etag"]).toBeTruthy();
      expect(es.headers()["etag"]).not.toBe(en.headers()["etag"]);
      expect(await es.text()).toContain('<html lang="es-US"');
      expect(await en.text()).toContain('<html lang="en-US"');
    }
  });

  test("the sitemap lists the Spanish pages with their language links", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const links =
      `<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}/issues/dryer-not-heating"/>` +
      `<xhtml:link rel="alternate" hreflang="es-US" href="${baseURL}/es/problemas/secadora-no-calienta"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/issues/dryer-not-heating"/>`;
    expect(xml).toContain(`<loc>${baseURL}/es/problemas/secadora-no-calienta</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/es/electrodomesticos</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/es/marcas/whirlpool</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/es/area-de-servicio/77494</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/es/ciudad/katy</loc>`);
    expect(xml.split(links).length - 1).toBe(2);
    expect(xml).toContain(`<loc>${baseURL}/es/</loc>`);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the switch is in reach and the menu is in Spanish", async ({ page, baseURL }) => {
      await page.goto("/es/problemas/secadora-no-calienta");
      await page.screenshot({ path: "test-results/spanish-issue-390.png", fullPage: false });
      const toEnglish = page.getByRole("link", { name: "English" });
      await expect(toEnglish).toBeVisible();
      await page.getByLabel("Menú", { exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Menú móvil" });
      await expect(menu.getByRole("link", { name: "Preguntas" })).toBeVisible();
      await page.keyboard.press("Escape");
      await toEnglish.click();
      await page.waitForURL(`${baseURL}/issues/dryer-not-heating`);
      await expect(page.getByRole("link", { name: "Español" })).toBeVisible();
    });
  });

  test("a wide screen shows the Spanish guide with its header on one line", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/es/problemas/secadora-no-calienta");
    await page.screenshot({ path: "test-results/spanish-issue-1280.png", fullPage: false });
    expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThan(80);
    await expect(page.getByRole("link", { name: "Español" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    // The English page's header, with its "Español" switch, stays on one line too.
    await page.goto("/issues/dryer-not-heating");
    await page.screenshot({ path: "test-results/english-issue-1280.png", fullPage: false });
    expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThan(80);
  });
});
