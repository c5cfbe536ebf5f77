import { afterEach, expect, it, vi } from "vitest";
import { callRoute } from "./support/routes.ts";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { addDays, houstonTimeToUtc, todayInHouston, WEEKDAYS, weekdayOf } from "#app/domain/time.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import type { DB } from "#app/server/db.server.ts";
import { moveVisit, setCapacity, setVisitStatus } from "#app/server/dispatch.server.ts";
import { availabilityFor, isWindowUnavailable } from "#app/server/scheduling.server.ts";
import { loader as availabilityLoader } from "#app/routes/api-availability.ts";
import { action as bookingAction, loader as bookingLoader } from "#app/routes/book-online.tsx";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_EMAILS, TEST_LINKS, TEST_SITE, testContext } from "./support/context.ts";
import { bookingFormFields } from "./support/booking.ts";
import { isOpenDay, weekdayAhead } from "./support/dates.ts";

const today = todayInHouston();

const request = (date: string, window: string, zipCode = "77006") =>
  bookingSchema(today).parse(bookingFormFields({ zipCode, preferredDate: date, preferredTime: window }));

const book = (db: DB, date: string, window: string, key: string = crypto.randomUUID(), zipCode?: string) =>
  createAppointment(db, request(date, window, zipCode), {
    submissionKey: key,
    officeEmail: "office@example.com",
    links: TEST_LINKS,
  });

async function windowOf(db: DB, date: string, label: string, zip = "77006") {
  const answer = await availabilityFor(db, zip, date);
  if (!answer.ok) throw new Error(answer.message);
  return answer.windows.find((w) => w.label === label)!;
}

async function counter(db: DB, date: string, window: string): Promise<number> {
  const row = await db
    .selectFrom("window_counters")
    .select("claimed")
    .where("service_date", "=", date)
    .where("time_window", "=", window)
    .executeTakeFirst();
  return Number(row?.claimed ?? 0);
}

describeEachEngine("arrival window capacity", (get) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets exactly 3 of 50 parallel bookings of a 3-place window through and refuses the other 47 as full", async () => {
    const { db } = get();
    const date = weekdayAhead(0);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => book(db, date, "12-2 PM")));
    const stored = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(stored).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(isWindowUnavailable(r.reason)).toBe(true);
      expect(r.reason).toMatchObject({
        reason: "full",
        message: "That time was just booked. Please choose another time.",
      });
    }
    const rows = await db
      .selectFrom("appointments")
      .select("id")
      .where("preferred_date", "=", date)
      .where("preferred_time", "=", "12-2 PM")
      .execute();
    expect(rows).toHaveLength(3);
    // Refused bookings left neither emails nor history behind.
    const emails = await db
      .selectFrom("email_outbox")
      .select("id")
      .where(
        "appointment_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    // Each: the office's notification, the customer's confirmation and the reminder.
    expect(emails).toHaveLength(9);
    expect(await counter(db, date, "12-2 PM")).toBe(3);
    expect(await windowOf(db, date, "12-2 PM")).toMatchObject({ available: false, remaining: 0 });
    expect(await windowOf(db, date, "2-4 PM")).toMatchObject({ available: true, remaining: 3 });
    const history = await db
      .selectFrom("appointment_history")
      .select(["actor", "action", "details"])
      .where("appointment_id", "=", rows[0]!.id)
      .execute();
    expect(history).toEqual([{ actor: "customer", action: "booked", details: `${date}, 12-2 PM` }]);
  });

  it("claims once for a double submit of one form", async () => {
    const { db } = get();
    const date = weekdayAhead(1);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([book(db, date, "8-10 AM", key), book(db, date, "8-10 AM", key)]);
    expect(a.appointment.id).toBe(b.appointment.id);
    expect([a.created, b.created].toSorted()).toEqual([false, true]);
    const again = await book(db, date, "8-10 AM", key);
    expect(again).toMatchObject({ created: false, appointment: { id: a.appointment.id } });
    expect(await counter(db, date, "8-10 AM")).toBe(1);
    expect(await windowOf(db, date, "8-10 AM")).toMatchObject({ available: true, remaining: 2 });
  });

  it("gives the place back when a visit is cancelled or a no-show, once", async () => {
    const { db } = get();
    const date = weekdayAhead(2);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(db, date, "4-6 PM")).appointment.id);
    await expect(book(db, date, "4-6 PM")).rejects.toMatchObject({ reason: "full" });
    expect(await setVisitStatus(db, ids[0]!, "cancelled", "Pat Lee", { emails: TEST_EMAILS })).toEqual({
      success: true,
      message: "Status changed to Cancelled.",
    });
    expect(await windowOf(db, date, "4-6 PM")).toMatchObject({ available: true, remaining: 1 });
    // Cancelling again changes nothing and gives nothing back twice.
    expect(await setVisitStatus(db, ids[0]!, "cancelled", "Pat Lee", { emails: TEST_EMAILS })).toMatchObject({
      success: false,
      status: 409,
    });
    expect(await counter(db, date, "4-6 PM")).toBe(2);
    await book(db, date, "4-6 PM");
    await expect(book(db, date, "4-6 PM")).rejects.toMatchObject({ reason: "full" });
    const noShow = (now: Date) => setVisitStatus(db, ids[1]!, "no_show", "Pat Lee", { emails: TEST_EMAILS, now });
    // Before its window starts a visit cannot be missed: its place stays taken.
    expect(await noShow(new Date(houstonTimeToUtc(date, "16:00").getTime() - 1000))).toMatchObject({
      success: false,
      status: 409,
    });
    await expect(book(db, date, "4-6 PM")).rejects.toMatchObject({ reason: "full" });
    expect(await noShow(houstonTimeToUtc(date, "16:00"))).toMatchObject({ success: true });
    expect(await counter(db, date, "4-6 PM")).toBe(2);
    const history = await db
      .selectFrom("appointment_history")
      .select(["actor", "action", "details"])
      .where("appointment_id", "=", ids[0]!)
      .orderBy("id")
      .execute();
    expect(history.at(-1)).toEqual({
      actor: "Pat Lee",
      action: "status",
      details: "Requested → Cancelled; place given back",
    });
  });

  it("moves a visit: the new window's place is taken and the old one freed, within capacity unless staff override", async () => {
    const { db } = get();
    const date = weekdayAhead(3);
    const moving = (await book(db, date, "8-10 AM")).appointment.id;
    for (let i = 0; i < 3; i++) await book(db, date, "10 AM-12 PM");
    const refused = await moveVisit(db, moving, { date, window: "10 AM-12 PM", overCapacity: false }, "Pat Lee", {
      emails: TEST_EMAILS,
    });
    expect(refused).toEqual({
      success: false,
      status: 409,
      message: "That window is full. Tick “Book over capacity” to place the visit there anyway.",
      window: "full",
    });
    expect(await counter(db, date, "8-10 AM")).toBe(1);
    expect(
      await db.selectFrom("appointments").select(["preferred_time"]).where("id", "=", moving).executeTakeFirstOrThrow(),
    ).toEqual({
      preferred_time: "8-10 AM",
    });
    const moved = await moveVisit(db, moving, { date, window: "10 AM-12 PM", overCapacity: true }, "Pat Lee", {
      emails: TEST_EMAILS,
    });
    expect(moved.success).toBe(true);
    expect(moved.message).toContain("10 AM-12 PM (over capacity).");
    expect(await counter(db, date, "8-10 AM")).toBe(0);
    expect(await counter(db, date, "10 AM-12 PM")).toBe(4);
    expect(await windowOf(db, date, "10 AM-12 PM")).toMatchObject({ available: false, remaining: 0 });
    const last = await db
      .selectFrom("appointment_history")
      .select(["action", "details"])
      .where("appointment_id", "=", moving)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: "moved", details: `${date}, 8-10 AM → ${date}, 10 AM-12 PM (over capacity)` });
  });

  it("refuses a booking for a window that starts too soon, is closed or is beyond the horizon, storing nothing", async () => {
    const { db } = get();
    // The weekend closes at 6 PM, so its evening window cannot be booked.
    const saturday = (() => {
      let d = addDays(today, 2);
      while (weekdayOf(d) !== "Saturday" || !isOpenDay(d)) d = addDays(d, 1);
      return d;
    })();
    await expect(book(db, saturday, "Evening (6-8 PM)")).rejects.toMatchObject({
      reason: "closed",
      message: "That day we book visits from 8:00 AM to 6:00 PM. Please choose another time.",
    });
    // 7 AM on the day: the 8-10 AM window starts within the 2-hour lead time.
    const soon = weekdayAhead(6);
    const sevenAm = houstonTimeToUtc(soon, "07:00");
    await expect(
      createAppointment(db, request(soon, "8-10 AM"), {
        submissionKey: crypto.randomUUID(),
        officeEmail: "office@example.com",
        links: TEST_LINKS,
        now: sevenAm,
      }),
    ).rejects.toMatchObject({ reason: "too-soon" });
    // The form refuses a date beyond the scheduling horizon with the same words the claim uses.
    const beyond = addDays(today, schedulingDefaults.horizonDays + 1);
    const horizon = `Please select a date within the next ${schedulingDefaults.horizonDays} days`;
    expect(
      bookingSchema(today)
        .safeParse({ preferredDate: beyond })
        .error?.issues.find((i) => i.path[0] === "preferredDate")?.message,
    ).toBe(horizon);
    const { preferredDate: _, ...rest } = request(addDays(today, 3), "8-10 AM");
    await expect(
      createAppointment(
        db,
        { ...rest, preferredDate: beyond },
        { submissionKey: crypto.randomUUID(), officeEmail: "office@example.com", links: TEST_LINKS },
      ),
    ).rejects.toMatchObject({ reason: "beyond-horizon", message: horizon });
    expect(
      await db.selectFrom("appointments").select("id").where("preferred_date", "in", [saturday, beyond]).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("appointments").select("id").where("preferred_date", "=", soon).execute()).toEqual([]);
  });

  it("keeps the office's capacity per weekday and region", async () => {
    const { db } = get();
    const date = weekdayAhead(4);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    await setCapacity(db, { weekday, region: "", window: "2-4 PM", capacity: 1 }, "Pat Lee");
    expect(await windowOf(db, date, "2-4 PM")).toMatchObject({ remaining: 1 });
    expect(await windowOf(db, date, "12-2 PM")).toMatchObject({ remaining: 3 });
    await book(db, date, "2-4 PM");
    await expect(book(db, date, "2-4 PM")).rejects.toMatchObject({ reason: "full" });
    // North Houston keeps to 2 places a window by default: with 2 taken, a Woodlands customer finds it full.
    await book(db, date, "12-2 PM");
    await book(db, date, "12-2 PM");
    expect(await windowOf(db, date, "12-2 PM", "77380")).toMatchObject({ available: false, remaining: 0 });
    await expect(book(db, date, "12-2 PM", undefined, "77380")).rejects.toMatchObject({ reason: "full" });
    expect(await windowOf(db, date, "12-2 PM")).toMatchObject({ available: true, remaining: 1 });
  });

  it("answers GET /api/availability as JSON to any site, never cached, with 400 for a bad date or ZIP", async () => {
    const { db } = get();
    const api = async (query: string) => {
      const response = (
        await callRoute(availabilityLoader, new Request(`${TEST_SITE}/api/availability?${query}`), testContext(db))
      ).response!;
      const cors = response.headers.get("Access-Control-Allow-Origin");
      return {
        status: response.status,
        cache: response.headers.get("Cache-Control"),
        cors,
        body: await response.json(),
      };
    };
    const date = weekdayAhead(5);
    await book(db, date, "8-10 AM");
    const open = await api(`zip=77001&date=${date}`);
    expect(open.status).toBe(200);
    expect(open.cache).toBe("no-store");
    expect(open.cors).toBe("*");
    expect(open.body).toMatchObject({ zip: "77001", date, covered: true, message: null, firstOpenDate: date });
    expect(open.body.windows.map((w: { label: string }) => w.label)).toEqual([
      "8-10 AM",
      "10 AM-12 PM",
      "12-2 PM",
      "2-4 PM",
      "4-6 PM",
      "Evening (6-8 PM)",
    ]);
    expect(open.body.windows[0]).toEqual({
      label: "8-10 AM",
      start: expect.stringMatching(new RegExp(`^${date}T08:00:00-0[56]:00$`)),
      end: expect.stringMatching(new RegExp(`^${date}T10:00:00-0[56]:00$`)),
      available: true,
      remaining: 2,
      reason: null,
      message: null,
    });

    const outside = await api(`zip=10001&date=${date}`);
    expect(outside.status).toBe(200);
    expect(outside.body.covered).toBe(false);
    expect(
      outside.body.windows.every((w: { available: boolean; remaining: number }) => !w.available && w.remaining === 0),
    ).toBe(true);

    const past = await api(`zip=77001&date=${addDays(today, -1)}`);
    expect(past.status).toBe(200);
    expect(past.body.windows.some((w: { available: boolean }) => w.available)).toBe(false);
    // The suggestion starts from today: later today, or tomorrow once today's windows are too close.
    expect([today, addDays(today, 1)]).toContain(past.body.firstOpenDate);

    expect(await api("zip=77001&date=2026-02-30")).toEqual({
      status: 400,
      cache: "no-store",
      cors: "*",
      body: { error: "2026-02-30 is not a date in the calendar." },
    });
    expect(await api("zip=77001&date=tomorrow")).toMatchObject({
      status: 400,
      body: { error: "The date must be written YYYY-MM-DD, for example 2026-12-01." },
    });
    // Without a ZIP yet, the company-wide capacity is counted.
    const anyZip = await api(`date=${date}`);
    expect(anyZip.body).toMatchObject({ zip: null, date, covered: true });
    expect(anyZip.body.windows.map((w: { remaining: number }) => w.remaining)).toEqual([2, 3, 3, 3, 3, 3]);
    expect(await api(`zip=7700&date=${date}`)).toMatchObject({
      status: 400,
      body: { error: "Give a 5-digit ZIP code, for example 77001." },
    });
  });

  it("closes the holidays: /api/availability, the booking form's date view and a post in either language say so, and nothing is stored", async () => {
    const { db } = get();
    // Friday, November 20, 2026, noon in Houston: Thanksgiving and Christmas are within the horizon.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc("2026-11-20", "12:00"));
    const api = async (query: string) =>
      (
        await callRoute(availabilityLoader, new Request(`${TEST_SITE}/api/availability?${query}`), testContext(db))
      ).response!.json();
    const thanksgiving = await api("zip=77006&date=2026-11-26");
    expect(thanksgiving).toMatchObject({
      date: "2026-11-26",
      message: "We're closed on Thanksgiving Day. Please choose another day.",
      firstOpenDate: "2026-11-27",
    });
    expect(thanksgiving.windows.map((w: { reason: string }) => w.reason)).toEqual(Array(6).fill("closed"));
    expect(await api("zip=77006&date=2026-12-25&lang=es")).toMatchObject({
      message: "Estamos cerrados ese día (Navidad). Por favor elija otro día.",
      firstOpenDate: "2026-12-26",
    });
    // Memorial Day is beyond the horizon, the day after Thanksgiving is open.
    expect((await api("zip=77006&date=2026-11-27")).windows.every((w: { available: boolean }) => w.available)).toBe(
      true,
    );

    const view = await callRoute(
      bookingLoader,
      new Request(`${TEST_SITE}/es/reservar?date=2026-11-26&zip=77006`),
      testContext(db),
    );
    expect(view.data.availability).toMatchObject({
      date: "2026-11-26",
      message: "Estamos cerrados ese día (Día de Acción de Gracias). Por favor elija otro día.",
      firstOpenDate: "2026-11-27",
    });
    expect(view.data.availability!.windows.some((w) => w.available)).toBe(false);

    for (const [path, message] of [
      ["/book-online", "We're closed on Thanksgiving Day. Please choose another day."],
      ["/es/reservar", "Estamos cerrados ese día (Día de Acción de Gracias). Por favor elija otro día."],
    ] as const) {
      const fields = bookingFormFields({ preferredDate: "2026-11-26", preferredTime: "10 AM-12 PM" });
      const refused = await callRoute(bookingAction, formRequest(path, fields), testContext(db));
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({
        formError: message,
        fieldErrors: { preferredTime: message },
        values: { name: "Dana Reyes", preferredDate: "2026-11-26", preferredTime: "" },
        result: { date: "2026-11-26", message, firstOpenDate: "2026-11-27" },
      });
    }
    expect(
      await db.selectFrom("appointments").select("id").where("preferred_date", "=", "2026-11-26").execute(),
    ).toEqual([]);
    expect(await counter(db, "2026-11-26", "10 AM-12 PM")).toBe(0);
  });
});
