import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { todayInHouston } from "#app/domain/time.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import { checkDatabase, type DB, migrate, openDatabase } from "#app/server/db.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";
import { bookingFormFields } from "./support/booking.ts";
import { weekdayAhead } from "./support/dates.ts";
import { TEST_LINKS, TEST_SECRET } from "./support/context.ts";
import type { RouteAnswer } from "./support/route-process.ts";
import { PROCESS_START_MS, type RouteProcess, startRouteProcesses } from "./support/route-processes.ts";

const dir = mkdtempSync(join(tmpdir(), "sqlite-lock-"));
const path = join(dir, "app.db");
let db: DB;
let other: SQLite.Database;

beforeAll(async () => {
  db = openDatabase(`file:${path}`);
  await migrate(db);
  await seedDatabase(db);
  // Another process's connection to the same file.
  other = new SQLite(path, { timeout: 0 });
});
afterEach(() => {
  if (other.inTransaction) other.exec("ROLLBACK");
});
afterAll(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const subscriber = (email: string) => ({ email, created_at: new Date().toISOString(), language: "en" });

/**
 * How many times a 10 ms timer fired while `work` ran: a blocked event loop fires none, a free one
 * nearly one per 10 ms; the tests ask for a quarter of that, as a busy machine delays timers.
 */
async function ticksDuring<T>(work: Promise<T>, ms: number): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 10);
  await new Promise((resolve) => setTimeout(resolve, ms));
  clearInterval(timer);
  void work;
  return ticks;
}

describe("a SQLite write lock held by another process", () => {
  it("does not block the event loop; reads go on; the write goes through once the lock is released", async () => {
    other.exec("BEGIN IMMEDIATE");
    const started = Date.now();
    const write = db.insertInto("newsletter_subscribers").values(subscriber("waits@example.com")).execute();
    const ticks = await ticksDuring(write, 400);
    expect(ticks).toBeGreaterThanOrEqual(10);
    // A read during the lock answers at once (the waiting write hands the connection back between tries).
    const readStarted = Date.now();
    const count = await db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect(Date.now() - readStarted).toBeLessThan(400);
    other.exec("ROLLBACK");
    await write;
    expect(Date.now() - started).toBeLessThan(2_000);
    const rows = await db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows).toEqual([{ email: "waits@example.com" }]);
  });

  it("health check answers locked while the lock is held, and up once it is gone", async () => {
    other.exec("BEGIN EXCLUSIVE");
    const started = Date.now();
    const health = checkDatabase(db, { lockWaitMs: 300 });
    expect(await ticksDuring(health, 200)).toBeGreaterThanOrEqual(5);
    expect(await health).toBe("locked");
    expect(Date.now() - started).toBeLessThan(1_500);
    other.exec("ROLLBACK");
    expect(await checkDatabase(db)).toBe("up");
  });

  it("a write that waits longer than the limit fails with the lock error instead of hanging", async () => {
    other.exec("BEGIN IMMEDIATE");
    const started = Date.now();
    const write = db.insertInto("newsletter_subscribers").values(subscriber("gives-up@example.com")).execute();
    expect(await ticksDuring(write, 300)).toBeGreaterThanOrEqual(8);
    await expect(write).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(Date.now() - started).toBeLessThan(7_000);
    other.exec("ROLLBACK");
  });
});

/** A weekday a week or more ahead, and two bookings per process spread over four windows. */
function bookings(weeksAhead: number) {
  const date = weekdayAhead(0, 7 * weeksAhead);
  const windows = ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM"];
  return {
    date,
    forms: windows.flatMap((w) => [0, 1].map(() => bookingFormFields({ preferredDate: date, preferredTime: w }))),
  };
}
const booked = (date: string) =>
  db.selectFrom("appointments").select("preferred_time").where("preferred_date", "=", date).execute();

describe("four server processes on the file while another process holds its write lock", () => {
  let processes: RouteProcess[] = [];
  beforeAll(async () => {
    processes = await startRouteProcesses(`file:${path}`, 4);
  }, PROCESS_START_MS);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  it("the file is in WAL mode, so readers never wait for a writer", () => {
    expect(other.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("bookings wait for a short lock and then go through", async () => {
    const { date, forms } = bookings(1);
    other.exec("BEGIN IMMEDIATE");
    const answers = Promise.all(forms.map((f, i) => processes[i % 4]!.call({ route: "book-online", fields: f })));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    other.exec("ROLLBACK");
    expect((await answers).map((a) => a.status)).toEqual(forms.map(() => 303));
    expect(await booked(date)).toHaveLength(8);
  });

  it("while bookings and a move wait for the lock, availability and the form's date view answer at once in every process; what cannot get the lock answers the retry message, and sent again goes through", async () => {
    const { date, forms } = bookings(2);
    const { appointment } = await createAppointment(
      db,
      bookingSchema(todayInHouston()).parse({ ...bookingFormFields({ preferredDate: date, preferredTime: "4-6 PM" }) }),
      { submissionKey: crypto.randomUUID(), officeEmail: "office@example.com", links: TEST_LINKS, language: "es" },
    );
    const move = {
      route: "manage" as const,
      path: manageLinkFor(appointment, TEST_SECRET)!,
      fields: { website: "", intent: "reschedule", date, window: "8-10 AM", reason: "" },
    };
    const readsOf = (p: RouteProcess) => [
      p.call({ route: "availability", query: `?zip=77006&date=${date}` }),
      p.call({ route: "book-online view", query: `?zip=77006&date=${date}` }),
    ];
    // Once before the lock, so the timings below are not those of a process's first page.
    await Promise.all(processes.flatMap(readsOf));
    other.exec("BEGIN IMMEDIATE");
    const answers = Promise.all(forms.map((f, i) => processes[i % 4]!.call({ route: "book-online", fields: f })));
    const moved = processes[0]!.call(move);
    try {
      // Reads from every process, every 250 ms, for as long as the bookings wait.
      const answered = answers.then(() => true);
      const reads: RouteAnswer[] = [];
      for (;;) {
        reads.push(...(await Promise.all(processes.flatMap(readsOf))));
        const pause = new Promise<false>((resolve) => setTimeout(() => resolve(false), 250));
        if (await Promise.race([answered, pause])) break;
      }
      expect(reads.length).toBeGreaterThanOrEqual(8 * 10);
      expect(reads.filter((r) => r.status !== 200)).toEqual([]);
      // Well under the 5 s a write waits for the lock.
      expect(Math.max(...reads.map((r) => r.ms))).toBeLessThan(2_000);
      expect(JSON.parse(reads[0]!.data as string)).toMatchObject({ date, zip: "77006" });
      for (const [i, answer] of (await answers).entries()) {
        const { website: _, ...typed } = forms[i]!;
        expect(answer.status).toBe(503);
        // What was typed comes back with its submission key, so sending it again books it once.
        expect(answer.data).toMatchObject({
          formError:
            "We couldn't save your request just now: our booking system is busy. Everything you typed is still here, so please send it again in a moment, or call us at (713) 555-0147.",
          values: typed,
        });
      }
      expect(await moved).toMatchObject({
        status: 503,
        data: {
          formError:
            "No pudimos hacer ese cambio en este momento: nuestro sistema de citas está ocupado. No se cambió nada; envíelo otra vez en un momento, o llámenos al (713) 555-0147.",
        },
      });
    } finally {
      other.exec("ROLLBACK");
    }
    expect(await booked(date)).toEqual([{ preferred_time: "4-6 PM" }]);
    const again = await Promise.all(forms.map((f, i) => processes[i % 4]!.call({ route: "book-online", fields: f })));
    expect(again.map((a) => a.status)).toEqual(forms.map(() => 303));
    expect((await processes[1]!.call(move)).status).toBe(303);
    expect((await booked(date)).map((b) => b.preferred_time).toSorted()).toEqual(
      [...forms.map((f) => f.preferredTime), "8-10 AM"].toSorted(),
    );
  }, 40_000);
});
