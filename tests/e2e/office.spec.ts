import { execFileSync } from "node:child_process";
import { addDays, formatLongDate, todayInHouston } from "../../app/domain/time.ts";
import { fillBooking } from "./support/booking.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { visitDayComes } from "./support/windows.ts";

test("a booking completed in the office becomes a warranty the customer can look up", async ({ page, request }) => {
  test.setTimeout(240_000);
  // The office refuses visitors who are not signed in.
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/login\?next=%2Foffice$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // A customer books.
  const phone = `713555${String(Date.now()).slice(-4)}`;
  await page.goto("/book-online");
  const booked = await fillBooking(page, {
    name: "Robin Castillo",
    phone,
    email: "robin@example.com",
    zipCode: "77006",
    address: "500 Westheimer Rd",
    appliance: "Dryer",
    issue: "Not heating",
    time: "8-10 AM",
  });
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  const id = (await page.getByTestId("appointment-id").textContent())!;

  // Staff sign in (the account is made with the documented command) and complete the visit.
  const email = `staff.${Date.now()}@example.com`;
  execFileSync("npx", ["tsx", "scripts/add-office-user.ts", "--email", email, "--name", "Pat Lee"], {
    env: { ...process.env, OFFICE_PASSWORD: "a long office password", DATABASE_URL: process.env.E2E_DATABASE_URL! },
    stdio: "pipe",
  });
  await page.goto("/office/login");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("wrong password!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  await page.getByRole("main").getByLabel("Password").fill("a long office password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Appointments" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByLabel("Name, phone or ID").fill(id);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: id }).click();
  await expect(page.getByRole("main")).toContainText("Robin Castillo");
  // Before the visit's day there is nothing to complete.
  await expect(page.getByRole("main")).toContainText(
    `This visit can be completed from its day, ${formatLongDate(booked.date)}.`,
  );
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  visitDayComes(id);
  await page.reload();
  await page.getByRole("main").getByLabel("Technician").fill("Luis Ortega");
  await page.getByRole("main").getByLabel("Parts replaced").fill("Thermal fuse");
  await page.getByRole("main").getByLabel("Total cost (USD)").fill("179");
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByRole("status")).toHaveText("Service completed and warranty record created");
  await page.getByRole("link", { name: "Outbox", exact: true }).click();
  await expect(page.getByRole("cell", { name: id })).toHaveCount(2);

  // The record is in the service records and in the customer's history; its status can be changed.
  const today = todayInHouston();
  await page.goto(`/office/records?q=${id}`);
  await expect(
    page.getByRole("row", { name: new RegExp(`Robin Castillo.*Dryer.*${addDays(today, 90)}`) }),
  ).toBeVisible();
  await page.goto(`/office/customers?phone=${phone}`);
  await page.getByRole("link", { name: today }).click();
  await expect(page.getByRole("main")).toContainText("Luis Ortega");
  await page.getByRole("main").getByLabel("Notes").fill("Customer called: all good");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Service record updated successfully");

  // The customer checks the warranty.
  await page.goto("/warranty");
  await page.getByRole("main").getByLabel("Phone Number").fill(phone);
  await page.getByRole("main").getByLabel("Name").fill("castillo");
  await page.getByRole("button", { name: "Check Warranty" }).click();
  await expect(page.getByText("Great! Your Dryer repair is still under warranty.")).toBeVisible();
  const result = page.getByRole("region", { name: "Under Warranty" });
  await expect(result.locator("dd")).toHaveText([
    "Dryer",
    formatLongDate(today),
    formatLongDate(addDays(today, 90)),
    "90 days",
  ]);
  await expect(page.getByRole("main")).not.toContainText("500 Westheimer");
  await expect(page.getByRole("main")).not.toContainText("179");
  await expectAccessible(page);

  // Sign out ends the session.
  await page.goto("/office");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/office\/login/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /office");
});

test.describe("warranty without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the lookup form answers with the spec's messages", async ({ page }) => {
    await page.goto("/warranty");
    await page.getByRole("button", { name: "Check Warranty" }).click();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByRole("main").getByLabel("Phone Number").fill("7135550000");
    await page.getByRole("main").getByLabel("Name").fill("Nobody Here");
    await page.getByRole("button", { name: "Check Warranty" }).click();
    await expect(
      page.getByText("No service records found. Please check your information or contact us directly."),
    ).toBeVisible();
  });
});
