import { expect, it } from "vitest";
import { action as completeAction, loader as appointmentLoader } from "~/routes/office/appointment-detail";
import { loader as appointmentsLoader } from "~/routes/office/appointments";
import { loader as customersLoader } from "~/routes/office/customers";
import { action as loginAction } from "~/routes/office/login";
import { action as logoutAction } from "~/routes/office/logout";
import { action as outboxAction, loader as outboxLoader } from "~/routes/office/outbox";
import { action as recordAction, loader as recordLoader } from "~/routes/office/record-detail";
import { loader as recordsLoader } from "~/routes/office/records";
import { action as warrantyAction } from "~/routes/warranty";
import { addDays, todayInHouston } from "~/domain/time";
import { createStaffUser, MAX_FAILED_SIGN_INS, SIGN_IN_FAILED, SIGN_IN_LOCKED } from "~/server/auth.server";
import { checkWarranty, completeAppointment, createServiceRecord, customerHistory, updateServiceRecordStatus } from "~/server/service-records.server";
import { createLogger } from "~/server/logger.server";
import { describeEachEngine } from "./support/databases";
import { formRequest, TEST_SITE, testContext, unwrap } from "./support/context";

const logger = createLogger("silent");
const today = todayInHouston();

const record = (overrides: Partial<Parameters<typeof createServiceRecord>[1]> = {}) => ({
  customerName: "Maria Lopez",
  customerPhone: "(281) 555-0190",
  customerEmail: "maria@example.com",
  customerAddress: "12 Elm St",
  zipCode: "77449",
  applianceType: "Refrigerator",
  applianceModel: "LG LRMVS3006S",
  issueDescription: "Not cooling",
  serviceDate: today,
  technicianName: "Service Team",
  partsReplaced: "Evaporator fan motor",
  laborDescription: "Appliance repair service",
  totalCost: 289.5,
  notes: null,
  appointmentId: null,
  ...overrides,
});

describeEachEngine("service records and warranty", (get) => {
  it("creates a record with digits-only phone and a 90-day warranty, with the spec's message", async () => {
    const { db } = get();
    const result = await createServiceRecord(db, record({ serviceDate: "2024-01-15" }));
    expect(result).toMatchObject({ success: true, message: "Service record created successfully" });
    const row = await db.selectFrom("service_records").selectAll().where("id", "=", (result as { data: { id: string } }).data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_phone: "2815550190", warranty_start_date: "2024-01-15", warranty_end_date: "2024-04-14", technician_name: "Service Team", status: "completed" });
  });

  it("looks up the warranty by phone and name (any case), active first, showing no address, email or cost", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -10), applianceType: "Dryer", customerPhone: "2815550191" }));
    const result = await checkWarranty(db, { phone: "2815550191", name: "maria", appliance: "" }, logger, today);
    expect(result).toMatchObject({ isUnderWarranty: true, message: "Great! Your Dryer repair is still under warranty.", daysRemaining: 80 });
    expect(JSON.stringify(result)).not.toMatch(/Elm St|maria@example.com|289/);
    const none = await checkWarranty(db, { phone: "2815550191", name: "Someone Else", appliance: "" }, logger, today);
    expect(none.message).toBe("No service records found. Please check your information or contact us directly.");
    const byModel = await checkWarranty(db, { phone: "2815550191", name: "Maria", appliance: "lrmvs" }, logger, today);
    expect(byModel.serviceRecord?.applianceType).toBe("Dryer");
  });

  it("reports the most recent record as expired with the days since", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -100), customerPhone: "2815550192" }));
    await createServiceRecord(db, record({ serviceDate: addDays(today, -200), customerPhone: "2815550192" }));
    const result = await checkWarranty(db, { phone: "2815550192", name: "Lopez", appliance: "" }, logger, today);
    expect(result.message).toBe("Your warranty expired 10 days ago, but we still offer competitive pricing for additional repairs.");
  });

  it("gives the database-error message, as an error and not as 'no records', when the lookup fails", async () => {
    const broken = new Proxy(get().db, { get: (t, p) => (p === "selectFrom" ? () => { throw new Error("db down"); } : Reflect.get(t, p)) });
    expect(await checkWarranty(broken, { phone: "2815550192", name: "Lopez", appliance: "" }, logger)).toEqual({
      status: "error",
      isUnderWarranty: false,
      message: "Error checking warranty status. Please try again or call us directly.",
      daysRemaining: 0,
    });
  });

  it("lists customer history newest first, optionally by email, and updates status with notes", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: "2024-02-01", customerPhone: "2815550193" }));
    const second = await createServiceRecord(db, record({ serviceDate: "2024-03-01", customerPhone: "2815550193", customerEmail: "other@example.com" }));
    const history = await customerHistory(db, "(281) 555-0193");
    expect(history.map((r) => r.service_date)).toEqual(["2024-03-01", "2024-02-01"]);
    expect((await customerHistory(db, "2815550193", "OTHER@example.com")).map((r) => r.service_date)).toEqual(["2024-03-01"]);
    const id = (second as { data: { id: string } }).data.id;
    expect(await updateServiceRecordStatus(db, id, "follow-up", "Customer reports noise")).toEqual({ success: true, message: "Service record updated successfully", data: undefined });
    expect(await db.selectFrom("service_records").select(["status", "notes"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "follow-up", notes: "Customer reports noise" });
    expect(await updateServiceRecordStatus(db, "missing", "completed", null)).toEqual({ success: false, message: "Failed to update service record" });
  });

  it("the warranty page answers a lookup, its validation messages, and a rate limit", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -5), customerPhone: "2815550194" }));
    const ctx = testContext(db);
    const ok = unwrap(await warrantyAction({ request: formRequest("/warranty", { phone: "281-555-0194", name: "Maria", appliance: "" }), context: ctx, params: {} } as never));
    expect(ok.data.result).toMatchObject({ isUnderWarranty: true, daysRemaining: 85 });
    expect(JSON.stringify(ok.data.result)).not.toMatch(/Elm St|maria@example.com|289/);
    const bad = unwrap(await warrantyAction({ request: formRequest("/warranty", { phone: "281", name: "" }), context: ctx, params: {} } as never));
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ phone: "Please enter a valid 10-digit phone number", name: "Name is required" });
    for (let i = 0; i < 8; i++) await warrantyAction({ request: formRequest("/warranty", { phone: "2815550194", name: "Maria" }), context: ctx, params: {} } as never);
    expect(unwrap(await warrantyAction({ request: formRequest("/warranty", { phone: "2815550194", name: "Maria" }), context: ctx, params: {} } as never)).status).toBe(429);
  });
});

describeEachEngine("office", (get) => {
  const email = "staff@example.com";
  const password = "correct horse battery staple";

  async function signedInCookie(ctx: ReturnType<typeof testContext>) {
    const r = unwrap(await loginAction({ request: formRequest("/office/login", { email, password, next: "/office" }), context: ctx, params: {} } as never));
    expect(r.status).toBe(302);
    const cookie = r.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^office_session=[\w-]+; Path=\/office; HttpOnly; SameSite=Lax/);
    return cookie.split(";")[0]!;
  }

  it("signs in with the right password only, and locks after repeated failures", async () => {
    const { db } = get();
    await createStaffUser(db, email, "Pat Lee", password);
    const stored = await db.selectFrom("staff_users").select("password_hash").where("email", "=", email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(password);
    const ctx = testContext(db);
    const wrong = unwrap(await loginAction({ request: formRequest("/office/login", { email, password: "nope" }), context: ctx, params: {} } as never));
    expect(wrong.status).toBe(401);
    expect(wrong.data.error).toBe(SIGN_IN_FAILED);
    await signedInCookie(ctx);

    await createStaffUser(db, "locked@example.com", "Lock Test", password);
    let last;
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) last = unwrap(await loginAction({ request: formRequest("/office/login", { email: "locked@example.com", password: "bad" }), context: ctx, params: {} } as never));
    expect(last!.data.error).toBe(SIGN_IN_LOCKED);
    const evenRight = unwrap(await loginAction({ request: formRequest("/office/login", { email: "locked@example.com", password }), context: ctx, params: {} } as never));
    expect(evenRight.data.error).toBe(SIGN_IN_LOCKED);
  });

  it("refuses every office page and action to a visitor who is not signed in", async () => {
    const ctx = testContext(get().db);
    const anon = (path: string) => new Request(`${TEST_SITE}${path}`);
    const loaders: [(args: never) => Promise<unknown>, string, Record<string, string>][] = [
      [appointmentsLoader as never, "/office", {}],
      [appointmentLoader as never, "/office/appointments/APT-000001", { id: "APT-000001" }],
      [recordsLoader as never, "/office/records", {}],
      [recordLoader as never, "/office/records/x", { id: "x" }],
      [customersLoader as never, "/office/customers", {}],
      [outboxLoader as never, "/office/outbox", {}],
    ];
    for (const [fn, path, params] of loaders) {
      const thrown = await fn({ request: anon(path), context: ctx, params } as never).catch((e: unknown) => e);
      expect(thrown, path).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe(`/office/login?next=${encodeURIComponent(path)}`);
    }
    for (const [fn, path, params] of [[completeAction, "/office/appointments/APT-000001", { id: "APT-000001" }], [recordAction, "/office/records/x", { id: "x" }], [outboxAction, "/office/outbox", {}]] as const) {
      const thrown = await (fn as (a: never) => Promise<unknown>)({ request: formRequest(path, {}), context: ctx, params } as never).catch((e: unknown) => e);
      expect((thrown as Response).status, path).toBe(302);
    }
  });

  it("refuses a forged cross-site post to every office action, even with a valid session", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const actions = [
      [loginAction, "/office/login", {}, { email, password }],
      [logoutAction, "/office/logout", {}, {}],
      [completeAction, "/office/appointments/APT-000001", { id: "APT-000001" }, { technicianName: "Luis" }],
      [recordAction, "/office/records/x", { id: "x" }, { status: "follow-up" }],
      [outboxAction, "/office/outbox", {}, { id: "1" }],
    ] as const;
    for (const [fn, path, params, fields] of actions) {
      const run = (request: Request) => (fn as (a: never) => Promise<unknown>)({ request, context: ctx, params } as never).catch((e: unknown) => e);
      const forged = await run(formRequest(path, fields, { Origin: "https://evil.example", Cookie: cookie }));
      expect((forged as Response).status, `${path} from another site`).toBe(403);
      const noOrigin = await run(new Request(`${TEST_SITE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie } }));
      expect((noOrigin as Response).status, `${path} without an origin`).toBe(403);
    }
    const stillSignedIn = await appointmentsLoader({ request: new Request(`${TEST_SITE}/office`, { headers: { Cookie: cookie } }), context: ctx, params: {} } as never).then(() => true, () => false);
    expect(stillSignedIn, "the forged sign-out ended no session").toBe(true);
  });

  it("stores a keyed hash of the session token, so a copy of the table cannot sign in", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const token = cookie.split("=")[1]!;
    const stored = await db.selectFrom("sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
    const signedIn = (c: string) => appointmentsLoader({ request: new Request(`${TEST_SITE}/office`, { headers: { Cookie: c } }), context: ctx, params: {} } as never).then(() => true, () => false);
    expect(await signedIn(cookie)).toBe(true);
    for (const { id } of stored) expect(await signedIn(`office_session=${id}`)).toBe(false);
    // A server with another secret does not accept the token.
    const otherServer = testContext(db);
    expect(await appointmentsLoader({ request: new Request(`${TEST_SITE}/office`, { headers: { Cookie: cookie } }), context: otherServer, params: {} } as never).then(() => true, () => false)).toBe(false);
  });

  it("completes an appointment into a service record in one step, and the warranty can then be found", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const now = new Date().toISOString();
    await db.insertInto("appointments").values({
      id: "APT-424242", name: "Chris Young", phone: "7135550111", email: "chris@example.com", address: "9 Oak Ln", zip_code: "77024",
      appliance: "Dishwasher", issue: "Not draining", description: "", preferred_date: today, preferred_time: "8-10 AM", status: "pending",
      submission_key: crypto.randomUUID(), created_at: now, updated_at: now,
    }).execute();
    const list = await appointmentsLoader({ request: new Request(`${TEST_SITE}/office?q=chris`, { headers: { Cookie: cookie } }), context: ctx, params: {} } as never);
    expect(list.appointments.map((a) => a.id)).toContain("APT-424242");
    const done = unwrap(await completeAction({ request: formRequest("/office/appointments/APT-424242", { technicianName: "Luis", totalCost: "$189.00", partsReplaced: "Drain pump", serviceDate: today }, { Cookie: cookie }), context: ctx, params: { id: "APT-424242" } } as never));
    expect(done.data).toEqual({ success: true, message: "Service completed and warranty record created" });
    expect(await db.selectFrom("appointments").select("status").where("id", "=", "APT-424242").executeTakeFirstOrThrow()).toEqual({ status: "completed" });
    const rec = await db.selectFrom("service_records").selectAll().where("appointment_id", "=", "APT-424242").executeTakeFirstOrThrow();
    expect(rec).toMatchObject({ technician_name: "Luis", total_cost: 189, parts_replaced: "Drain pump", customer_phone: "7135550111", warranty_end_date: addDays(today, 90) });
    const again = await completeAppointment(db, "APT-424242", { technicianName: "x", applianceModel: null, partsReplaced: null, laborDescription: "x", totalCost: null, notes: null });
    expect(again).toEqual({ success: false, message: "Failed to complete appointment and create service record" });
    const warranty = await checkWarranty(db, { phone: "7135550111", name: "chris", appliance: "" }, logger);
    expect(warranty.message).toBe("Great! Your Dishwasher repair is still under warranty.");
  });
});
