import type { Page } from "@playwright/test";
import { formatLongDate } from "../../app/domain/time.ts";
import { fillBooking } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";
import { type CapturedMail, waitForMail } from "./support/mail.ts";
import { forgetBookingLimit, visitRecord } from "./support/windows.ts";
import { weekdayAhead } from "../integration/support/dates.ts";

/** A quoted-printable body with its soft line breaks joined. */
const body = (mail: CapturedMail) => mail.raw.replace(/=\r?\n/g, "");
const LINK = /\/appointments\/[A-Za-z0-9_-]{43}/;

/** The calendar file attached to an email (base64 in the message), with its folded lines joined. */
function calendarOf(mail: CapturedMail): string {
  const part = /filename=appointment-APT-\d{6}\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1]!;
  return Buffer.from(part.replace(/\s/g, ""), "base64").toString("utf8").replace(/\r\n /g, "");
}

/** Books a visit through the form and answers its ID and the manage link from the confirmation email. */
async function bookAndOpenLink(page: Page, email: string) {
  await page.goto("/book-online");
  const filled = await fillBooking(page, { email });
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
  const id = (await page.getByTestId("appointment-id").textContent())!;
  const [confirmation] = await waitForMail(
    (m) => m.to.includes(email) && m.raw.includes(`Subject: Your appointment request ${id}`),
  );
  const link = LINK.exec(body(confirmation!))![0];
  expect(body(confirmation!)).toContain(
    `To reschedule or cancel this visit: http://127.0.0.1:${process.env.E2E_PORT ?? 3210}${link}`,
  );
  await expect(page.getByRole("link", { name: "your visit's page" })).toHaveAttribute("href", link);
  // The office's notification has arrived too, so the outbox is settled before the page is read.
  await waitForMail((m) => m.to.includes("office@example.com") && m.raw.includes(id));
  forgetBookingLimit("manage");
  await page.goto(link);
  return { id, link, filled };
}

async function remaining(page: Page, date: string, window: string): Promise<number> {
  const answer = (await (await page.request.get(`/api/availability?zip=77024&date=${date}`)).json()) as {
    windows: { label: string; remaining: number }[];
  };
  return answer.windows.find((w) => w.label === window)!.remaining;
}

/** Follows every link of the page that stays on the site with a GET; none may change the visit. */
async function followEveryLink(page: Page, id: string) {
  const before = visitRecord(id);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const own = [...new Set(hrefs.filter((h) => h.startsWith(new URL(page.url()).origin)))];
  expect(own.length).toBeGreaterThan(5);
  for (let i = 0; i < own.length; i += 6) {
    const statuses = await Promise.all(
      own.slice(i, i + 6).map(async (href) => [href, (await page.request.get(href)).status()] as const),
    );
    for (const [href, status] of statuses) expect(status, href).toBeLessThan(500);
  }
  expect(visitRecord(id)).toEqual(before);
}

async function rescheduleAndCancel(page: Page, options: { email: string; newDate: string; withScript: boolean }) {
  const { id, link, filled } = await bookAndOpenLink(page, options.email);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Your visit", exact: true })).toBeVisible();
  await expect(main.getByTestId("appointment-id")).toHaveText(id);
  await expect(main.getByTestId("visit-status")).toHaveText("Requested");
  await expect(main.getByText("1• M••••••• Dr, 77024")).toBeVisible();
  await expect(main.getByText(`${formatLongDate(filled.date)}, ${filled.time} (arrival window)`)).toBeVisible();
  await expect(main.getByText("Jordan")).toHaveCount(0);
  await followEveryLink(page, id);

  // Reschedule to a new date's 4-6 PM.
  const before = await remaining(page, options.newDate, "4-6 PM");
  await main.getByLabel("New date").fill(options.newDate);
  if (options.withScript) {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  } else {
    await main.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(`${link}?date=${options.newDate}`);
  }
  await expect(main.getByLabel("New arrival window").locator("option", { hasText: "4-6 PM" })).toBeEnabled();
  await main.getByLabel("New arrival window").selectOption("4-6 PM");
  await main.getByRole("button", { name: "Move my visit" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Your visit has moved." })).toBeVisible();
  await expect(main.getByText(`${formatLongDate(options.newDate)}, 4-6 PM (arrival window)`)).toBeVisible();
  expect(await remaining(page, options.newDate, "4-6 PM")).toBe(before - 1);
  const [moved] = await waitForMail(
    (m) => m.to.includes(options.email) && m.raw.includes(`Subject: Your visit ${id} has moved`),
  );
  expect(moved!.raw).toContain("Content-Type: text/calendar; charset=utf-8; method=PUBLISH;");
  expect(calendarOf(moved!)).toContain(
    `METHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:${id}@bayoucityappliancerepair.com\r\nSEQUENCE:1\r\n`,
  );
  expect(body(moved!)).toContain(link);

  // Cancel, giving a reason.
  await main.getByLabel("Reason (optional)").selectOption("The appliance works again");
  await main.getByRole("button", { name: "Cancel my visit" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Your visit is cancelled." })).toBeVisible();
  await expect(main.getByTestId("visit-status")).toHaveText("Cancelled");
  await expect(main.getByRole("button", { name: "Cancel my visit" })).toHaveCount(0);
  expect(await remaining(page, options.newDate, "4-6 PM")).toBe(before);
  const [cancelled] = await waitForMail(
    (m) => m.to.includes(options.email) && m.raw.includes(`Subject: Your visit ${id} is cancelled`),
  );
  expect(calendarOf(cancelled!)).toContain(
    `METHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:${id}@bayoucityappliancerepair.com\r\nSEQUENCE:2\r\nSTATUS:CANCELLED\r\n`,
  );
  await waitForMail(
    (m) => m.to.includes("office@example.com") && body(m).includes(`Visit ${id} cancelled by the customer`),
  );
  return { id, link };
}

/**
 * The visit is cancelled in one tab while another still shows its forms; the other's cancel is
 * refused, saying why, over the visit as it is now, and changes nothing.
 */
async function cancelFromStaleTab(page: Page, stale: Page, email: string) {
  const { id, link } = await bookAndOpenLink(page, email);
  await stale.goto(link);
  await page.getByRole("main").getByRole("button", { name: "Cancel my visit" }).click();
  await expect(page.getByRole("main").getByTestId("visit-status")).toHaveText("Cancelled");
  const cancelled = visitRecord(id);

  const main = stale.getByRole("main");
  await expect(main.getByTestId("visit-status")).toHaveText("Requested");
  await main.getByRole("button", { name: "Cancel my visit" }).click();
  await expect(main.getByRole("alert")).toHaveText("This visit was already cancelled, so it can no longer be changed.");
  await expect(main.getByTestId("visit-status")).toHaveText("Cancelled");
  await expect(main.getByRole("button", { name: "Cancel my visit" })).toHaveCount(0);
  expect(visitRecord(id)).toEqual(cancelled);
}

// Each flow books, follows every link of the page and waits for five emails.
test.describe.configure({ timeout: 120_000 });

test.describe("managing a visit from the link in the email", () => {
  test("with JavaScript: reschedule then cancel; every link is safe to follow; a wrong token is not found", async ({
    page,
  }) => {
    const { link } = await rescheduleAndCancel(page, {
      email: `self.js.${Date.now()}@example.com`,
      newDate: weekdayAhead(0, 14),
      withScript: true,
    });
    const wrong = await page.goto(`${link.slice(0, -4)}AAAA`);
    expect(wrong!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect((await page.goto("/appointments/APT-123456"))!.status()).toBe(404);
  });

  test("answers with no-store, noindex, no id twice, and the page never comes from the page cache", async ({
    page,
  }) => {
    const { id, link } = await bookAndOpenLink(page, `self.headers.${Date.now()}@example.com`);
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((e) => e.id));
    expect(ids.filter((name, i) => ids.indexOf(name) !== i)).toEqual([]);
    const response = await page.request.get(link);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Rendered for each request: a page served from memory carries script hashes instead of a nonce.
    const again = await page.request.get(link);
    expect(response.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    expect(again.headers()["content-security-policy"]).not.toBe(response.headers()["content-security-policy"]);
    expect(visitRecord(id).appointment).toMatchObject({ status: "pending" });
  });

  test("a tab left open on a visit cancelled since is told, on re-posting, that the visit was already cancelled", async ({
    page,
    context,
  }) => {
    await cancelFromStaleTab(page, await context.newPage(), `self.stale.${Date.now()}@example.com`);
  });

  test("on a 390×844 phone, the visit's page reads well and the reschedule works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await rescheduleAndCancel(page, {
      email: `self.phone.${Date.now()}@example.com`,
      newDate: weekdayAhead(1, 14),
      withScript: true,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe("managing a visit without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a tab left open on a visit cancelled since is told, on re-posting, that the visit was already cancelled", async ({
    page,
    context,
  }) => {
    await cancelFromStaleTab(page, await context.newPage(), `self.stale.nojs.${Date.now()}@example.com`);
  });

  test("reschedule with Show times, then cancel, all as plain forms", async ({ page }) => {
    await rescheduleAndCancel(page, {
      email: `self.nojs.${Date.now()}@example.com`,
      newDate: weekdayAhead(2, 14),
      withScript: false,
    });
  });
});
