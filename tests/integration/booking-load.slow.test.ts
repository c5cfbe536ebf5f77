import { TEST_LINKS } from "./support/context.ts";
import { beforeAll, expect, it } from "vitest";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { addDays, todayInHouston, WEEKDAYS } from "#app/domain/time.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import { setCapacity } from "#app/server/dispatch.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { bookingFormFields } from "./support/booking.ts";
import { isOpenDay } from "./support/dates.ts";

const CLIENTS = 50;
const BOOKINGS_PER_CLIENT = 6;
const WINDOWS = ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM", "4-6 PM"];

describeEachEngine("booking under 50 concurrent clients", (get) => {
  beforeAll(async () => {
    for (const weekday of WEEKDAYS)
      await setCapacity(get().db, { weekday, region: "", window: "", capacity: 20 }, "test");
  });

  it("stores every booking with its claim and reports the p99 latency", async () => {
    const { db, engine } = get();
    const today = todayInHouston();
    const schema = bookingSchema(today);
    // Three days from the day after tomorrow that take visits.
    const days = Array.from({ length: 10 }, (_, i) => addDays(today, 2 + i))
      .filter(isOpenDay)
      .slice(0, 3);
    const latencies: number[] = [];
    const client = async (c: number) => {
      for (let i = 0; i < BOOKINGS_PER_CLIENT; i++) {
        const n = c * BOOKINGS_PER_CLIENT + i;
        const request = schema.parse(
          bookingFormFields({
            preferredDate: days[n % days.length]!,
            preferredTime: WINDOWS[Math.floor(n / 3) % WINDOWS.length]!,
          }),
        );
        const started = performance.now();
        await createAppointment(db, request, {
          submissionKey: crypto.randomUUID(),
          officeEmail: "office@example.com",
          links: TEST_LINKS,
        });
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!;
    console.log(
      `[${engine}] ${latencies.length} bookings, ${CLIENTS} concurrent clients: p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${p(1).toFixed(1)} ms`,
    );
    expect(latencies).toHaveLength(CLIENTS * BOOKINGS_PER_CLIENT);
    const claimed = await db.selectFrom("window_counters").select("claimed").execute();
    expect(claimed.reduce((sum, r) => sum + Number(r.claimed), 0)).toBe(CLIENTS * BOOKINGS_PER_CLIENT);
    expect(claimed.every((r) => Number(r.claimed) <= 20)).toBe(true);
  });
});
