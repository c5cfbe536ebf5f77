import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { type DB, type Engine, migrate, openDatabase } from "#app/server/db.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgAvailable = await postgresAvailable();
if (!pgAvailable) {
  if (process.env.CI === "true") throw new Error(`PostgreSQL is required in CI but does not answer at ${PG_ADMIN_URL}`);
  console.warn(`PostgreSQL does not answer at ${PG_ADMIN_URL}: the PostgreSQL integration tests are skipped.`);
}

export interface TestDatabase {
  engine: Engine;
  db: DB;
  /** The DATABASE_URL of this database, for other processes to open it. */
  url: string;
}

async function createSqlite(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "it-sqlite-"));
  return { url: `file:${join(dir, "test.db")}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function createPostgres(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `it_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Runs the same suite on SQLite and on PostgreSQL, each with its own fresh, migrated and seeded
 * database. `get()` returns the current engine's database inside the tests.
 */
export function describeEachEngine(title: string, suite: (get: () => TestDatabase) => void) {
  for (const engine of ["sqlite", "postgres"] as const) {
    const skip = engine === "postgres" && !pgAvailable;
    (skip ? describe.skip : describe)(`${title} [${engine}]`, () => {
      let current: TestDatabase | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const created = engine === "sqlite" ? await createSqlite() : await createPostgres();
        cleanup = created.cleanup;
        const db = openDatabase(created.url);
        await migrate(db);
        await seedDatabase(db);
        current = { engine, db, url: created.url };
      });
      afterAll(async () => {
        await current?.db.destroy();
        await cleanup?.();
      });
      suite(() => {
        if (!current) throw new Error("database not ready");
        return current;
      });
    });
  }
}

/** A database that cannot answer (an unreachable server, a closed SQLite file) and the error its reads give. */
export async function brokenDatabase(engine: Engine): Promise<{ db: DB; error: string }> {
  if (engine === "postgres")
    return {
      db: openDatabase("postgres://postgres@127.0.0.1:1/unreachable"),
      error: "connect ECONNREFUSED 127.0.0.1:1",
    };
  const db = openDatabase(":memory:");
  await sql`select 1`.execute(db);
  await db.destroy();
  return { db, error: "driver has already been destroyed" };
}
