import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WEEKDAYS } from "#app/domain/time.ts";
import { action } from "#app/routes/book-online.tsx";
import { loader as appointmentLoader } from "#app/routes/office/appointment-detail.tsx";
import { action as loginAction } from "#app/routes/office/login.tsx";
import { loader as photoLoader } from "#app/routes/office/photo.ts";
import { createStaffUser } from "#app/server/auth.server.ts";
import { setCapacity } from "#app/server/dispatch.server.ts";
import { bookingFormFields } from "./support/booking.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { describeEachEngine } from "./support/databases.ts";
import { callRoute } from "./support/routes.ts";

const MB = 1024 * 1024;

/** A 3000 × 2000 camera JPEG carrying its camera's make and the place it was taken (GPS). */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3b6ea5" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "29/1 45/1 36/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "95/1 23/1 24/1",
      },
    })
    .toBuffer();
}

function multipartRequest(path: string, fields: Record<string, string>, files: [string, Uint8Array][]): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, data] of files)
    form.append("photos", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  return new Request(`${TEST_SITE}${path}`, { method: "POST", headers: { Origin: TEST_SITE }, body: form });
}

describeEachEngine("booking photos", (get) => {
  let photoDir: string;
  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "booking-photos-"));
    for (const weekday of WEEKDAYS)
      await setCapacity(get().db, { weekday, region: "", window: "", capacity: 100 }, "test");
  });
  afterAll(async () => {
    await rm(photoDir, { recursive: true, force: true });
  });

  const context = () => {
    const ctx = testContext(get().db);
    ctx.env = { ...ctx.env, PHOTO_DIR: photoDir };
    return ctx;
  };

  async function photoRowsOf(submissionKey: string) {
    return get()
      .db.selectFrom("appointment_photos")
      .innerJoin("appointments", "appointments.id", "appointment_photos.appointment_id")
      .select(["appointment_photos.id", "appointment_id", "position", "width", "height", "bytes"])
      .where("submission_key", "=", submissionKey)
      .orderBy("position")
      .execute();
  }

  async function signedIn(ctx: ReturnType<typeof context>): Promise<string> {
    const email = "photos@example.com";
    const password = "correct horse battery staple";
    if (!(await ctx.db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst()))
      await createStaffUser(ctx.db, email, "Pat Lee", password);
    const r = await callRoute(loginAction, formRequest("/office/login", { email, password, next: "/office" }), ctx);
    return r.headers.get("Set-Cookie")!.split(";")[0]!;
  }

  it("stores a camera photo resized to 1600 pixels with no metadata, its row tied to the booking", async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    const ctx = context();
    const fields = bookingFormFields();
    const result = await callRoute(
      action,
      multipartRequest("/book-online", fields, [
        ["kitchen.jpg", original],
        ["label.jpg", original],
      ]),
      ctx,
    );
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);

    const rows = await photoRowsOf(fields.submissionKey);
    expect(rows.map((r) => [r.position, r.width, r.height])).toEqual([
      [1, 1600, 1067],
      [2, 1600, 1067],
    ]);
    const stored = await readFile(join(photoDir, `${rows[0]!.id}.jpg`));
    expect(stored.byteLength).toBe(rows[0]!.bytes);
    const after = await sharp(stored).metadata();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 1600, 1067]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();

    // Staff see it on the visit's page and through the photo route, never cached.
    const cookie = await signedIn(ctx);
    const detail = await callRoute(
      appointmentLoader,
      new Request(`${TEST_SITE}/office/appointments/${rows[0]!.appointment_id}`, { headers: { Cookie: cookie } }),
      ctx,
      { id: rows[0]!.appointment_id },
    );
    expect(detail.data.photos.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    const photo = await callRoute(
      photoLoader,
      new Request(`${TEST_SITE}/office/photos/${rows[0]!.id}`, { headers: { Cookie: cookie } }),
      ctx,
      { id: rows[0]!.id },
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await photo.response!.arrayBuffer()).equals(stored)).toBe(true);
  });

  it("refuses the photo route without a staff session, and an unknown photo with one", async () => {
    const ctx = context();
    const fields = bookingFormFields();
    await callRoute(action, multipartRequest("/book-online", fields, [["a.jpg", await cameraPhoto()]]), ctx);
    const [row] = await photoRowsOf(fields.submissionKey);
    const anonymous = await callRoute(photoLoader, new Request(`${TEST_SITE}/office/photos/${row!.id}`), ctx, {
      id: row!.id,
    });
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
    expect(anonymous.headers.get("Content-Type")).not.toBe("image/jpeg");

    const cookie = await signedIn(ctx);
    const unknown = await callRoute(
      photoLoader,
      new Request(`${TEST_SITE}/office/photos/../app.db`, { headers: { Cookie: cookie } }),
      ctx,
      { id: "../app.db" },
    );
    expect(unknown.status).toBe(404);
  });

  async function expectRefused(path: string, files: [string, Uint8Array][], message: string) {
    const ctx = context();
    const filesBefore = await readdir(photoDir);
    const fields = bookingFormFields({ description: "The drum squeaks" });
    const result = await callRoute(action, multipartRequest(path, fields, files), ctx);
    expect(result.status).toBe(400);
    const reply = result.data as { fieldErrors: Record<string, string>; values: Record<string, string> };
    expect(reply.fieldErrors.photos).toBe(message);
    // Every typed value comes back.
    for (const field of ["name", "phone", "email", "address", "zipCode", "description", "preferredDate"] as const)
      expect(reply.values[field]).toBe(fields[field]);
    const stored = await get()
      .db.selectFrom("appointments")
      .select("id")
      .where("submission_key", "=", fields.submissionKey)
      .execute();
    expect(stored).toEqual([]);
    expect(await readdir(photoDir)).toEqual(filesBefore);
  }

  it("refuses a 30 MB photo, keeping what was typed and storing nothing", async () => {
    await expectRefused(
      "/book-online",
      [["huge.jpg", new Uint8Array(30 * MB)]],
      'The photo "huge.jpg" is larger than 10 MB. Please choose a smaller photo.',
    );
  });

  it("refuses a text file named .jpg, in Spanish on the Spanish page", async () => {
    const text = new TextEncoder().encode("Not a photo, just a note about the fridge.\n");
    await expectRefused(
      "/book-online",
      [["note.jpg", text]],
      'The file "note.jpg" is not a JPEG, PNG or WebP photo. Please choose a photo.',
    );
    await expectRefused(
      "/es/reservar",
      [["nota.jpg", text]],
      'El archivo "nota.jpg" no es una foto JPEG, PNG o WebP. Por favor elija una foto.',
    );
  });

  it("refuses a decompression bomb from its header, and a fourth photo", async () => {
    // 72 megapixels of one grey compress to a small PNG.
    const bomb = await sharp({ create: { width: 9_000, height: 8_000, channels: 3, background: "#777" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MB);
    await expectRefused(
      "/book-online",
      [["bomb.png", bomb]],
      'The photo "bomb.png" is too large to read. Please choose a smaller photo.',
    );
    const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      "/book-online",
      [1, 2, 3, 4].map((i): [string, Uint8Array] => [`p${i}.jpg`, small]),
      "Please choose at most 3 photos.",
    );
  });

  it("keeps the 64 KB limit for a form without files", async () => {
    const ctx = context();
    const fields = bookingFormFields({ description: "x".repeat(70 * 1024) });
    const result = await callRoute(action, formRequest("/book-online", fields), ctx);
    expect(result.status).toBe(413);
    expect((result.data as { formError: string }).formError).toBe(
      "This form was too large to send. Please shorten what you typed and try again, or call us at (713) 555-0147.",
    );
  });
});
