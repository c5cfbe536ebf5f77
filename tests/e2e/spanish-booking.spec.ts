import { fillSpanishBooking } from "./support/booking.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { openWithScriptsHeld } from "./support/scripts.ts";

const PHONE = { width: 390, height: 844 };

test.describe("booking in Spanish", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an empty Spanish form is answered in Spanish, without JavaScript too, and nothing is stored", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/reservar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agende la reparación de su electrodoméstico");
    await page.getByRole("main").getByLabel("Nombre completo").fill("Ana");
    await page.getByRole("button", { name: "Agendar cita" }).click();
    const main = page.getByRole("main");
    await expect(main.locator("#phone-error")).toHaveText("Teléfono: este dato es obligatorio");
    await expect(main.locator("#appliance-error")).toHaveText("Electrodoméstico: este dato es obligatorio");
    await expect(main.getByLabel("Nombre completo")).toHaveValue("Ana");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveURL(/\/es\/reservar$/);
    await context.close();
  });

  test("on a slow phone: what is typed before the scripts start is kept, the visit is booked in Spanish and the emails follow", async ({
    context,
  }) => {
    const { page, start } = await openWithScriptsHeld(context, "/es/reservar", PHONE);
    const email = `ana.martinez.${Date.now()}@example.com`;
    await fillSpanishBooking(page, email);
    await start();
    const main = page.getByRole("main");
    await expect(main.getByText("✓ ¡Damos servicio en su zona!")).toBeVisible();
    await expect(main.getByLabel("Nombre completo")).toHaveValue("Ana Martínez");
    await expect(main.getByLabel("Electrodoméstico")).toHaveValue("Washing Machine");
    await expect(main.getByLabel("Problema", { exact: true })).toHaveValue("Not draining");
    await page.getByRole("button", { name: "Agendar cita" }).click();

    await expect(page.getByRole("heading", { name: "¡Cita agendada!" })).toBeVisible();
    await expect(
      main.getByText(
        "Ya le apartamos su horario de llegada. Le llamamos en menos de 30 minutos para confirmar los detalles.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/es\/reservar\?confirmation=/);
    await expect(main.getByText("Lavadora: No desagua")).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    expect(id).toMatch(/^APT-\d{6}$/);
    await expectAccessible(page);

    const [confirmation] = await waitForMail((m) => m.to.includes(email));
    // Quoted-printable bodies wrap long lines with soft breaks ("=" at a line end).
    const text = confirmation!.raw.replace(/=\r?\n/g, "");
    expect(text).toContain(`Subject: Su solicitud de cita ${id} - Bayou City Appliance Repair`);
    expect(text).toContain(
      `Gracias por agendar con Bayou City Appliance Repair. Recibimos su solicitud de cita ${id}.`,
    );
    expect(text).toContain("Problema: No desagua");
    expect(text).toContain("Le llamamos en menos de 30 minutos para confirmar su cita.");
    // The office reads English, with the customer's language named.
    const [notification] = await waitForMail((m) => m.to.includes("office@example.com") && m.raw.includes(id));
    expect(notification!.raw.replace(/=\r?\n/g, "")).toContain("Language: Spanish");

    // The visit's own page is Spanish too, at the address the email gives.
    const link = (await main.getByRole("link", { name: "la página de su visita" }).getAttribute("href"))!;
    expect(link).toMatch(/^\/es\/citas\/[A-Za-z0-9_-]{43}$/);
    expect(text).toContain(
      `Para cambiar la fecha o cancelar esta visita: http://127.0.0.1:${process.env.E2E_PORT ?? 3210}${link}`,
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su visita");
    await expect(main.getByTestId("visit-status")).toHaveText("Solicitada");
    await expect(main.getByRole("button", { name: "Cancelar mi visita" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the switch and the Spanish home page lead to the booking form in the page's language", async ({ page }) => {
    await page.goto("/es/reservar");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/book-online");
    await page.goto("/book-online");
    await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/reservar");
    await page.goto("/es/");
    await expect(page.getByRole("main").getByRole("link", { name: "Agendar una cita" })).toHaveAttribute(
      "href",
      "/es/reservar",
    );
  });
});
