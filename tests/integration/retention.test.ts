import { expect, it } from "vitest";
import type { DB } from "~/server/db.server";
import { enqueueEmail } from "~/server/email/outbox.server";
import { purgeExpiredData } from "~/server/retention.server";
import { describeEachEngine } from "./support/databases";

const NOW = new Date("2026-11-23T18:00:00Z");

async function appointment(db: DB, id: string, status: string, createdAt: string) {
  await db.insertInto("appointments").values({
    id, name: "Lee Park", phone: "7135550100", email: "lee@example.com", address: "1 Main St", zip_code: "77002", appliance: "Dryer",
    issue: "Not heating", description: "", preferred_date: createdAt.slice(0, 10), preferred_time: "8-10 AM", status,
    submission_key: crypto.randomUUID(), created_at: createdAt, updated_at: createdAt,
  }).execute();
  await enqueueEmail(db, { kind: "appointment-confirmation", to: "lee@example.com", subject: `Your appointment request ${id}`, text: "", templateParams: {} }, id, new Date(createdAt));
}

async function serviceRecord(db: DB, warrantyEnd: string) {
  const at = NOW.toISOString();
  const { id } = await db.insertInto("service_records").values({
    id: crypto.randomUUID(), customer_name: "Lee Park", customer_phone: "7135550100", customer_email: "lee@example.com", customer_address: "1 Main St",
    zip_code: "77002", appliance_type: "Dryer", appliance_model: null, issue_description: "Not heating", service_date: warrantyEnd,
    technician_name: "Service Team", parts_replaced: null, labor_description: "Appliance repair service", total_cost: 150, appointment_id: null,
    notes: null, status: "completed", warranty_start_date: warrantyEnd, warranty_end_date: warrantyEnd, created_at: at, updated_at: at,
  }).returning("id").executeTakeFirstOrThrow();
  return id;
}

describeEachEngine("retention purge", (get) => {
  it("deletes unconverted requests after 12 months with their emails, and service records 3 years after the warranty", async () => {
    const { db } = get();
    await appointment(db, "APT-900001", "pending", "2025-11-20T15:00:00.000Z"); // 12 months and 3 days old: goes
    await appointment(db, "APT-900002", "pending", "2025-11-25T15:00:00.000Z"); // not yet 12 months: stays
    await appointment(db, "APT-900003", "completed", "2024-01-10T15:00:00.000Z"); // became a visit: stays
    const old = await serviceRecord(db, "2023-11-01");
    const kept = await serviceRecord(db, "2023-12-01");

    const report = await purgeExpiredData(db, NOW);
    expect(report).toMatchObject({ appointments: 1, serviceRecords: 1 });
    expect(report.emails).toBeGreaterThanOrEqual(1);
    const ids = (await db.selectFrom("appointments").select("id").where("id", "like", "APT-9%").execute()).map((r) => r.id).sort();
    expect(ids).toEqual(["APT-900002", "APT-900003"]);
    expect(await db.selectFrom("email_outbox").select("id").where("appointment_id", "=", "APT-900001").execute()).toEqual([]);
    expect(await db.selectFrom("email_outbox").select("id").where("appointment_id", "=", "APT-900002").execute()).toHaveLength(1);
    const records = (await db.selectFrom("service_records").select("id").where("id", "in", [old, kept]).execute()).map((r) => r.id);
    expect(records).toEqual([kept]);
    expect(await purgeExpiredData(db, NOW)).toEqual({ appointments: 0, emails: 0, serviceRecords: 0, sessions: 0 });
  });
});
