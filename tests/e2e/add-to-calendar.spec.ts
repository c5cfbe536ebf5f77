import { houstonTimeToUtc } from "../../app/domain/time.ts";
import { TIME_SLOTS } from "../../app/domain/booking/options.ts";
import { fillBooking, slotFor } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";

const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

test("the confirmation and the visit's page offer the visit to Google Calendar, Outlook.com and as a file; a cancelled visit's file removes it", async ({
  page,
}) => {
  await page.goto("/book-online");
  const filled = await fillBooking(page, { email: `calendar.${Date.now()}@example.com`, address: "27 Bayou Lane" });
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  const id = (await page.getByTestId("appointment-id").textContent())!;
  const slot = TIME_SLOTS.find((s) => s.label === filled.time)!;
  const dates = `${compactUtc(houstonTimeToUtc(filled.date, slot.start))}/${compactUtc(houstonTimeToUtc(filled.date, slot.end))}`;

  const offer = page.getByRole("region", { name: "Add it to your calendar" });
  const google = new URL((await offer.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
  expect(google.hostname).toBe("calendar.google.com");
  expect(google.searchParams.get("dates")).toBe(dates);
  expect(google.searchParams.get("details")).toContain(id);
  const outlook = new URL((await offer.getByRole("link", { name: /Outlook\.com/ }).getAttribute("href"))!);
  expect(outlook.hostname).toBe("outlook.live.com");
  // The links to other companies carry nothing personal.
  for (const url of [google, outlook]) {
    const text = decodeURIComponent(url.search).replace(/\+/g, " ");
    for (const personal of [filled.name, filled.address, filled.email]) expect(text).not.toContain(personal);
  }
  const manageLink = (await page.getByRole("link", { name: "your visit's page" }).getAttribute("href"))!;
  const fileLink = offer.getByRole("link", { name: "Apple or other (.ics)" });
  await expect(fileLink).toHaveAttribute("href", `${manageLink}/calendar.ics`);

  const file = await page.request.get(`${manageLink}/calendar.ics`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(file.headers()["cache-control"]).toBe("no-store");
  const ics = await file.text();
  expect(ics).toContain("METHOD:PUBLISH");
  expect(ics).toContain(`DTSTART:${dates.split("/")[0]}`);
  expect(ics).toContain("LOCATION:27 Bayou Lane");
  expect((await page.request.get(`${manageLink.slice(0, -4)}AAAA/calendar.ics`)).status()).toBe(404);

  await page.goto(manageLink);
  await expect(page.getByRole("region", { name: "Add it to your calendar" }).getByRole("link")).toHaveCount(3);
  await page.getByRole("main").getByRole("button", { name: "Cancel my visit" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "Your visit is cancelled." }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Add it to your calendar" })).toHaveCount(0);
  const cancelled = await (await page.request.get(`${manageLink}/calendar.ics`)).text();
  expect(cancelled).toContain("METHOD:CANCEL");
  expect(cancelled).toContain("STATUS:CANCELLED");
});

test("in Spanish the offer speaks Spanish and the file sits beside the Spanish visit page", async ({ page }) => {
  await page.goto("/es/reservar");
  const filled = await fillSpanishBooking(page, `calendario.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Agendar cita" }).click();
  const offer = page.getByRole("region", { name: "Agréguela a su calendario" });
  await expect(offer.getByRole("link", { name: "Apple u otro (.ics)" })).toHaveAttribute(
    "href",
    /^\/es\/citas\/[A-Za-z0-9_-]{43}\/calendar\.ics$/,
  );
  const file = await page.request.get(
    (await offer.getByRole("link", { name: "Apple u otro (.ics)" }).getAttribute("href"))!,
  );
  expect(await file.text()).toContain(`LOCATION:${filled.address}`);
});

/** Fills the Spanish form by its fields' ids (its labels are Spanish) with a valid request. */
async function fillSpanishBooking(page: import("@playwright/test").Page, email: string) {
  const { date, time } = slotFor(email);
  const main = page.getByRole("main");
  const f = { name: "Ana Ruiz", phone: "(281) 555-0123", email, zipCode: "77024", address: "9 Calle Verde" };
  await main.locator("#name").fill(f.name);
  await main.locator("#phone").fill(f.phone);
  await main.locator("#email").fill(f.email);
  await main.locator("#zipCode").fill(f.zipCode);
  await main.locator("#address").fill(f.address);
  await main.locator("#appliance").selectOption("Dryer");
  await main.locator("#issue").selectOption({ index: 1 });
  await main.locator("#preferredDate").fill(date);
  await main.locator("#preferredTime").selectOption(time);
  return f;
}
