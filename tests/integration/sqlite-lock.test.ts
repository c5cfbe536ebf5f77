import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDatabase, type DB, migrate, openDatabase } from "#app/server/db.server.ts";

const dir = mkdtempSync(join(tmpdir(), "sqlite-lock-"));
const path = join(dir, "app.db");
let db: DB;
let other: SQLite.Database;

beforeAll(async () => {
  db = openDatabase(`file:${path}`);
  await migrate(db);
  // Another process's connection to the same file.
  other = new SQLite(path, { timeout: 0 });
});
afterAll(async () => {
  if (other.inTransaction) other.exec("ROLLBACK");
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const subscriber = (email: string) => ({ email, created_at: new Date().toISOString(), language: "en" });

/** How many times a 10 ms timer fired while `work` ran: a blocked event loop fires none. */
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
    expect(ticks).toBeGreaterThanOrEqual(20);
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
    expect(await ticksDuring(health, 100)).toBeGreaterThanOrEqual(5);
    expect(await health).toBe("locked");
    expect(Date.now() - started).toBeLessThan(1_500);
    other.exec("ROLLBACK");
    expect(await checkDatabase(db)).toBe("up");
  });

  it("a write that waits longer than the limit fails with the lock error instead of hanging", async () => {
    other.exec("BEGIN IMMEDIATE");
    const started = Date.now();
    const write = db.insertInto("newsletter_subscribers").values(subscriber("gives-up@example.com")).execute();
    expect(await ticksDuring(write, 300)).toBeGreaterThanOrEqual(15);
    await expect(write).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(Date.now() - started).toBeLessThan(7_000);
    other.exec("ROLLBACK");
  });
});
