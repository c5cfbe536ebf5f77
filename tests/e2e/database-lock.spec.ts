import SQLite from "better-sqlite3";
import { expect, test } from "./support/fixtures.ts";

test("a write lock held by another process: pages still answer at once, and /healthz says the database is locked", async ({
  request,
}) => {
  const other = new SQLite(process.env.E2E_DATABASE_URL!.replace(/^file:/, ""), { timeout: 0 });
  try {
    other.exec("BEGIN IMMEDIATE");
    const health = await request.get("/healthz");
    expect(health.status()).toBe(503);
    expect(await health.json()).toEqual({ status: "error", database: "locked", engine: "sqlite" });
    const started = Date.now();
    const page = await request.get("/privacy");
    expect(page.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
  } finally {
    if (other.inTransaction) other.exec("ROLLBACK");
    other.close();
  }
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "up", engine: "sqlite" });
});
