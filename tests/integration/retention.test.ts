import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { AppointmentStatus } from "#app/domain/booking/appointment.ts";
import type { DB } from "#app/server/db.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { purgeExpiredData } from "#app/server/retention.server.ts";
import { describeEachEngine } from "./support/databases.ts";

const NOW = new Date("2026-11-23T18:00:00Z");

async function appointment(db: DB, id: string, status: AppointmentStatus, createdAt: string) {
  await db
    .insertInto("appointments")
    .values({
      id,
      name: "Lee Park",
      phone: "7135550100",
      email: "lee@example.com",
      address: "1 Main St",
      zip_code: "77002",
      appliance: "Dryer",
      issue: "Not heating",
      description: "",
      preferred_date: createdAt.slice(0, 10),
      preferred_time: "8-10 AM",
      status,
      submission_key: crypto.randomUUID(),
      created_at: createdAt,
      updated_at: createdAt,
      calendar_sequence: 0,
      language: "en",
    })
    .execute();
  await enqueueEmail(
    db,
    {
      kind: "appointment-confirmation",
      to: "lee@example.com",
      subject: `Your appointment request ${id}`,
      text: "",
      templateParams: {},
    },
    id,
    new Date(createdAt),
  );
}

async function serviceRecord(db: DB, warrantyEnd: string, appointmentId: string | null = null) {
  const at = NOW.toISOString();
  const { id } = await db
    .insertInto("service_records")
    .values({
      id: crypto.randomUUID(),
      customer_name: "Lee Park",
      customer_phone: "7135550100",
      customer_email: "lee@example.com",
      customer_address: "1 Main St",
      zip_code: "77002",
      appliance_type: "Dryer",
      appliance_model: null,
      issue_description: "Not heating",
      service_date: warrantyEnd,
      technician_name: "Service Team",
      parts_replaced: null,
      labor_description: "Appliance repair service",
      total_cost: 150,
      appointment_id: appointmentId,
      notes: null,
      status: "completed",
      warranty_start_date: warrantyEnd,
      warranty_end_date: warrantyEnd,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function session(db: DB, expiresAt: string) {
  const staff = await db
    .insertInto("staff_users")
    .values({
      email: `${crypto.randomUUID()}@example.com`,
      name: "Pat Lee",
      password_hash: "scrypt$x",
      failed_attempts: 0,
      locked_until: null,
      created_at: NOW.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = crypto.randomUUID();
  await db
    .insertInto("sessions")
    .values({ id, staff_user_id: staff.id, created_at: NOW.toISOString(), expires_at: expiresAt })
    .execute();
  return id;
}

/** A photo of a visit: its row and its file in the photo folder. Answers the file's path. */
async function photo(db: DB, dir: string, appointmentId: string): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("appointment_photos")
    .values({
      id,
      appointment_id: appointmentId,
      position: 1,
      width: 10,
      height: 10,
      bytes: 4,
      created_at: NOW.toISOString(),
    })
    .execute();
  const file = join(dir, `${id}.jpg`);
  writeFileSync(file, "jpeg");
  return file;
}

async function textReceived(db: DB, appointmentId: string | null, receivedAt: string) {
  const messageSid = `SM${crypto.randomUUID().replaceAll("-", "")}`;
  await db
    .insertInto("sms_inbound")
    .values({
      message_sid: messageSid,
      phone: "+17135550100",
      body: "Gate code is 1234",
      kind: "reply",
      appointment_id: appointmentId,
      received_at: receivedAt,
    })
    .execute();
  return messageSid;
}

async function signUp(db: DB, email: string, sentAt: string, confirmedAt: string | null) {
  await db
    .insertInto("newsletter_subscribers")
    .values({ email, created_at: sentAt, confirmation_sent_at: sentAt, confirmed_at: confirmedAt, language: "en" })
    .execute();
}

describeEachEngine("retention purge", (get) => {
  it("deletes what the privacy policy says is not kept, and nothing else", async () => {
    const { db } = get();
    await appointment(db, "APT-900001", "pending", "2025-11-20T15:00:00.000Z"); // unconverted, 12 months and 3 days old: goes
    await appointment(db, "APT-900002", "pending", "2025-11-25T15:00:00.000Z"); // unconverted, not yet 12 months: stays
    await appointment(db, "APT-900003", "completed", "2024-01-10T15:00:00.000Z"); // a visit whose record is kept: stays
    await appointment(db, "APT-900004", "completed", "2023-08-01T15:00:00.000Z"); // a visit whose record goes: goes with it
    const recentVisit = await serviceRecord(db, "2024-04-09", "APT-900003");
    const oldVisit = await serviceRecord(db, "2023-10-30", "APT-900004");
    const oldRecord = await serviceRecord(db, "2023-11-01");
    const keptRecord = await serviceRecord(db, "2023-12-01");
    await enqueueEmail(
      db,
      { kind: "test", to: "office@example.com", subject: "Test", text: "", templateParams: {} },
      null,
      new Date("2025-01-01T00:00:00Z"),
    );
    await db.updateTable("email_outbox").set({ status: "sent" }).where("appointment_id", "is", null).execute();
    await session(db, "2026-11-20T00:00:00.000Z");
    const live = await session(db, "2026-11-30T00:00:00.000Z");
    await textReceived(db, "APT-900001", "2026-11-01T00:00:00.000Z"); // about a request that goes: goes with it
    await textReceived(db, "APT-900004", "2026-11-01T00:00:00.000Z"); // about a visit whose record goes: goes with it
    await textReceived(db, null, "2025-11-20T00:00:00.000Z"); // about no visit, 12 months old: goes
    const keptTexts = [
      await textReceived(db, "APT-900002", "2025-11-20T00:00:00.000Z"), // about a request that stays: stays
      await textReceived(db, null, "2025-11-25T00:00:00.000Z"), // about no visit, not yet 12 months: stays
    ];
    await signUp(db, "never@example.com", "2026-11-16T17:59:59.000Z", null); // unconfirmed, its link over a week old: goes
    await signUp(db, "waiting@example.com", "2026-11-16T18:00:01.000Z", null); // unconfirmed, its link still works: stays
    await signUp(db, "reader@example.com", "2025-01-01T00:00:00.000Z", "2025-01-02T00:00:00.000Z"); // confirmed: stays
    const photoDir = mkdtempSync(join(tmpdir(), "photos-"));
    const goingPhoto = await photo(db, photoDir, "APT-900001");
    const keptPhoto = await photo(db, photoDir, "APT-900002");

    expect(await purgeExpiredData(db, photoDir, NOW)).toEqual({
      appointments: 2,
      photos: 1,
      emails: 3,
      serviceRecords: 2,
      sessions: 1,
      textsReceived: 3,
      unconfirmedSubscriptions: 1,
    });
    expect([existsSync(goingPhoto), existsSync(keptPhoto)]).toEqual([false, true]);
    expect(
      (await db.selectFrom("appointment_photos").select("appointment_id").execute()).map((r) => r.appointment_id),
    ).toEqual(["APT-900002"]);
    const ids = (await db.selectFrom("appointments").select("id").where("id", "like", "APT-9%").execute())
      .map((r) => r.id)
      .toSorted();
    expect(ids).toEqual(["APT-900002", "APT-900003"]);
    const emailsLeft = (await db.selectFrom("email_outbox").select("appointment_id").execute())
      .map((e) => e.appointment_id)
      .toSorted();
    expect(emailsLeft).toEqual(["APT-900002", "APT-900003"]);
    const records = (
      await db
        .selectFrom("service_records")
        .select("id")
        .where("id", "in", [recentVisit, oldVisit, oldRecord, keptRecord])
        .execute()
    )
      .map((r) => r.id)
      .toSorted();
    expect(records).toEqual([recentVisit, keptRecord].toSorted());
    expect((await db.selectFrom("sessions").select("id").execute()).map((r) => r.id)).toEqual([live]);
    expect(
      (await db.selectFrom("sms_inbound").select("message_sid").execute()).map((r) => r.message_sid).toSorted(),
    ).toEqual(keptTexts.toSorted());
    expect(
      (await db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute()).map((r) => r.email),
    ).toEqual(["reader@example.com", "waiting@example.com"]);
    expect(await purgeExpiredData(db, photoDir, NOW)).toEqual({
      appointments: 0,
      photos: 0,
      emails: 0,
      serviceRecords: 0,
      sessions: 0,
      textsReceived: 0,
      unconfirmedSubscriptions: 0,
    });
  });
});
