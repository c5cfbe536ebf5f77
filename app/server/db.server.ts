import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import * as initial from "../../db/migrations/0001_initial";
import type { Database } from "./db-types.server";

export type DB = Kysely<Database>;
export type Engine = "sqlite" | "postgres";

/** Migrations in order; files are never renamed or edited once landed. */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function engineOf(databaseUrl: string): Engine {
  return databaseUrl.startsWith("postgres") ? "postgres" : "sqlite";
}

/** Opens the database named by DATABASE_URL: `file:PATH` or `:memory:` for SQLite, a postgres:// URL for PostgreSQL. */
export function openDatabase(databaseUrl: string, onConnectionError: (error: Error) => void = () => {}): DB {
  if (engineOf(databaseUrl) === "postgres") {
    // Read integer and bigint columns as numbers, not strings.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (restart, failover) must not bring the whole process down.
    pool.on("error", onConnectionError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = databaseUrl === ":memory:" ? ":memory:" : databaseUrl.replace(/^file:/, "");
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Brings the schema up to date; running it again changes nothing. */
export async function migrate(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Answers whether the database responds to a trivial query within the time limit. */
export async function pingDatabase(db: DB, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(() => true, () => false);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
