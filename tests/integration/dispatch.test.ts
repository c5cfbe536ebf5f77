import type { OutboxMessage } from "#app/server/email/message.server.ts";
import { afterEach, expect, it, vi } from "vitest";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { addDays, formatLongDate, houstonTimeToUtc, todayInHouston, WEEKDAYS } from "#app/domain/time.ts";
import { action as appointmentAction, loader as appointmentLoader } from "#app/routes/office/appointment-detail.tsx";
import { action as loginAction } from "#app/routes/office/login.tsx";
import { action as outboxAction } from "#app/routes/office/outbox.tsx";
import { action as boardAction, loader as boardLoader } from "#app/routes/office/schedule.tsx";
import { loader as csvLoader } from "#app/routes/office/schedule-csv.ts";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/office/schedule-settings.tsx";
import { createAppointment } from "#app/server/appointments.server.ts";
import { createStaffUser } from "#app/server/auth.server.ts";
import { CUSTOMER_ACTOR, moveVisit } from "#app/server/dispatch.server.ts";
import { availabilityFor } from "#app/server/scheduling.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_EMAILS, TEST_LINKS, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { weekdayAhead } from "./support/dates.ts";

const today = todayInHouston();

describeEachEngine("dispatch board", (get) => {
  const email = "dispatch@example.com";
  const password = "correct horse battery staple";
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signIn(ctx: ReturnType<typeof testContext>) {
    if (!(await ctx.db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst()))
      await createStaffUser(ctx.db, email, "Pat Lee", password);
    const r = await callRoute(loginAction, formRequest("/office/login", { email, password, next: "/office" }), ctx);
    return r.headers.get("Set-Cookie")!.split(";")[0]!;
  }

  async function book(date: string, window: string, zipCode = "77006", smsConsent = "") {
    const request = bookingSchema(today).parse({
      smsConsent,
      name: "Robin Castillo",
      phone: "(713) 555-0101",
      email: "robin@example.com",
      address: "500 Westheimer Rd",
      zipCode,
      appliance: "Dryer",
      issue: "Not heating",
      issueOther: "",
      description: "",
      preferredDate: date,
      preferredTime: window,
    });
    return (
      await createAppointment(get().db, request, {
        submissionKey: crypto.randomUUID(),
        officeEmail: "office@example.com",
        links: TEST_LINKS,
      })
    ).appointment.id;
  }

  it("refuses every schedule page and action to visitors and to posts from another site", async () => {
    const ctx = testContext(get().db);
    for (const [fn, path] of [
      [boardLoader, "/office/schedule"],
      [settingsLoader, "/office/schedule/settings"],
      [csvLoader, `/office/schedule.csv?date=${today}`],
    ] as const) {
      const refused = await callRoute(fn, new Request(`${TEST_SITE}${path}`), ctx);
      expect(refused.status, path).toBe(302);
      expect(refused.headers.get("Location")).toBe(`/office/login?next=${encodeURIComponent(path)}`);
    }
    const cookie = await signIn(ctx);
    for (const [fn, path] of [
      [boardAction, "/office/schedule"],
      [settingsAction, "/office/schedule/settings"],
    ] as const) {
      const run = (headers: Record<string, string>) =>
        callRoute(fn, formRequest(path, { intent: "status", id: "APT-000001", status: "cancelled" }, headers), ctx);
      expect((await run({})).status, `${path} signed out`).toBe(302);
      expect((await run({ Origin: "https://evil.example", Cookie: cookie })).status, `${path} from another site`).toBe(
        403,
      );
    }
  });

  it("assigns, moves, confirms, sends en route and completes a visit, keeping who did what", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const date = weekdayAhead(0);
    const id = await book(date, "8-10 AM");
    const post = async (fields: Record<string, string>) =>
      await callRoute(
        boardAction,
        formRequest(`/office/schedule?date=${date}`, { id, ...fields }, { Cookie: cookie }),
        ctx,
      );

    expect(await post({ intent: "assign", technician: "nobody" })).toMatchObject({
      status: 400,
      data: { formError: "Choose one of the technicians.", notice: null },
    });
    expect(await post({ intent: "assign", technician: "marcus-johnson" })).toMatchObject({
      status: 200,
      data: { formError: null, notice: "Assigned to Marcus Johnson." },
    });
    const notices = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "=", "appointment-notification")
      .orderBy("id")
      .execute();
    expect(notices.map((n) => n.recipient)).toEqual(["office@example.com", "office@example.com"]);
    expect(notices[1]!.subject).toMatch(new RegExp(`^Marcus Johnson assigned to ${id} - Dryer, `));
    const assignment = JSON.parse(notices[1]!.payload) as OutboxMessage;
    expect(assignment.text.split("\n")[0]).toBe(`Marcus Johnson assigned to ${id}`);
    expect(assignment.text).toContain("Technician: Marcus Johnson");
    expect(assignment.text).not.toContain("New appointment request");
    expect(assignment.templateParams.title).toBe(`Marcus Johnson assigned to ${id}`);
    expect(ctx.woken).toBe(1);
    expect(await post({ intent: "move", date, window: "Night" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { window: "Choose a window to move the visit to." }, values: { window: "Night" } },
    });
    expect(await post({ intent: "move", date, window: "2-4 PM" })).toMatchObject({
      status: 200,
      data: { notice: `Moved to ${formatLongDate(date)}, 2-4 PM.` },
    });
    expect(await post({ intent: "status", status: "en_route" })).toMatchObject({
      status: 409,
      data: { formError: "A visit that is Requested cannot become En route." },
    });
    expect(await post({ intent: "status", status: "confirmed" })).toMatchObject({
      status: 200,
      data: { notice: "Status changed to Confirmed." },
    });
    // The rest happens on the visit's day, early in the morning.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc(date, "07:00"));
    expect(await post({ intent: "status", status: "en_route" })).toMatchObject({
      status: 200,
      data: { notice: "Status changed to En route." },
    });

    const board = (
      await callRoute(
        boardLoader,
        new Request(`${TEST_SITE}/office/schedule?date=${date}`, { headers: { Cookie: cookie } }),
        ctx,
      )
    ).data;
    const window = board.days[0]!.windows.find((w) => w.label === "2-4 PM")!;
    expect(window).toMatchObject({ capacity: 3, claimed: 1, remaining: 2 });
    expect(window.visits.map((v) => [v.id, v.status, v.technician, v.city])).toEqual([
      [id, "en_route", "marcus-johnson", "Houston"],
    ]);
    expect(board.days[0]!.windows.find((w) => w.label === "8-10 AM")!.claimed).toBe(0);

    expect(await post({ intent: "complete" })).toMatchObject({
      status: 200,
      data: { notice: "Service completed and warranty record created" },
    });
    const record = await db
      .selectFrom("service_records")
      .selectAll()
      .where("appointment_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      technician_name: "Marcus Johnson",
      service_date: date,
      warranty_end_date: addDays(date, 90),
      status: "completed",
    });
    expect(await post({ intent: "status", status: "cancelled" })).toMatchObject({ status: 409 });
    expect(await post({ intent: "status", status: "completed" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { status: "Choose a status." } },
    });
    expect(await post({ intent: "erase" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { intent: "That change is not known." } },
    });
    // A completed visit keeps its place.
    const after = await availabilityFor(db, "77006", date);
    expect(after.ok && after.windows.find((w) => w.label === "2-4 PM")!.remaining).toBe(2);

    const detail = (
      await callRoute(
        appointmentLoader,
        new Request(`${TEST_SITE}/office/appointments/${id}`, { headers: { Cookie: cookie } }),
        ctx,
        { id },
      )
    ).data;
    expect(detail.history.map((h) => [h.actor, h.action, h.details])).toEqual([
      ["customer", "booked", `${date}, 8-10 AM`],
      ["Pat Lee", "technician assigned", "Marcus Johnson"],
      ["Pat Lee", "moved", `${date}, 8-10 AM → ${date}, 2-4 PM`],
      ["Pat Lee", "status", "Requested → Confirmed"],
      ["Pat Lee", "status", "Confirmed → En route; not texted: no consent to texts"],
      ["Pat Lee", "status", `En route → Completed; service record and warranty from ${date}`],
    ]);
  });

  it("refuses en route, completion and no-show before their time, storing nothing and texting nobody", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const date = weekdayAhead(3);
    const id = await book(date, "10 AM-12 PM", "77006", "yes");
    const post = (fields: Record<string, string>) =>
      callRoute(boardAction, formRequest("/office/schedule", { id, ...fields }, { Cookie: cookie }), ctx);
    expect((await post({ intent: "status", status: "confirmed" })).status).toBe(200);
    const stored = async () => ({
      visit: await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      outbox: await db
        .selectFrom("email_outbox")
        .select(["kind", "channel"])
        .where("appointment_id", "=", id)
        .execute(),
      history: await db.selectFrom("appointment_history").select("id").where("appointment_id", "=", id).execute(),
      records: await db.selectFrom("service_records").select("id").where("appointment_id", "=", id).execute(),
      place: await availabilityFor(db, "77006", date),
    });
    const before = await stored();
    expect(
      before.outbox
        .filter((m) => m.channel === "sms")
        .map((m) => m.kind)
        .toSorted(),
    ).toEqual(["sms-confirmation", "sms-reminder"]);
    const day = formatLongDate(date);
    expect(await post({ intent: "status", status: "en_route" })).toMatchObject({
      status: 409,
      data: {
        formError: `A visit can be marked en route only on its day (${day}); nothing was changed and the customer was not texted.`,
      },
    });
    expect(await post({ intent: "complete" })).toMatchObject({
      status: 409,
      data: { formError: `A visit cannot be marked completed before its day (${day}); nothing was changed.` },
    });
    expect(await post({ intent: "status", status: "no_show" })).toMatchObject({
      status: 409,
      data: {
        formError: `A visit can be marked no-show only once its window has started (${day}, 10 AM-12 PM); nothing was changed.`,
      },
    });
    // On its day, before its window, still no no-show.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(houstonTimeToUtc(date, "10:00").getTime() - 1000));
    expect((await post({ intent: "status", status: "no_show" })).status).toBe(409);
    vi.useRealTimers();
    // The visit's own page says when it can be completed and refuses a completion posted anyway.
    const detail = new Request(`${TEST_SITE}/office/appointments/${id}`, { headers: { Cookie: cookie } });
    expect((await callRoute(appointmentLoader, detail, ctx, { id })).data.completionWaits).toBe(
      `This visit can be completed from its day, ${day}.`,
    );
    expect(
      await callRoute(
        appointmentAction,
        formRequest(`/office/appointments/${id}`, { intent: "complete", technicianName: "Luis" }, { Cookie: cookie }),
        ctx,
        { id },
      ),
    ).toMatchObject({
      status: 409,
      data: { formError: `A visit cannot be marked completed before its day (${day}); nothing was changed.` },
    });
    expect(await stored()).toEqual(before);
  });

  it("warns before giving one technician a second visit in a window, and gives it only when the office confirms", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const date = weekdayAhead(4);
    const [first, second, elsewhere] = [
      await book(date, "4-6 PM"),
      await book(date, "4-6 PM"),
      await book(date, "2-4 PM"),
    ];
    const post = (id: string, fields: Record<string, string>) =>
      callRoute(boardAction, formRequest("/office/schedule", { id, ...fields }, { Cookie: cookie }), ctx);
    const assign = (id: string, extra: Record<string, string> = {}) =>
      post(id, { intent: "assign", technician: "carlos-ramirez", ...extra });
    const technicianOf = async (id: string) =>
      (await db.selectFrom("appointments").select("technician").where("id", "=", id).executeTakeFirstOrThrow())
        .technician;
    const notices = async () =>
      (
        await db
          .selectFrom("email_outbox")
          .select("id")
          .where("appointment_id", "in", [first, second, elsewhere])
          .where("kind", "=", "appointment-notification")
          .execute()
      ).length;

    expect((await assign(first)).status).toBe(200);
    expect((await assign(elsewhere)).status).toBe(200);
    const sent = await notices();
    const warning = `Carlos Ramirez already has ${first} on ${formatLongDate(date)}, 4-6 PM. Nothing was changed: tick “Allow a second visit in the window” to give them another visit in that window.`;
    expect(await assign(second)).toMatchObject({ status: 409, data: { formError: warning } });
    expect(await technicianOf(second)).toBeNull();
    expect(await notices()).toBe(sent);
    // Moving the other assigned visit into that window warns the same way.
    expect(await post(elsewhere, { intent: "move", date, window: "4-6 PM", overCapacity: "on" })).toMatchObject({
      status: 409,
      data: { formError: warning },
    });
    expect(
      await db
        .selectFrom("appointments")
        .select("preferred_time")
        .where("id", "=", elsewhere)
        .executeTakeFirstOrThrow(),
    ).toEqual({ preferred_time: "2-4 PM" });

    expect(await assign(second, { allowSecondVisit: "on" })).toMatchObject({
      status: 200,
      data: { notice: "Assigned to Carlos Ramirez." },
    });
    expect(await technicianOf(second)).toBe("carlos-ramirez");
    const history = await db
      .selectFrom("appointment_history")
      .select("details")
      .where("appointment_id", "=", second)
      .where("action", "=", "technician assigned")
      .execute();
    expect(history).toEqual([{ details: `Carlos Ramirez; also has ${first} in that window` }]);
    // Another technician in the same window needs no confirmation.
    expect((await assign(second, { technician: "marcus-johnson" })).status).toBe(200);
    // The customer's own move is not refused for it; the office's notice names the clash.
    const moved = await moveVisit(db, elsewhere, { date, window: "4-6 PM", overCapacity: false }, CUSTOMER_ACTOR, {
      emails: TEST_EMAILS,
    });
    expect(moved).toMatchObject({ success: true });
    const notice = await db
      .selectFrom("email_outbox")
      .select(["subject", "payload"])
      .where("appointment_id", "=", elsewhere)
      .where("subject", "=", `Visit ${elsewhere} rescheduled by the customer - Dryer`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(notice.payload).text).toContain(
      `Visit ${elsewhere} rescheduled by the customer: ${date}, 2-4 PM → ${date}, 4-6 PM; Carlos Ramirez; also has ${first} in that window`,
    );
  });

  it("exports a day as CSV for staff", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const date = weekdayAhead(1);
    const id = await book(date, "12-2 PM", "77380");
    const response = (
      await callRoute(
        csvLoader,
        new Request(`${TEST_SITE}/office/schedule.csv?date=${date}`, { headers: { Cookie: cookie } }),
        ctx,
      )
    ).response!;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="schedule-${date}.csv"`);
    // Excel reads the file as UTF-8 only when it starts with the byte-order mark.
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
      "Date,Window,Appointment,Status,Technician,Customer,Phone,Email,Address,ZIP,City,Appliance,Issue,Details,Language",
      `${date},12-2 PM,${id},Requested,,Robin Castillo,7135550101,robin@example.com,500 Westheimer Rd,77380,The Woodlands,Dryer,Not heating,,English`,
      "",
    ]);
    const bad = (
      await callRoute(
        csvLoader,
        new Request(`${TEST_SITE}/office/schedule.csv?date=2026-02-30`, { headers: { Cookie: cookie } }),
        ctx,
      )
    ).response!;
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("2026-02-30 is not a date in the calendar.");
  });

  it("changes capacity per weekday and closes days with a message that availability shows", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const date = weekdayAhead(2);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const post = async (fields: Record<string, string>) =>
      await callRoute(settingsAction, formRequest("/office/schedule/settings", fields, { Cookie: cookie }), ctx);
    const windows = async () => {
      const a = await availabilityFor(db, "77006", date);
      if (!a.ok) throw new Error(a.message);
      return a;
    };

    expect(await post({ intent: "capacity", weekday, region: "", window: "", capacity: "-1" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { capacity: "Capacity must be a whole number from 0 to 50." } },
    });
    expect(
      await post({ intent: "capacity", weekday, region: "Houston Metro", window: "4-6 PM", capacity: "5" }),
    ).toMatchObject({
      status: 200,
      data: { notice: `${weekday}s, Houston Metro, 4-6 PM: 5 visits per window.` },
    });
    expect((await windows()).windows.map((w) => w.remaining)).toEqual([3, 3, 3, 3, 5, 3]);
    expect(await post({ intent: "remove-capacity", weekday, region: "Houston Metro", window: "4-6 PM" })).toMatchObject(
      { status: 200 },
    );
    expect((await windows()).windows[4]!.remaining).toBe(3);

    expect(await post({ intent: "close", date, window: "", message_en: "", message_es: " " })).toMatchObject({
      status: 400,
      data: { fieldErrors: { message_en: "Write the message customers will see, in one language at least." } },
    });
    expect(await post({ intent: "close", date, window: "", message_en: "Closed for the storm." })).toMatchObject({
      status: 200,
    });
    const closed = await windows();
    expect(closed.windows.every((w) => !w.available)).toBe(true);
    expect(closed.message).toBe("Closed for the storm.");
    expect(closed.firstOpenDate).toBe(addDays(date, 1));
    const { id } = await db
      .selectFrom("closed_days")
      .select("id")
      .where("service_date", "=", date)
      .executeTakeFirstOrThrow();
    expect(await post({ intent: "reopen", id: String(id) })).toMatchObject({
      status: 200,
      data: { notice: "The day is open for booking again." },
    });
    expect((await windows()).windows.every((w) => w.available)).toBe(true);
    expect(await post({ intent: "reopen", id: String(id) })).toMatchObject({
      status: 404,
      data: { formError: "That closed day was already removed." },
    });
  });

  it("lists the holidays closed within the booking horizon on the closed-days page", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    // Friday, November 20, 2026: the 60 days ahead hold Thanksgiving, Christmas and New Year's Day, and
    // Martin Luther King Jr. Day (January 18), which the business opens.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc("2026-11-20", "12:00"));
    const page = await callRoute(
      settingsLoader,
      new Request(`${TEST_SITE}/office/schedule/settings`, { headers: { Cookie: cookie } }),
      ctx,
    );
    expect(page.data.holidays).toEqual([
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-01-01", name: "New Year's Day" },
    ]);
  });

  it("refuses an empty or non-decimal capacity, an id no row can have and a NUL byte, storing nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const settings = async (fields: Record<string, string>) =>
      await callRoute(settingsAction, formRequest("/office/schedule/settings", fields, { Cookie: cookie }), ctx);
    const stored = async () => ({
      capacity: await db.selectFrom("capacity_settings").selectAll().execute(),
      closed: await db.selectFrom("closed_days").selectAll().execute(),
    });
    const before = await stored();

    for (const capacity of ["", "0x10", "1e1"])
      expect(await settings({ intent: "capacity", weekday: "Monday", region: "", window: "", capacity })).toMatchObject(
        {
          status: 400,
          data: { fieldErrors: { capacity: "Capacity must be a whole number from 0 to 50." } },
        },
      );
    expect(await settings({ intent: "reopen", id: "2147483648" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { id: "That closed day was already removed." } },
    });
    expect(
      await settings({ intent: "close", date: weekdayAhead(3), window: "", message_en: "Closed\u0000 today" }),
    ).toMatchObject({
      status: 400,
      data: { fieldErrors: { message_en: "The message contains characters we can't accept. Please type it again." } },
    });
    const requeue = formRequest("/office/outbox", { id: "2147483648" }, { Cookie: cookie });
    expect(await callRoute(outboxAction, requeue, ctx)).toMatchObject({
      status: 400,
      data: { fieldErrors: { id: "Choose an email to send again" } },
    });
    expect(await stored()).toEqual(before);
  });
});
