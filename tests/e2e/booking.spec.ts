import type { Page } from "@playwright/test";
import { addDays, todayInHouston } from "../../app/domain/time";
import { expect, expectAccessible, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

const tomorrow = addDays(todayInHouston(), 1);

async function fillValid(page: Page, email: string) {
  await page.getByRole("main").getByLabel("Full Name").fill("Jordan Ellis");
  await page.getByRole("main").getByLabel("Phone Number").fill("(281) 555-0123");
  await page.getByRole("main").getByLabel("Email Address").fill(email);
  await page.getByRole("main").getByLabel("ZIP Code").fill("77024");
  await page.getByRole("main").getByLabel("Service Address").fill("11 Memorial Dr");
  await page.getByRole("main").getByLabel("Appliance").selectOption("Refrigerator");
  await page.getByRole("main").getByLabel("Issue", { exact: true }).selectOption("Leaking water");
  await page.getByRole("main").getByLabel("Preferred Date").fill(tomorrow);
  await page.getByRole("main").getByLabel("Preferred Time").selectOption("10 AM-12 PM");
}

test.describe("booking", () => {
  test("a full booking is stored, confirmed with its ID, and both emails arrive", async ({ page }) => {
    await page.goto("/book-online");
    const email = `jordan.${Date.now()}@example.com`;
    await fillValid(page, email);
    await expect(page.getByText("✓ We service your area!")).toBeVisible();
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Request Received!" })).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    expect(id).toMatch(/^APT-\d{6}$/);
    await expect(page.getByText("Appointment request submitted successfully! We will contact you within 30 minutes.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Call \(713\) 555-0147/ }).first()).toHaveAttribute("href", "tel:+17135550147");
    await expectAccessible(page);

    const [confirmation] = await waitForMail((m) => m.to.includes(email));
    expect(confirmation!.raw).toContain(`Subject: Your appointment request ${id}`);
    expect(confirmation!.raw).toContain("We will call you within 30 minutes to confirm your appointment.");
    expect(confirmation!.raw).toContain(`appointment-${id}.ics`);
    const [notification] = await waitForMail((m) => m.to.includes("office@example.com") && m.raw.includes(id));
    expect(notification!.raw).toContain("[HIGH PRIORITY] New appointment request");

    await page.getByRole("link", { name: "Schedule Another Appointment" }).click();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeVisible();
  });

  test("validation messages appear as you type; changing the appliance resets the issue; Other asks for words", async ({ page }) => {
    await page.goto("/book-online");
    await page.getByRole("main").getByLabel("Email Address").fill("jordan@");
    await page.getByRole("main").getByLabel("Email Address").blur();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByRole("main").getByLabel("Phone Number").fill("713abc55");
    await expect(page.getByRole("main").getByLabel("Phone Number")).toHaveValue("71355");
    await page.getByRole("main").getByLabel("Phone Number").blur();
    await expect(page.getByText("Please enter a valid 10-digit phone number")).toBeVisible();
    await page.getByRole("main").getByLabel("Appliance").selectOption("Dryer");
    await page.getByRole("main").getByLabel("Issue", { exact: true }).selectOption("Not heating");
    await page.getByRole("main").getByLabel("Appliance").selectOption("Dishwasher");
    await expect(page.getByRole("main").getByLabel("Issue", { exact: true })).toHaveValue("");
    await page.getByRole("main").getByLabel("Issue", { exact: true }).selectOption("Other");
    await expect(page.getByRole("main").getByLabel("Describe the issue")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Preferred Date")).toHaveAttribute("min", todayInHouston());
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Preferred time is required")).toBeVisible();
    await expectAccessible(page);
  });

  test("the button reads Scheduling... while the request runs, and the server's own field errors are shown", async ({ page }) => {
    await page.goto("/book-online");
    await fillValid(page, "late.night@example.com");
    // The page was opened before midnight and is sent after it: only the server can know the date is past.
    await page.route("**/book-online.data*", async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      body.set("preferredDate", "2020-01-01");
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue({ postData: body.toString() });
    });
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    await expect(page.getByText("Please select a future date")).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeEnabled();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
  });

  test("what the customer types before the page's script has started is kept once it starts", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/entry.client-*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/book-online");
    await fillValid(page, "early.typist@example.com");
    await page.getByRole("main").getByLabel("ZIP Code").fill("90210");
    release();
    // Once React runs, the typed out-of-area ZIP disables the button, and nothing typed is lost.
    await expect(page.getByText("Sorry, we don't currently service this area")).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeDisabled();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue("early.typist@example.com");
    await expect(page.getByRole("main").getByLabel("Appliance")).toHaveValue("Refrigerator");
    await expect(page.getByRole("main").getByLabel("Preferred Time")).toHaveValue("10 AM-12 PM");
  });

  test("an out-of-area ZIP blocks the submission", async ({ page }) => {
    await page.goto("/book-online");
    await fillValid(page, "x@example.com");
    await page.getByRole("main").getByLabel("ZIP Code").fill("90210");
    await expect(page.getByText("Sorry, we don't currently service this area")).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeDisabled();
  });
});

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server validates, keeps every value, and then books", async ({ page }) => {
    await page.goto("/book-online");
    const email = `nojs.${Date.now()}@example.com`;
    await fillValid(page, email);
    await page.getByRole("main").getByLabel("ZIP Code").fill("90210");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Sorry, we don't currently service this area")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue(email);
    await page.getByRole("main").getByLabel("ZIP Code").fill("77024");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Request Received!" })).toBeVisible();
    await expect(page.getByTestId("appointment-id")).toHaveText(/^APT-\d{6}$/);
    await waitForMail((m) => m.to.includes(email));
  });
});
