import type { Page } from "@playwright/test";
import sharp from "sharp";
import { fillBooking } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAsStaff } from "./support/staff.ts";

/** A camera-sized JPEG made for the test, never a file kept in the repository. */
async function photo(color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: `${color.slice(1)}.jpg`, mimeType: "image/jpeg", buffer };
}

const NOTE = { name: "note.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo at all.\n") };

/** Signs a new staff member in and opens the visit's office page. */
async function openInOffice(page: Page, id: string) {
  await signInAsStaff(page, "Pat Lee");
  await page.goto(`/office/appointments/${id}`);
}

async function expectPhotosShown(page: Page, count: number) {
  const images = page.getByRole("list", { name: "Photos of the appliance" }).getByRole("img");
  await expect(images).toHaveCount(count);
  for (const image of await images.all())
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
}

test.describe("booking photos", () => {
  test("photos sent with JavaScript reach the office; a text file is refused first, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/book-online");
    const email = `photos.js.${Date.now()}@example.com`;
    await fillBooking(page, { email });
    const field = page.getByRole("main").getByLabel("Photos (optional)");
    await field.setInputFiles([NOTE]);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.locator("#photos-error")).toHaveText(
      'The file "note.jpg" is not a JPEG, PNG or WebP photo. Please choose a photo.',
    );
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue(email);
    await field.setInputFiles([await photo("#3b6ea5"), await photo("#a53b3b")]);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    await openInOffice(page, id);
    await expectPhotosShown(page, 2);
    // The full image is the office's alone.
    const href = (await page.getByRole("link", { name: "Photo 1 of 2 (full size)" }).getAttribute("href"))!;
    const signedOut = await fetch(new URL(href, page.url()));
    expect(signedOut.status).toBe(403);
  });
});

test.describe("booking photos without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts its photos as multipart; a refused photo keeps the typed values and asks for the photos again", async ({
    page,
  }) => {
    await page.goto("/book-online");
    const email = `photos.nojs.${Date.now()}@example.com`;
    await fillBooking(page, { email });
    const field = page.getByRole("main").getByLabel("Photos (optional)");
    await field.setInputFiles([NOTE]);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator("#photos-error")).toHaveText(
      'The file "note.jpg" is not a JPEG, PNG or WebP photo. Please choose a photo.',
    );
    await expect(page.locator("#photos-hint")).toContainText(
      "Photos are not kept when the form comes back: please choose them again.",
    );
    await expect(page.getByRole("main").getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(page.getByRole("main").getByLabel("Email Address")).toHaveValue(email);
    await field.setInputFiles([await photo("#3ba55b")]);
    await page.getByRole("button", { name: "Schedule Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Booked!" })).toBeVisible();
    const id = (await page.getByTestId("appointment-id").textContent())!;
    await openInOffice(page, id);
    await expectPhotosShown(page, 1);
  });
});
