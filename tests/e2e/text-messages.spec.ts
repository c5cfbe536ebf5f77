import { execFileSync } from "node:child_process";
import { SMS_CONSENT_TEXT } from "../../app/domain/sms/consent.ts";
import { twilioSignature } from "../../app/domain/sms/signature.ts";
import { fillBooking } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { E2E_SMS_ACCOUNT, textsTo, waitForTexts } from "./support/sms.ts";

/** A number of its own per test run, so that texts are told apart: (NXX) 555-XXXX. */
function uniquePhone(area: string): { typed: string; e164: string } {
  const last4 = String(Date.now() % 10_000).padStart(4, "0");
  return { typed: `(${area}) 555-${last4}`, e164: `+1${area}555${last4}` };
}

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

test.describe("text messages", () => {
  test("on a phone, the box ticked before the scripts start survives them, and the confirmation text goes to the provider", async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/book-online", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });

    const phone = uniquePhone("832");
    const email = `texts.${Date.now()}@example.com`;
    const filled = await fillBooking(page, { email, phone: phone.typed });
    const box = page.getByRole("checkbox", { name: SMS_CONSENT_TEXT });
    await expect(box).not.toBeChecked();
    await box.check();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(box).toBeChecked();

    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;

    const [text] = await waitForTexts(phone.e164);
    expect(text!.method).toBe("POST");
    expect(text!.url).toBe(`/2010-04-01/Accounts/${E2E_SMS_ACCOUNT.sid}/Messages.json`);
    expect(text!.authorization).toBe(
      `Basic ${Buffer.from(`${E2E_SMS_ACCOUNT.sid}:${E2E_SMS_ACCOUNT.token}`).toString("base64")}`,
    );
    expect(text!.contentType).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(text!.body);
    expect([...form.keys()]).toEqual(["To", "From", "Body"]);
    expect(form.get("From")).toBe(E2E_SMS_ACCOUNT.from);
    const day = new Date(`${filled.date}T00:00:00Z`);
    const short = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...o }).format(day);
    expect(form.get("Body")).toMatch(
      new RegExp(
        `^Bayou City Appliance Repair: ${id} booked for ${short({ weekday: "short" })} ${short({ month: "short" })} ${short({ day: "numeric" })}, ${filled.time}\\. Manage: ${origin.replaceAll(".", "\\.")}/appointments/[A-Za-z0-9_-]{43} Reply STOP to opt out\\.$`,
      ),
    );
  });

  test("with the box left unticked no text is sent", async ({ page }) => {
    await page.goto("/book-online");
    const phone = uniquePhone("713");
    const email = `no.texts.${Date.now()}@example.com`;
    await fillBooking(page, { email, phone: phone.typed });
    await expect(page.getByRole("checkbox", { name: SMS_CONSENT_TEXT })).not.toBeChecked();
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    // The customer's email has gone out, so the outbox has handled this booking's messages.
    await waitForMail((m) => m.to.includes(email));
    await expect.poll(() => textsTo(phone.e164).length, { timeout: 2_000, intervals: [500, 500, 500] }).toBe(0);
  });

  test("a customer's reply is shown to the office on the visit's page and on the schedule", async ({ page }) => {
    await page.goto("/book-online");
    const phone = uniquePhone("346");
    const filled = await fillBooking(page, { email: `replies.${Date.now()}@example.com`, phone: phone.typed });
    await page.getByRole("checkbox", { name: SMS_CONSENT_TEXT }).check();
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    await waitForTexts(phone.e164);

    // The provider posts the reply, signed over the public address.
    const reply = "Running late? The gate code is 4321";
    const fields = { MessageSid: `SM${Date.now()}e2e`, From: phone.e164, To: E2E_SMS_ACCOUNT.from, Body: reply };
    const signature = twilioSignature(`${origin}/webhooks/sms`, Object.entries(fields), E2E_SMS_ACCOUNT.token);
    const posted = await page.request.post("/webhooks/sms", {
      form: fields,
      headers: { "X-Twilio-Signature": signature },
    });
    expect(posted.status()).toBe(200);

    const staff = `replies.office.${Date.now()}@example.com`;
    execFileSync("npx", ["tsx", "scripts/add-office-user.ts", "--email", staff, "--name", "Ana Ruiz"], {
      env: { ...process.env, OFFICE_PASSWORD: "a long office password", DATABASE_URL: process.env.E2E_DATABASE_URL! },
      stdio: "pipe",
    });
    await page.goto("/office/login");
    await page.getByRole("main").getByLabel("Email").fill(staff);
    await page.getByRole("main").getByLabel("Password").fill("a long office password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Appointments" })).toBeVisible();

    await page.goto(`/office/appointments/${id}`);
    await expect(page.getByRole("region", { name: "Texts from the customer" })).toContainText(reply);
    await page.goto(`/office/schedule?date=${filled.date}&view=day`);
    await expect(page.getByRole("article", { name: id })).toContainText(`Texts from the customer`);
    await expect(page.getByRole("article", { name: id })).toContainText(reply);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the ticked box is posted and the text is sent", async ({ page }) => {
      await page.goto("/book-online");
      const phone = uniquePhone("281");
      const email = `nojs.texts.${Date.now()}@example.com`;
      await fillBooking(page, { email, phone: phone.typed });
      await page.getByRole("checkbox", { name: SMS_CONSENT_TEXT }).check();
      await page.getByRole("button", { name: "Schedule Appointment" }).click();
      await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
      const [text] = await waitForTexts(phone.e164);
      expect(new URLSearchParams(text!.body).get("Body")).toContain("Reply STOP to opt out.");
    });
  });
});
