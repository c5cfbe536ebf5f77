import { sql } from "kysely";
import { expect, it } from "vitest";
import { migrate, pingDatabase } from "#app/server/db.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";
import { describeEachEngine } from "./support/databases.ts";

describeEachEngine("database", (get) => {
  it("migrates to the full schema and migrating again changes nothing", async () => {
    const { db } = get();
    await migrate(db);
    const names = (await db.introspection.getTables()).map((t) => t.name);
    for (const table of [
      "appointments",
      "service_records",
      "email_outbox",
      "staff_users",
      "sessions",
      "newsletter_subscribers",
      "cities_data",
      "seo_keywords",
      "keyword_combinations",
      "keyword_performance",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("answers the health check, and says no once the database is gone", async () => {
    expect(await pingDatabase(get().db)).toBe(true);
    const gone = new Proxy(get().db, {
      get: (t, p) =>
        p === "getExecutor"
          ? () => {
              throw new Error("connection refused");
            }
          : Reflect.get(t, p),
    });
    expect(await pingDatabase(gone)).toBe(false);
  });

  it("seeds the keyword and city tables once", async () => {
    const { db } = get();
    const count = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from seo_keywords`.execute(db)).rows[0]!.n);
    const before = await count();
    expect(before).toBeGreaterThan(30);
    await seedDatabase(db);
    expect(await count()).toBe(before);
  });
});
