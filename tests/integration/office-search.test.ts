import { expect, it } from "vitest";
import { listAppointments } from "#app/server/office-queries.server.ts";
import { searchServiceRecords } from "#app/server/service-records.server.ts";
import { describeEachEngine } from "./support/databases.ts";

describeEachEngine("office searches take % and _ literally", (get) => {
  const now = new Date().toISOString();
  const appointment = (id: string, name: string) => ({
    id,
    name,
    phone: "7135550111",
    email: "a@example.com",
    address: "9 Oak Ln",
    zip_code: "77024",
    appliance: "Dishwasher",
    issue: "Not draining",
    description: "",
    preferred_date: "2030-01-02",
    preferred_time: "8-10 AM",
    status: "pending" as const,
    submission_key: crypto.randomUUID(),
    created_at: now,
    updated_at: now,
    calendar_sequence: 0,
    language: "en",
  });
  const record = (id: string, name: string) => ({
    id,
    customer_name: name,
    customer_phone: "7135550112",
    customer_email: null,
    customer_address: null,
    zip_code: null,
    appliance_type: "Washer",
    appliance_model: null,
    issue_description: null,
    service_date: "2030-01-02",
    technician_name: "Luis",
    parts_replaced: null,
    labor_description: "Repair",
    total_cost: null,
    appointment_id: null,
    notes: null,
    status: "completed" as const,
    warranty_start_date: "2030-01-02",
    warranty_end_date: "2030-04-02",
    created_at: now,
    updated_at: now,
  });

  it("appointments", async () => {
    const { db } = get();
    await db
      .insertInto("appointments")
      .values([appointment("APT-100200", "Pat Lee"), appointment("APT-300400", "Sam_Ray 100% Co")])
      .execute();
    const ids = async (q: string) => (await listAppointments(db, { q })).map((a) => a.id).toSorted();
    expect(await ids("%")).toEqual(["APT-300400"]);
    expect(await ids("100%")).toEqual(["APT-300400"]);
    expect(await ids("_")).toEqual(["APT-300400"]);
    expect(await ids("apt-1002")).toEqual(["APT-100200"]);
    expect(await ids("pat")).toEqual(["APT-100200"]);
    expect(await ids("APT-_00")).toEqual([]);
  });

  it("service records", async () => {
    const { db } = get();
    await db
      .insertInto("service_records")
      .values([record("rec-a", "Pat Lee"), record("rec-b", "Sam_Ray 100% Co")])
      .execute();
    const ids = async (q: string) => (await searchServiceRecords(db, q)).map((r) => r.id).toSorted();
    expect(await ids("%")).toEqual(["rec-b"]);
    expect(await ids("_")).toEqual(["rec-b"]);
    expect(await ids("p_t")).toEqual([]);
    expect(await ids("PAT")).toEqual(["rec-a"]);
  });
});
