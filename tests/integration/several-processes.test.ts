import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { todayInHouston } from "#app/domain/time.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { TEST_LINKS, TEST_SECRET } from "./support/context.ts";
import { describeEachEngine } from "./support/databases.ts";
import { PROCESS_START_MS, type RouteProcess, startRouteProcesses } from "./support/route-processes.ts";
import { weekdayAhead } from "./support/dates.ts";

const today = todayInHouston();

const FROM_WINDOWS = ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM"];

describeEachEngine("four server processes on one database", (get) => {
  let processes: RouteProcess[] = [];
  beforeAll(async () => {
    processes = await startRouteProcesses(get().url, 4);
  }, PROCESS_START_MS);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  /** A visit booked for `date` and `window`, and the token of its manage link. */
  async function visit(date: string, window: string) {
    const request = bookingSchema(today).parse({
      name: "Marisol Vega",
      phone: "(713) 555-0142",
      email: "marisol@example.com",
      address: "1214 Memorial Dr",
      zipCode: "77007",
      appliance: "Dryer",
      issue: "Not heating",
      issueOther: "",
      description: "",
      preferredDate: date,
      preferredTime: window,
    });
    const { appointment } = await createAppointment(get().db, request, {
      submissionKey: crypto.randomUUID(),
      officeEmail: "office@example.com",
      links: TEST_LINKS,
    });
    return { id: appointment.id, path: manageLinkFor(appointment, TEST_SECRET)! };
  }

  it("12 manage links moving visits into one 3-place window at once, 3 per process: 3 move, 9 are told it is full, none fails; five rounds", async () => {
    const { db } = get();
    for (let round = 0; round < 5; round++) {
      const date = weekdayAhead(round);
      const visits = [];
      for (const window of FROM_WINDOWS) for (let i = 0; i < 3; i++) visits.push(await visit(date, window));
      const answers = await Promise.all(
        visits.map((v, i) =>
          processes[i % processes.length]!.call({
            route: "manage",
            path: v.path,
            fields: { website: "", intent: "reschedule", date, window: "4-6 PM", reason: "" },
          }),
        ),
      );
      expect(answers.map((a) => a.status).toSorted(), `round ${round + 1}`).toEqual([
        303, 303, 303, 409, 409, 409, 409, 409, 409, 409, 409, 409,
      ]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.data).toMatchObject({ formError: "That time was just booked. Please choose another time." });
      const counters = await db
        .selectFrom("window_counters")
        .select(["time_window", "claimed"])
        .where("service_date", "=", date)
        .orderBy("time_window")
        .execute();
      expect(counters.map((c) => [c.time_window, Number(c.claimed)])).toEqual([
        ["10 AM-12 PM", expect.any(Number)],
        ["12-2 PM", expect.any(Number)],
        ["2-4 PM", expect.any(Number)],
        ["4-6 PM", 3],
        ["8-10 AM", expect.any(Number)],
      ]);
      // Every visit holds exactly one place, in the window it is booked in, and the counters add up.
      const claims = await db
        .selectFrom("window_claims")
        .innerJoin("appointments", "appointments.id", "window_claims.appointment_id")
        .select(["window_claims.time_window as claimed", "appointments.preferred_time as booked"])
        .where("window_claims.service_date", "=", date)
        .execute();
      expect(claims).toHaveLength(12);
      for (const c of claims) expect(c.claimed).toBe(c.booked);
      expect(counters.reduce((sum, c) => sum + Number(c.claimed), 0)).toBe(12);
    }
  });
});
