import type { Page } from "@playwright/test";
import { formatLongDate, todayInHouston } from "../../app/domain/time.ts";
import { fillBooking } from "./support/booking.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";

const fillValid = (page: Page, email: string) => fillBooking(page, { email });

test.describe("booking", () => {
  test("a full booking is stored, confirmed with its ID, and both emails arrive", async ({ page }) => {
    await page.goto("/book-online");
    const email = `jordan.${Date.now()}@example.com`;
    const filled = await fillValid(page, email);
    await expect(page.getByText("✓ We service your area!")).toBeVisible();
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    expect(id).toMatch(/^APT-\d{6}$/);
    await expect(
      page.getByText(
        "Your arrival window is set aside for you. We will call you within 30 minutes to confirm the details.",
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Call \(713\) 555-0147/ })
        .first(),
    ).toHaveAttribute("href", "tel:+17135550147");
    await expectAccessible(page);

    const [confirmation] = await waitForMail((m) => m.to.includes(email));
    expect(confirmation!.raw).toContain(`Subject: Your appointment request ${id}`);
    // Quoted-printable bodies wrap long lines with soft breaks ("=" at a line end).
    const confirmationText = confirmation!.raw.replace(/=\r?\n/g, "");
    expect(confirmationText).toContain("We will call you within 30 minutes to confirm your appointment.");
    expect(confirmationText).toContain(`Booked: ${formatLongDate(filled.date)}, ${filled.time} (arrival window)`);
    expect(confirmation!.raw).toContain(`appointment-${id}.ics`);
    // The visit's manage link: on the confirmation and in the email, the same.
    const manageLink = (await page.getByRole("link", { name: "your visit's page" }).getAttribute("href"))!;
    expect(manageLink).toMatch(/^\/appointments\/[A-Za-z0-9_-]{43}$/);
    expect(confirmationText).toContain(
      `To reschedule or cancel this visit: http://127.0.0.1:${process.env.E2E_PORT ?? 3210}${manageLink}`,
    );
    const [notification] = await waitForMail((m) => m.to.includes("office@example.com") && m.raw.includes(id));
    expect(notification!.raw).toContain("[HIGH PRIORITY] New appointment request");

    await page.getByRole("link", { name: "Schedule Another Appointment" }).click();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeVisible();
  });

  test("a field is checked when it loses focus or on submit, never while typed; editing clears its error", async ({
    page,
  }) => {
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    const email = main.getByLabel("Email Address");
    await email.pressSequentially("j");
    await expect(main.getByText("Please enter a valid email address")).toHaveCount(0);
    await email.blur();
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.pressSequentially("ordan@");
    await expect(main.getByText("Please enter a valid email address")).toHaveCount(0);
    await expect(email).toHaveAttribute("aria-invalid", "false");
    await main.getByLabel("Phone Number").fill("713555");
    await main.getByLabel("Phone Number").blur();
    await expect(main.getByText("Please enter a valid 10-digit phone number")).toBeVisible();
    // Passing through a field without editing it says nothing.
    await main.getByLabel("Full Name").focus();
    await main.getByLabel("Full Name").blur();
    await expect(main.getByText("Name is required")).toHaveCount(0);
    await main.getByLabel("Preferred Date").focus();
    await expect(main.getByLabel("Preferred Date")).toHaveAttribute("min", todayInHouston());
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(main.locator("#name-error")).toHaveText("Name is required");
    await expect(main.locator("#preferredTime-error")).toHaveText("Preferred time is required");
    await main.getByLabel("Full Name").fill("J");
    await expect(main.getByText("Name is required")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the form's checks load when it is first used: a submit pressed while they load is held, then checked without a request", async ({
    page,
  }) => {
    const requested: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/booking-validation-*.js", async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(requested).toEqual([]);
    const main = page.getByRole("main");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect.poll(() => requested.length).toBe(1);
    await expect(main.getByText("Name is required")).toHaveCount(0);
    release();
    await expect(main.locator("#name-error")).toHaveText("Name is required");
    await expect(main.locator("#preferredTime-error")).toHaveText("Preferred time is required");
    expect(posts).toEqual([]);
  });

  test("when the form's checks cannot load (a page older than a deploy), the form is sent and the server's checks answer", async ({
    page,
  }) => {
    await page.route("**/assets/booking-validation-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/book-online"),
    );
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    expect((await answer).status()).toBe(400);
    await expect(main.locator("#name-error")).toHaveText("Name is required");
  });

  test("the Issue list offers the chosen appliance's issues and Other; changing the appliance resets it; Other asks for words", async ({
    page,
  }) => {
    await page.goto("/book-online");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.getByRole("main");
    const issue = main.getByLabel("Issue", { exact: true });
    await expect(issue.locator("optgroup")).toHaveCount(0);
    await expect(issue.locator("option")).toHaveText(["Select issue", "Other"]);
    await main.getByLabel("Appliance").selectOption("Dryer");
    await expect(issue.locator("option")).toHaveText([
      "Select issue",
      "Not heating",
      "Not tumbling",
      "Takes too long to dry",
      "Won't start",
      "Making loud noise",
      "Overheating or burning smell",
      "Door won't latch",
      "Other",
    ]);
    await issue.selectOption("Not heating");
    await main.getByLabel("Appliance").selectOption("Microwave");
    await expect(issue).toHaveValue("");
    await expect(issue.locator("option")).toHaveText([
      "Select issue",
      "Not working at all",
      "Not heating",
      "Leaking water",
      "Making loud noise",
      "Error code on display",
      "Electrical problem",
      "Other",
    ]);
    await issue.selectOption("Other");
    await expect(main.getByLabel("Describe the issue")).toBeVisible();
  });

  test("the button reads Scheduling... while the request runs, and the server's own field errors are shown", async ({
    page,
  }) => {
    await page.goto("/book-online");
    await fillValid(page, "late.night@example.com");
    // The page was opened before midnight and is sent after it: only the server can know the date is past.
    await page.route("**/book-online.data*", async (route) => {
      // The form is multipart (it can carry photos): the date's part is rewritten in place.
      const body = (route.request().postData() ?? "").replace(/(name="preferredDate"\r\n\r\n)[^\r]*/, "$12020-01-01");
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue({ postData: body });
    });
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    await expect(page.locator("#preferredDate-error")).toHaveText("Please select a future date");
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
    const filled = await fillValid(page, "early.typist@example.com");
    await page.getByRole("main").getByLabel("ZIP Code").fill("90210");
    release();
    // Once React runs, the typed out-of-area ZIP disables the button, and nothing typed is lost.
    await expect(page.getByText("Sorry, we don't currently service this area")).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Appointment" })).toBeDisabled();
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue("early.typist@example.com");
    await expect(page.getByRole("main").getByLabel("Appliance")).toHaveValue("Refrigerator");
    await expect(page.getByRole("main").getByLabel("Preferred Time")).toHaveValue(filled.time);
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

  test("the Issue list shows every list in a group labelled by appliance, and Other once", async ({ page }) => {
    await page.goto("/book-online");
    const issue = page.getByRole("main").getByLabel("Issue", { exact: true });
    await expect(issue.locator("optgroup")).toHaveCount(5);
    expect(await issue.locator("optgroup").evaluateAll((groups) => groups.map((g) => g.getAttribute("label")))).toEqual(
      ["Washing Machine", "Dryer", "Refrigerator", "Dishwasher", "All other appliances"],
    );
    await expect(issue.locator('optgroup[label="Dryer"] option')).toHaveText([
      "Not heating",
      "Not tumbling",
      "Takes too long to dry",
      "Won't start",
      "Making loud noise",
      "Overheating or burning smell",
      "Door won't latch",
    ]);
    await expect(issue.locator('option[value="Other"]')).toHaveCount(1);
    await expect(issue.locator("optgroup option[value='Other']")).toHaveCount(0);
  });

  test("the server validates, keeps every value, and then books", async ({ page }) => {
    await page.goto("/book-online");
    const email = `nojs.${Date.now()}@example.com`;
    await fillValid(page, email);
    await page.getByRole("main").getByLabel("ZIP Code").fill("90210");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.locator("#zipCode-hint")).toContainText("Sorry, we don't currently service this area");
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue(email);
    await page.getByRole("main").getByLabel("ZIP Code").fill("77024");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    await expect(page.getByTestId("appointment-id")).toHaveText(/^APT-\d{6}$/);
    await waitForMail((m) => m.to.includes(email));
  });
});
