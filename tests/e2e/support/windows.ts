import Database from "better-sqlite3";
import { todayInHouston } from "../../../app/domain/time.ts";

function serverDatabase() {
  const db = new Database(process.env.E2E_DATABASE_URL!.replace(/^file:/, ""));
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Every test books as a new visitor: all tests reach the server from one address, and the booking
 * limit (a few accepted bookings per address in ten minutes) would otherwise refuse the later ones.
 */
export function forgetBookingLimit(policy: "booking" | "manage" = "booking") {
  const db = serverDatabase();
  try {
    db.prepare("DELETE FROM rate_limits WHERE key LIKE ?").run(`${policy}:%`);
  } finally {
    db.close();
  }
}

/** The windows ("date|window") that already hold a visit. */
export function windowsWithVisits(): Set<string> {
  const db = serverDatabase();
  try {
    const rows = db.prepare("SELECT service_date, time_window FROM window_counters WHERE claimed > 0").all() as {
      service_date: string;
      time_window: string;
    }[];
    return new Set(rows.map((r) => `${r.service_date}|${r.time_window}`));
  } finally {
    db.close();
  }
}

/** What the server stores about a visit: its row, its place, its emails and its history, to see that nothing changed. */
export function visitRecord(id: string) {
  const db = serverDatabase();
  try {
    return {
      appointment: db.prepare("SELECT * FROM appointments WHERE id = ?").get(id),
      claims: db.prepare("SELECT * FROM window_claims WHERE appointment_id = ?").all(id),
      // The counter of the visit's own window only: tests running beside this one book other windows meanwhile.
      counters: db
        .prepare(
          "SELECT c.* FROM window_counters c JOIN window_claims w ON w.service_date = c.service_date AND w.time_window = c.time_window WHERE w.appointment_id = ?",
        )
        .all(id),
      emails: db
        .prepare("SELECT id, kind, next_attempt_at FROM email_outbox WHERE appointment_id = ? ORDER BY id")
        .all(id),
      history: db.prepare("SELECT * FROM appointment_history WHERE appointment_id = ? ORDER BY id").all(id),
    };
  } finally {
    db.close();
  }
}

/** Marks `claimed` places of a window as taken in the test server's database, as bookings made elsewhere would. */
export function takePlaces(date: string, window: string, claimed: number) {
  const db = serverDatabase();
  try {
    db.prepare(
      "INSERT INTO window_counters (service_date, time_window, claimed) VALUES (?, ?, ?) ON CONFLICT (service_date, time_window) DO UPDATE SET claimed = excluded.claimed",
    ).run(date, window, claimed);
  } finally {
    db.close();
  }
}

/**
 * The visit's day comes: its date becomes today in the test server's database, as if the days
 * between had passed (the browser cannot move the server's clock).
 */
export function visitDayComes(id: string) {
  const db = serverDatabase();
  try {
    db.prepare("UPDATE appointments SET preferred_date = ? WHERE id = ?").run(todayInHouston(), id);
  } finally {
    db.close();
  }
}
