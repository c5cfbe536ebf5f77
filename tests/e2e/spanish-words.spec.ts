import { PAGES, pagePath } from "../../app/pages.ts";
import { localePath } from "../../app/domain/i18n/paths.ts";
import { fillSpanishBooking } from "./support/booking.ts";
import { englishOnPage } from "./support/english.ts";
import { expect, test } from "./support/fixtures.ts";
import { weekdayAhead } from "../integration/support/dates.ts";
import { forgetBookingLimit, takePlaces } from "./support/windows.ts";

const spanish = (englishPath: string) => ({ path: localePath("es", englishPath), status: 200 });

/**
 * One or two pages of each kind whose address holds a parameter, with the status each answers: a
 * catalogue, area or city page by its English address; a newsletter confirmation by a link that is
 * not ours and one that has expired. The visit's page is booked below.
 */
const INSTANCES: Record<string, { path: string; status: number }[]> = {
  appliance: [spanish("/appliances/dryer"), spanish("/appliances/cooktop")],
  issue: [spanish("/issues/dryer-not-heating"), spanish("/issues/cooktop-burner-not-heating")],
  brand: [spanish("/brands/whirlpool"), spanish("/brands/ge")],
  "service-area": [spanish("/service-area/77001"), spanish("/service-area/77494")],
  city: [spanish("/city/katy"), spanish("/city/sugar-land")],
  "newsletter-confirm": [
    { path: pagePath("newsletter-confirm", "es", { token: "not-a-link" }), status: 400 },
    // An expired link for a sign-up no other test makes (the suite's own sign-ups take the low ids).
    { path: pagePath("newsletter-confirm", "es", { token: `999999999.1.${"A".repeat(43)}` }), status: 410 },
  ],
};
const BOOKED = "appointment-manage";

/** Every Spanish page of the registry: the fixed ones as they are, the others by their instances. */
const SPANISH_PAGES = PAGES.flatMap((row) => {
  if (!row.path.es.includes(":")) return [{ path: row.path.es as string, status: 200 }];
  if (row.key === BOOKED) return [];
  const instances = INSTANCES[row.key];
  if (!instances) throw new Error(`Give the Spanish word check an instance of the page "${row.key}"`);
  return instances;
});

test.describe("no English on a Spanish page", () => {
  // axe checks every page opened; a page with many cards takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const { path, status } of SPANISH_PAGES) {
    test(`${path} has no English words`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      expect(await englishOnPage(page)).toEqual([]);
    });
  }

  test("the booking's confirmation and the visit's page, as booked in Spanish, have no English words", async ({
    page,
  }) => {
    await page.goto("/es/reservar");
    await fillSpanishBooking(page, `spanish.words.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Agendar cita" }).click();
    await expect(page).toHaveURL(/\/es\/reservar\?confirmation=/);
    expect(await englishOnPage(page)).toEqual([]);
    const link = (await page
      .getByRole("main")
      .getByRole("link", { name: "la página de su visita" })
      .getAttribute("href"))!;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su visita");
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a window that fills while the Spanish form is open is refused in Spanish only", async ({ page }) => {
    const date = weekdayAhead(0, 16);
    await page.goto("/es/reservar");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const checked = page.waitForResponse((r) => r.url().includes(`/api/availability?date=${date}&zip=77036`));
    await fillSpanishBooking(page, `spanish.full.${Date.now()}@example.com`, { date, time: "2-4 PM" });
    await checked;
    takePlaces(date, "2-4 PM", 3);
    await page.getByRole("button", { name: "Agendar cita" }).click();
    const main = page.getByRole("main");
    await expect(page.locator("#form-problems")).toContainText(
      "Alguien acaba de reservar ese horario. Por favor elija otro.",
    );
    await expect(main.locator('#preferredTime option[value="2-4 PM"]')).toHaveText("2-4 PM — Lleno");
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a Spanish visit moved into a full window, or into its own, is told why in Spanish", async ({ page }) => {
    const date = weekdayAhead(1, 16);
    await page.goto("/es/reservar");
    await fillSpanishBooking(page, `spanish.move.${Date.now()}@example.com`, { date, time: "8-10 AM" });
    await page.getByRole("button", { name: "Agendar cita" }).click();
    const link = (await page
      .getByRole("main")
      .getByRole("link", { name: "la página de su visita" })
      .getAttribute("href"))!;
    forgetBookingLimit("manage");
    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    const window = main.getByLabel("Nuevo horario de llegada");
    await expect(window.locator('option[value="12-2 PM"]')).toBeEnabled();
    await window.selectOption("12-2 PM");
    takePlaces(date, "12-2 PM", 3);
    await main.getByRole("button", { name: "Cambiar mi visita" }).click();
    await expect(main.getByRole("alert")).toHaveText("Alguien acaba de reservar ese horario. Por favor elija otro.");
    expect(await englishOnPage(page)).toEqual([]);

    await window.selectOption("8-10 AM");
    await main.getByRole("button", { name: "Cambiar mi visita" }).click();
    await expect(main.getByRole("alert")).toHaveText("Su visita ya está en ese horario. Elija otro.");
    expect(await englishOnPage(page)).toEqual([]);
  });
});
