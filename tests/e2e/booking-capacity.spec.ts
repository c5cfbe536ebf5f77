import { closedHolidaysBetween } from "../../app/domain/scheduling/holidays.ts";
import { schedulingDefaults } from "../../app/domain/scheduling/settings.ts";
import { addDays, formatLongDate, todayInHouston, weekdayOf } from "../../app/domain/time.ts";
import { fillBooking } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";
import { forgetBookingLimit, takePlaces } from "./support/windows.ts";
import { isOpenDay, openDayFrom, weekdayAhead } from "../integration/support/dates.ts";

const timeOption = (page: import("@playwright/test").Page, label: string) =>
  page.locator(`#preferredTime option[value="${label}"]`);

test.describe("booking against real availability, with JavaScript", () => {
  test("a full window stays in the list, disabled and marked Full; a day with nothing left suggests the first open date", async ({
    page,
  }) => {
    const date = weekdayAhead(0, 10);
    takePlaces(date, "8-10 AM", 3);
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    await main.getByLabel("ZIP Code").fill("77006");
    await main.getByLabel("Preferred Date").fill(date);
    await expect(timeOption(page, "8-10 AM")).toHaveText("8-10 AM — Full");
    await expect(timeOption(page, "8-10 AM")).toBeDisabled();
    await expect(timeOption(page, "10 AM-12 PM")).toHaveText("10 AM-12 PM");
    await expect(timeOption(page, "10 AM-12 PM")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Show times" })).toHaveCount(0);

    const full = weekdayAhead(1, 10);
    for (const w of ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM", "4-6 PM", "Evening (6-8 PM)"])
      takePlaces(full, w, 3);
    await main.getByLabel("Preferred Date").fill(full);
    const next = openDayFrom(addDays(full, 1));
    await expect(main.getByRole("status")).toContainText(
      `No times left on ${formatLongDate(full)}. The first open date is ${formatLongDate(next)}.`,
    );
    await main.getByRole("button", { name: `Choose ${formatLongDate(next)}` }).click();
    await expect(main.getByLabel("Preferred Date")).toHaveValue(next);
    await expect(main.getByText("No times left")).toHaveCount(0);
  });

  test("a holiday the business closes on shows every window closed and why, in English and in Spanish", async ({
    page,
  }) => {
    const today = todayInHouston();
    const [next] = closedHolidaysBetween(
      schedulingDefaults.holidays,
      schedulingDefaults.weekendHolidays,
      addDays(today, 1),
      addDays(today, schedulingDefaults.horizonDays),
    );
    test.skip(!next, "no holiday the business closes on falls within the booking horizon");
    const { date, holiday } = next!;
    for (const { path, zip, day, closed, message } of [
      {
        path: "/book-online",
        zip: "ZIP Code",
        day: "Preferred Date",
        closed: "Closed",
        message: `We're closed on ${holiday.name.en}. Please choose another day.`,
      },
      {
        path: "/es/reservar",
        zip: "Código postal",
        day: "Fecha preferida",
        closed: "Cerrado",
        message: `Estamos cerrados ese día (${holiday.name.es}). Por favor elija otro día.`,
      },
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const main = page.getByRole("main");
      await main.getByLabel(zip).fill("77006");
      await main.getByLabel(day).fill(date);
      await expect(main.getByText(message)).toBeVisible();
      for (const w of schedulingDefaults.windows) {
        await expect(timeOption(page, w.label)).toHaveText(new RegExp(` — ${closed}$`));
        await expect(timeOption(page, w.label)).toBeDisabled();
      }
    }
  });

  test("a Saturday offers no window after the weekend's closing time", async ({ page }) => {
    let saturday = addDays(todayInHouston(), 3);
    while (weekdayOf(saturday) !== "Saturday" || !isOpenDay(saturday)) saturday = addDays(saturday, 1);
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    await main.getByLabel("ZIP Code").fill("77006");
    await main.getByLabel("Preferred Date").fill(saturday);
    await expect(timeOption(page, "Evening (6-8 PM)")).toHaveText("Evening (6-8 PM) — Closed");
    await expect(timeOption(page, "Evening (6-8 PM)")).toBeDisabled();
    await expect(
      main.getByText("That day we book visits from 8:00 AM to 6:00 PM. Please choose another time."),
    ).toBeVisible();
    await expect(timeOption(page, "4-6 PM")).toBeEnabled();
  });

  test("the last place going between page load and submit: the form says it was just booked, keeps the values and marks the window Full", async ({
    page,
  }) => {
    const date = weekdayAhead(2, 10);
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // The form's own availability check for the typed date and ZIP answers before the place goes.
    const checked = page.waitForResponse((r) => r.url().includes(`/api/availability?date=${date}&zip=77006`));
    await fillBooking(page, { email: `race.${Date.now()}@example.com`, zipCode: "77006", date, time: "2-4 PM" });
    await checked;
    await expect(page.getByRole("main").getByLabel("Preferred Time")).toHaveValue("2-4 PM");
    // Someone else takes the last place meanwhile.
    takePlaces(date, "2-4 PM", 3);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    // The server's refusal is in the summary of problems, which takes the focus.
    const problems = page.locator("#form-problems");
    await expect(problems).toBeFocused();
    await expect(problems).toContainText("That time was just booked. Please choose another time.");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(main.getByLabel("Preferred Date")).toHaveValue(date);
    await expect(main.getByLabel("Preferred Time")).toHaveValue("");
    await expect(timeOption(page, "2-4 PM")).toHaveText("2-4 PM — Full");
    await expect(timeOption(page, "2-4 PM")).toBeDisabled();
    await main.getByLabel("Preferred Time").selectOption("4-6 PM");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    await expect(main).toContainText(`Booked for ${formatLongDate(date)}, 4-6 PM (arrival window)`);
  });
});

test.describe("booking against real availability, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Show times reloads the form with the date's open windows, keeping date, ZIP, appliance and issue but no personal data", async ({
    page,
  }) => {
    const date = weekdayAhead(3, 10);
    takePlaces(date, "12-2 PM", 3);
    forgetBookingLimit();
    await page.goto("/book-online");
    const main = page.getByRole("main");
    await main.getByLabel("Full Name").fill("Jordan Ellis");
    await main.getByLabel("Email Address").fill("jordan.nojs@example.com");
    await main.getByLabel("ZIP Code").fill("77006");
    await main.getByLabel("Appliance").selectOption("Dryer");
    await main.getByLabel("Issue", { exact: true }).selectOption({ label: "Not heating" });
    await main.getByLabel("Preferred Date").fill(date);
    await main.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(`/book-online?date=${date}&zip=77006&appliance=Dryer&issue=Not+heating`);
    await expect(timeOption(page, "12-2 PM")).toHaveText("12-2 PM — Full");
    await expect(timeOption(page, "12-2 PM")).toBeDisabled();
    await expect(main.getByLabel("Preferred Date")).toHaveValue(date);
    await expect(main.getByLabel("ZIP Code")).toHaveValue("77006");
    await expect(main.getByLabel("Appliance")).toHaveValue("Dryer");
    await expect(main.getByLabel("Issue", { exact: true })).toHaveValue("Not heating");
    await expect(main.getByLabel("Full Name")).toHaveValue("");

    await main.getByLabel("Full Name").fill("Jordan Ellis");
    await main.getByLabel("Phone Number").fill("(281) 555-0123");
    await main.getByLabel("Email Address").fill("jordan.nojs@example.com");
    await main.getByLabel("Service Address").fill("11 Memorial Dr");
    await main.getByLabel("Preferred Time").selectOption("2-4 PM");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    await expect(main).toContainText(`Booked for ${formatLongDate(date)}, 2-4 PM (arrival window)`);
  });
});
