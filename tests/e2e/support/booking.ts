import type { Page } from "@playwright/test";
import { addDays, todayInHouston } from "../../../app/domain/time.ts";
import { forgetBookingLimit, windowsWithVisits } from "./windows.ts";
import { isOpenDay } from "../../integration/support/dates.ts";

export interface BookingFill {
  name: string;
  phone: string;
  email: string;
  zipCode: string;
  address: string;
  appliance: string;
  issue: string;
  date: string;
  time: string;
}

/**
 * A date and window for a test booking, spread by the email over days 20 to 57 ahead and five
 * windows, and moved on to the next window that holds no visit yet: tests in other workers book
 * meanwhile, and a window takes only 3 visits. Sundays are left out (their windows take 2), and so
 * are the holidays the business closes on. Tests that fill windows on purpose use earlier dates. Call it once per booking
 * and use the answer: a later call may see the window taken.
 */
export function slotFor(email: string): { date: string; time: string } {
  let hash = 0;
  for (const c of email) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const times = ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM", "4-6 PM"];
  const days = 38;
  const taken = windowsWithVisits();
  const today = todayInHouston();
  const slotAt = (n: number) => ({
    date: addDays(today, 20 + ((hash + Math.floor(n / times.length)) % days)),
    time: times[((hash >>> 8) + n) % times.length]!,
  });
  for (let n = 0; n < days * times.length; n++) {
    const slot = slotAt(n);
    if (
      new Date(`${slot.date}T12:00:00Z`).getUTCDay() !== 0 &&
      isOpenDay(slot.date) &&
      !taken.has(`${slot.date}|${slot.time}`)
    )
      return slot;
  }
  throw new Error("every window of the test dates already holds a visit");
}

/** Fills the booking form on /book-online with a valid request; any field can be given instead. Answers what was filled. */
export async function fillBooking(
  page: Page,
  fill: Partial<BookingFill> & Pick<BookingFill, "email">,
): Promise<BookingFill> {
  const f: BookingFill = {
    name: "Jordan Ellis",
    phone: "(281) 555-0123",
    zipCode: "77024",
    address: "11 Memorial Dr",
    appliance: "Refrigerator",
    issue: "Leaking water",
    ...slotFor(fill.email),
    ...fill,
  };
  forgetBookingLimit();
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill(f.name);
  await main.getByLabel("Phone Number").fill(f.phone);
  await main.getByLabel("Email Address").fill(f.email);
  await main.getByLabel("ZIP Code").fill(f.zipCode);
  await main.getByLabel("Service Address").fill(f.address);
  await main.getByLabel("Appliance").selectOption(f.appliance);
  await main.getByLabel("Issue", { exact: true }).selectOption(f.issue);
  await main.getByLabel("Preferred Date").fill(f.date);
  await main.getByLabel("Preferred Time").selectOption(f.time);
  return f;
}

/** Fills the booking form on /es/reservar by its Spanish labels (the options post their English values); a date and window can be given. */
export async function fillSpanishBooking(
  page: Page,
  email: string,
  slot: { date: string; time: string } = slotFor(email),
): Promise<void> {
  forgetBookingLimit();
  const main = page.getByRole("main");
  await main.getByLabel("Nombre completo").fill("Ana Martínez");
  await main.getByLabel("Número de teléfono").fill("(832) 555-0188");
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByLabel("Código postal").fill("77036");
  await main.getByLabel("Dirección del servicio").fill("6200 Bellaire Blvd");
  await main.getByLabel("Electrodoméstico").selectOption({ label: "Lavadora" });
  await main.getByLabel("Problema", { exact: true }).selectOption({ label: "No desagua" });
  await main.getByLabel("Fecha preferida").fill(slot.date);
  await main.getByLabel("Horario preferido").selectOption(slot.time);
}
