import { expect, test } from "./support/fixtures.ts";

const phone = { width: 390, height: 844 };

/** The element that has the focus: its id and whether all of it is on the screen, below the sticky header. */
const focused = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const box = active.getBoundingClientRect();
    const headerBottom = document.querySelector("body > header, header")!.getBoundingClientRect().bottom;
    return { id: active.id, onScreen: box.top >= headerBottom && box.bottom <= window.innerHeight };
  });

test.describe("a refused booking on a phone", () => {
  test.use({ viewport: phone });

  for (const [path, title, phoneMessage, submit] of [
    ["/book-online", "Please check your booking", "Please enter a valid 10-digit phone number", "Schedule Appointment"],
    ["/es/reservar", "Revise su reserva", "Escriba un número de teléfono válido de 10 dígitos", "Agendar cita"],
  ] as const) {
    test(`${path}: the summary of problems takes the focus, links to each field and nothing typed is lost`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const main = page.getByRole("main");
      const phoneField = main.locator("#phone");
      await main.locator("#name").fill("Ana Ruiz");
      await phoneField.fill("713555");
      await main.locator("#address").fill("11 Memorial Dr");
      await page.getByRole("button", { name: submit }).click();

      const summary = page.locator("#form-problems");
      await expect(summary).toBeFocused();
      // The page scrolls smoothly to it: it ends on the screen.
      await expect.poll(() => focused(page)).toEqual({ id: "form-problems", onScreen: true });
      await expect(summary.getByRole("heading", { level: 2 })).toHaveText(title);
      const links = summary.getByRole("link");
      await expect(links.filter({ hasText: phoneMessage })).toHaveAttribute("href", "#phone");
      // Every field the summary names is marked, and every marked field is named.
      const named = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!.slice(1)));
      const marked = await main.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id));
      expect(named.toSorted()).toEqual(marked.toSorted());
      expect(named).toContain("email");

      await links.filter({ hasText: phoneMessage }).click();
      await expect(phoneField).toBeFocused();
      await expect(main.locator("#name")).toHaveValue("Ana Ruiz");
      await expect(phoneField).toHaveValue("713555");
      await expect(main.locator("#address")).toHaveValue("11 Memorial Dr");
      // A corrected field leaves the summary.
      await phoneField.fill("(713) 555-0147");
      await expect(links.filter({ hasText: phoneMessage })).toHaveCount(0);
    });
  }
});

test.describe("a refused booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test("the answer starts the form with the summary of problems, each a link to its field", async ({ page }) => {
    await page.goto("/book-online");
    await page.getByRole("main").locator("#name").fill("Ana Ruiz");
    await page.getByRole("main").locator("#phone").fill("713555");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    const summary = page.locator("#form-problems");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText("Please check your booking");
    await expect(summary.getByRole("link", { name: "Please enter a valid 10-digit phone number" })).toHaveAttribute(
      "href",
      "#phone",
    );
    await expect(page.getByRole("main").locator("#name")).toHaveValue("Ana Ruiz");
  });
});
