import { expect, it } from "vitest";
import { action as completeAction, loader as appointmentLoader } from "#app/routes/office/appointment-detail.tsx";
import { loader as appointmentsLoader } from "#app/routes/office/appointments.tsx";
import { loader as customersLoader } from "#app/routes/office/customers.tsx";
import { action as loginAction } from "#app/routes/office/login.tsx";
import { action as logoutAction } from "#app/routes/office/logout.tsx";
import { action as outboxAction, loader as outboxLoader } from "#app/routes/office/outbox.tsx";
import { action as recordAction, loader as recordLoader } from "#app/routes/office/record-detail.tsx";
import { loader as recordsLoader } from "#app/routes/office/records.tsx";
import { action as warrantyAction } from "#app/routes/warranty.tsx";
import { addDays, todayInHouston } from "#app/domain/time.ts";
import { createStaffUser, MAX_FAILED_SIGN_INS, SIGN_IN_FAILED, SIGN_IN_LOCKED } from "#app/server/auth.server.ts";
import {
  checkWarranty,
  completeAppointment,
  createServiceRecord,
  customerHistory,
  updateServiceRecordStatus,
} from "#app/server/service-records.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";

const logger = createLogger("silent");
const today = todayInHouston();

const anon = (path: string) => new Request(`${TEST_SITE}${path}`);

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
    const row = await db
      .selectFrom("service_records")
      .selectAll()
      .where("id", "=", (result as { data: { id: string } }).data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_phone: "2815550190",
      warranty_start_date: "2024-01-15",
      warranty_end_date: "2024-04-14",
      technician_name: "Service Team",
      status: "completed",
    });
  });

  it("looks up the warranty by phone and name (any case), active first, showing no address, email or cost", async () => {
    const { db } = get();
    await createServiceRecord(
      db,
      record({ serviceDate: addDays(today, -10), applianceType: "Dryer", customerPhone: "2815550191" }),
    );
    const result = await checkWarranty(db, { phone: "2815550191", name: "lopez", appliance: "" }, logger, today);
    expect(result).toMatchObject({
      isUnderWarranty: true,
      message: "Great! Your Dryer repair is still under warranty.",
      daysRemaining: 80,
    });
    expect(JSON.stringify(result)).not.toMatch(/Elm St|maria@example.com|289/);
    const none = await checkWarranty(db, { phone: "2815550191", name: "Someone Else", appliance: "" }, logger, today);
    expect(none.message).toBe("No service records found. Please check your information or contact us directly.");
    const byModel = await checkWarranty(
      db,
      { phone: "2815550191", name: "Maria Lopez", appliance: "lrmvs" },
      logger,
      today,
    );
    expect(byModel.serviceRecord?.applianceType).toBe("Dryer");
  });

  it("reports the most recent record as expired with the days since", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -100), customerPhone: "2815550192" }));
    await createServiceRecord(db, record({ serviceDate: addDays(today, -200), customerPhone: "2815550192" }));
    const result = await checkWarranty(db, { phone: "2815550192", name: "Lopez", appliance: "" }, logger, today);
    expect(result.message).toBe(
      "Your warranty expired 10 days ago, but we still offer competitive pricing for additional repairs.",
    );
  });

  it("gives the database-error message, as an error and not as 'no records', when the lookup fails", async () => {
    const broken = new Proxy(get().db, {
      get: (t, p) =>
        p === "selectFrom"
          ? () => {
              throw new Error("db down");
            }
          : Reflect.get(t, p),
    });
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
    const second = await createServiceRecord(
      db,
      record({ serviceDate: "2024-03-01", customerPhone: "2815550193", customerEmail: "other@example.com" }),
    );
    const history = await customerHistory(db, "(281) 555-0193");
    expect(history.map((r) => r.service_date)).toEqual(["2024-03-01", "2024-02-01"]);
    expect((await customerHistory(db, "2815550193", "OTHER@example.com")).map((r) => r.service_date)).toEqual([
      "2024-03-01",
    ]);
    const id = (second as { data: { id: string } }).data.id;
    expect(await updateServiceRecordStatus(db, id, "follow-up", "Customer reports noise")).toEqual({
      success: true,
      message: "Service record updated successfully",
      data: undefined,
    });
    expect(
      await db.selectFrom("service_records").select(["status", "notes"]).where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: "follow-up",
      notes: "Customer reports noise",
    });
    expect(await updateServiceRecordStatus(db, "missing", "completed", null)).toEqual({
      success: false,
      message: "Failed to update service record",
      reason: "not-found",
    });
  });

  it("the warranty page answers a lookup, its validation messages, and a rate limit", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -5), customerPhone: "2815550194" }));
    const ctx = testContext(db);
    const lookup = (fields: Record<string, string>) => callRoute(warrantyAction, formRequest("/warranty", fields), ctx);
    const ok = await lookup({ phone: "281-555-0194", name: "Maria Lopez", appliance: "" });
    expect(ok.data.result).toMatchObject({ isUnderWarranty: true, daysRemaining: 85 });
    expect(JSON.stringify(ok.data.result)).not.toMatch(/Elm St|maria@example.com|289/);
    const bad = await lookup({ phone: "281", name: "" });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({
      phone: "Please enter a valid 10-digit phone number",
      name: "Name is required",
    });
    // Refused lookups do not count: nine more are answered, the eleventh is not.
    for (let i = 0; i < 9; i++) expect((await lookup({ phone: "2815550194", name: "Lopez" })).status).toBe(200);
    const limited = await lookup({ phone: "2815550194", name: "Lopez" });
    expect(limited.status).toBe(429);
    expect(limited.data.formError).toBe(
      "Too many lookups in a short time. Please wait a few minutes, or call us at (713) 555-0147.",
    );
  });

  it("finds a customer who types +1 before the phone, and refuses an over-long appliance with a message", async () => {
    const { db } = get();
    await createServiceRecord(db, record({ serviceDate: addDays(today, -5), customerPhone: "2815550195" }));
    const ctx = testContext(db);
    const found = await callRoute(
      warrantyAction,
      formRequest("/warranty", { phone: "+1 (281) 555-0195", name: "Lopez", appliance: "" }),
      ctx,
    );
    expect(found.data.result).toMatchObject({ isUnderWarranty: true, daysRemaining: 85 });
    const long = await callRoute(
      warrantyAction,
      formRequest("/warranty", { phone: "2815550195", name: "Lopez", appliance: "D".repeat(101) }),
      ctx,
    );
    expect(long.status).toBe(400);
    expect(long.data.fieldErrors).toEqual({ appliance: "Appliance must be no more than 100 characters" });
    expect(long.data.result).toBeNull();
    for (const [body, type] of [
      ['{"phone":"2815550195"}', "application/json"],
      ["phone=2815550195", "text/plain"],
    ] as const) {
      const notAForm = await callRoute(
        warrantyAction,
        new Request(`${TEST_SITE}/warranty`, { method: "POST", body, headers: { "Content-Type": type } }),
        ctx,
      );
      expect(notAForm.status, type).toBe(415);
      expect(notAForm.data.formError).toBe("This address accepts form posts from our pages only.");
    }
    const bot = await callRoute(
      warrantyAction,
      formRequest("/warranty", { phone: "2815550195", name: "Lopez", website: "x" }),
      ctx,
    );
    expect(bot.status).toBe(400);
    expect(bot.data.result).toBeNull();
  });

  it("matches the whole last name, whatever its case and accents, and not a part of any name", async () => {
    const { db } = get();
    await createServiceRecord(
      db,
      record({ serviceDate: addDays(today, -5), customerPhone: "2815550196", customerName: "José García" }),
    );
    const found = (name: string) =>
      checkWarranty(db, { phone: "2815550196", name, appliance: "" }, logger, today).then((r) => r.status);
    for (const name of ["García", "garcia", "GARCIA", "Jose Garcia", "josé garcía"])
      expect(await found(name), name).toBe("active");
    for (const name of ["ga", "arc", "José", "Garc", "Garcias"]) expect(await found(name), name).toBe("none");
  });
});

describeEachEngine("office", (get) => {
  const email = "staff@example.com";
  const password = "correct horse battery staple";

  async function signedInCookie(ctx: ReturnType<typeof testContext>) {
    const r = await callRoute(loginAction, formRequest("/office/login", { email, password, next: "/office" }), ctx);
    expect(r.status).toBe(302);
    const cookie = r.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^office_session=[\w-]+; Path=\/office; HttpOnly; SameSite=Lax/);
    return cookie.split(";")[0]!;
  }

  it("signs in with the right password only, and locks after repeated failures", async () => {
    const { db } = get();
    await createStaffUser(db, email, "Pat Lee", password);
    const stored = await db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(password);
    const ctx = testContext(db);
    const wrong = await callRoute(loginAction, formRequest("/office/login", { email, password: "nope" }), ctx);
    expect(wrong.status).toBe(401);
    expect(wrong.data.formError).toBe(SIGN_IN_FAILED);
    expect(wrong.data.values).toEqual({ email, password: "", next: "" });
    await signedInCookie(ctx);

    await createStaffUser(db, "locked@example.com", "Lock Test", password);
    let last;
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      last = await callRoute(
        loginAction,
        formRequest("/office/login", { email: "locked@example.com", password: "bad" }),
        ctx,
      );
    expect(last!.data.formError).toBe(SIGN_IN_LOCKED);
    const evenRight = await callRoute(
      loginAction,
      formRequest("/office/login", { email: "locked@example.com", password }),
      ctx,
    );
    expect(evenRight.data.formError).toBe(SIGN_IN_LOCKED);
    const empty = await callRoute(loginAction, formRequest("/office/login", { email: "", password: "" }), ctx);
    expect(empty.status).toBe(400);
    expect(empty.data.formError).toBe("Enter your email and password.");
    const nul = await callRoute(
      loginAction,
      formRequest("/office/login", { email: "staff\u0000@example.com", password }),
      ctx,
    );
    expect(nul.status).toBe(400);
    expect(nul.data.formError).toBe(SIGN_IN_FAILED);
  });

  it("refuses every office page and action to a visitor who is not signed in", async () => {
    const ctx = testContext(get().db);
    const loaders = [
      callRoute(appointmentsLoader, anon("/office"), ctx),
      callRoute(appointmentLoader, anon("/office/appointments/APT-000001"), ctx, { id: "APT-000001" }),
      callRoute(recordsLoader, anon("/office/records"), ctx),
      callRoute(recordLoader, anon("/office/records/x"), ctx, { id: "x" }),
      callRoute(customersLoader, anon("/office/customers"), ctx),
      callRoute(outboxLoader, anon("/office/outbox"), ctx),
    ];
    const paths = [
      "/office",
      "/office/appointments/APT-000001",
      "/office/records",
      "/office/records/x",
      "/office/customers",
      "/office/outbox",
    ];
    for (const [i, answer] of (await Promise.all(loaders)).entries()) {
      expect(answer, paths[i]).toMatchObject({ thrown: true, status: 302 });
      expect(answer.headers.get("Location")).toBe(`/office/login?next=${encodeURIComponent(paths[i]!)}`);
    }
    const actions = [
      callRoute(completeAction, formRequest("/office/appointments/APT-000001", {}), ctx, { id: "APT-000001" }),
      callRoute(recordAction, formRequest("/office/records/x", {}), ctx, { id: "x" }),
      callRoute(outboxAction, formRequest("/office/outbox", {}), ctx),
    ];
    for (const answer of await Promise.all(actions)) expect(answer).toMatchObject({ thrown: true, status: 302 });
  });

  it("refuses a forged cross-site post to every office action, even with a valid session", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const noOrigin = (path: string, fields: Record<string, string>) =>
      new Request(`${TEST_SITE}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      });
    const forged = { Origin: "https://evil.example", Cookie: cookie };
    const answers = [
      [
        "/office/login",
        await callRoute(loginAction, formRequest("/office/login", { email, password }, forged), ctx),
        await callRoute(loginAction, noOrigin("/office/login", { email, password }), ctx),
      ],
      [
        "/office/logout",
        await callRoute(logoutAction, formRequest("/office/logout", {}, forged), ctx),
        await callRoute(logoutAction, noOrigin("/office/logout", {}), ctx),
      ],
      [
        "/office/appointments/APT-000001",
        await callRoute(
          completeAction,
          formRequest("/office/appointments/APT-000001", { technicianName: "Luis" }, forged),
          ctx,
          { id: "APT-000001" },
        ),
        await callRoute(completeAction, noOrigin("/office/appointments/APT-000001", { technicianName: "Luis" }), ctx, {
          id: "APT-000001",
        }),
      ],
      [
        "/office/records/x",
        await callRoute(recordAction, formRequest("/office/records/x", { status: "follow-up" }, forged), ctx, {
          id: "x",
        }),
        await callRoute(recordAction, noOrigin("/office/records/x", { status: "follow-up" }), ctx, { id: "x" }),
      ],
      [
        "/office/outbox",
        await callRoute(outboxAction, formRequest("/office/outbox", { id: "1" }, forged), ctx),
        await callRoute(outboxAction, noOrigin("/office/outbox", { id: "1" }), ctx),
      ],
    ] as const;
    for (const [path, fromElsewhere, withoutOrigin] of answers) {
      expect(fromElsewhere.status, `${path} from another site`).toBe(403);
      expect(withoutOrigin.status, `${path} without an origin`).toBe(403);
    }
    const stillSignedIn = await callRoute(
      appointmentsLoader,
      new Request(`${TEST_SITE}/office`, { headers: { Cookie: cookie } }),
      ctx,
    );
    expect(stillSignedIn.thrown, "the forged sign-out ended no session").toBe(false);
  });

  it("stores a keyed hash of the session token, so a copy of the table cannot sign in", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const token = cookie.split("=")[1]!;
    const stored = await db.selectFrom("sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
    const signedIn = async (c: string, context = ctx) =>
      !(await callRoute(appointmentsLoader, new Request(`${TEST_SITE}/office`, { headers: { Cookie: c } }), context))
        .thrown;
    expect(await signedIn(cookie)).toBe(true);
    for (const { id } of stored) expect(await signedIn(`office_session=${id}`)).toBe(false);
    // A server with another secret does not accept the token.
    const otherServer = testContext(db);
    expect(await signedIn(cookie, otherServer)).toBe(false);
  });

  it("completes an appointment into a service record in one step, and the warranty can then be found", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const now = new Date().toISOString();
    await db
      .insertInto("appointments")
      .values({
        id: "APT-424242",
        name: "Chris Young",
        phone: "7135550111",
        email: "chris@example.com",
        address: "9 Oak Ln",
        zip_code: "77024",
        appliance: "Dishwasher",
        issue: "Not draining",
        description: "",
        preferred_date: today,
        preferred_time: "8-10 AM",
        status: "pending",
        submission_key: crypto.randomUUID(),
        created_at: now,
        updated_at: now,
        calendar_sequence: 0,
        language: "en",
      })
      .execute();
    const list = await callRoute(
      appointmentsLoader,
      new Request(`${TEST_SITE}/office?q=chris`, { headers: { Cookie: cookie } }),
      ctx,
    );
    expect(list.data.appointments.map((a) => a.id)).toContain("APT-424242");
    const byPhone = await callRoute(
      appointmentsLoader,
      new Request(`${TEST_SITE}/office?q=${encodeURIComponent("+1 713-555-0111")}`, { headers: { Cookie: cookie } }),
      ctx,
    );
    expect(byPhone.data.appointments.map((a) => a.id)).toContain("APT-424242");
    const done = await callRoute(
      completeAction,
      formRequest(
        "/office/appointments/APT-424242",
        { technicianName: "Luis", totalCost: "$189.00", partsReplaced: "Drain pump", serviceDate: today },
        { Cookie: cookie },
      ),
      ctx,
      { id: "APT-424242" },
    );
    expect(done.status).toBe(200);
    expect(done.data.notice).toBe("Service completed and warranty record created");
    expect(
      await db.selectFrom("appointments").select("status").where("id", "=", "APT-424242").executeTakeFirstOrThrow(),
    ).toEqual({ status: "completed" });
    const rec = await db
      .selectFrom("service_records")
      .selectAll()
      .where("appointment_id", "=", "APT-424242")
      .executeTakeFirstOrThrow();
    expect(rec).toMatchObject({
      technician_name: "Luis",
      total_cost: 189,
      parts_replaced: "Drain pump",
      customer_phone: "7135550111",
      warranty_end_date: addDays(today, 90),
    });
    const again = await completeAppointment(db, "APT-424242", {
      technicianName: "x",
      applianceModel: null,
      partsReplaced: null,
      laborDescription: "x",
      totalCost: null,
      notes: null,
    });
    expect(again).toEqual({
      success: false,
      message: "Failed to complete appointment and create service record",
      reason: "conflict",
    });
    const warranty = await checkWarranty(db, { phone: "7135550111", name: "young", appliance: "" }, logger);
    expect(warranty.message).toBe("Great! Your Dishwasher repair is still under warranty.");
  });

  it("names the field and the rule when a record's status update is refused, and changes nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const created = await createServiceRecord(db, record({ customerPhone: "2815550197" }));
    const id = (created as { data: { id: string } }).data.id;
    const update = (fields: Record<string, string>, recordId = id) =>
      callRoute(recordAction, formRequest(`/office/records/${recordId}`, fields, { Cookie: cookie }), ctx, {
        id: recordId,
      });
    const longNotes = await update({ status: "follow-up", notes: "n".repeat(2001) });
    expect(longNotes.status).toBe(400);
    expect(longNotes.data.fieldErrors).toEqual({ notes: "Notes must be no more than 2000 characters" });
    const noStatus = await update({ status: "done", notes: "" });
    expect(noStatus.data.fieldErrors).toEqual({ status: "Choose a status" });
    expect(
      await db.selectFrom("service_records").select(["status", "notes"]).where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: "completed",
      notes: null,
    });
    const missing = await update({ status: "follow-up", notes: "" }, "no-such-record");
    expect(missing.status).toBe(404);
    expect(missing.data.formError).toBe("Failed to update service record");
    const saved = await update({ status: "warranty-claim", notes: "Same noise again" });
    expect(saved.data.notice).toBe("Service record updated successfully");
  });

  it("answers 404 for a missing appointment and refuses a bad cost or service date with its own message", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signedInCookie(ctx);
    const complete = (id: string, fields: Record<string, string>) =>
      callRoute(completeAction, formRequest(`/office/appointments/${id}`, fields, { Cookie: cookie }), ctx, { id });
    const missing = await complete("APT-999999", { technicianName: "Luis", serviceDate: today });
    expect(missing.status).toBe(404);
    const now = new Date().toISOString();
    await db
      .insertInto("appointments")
      .values({
        id: "APT-434343",
        name: "Kim Park",
        phone: "7135550112",
        email: "kim@example.com",
        address: "5 Ash St",
        zip_code: "77024",
        appliance: "Dryer",
        issue: "Not heating",
        description: "",
        preferred_date: today,
        preferred_time: "8-10 AM",
        status: "pending",
        submission_key: crypto.randomUUID(),
        created_at: now,
        updated_at: now,
        calendar_sequence: 0,
        language: "en",
      })
      .execute();
    for (const totalCost of ["0x10", "1e3", "-5", "12.345"]) {
      const refused = await complete("APT-434343", { totalCost, serviceDate: today });
      expect(refused.status, totalCost).toBe(400);
      expect(refused.data.fieldErrors, totalCost).toEqual({
        totalCost: "Total cost must be an amount in dollars, like 189.00",
      });
    }
    for (const serviceDate of ["1999-01-01", "9999-12-31", "2027-02-30", addDays(today, 1)]) {
      const refused = await complete("APT-434343", { serviceDate });
      expect(refused.status, serviceDate).toBe(400);
      expect(refused.data.fieldErrors, serviceDate).toEqual({
        serviceDate: "Service date must be a real date within the past 12 months, and not in the future",
      });
    }
    expect(
      await db.selectFrom("service_records").select("id").where("appointment_id", "=", "APT-434343").execute(),
    ).toEqual([]);
    const done = await complete("APT-434343", { totalCost: "$1,189.50", serviceDate: addDays(today, -3) });
    expect(done.status).toBe(200);
    expect(
      await db
        .selectFrom("service_records")
        .select(["total_cost", "service_date"])
        .where("appointment_id", "=", "APT-434343")
        .executeTakeFirstOrThrow(),
    ).toEqual({ total_cost: 1189.5, service_date: addDays(today, -3) });
    const history = await callRoute(
      customersLoader,
      new Request(`${TEST_SITE}/office/customers?phone=${encodeURIComponent("+1 (713) 555-0112")}`, {
        headers: { Cookie: cookie },
      }),
      ctx,
    );
    expect(history.data.records?.map((r) => r.appointment_id)).toEqual(["APT-434343"]);
  });
});
