import type { Page } from "@playwright/test";
import { NEWSLETTER_CONFIRMATION } from "../../app/domain/newsletter/confirmation.ts";
import { newsletterWords } from "../../app/words/newsletter.ts";
import { slotFor } from "./support/booking.ts";
import { forgetBookingLimit } from "./support/windows.ts";
import { expect, expectAccessible, takeExternal, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { openWithScriptsHeld } from "./support/scripts.ts";

async function fillBooking(page: Page, email: string) {
  forgetBookingLimit();
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Jordan Ellis");
  await main.getByLabel("Phone Number").fill("(281) 555-0123");
  await main.getByLabel("Email Address").fill(email);
  await main.getByLabel("ZIP Code").fill("77024");
  await main.getByLabel("Service Address").fill("11 Memorial Dr");
  await main.getByLabel("Appliance").selectOption("Refrigerator");
  await main.getByLabel("Issue", { exact: true }).selectOption("Leaking water");
  await main.getByLabel("Additional Details").fill("Water under the crisper drawer");
  const slot = slotFor(email);
  await main.getByLabel("Preferred Date").fill(slot.date);
  await main.getByLabel("Preferred Time").selectOption(slot.time);
  return slot;
}

test.describe("what is typed before the scripts start", () => {
  test("blog: the search, category and newsletter address are kept; the list filters and the newsletter subscribes", async ({
    context,
  }) => {
    const { page, start } = await openWithScriptsHeld(context, "/blog");
    const articles = page.getByRole("region", { name: "Articles" }).locator("article");
    const all = await articles.count();
    await page.getByPlaceholder("Search articles...").fill("refrigerator");
    const email = `early.reader.${Date.now()}@example.com`;
    await page.getByLabel("Email address").fill(email);
    await start();
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("refrigerator");
    await expect(page).toHaveURL(/\/blog\?q=refrigerator$/);
    await expect.poll(() => articles.count()).toBeLessThan(all);
    for (const text of await articles.allTextContents()) expect(text.toLowerCase()).toContain("refrigerator");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      newsletterWords.en.checkInbox(NEWSLETTER_CONFIRMATION.linkValidDays),
    );
    await expectAccessible(page);
  });

  test("FAQ: the search and category are kept and filter the questions", async ({ context }) => {
    const { page, start } = await openWithScriptsHeld(context, "/faq");
    await page.getByRole("main").getByLabel("Search").fill("50%");
    await start();
    await expect(page.getByRole("main").getByLabel("Search")).toHaveValue("50%");
    const items = page.locator("main details");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Should I repair my appliance or replace it?");
    await page.getByRole("main").getByLabel("Search").fill("");
    await expect.poll(() => items.count()).toBeGreaterThan(1);
  });

  test("service areas: the search and region are kept and filter the directory", async ({ context }) => {
    const { page, start } = await openWithScriptsHeld(context, "/service-areas");
    await page.getByPlaceholder("Search by ZIP code or city...").fill("katy");
    await page.getByRole("main").getByLabel("Region").selectOption("North Houston");
    await start();
    await expect(page.getByPlaceholder("Search by ZIP code or city...")).toHaveValue("katy");
    await expect(page.getByRole("main").getByLabel("Region")).toHaveValue("North Houston");
    await expect(page).toHaveURL(/\?q=katy&region=North\+Houston$/);
    await expect(page.getByRole("heading", { name: "No service areas found" })).toBeVisible();
    await page.getByRole("main").getByLabel("Region").selectOption("");
    await expect(page.locator('main a[href^="/service-area/"]').first()).toContainText("Katy");
  });

  test("home: a typed ZIP is kept, clears the answer of the ZIP the page was opened with, and is the one checked", async ({
    context,
  }) => {
    const { page, start } = await openWithScriptsHeld(context, "/?zip=77449");
    const checker = page.locator("#zip-checker");
    await expect(checker.getByRole("heading", { name: "Great! We serve your area" })).toBeVisible();
    await page.getByPlaceholder("Enter ZIP code (e.g., 77001)").fill("90210");
    await start();
    await expect(page.getByPlaceholder("Enter ZIP code (e.g., 77001)")).toHaveValue("90210");
    await expect(checker.getByRole("heading", { name: "Great! We serve your area" })).toHaveCount(0);
    await checker.getByRole("button", { name: "Check" }).click();
    await expect(checker.getByRole("heading", { name: "Expanding to your area soon" })).toBeVisible();
    await expect(
      checker.getByText("We're expanding our service area and may reach ZIP code 90210 soon."),
    ).toBeVisible();
  });

  test("technicians: a typed ZIP is kept and checked", async ({ context }) => {
    const { page, start } = await openWithScriptsHeld(context, "/technicians");
    await page.getByPlaceholder("Enter ZIP code (e.g., 77001)").fill("77450");
    await start();
    const checker = page.locator("#availability");
    await expect(page.getByPlaceholder("Enter ZIP code (e.g., 77001)")).toHaveValue("77450");
    await checker.getByRole("button", { name: "Check" }).click();
    await expect(checker.getByText("We have technicians available in ZIP code 77450 (")).toContainText("West Houston");
  });

  test("parts: the chosen Model Number and the typed number are kept and searched", async ({ context, external }) => {
    const { page, start } = await openWithScriptsHeld(context, "/parts");
    await page.getByRole("radio", { name: "Model Number" }).check();
    await page.getByPlaceholder("e.g. WPW10321304").fill("WTW5000DW1");
    await start();
    await expect(page.getByRole("radio", { name: "Model Number" })).toBeChecked();
    await expect(page.getByPlaceholder("e.g. WPW10321304")).toHaveValue("WTW5000DW1");
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Search Parts" }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe("https://www.appliancepartspros.com/search.aspx?q=WTW5000DW1&type=model");
    await popup.close();
    expect(takeExternal(external)).toEqual(["https://www.appliancepartspros.com/search.aspx?q=WTW5000DW1&type=model"]);
  });

  test("booking: every field is kept, the ZIP's coverage shows, and the booking goes through with the typed values", async ({
    context,
  }) => {
    const { page, start } = await openWithScriptsHeld(context, "/book-online");
    const email = `early.booker.${Date.now()}@example.com`;
    const slot = await fillBooking(page, email);
    await start();
    const main = page.getByRole("main");
    await expect(main.getByText("✓ We service your area!")).toBeVisible();
    await expect(main.getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(main.getByLabel("Phone Number")).toHaveValue("(281) 555-0123");
    await expect(main.getByLabel("Appliance")).toHaveValue("Refrigerator");
    await expect(main.getByLabel("Issue", { exact: true })).toHaveValue("Leaking water");
    await expect(main.getByLabel("Additional Details")).toHaveValue("Water under the crisper drawer");
    await expect(main.getByLabel("Preferred Time")).toHaveValue(slot.time);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    const [confirmation] = await waitForMail((m) => m.to.includes(email));
    expect(confirmation!.raw).toContain("Jordan Ellis");
  });

  test("booking on a phone-sized screen: typed before the scripts, booked after", async ({ context }) => {
    const { page, start } = await openWithScriptsHeld(context, "/book-online", { width: 390, height: 844 });
    const email = `early.phone.${Date.now()}@example.com`;
    await fillBooking(page, email);
    await start();
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue(email);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    await waitForMail((m) => m.to.includes(email));
  });

  test("booking: a submit pressed before the scripts start is sent as a plain form and books", async ({ context }) => {
    const { page } = await openWithScriptsHeld(context, "/book-online");
    const email = `early.submit.${Date.now()}@example.com`;
    await fillBooking(page, email);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    await waitForMail((m) => m.to.includes(email));
  });

  test("home: a check pressed before the scripts start answers for the typed ZIP", async ({ context }) => {
    const { page } = await openWithScriptsHeld(context, "/");
    await page.getByPlaceholder("Enter ZIP code (e.g., 77001)").fill("77002");
    await page.locator("#zip-checker").getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\?zip=77002/);
    await expect(page.getByText("We have technicians available in ZIP code 77002 (")).toBeVisible();
  });

  test("warranty: the page has no React; what was typed is sent and answered", async ({ context }) => {
    const { page, release } = await openWithScriptsHeld(context, "/warranty");
    await page.getByRole("main").getByLabel("Phone Number").fill("7135550100");
    await page.getByRole("main").getByLabel("Name").fill("Nobody Here");
    release();
    await page.waitForLoadState("load");
    await expect(page.getByRole("main").getByLabel("Name")).toHaveValue("Nobody Here");
    await page.getByRole("button", { name: "Check Warranty" }).click();
    await expect(page.getByRole("heading", { name: "No Records Found" })).toBeVisible();
    await expect(
      page.getByText("No service records found. Please check your information or contact us directly."),
    ).toBeVisible();
  });
});
