import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type QueryResult,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import * as initial from "../../db/migrations/0001_initial.ts";
import * as scheduling from "../../db/migrations/0002_scheduling.ts";
import * as fleet from "../../db/migrations/0003_fleet.ts";
import * as contentVersion from "../../db/migrations/0004_content_version.ts";
import * as manageLinks from "../../db/migrations/0005_manage_links.ts";
import * as textMessages from "../../db/migrations/0006_text_messages.ts";
import * as appointmentLanguage from "../../db/migrations/0007_appointment_language.ts";
import * as closureMessages from "../../db/migrations/0008_closure_messages.ts";
import * as appointmentPhotos from "../../db/migrations/0009_appointment_photos.ts";
import * as inboundTexts from "../../db/migrations/0010_inbound_texts.ts";
import * as newsletterConfirmation from "../../db/migrations/0011_newsletter_confirmation.ts";
import type { Database } from "./db-types.server.ts";

export type DB = Kysely<Database>;
export type Engine = "sqlite" | "postgres";

/** Migrations in order; files are never renamed or edited once landed. */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_scheduling": scheduling,
  "0003_fleet": fleet,
  "0004_content_version": contentVersion,
  "0005_manage_links": manageLinks,
  "0006_text_messages": textMessages,
  "0007_appointment_language": appointmentLanguage,
  "0008_closure_messages": closureMessages,
  "0009_appointment_photos": appointmentPhotos,
  "0010_inbound_texts": inboundTexts,
  "0011_newsletter_confirmation": newsletterConfirmation,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Which engine an open database runs on. */
export function engineOfDb(db: Kysely<any>): Engine {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres") ? "postgres" : "sqlite";
}

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
    // A connection lost while checked out (between a transaction's statements) reports here too;
    // the statement under way fails and its request answers with the failure message.
    pool.on("connect", (client) => client.on("error", onConnectionError));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = databaseUrl === ":memory:" ? ":memory:" : databaseUrl.replace(/^file:/, "");
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new LockWaitingSqliteDialect(sqlite) });
  if (path !== ":memory:") sqliteFiles.set(db, path);
  return db;
}

/**
 * SQLite waits for another process's lock by sleeping inside the call, which would stop every
 * request of this server. So the driver's own wait is kept to a few milliseconds, and a statement
 * that finds the database locked is tried again after a growing pause (5 ms up to 200 ms), for at
 * most SQLITE_LOCK_WAIT_MS, with the connection handed back during each pause so that reads and
 * other requests go on meanwhile.
 *
 * A transaction starts with BEGIN IMMEDIATE: it takes the write lock before its first statement,
 * so its wait happens at the BEGIN, outside the transaction, and it never holds a read snapshot
 * that another process's commit makes too old to write from (SQLITE_BUSY_SNAPSHOT). Once begun it
 * holds the lock, so a statement inside it that still finds the database busy fails at once rather
 * than keep the connection, and every read of this server, waiting.
 */
const SQLITE_BUSY_TIMEOUT_MS = 10;
const SQLITE_LOCK_WAIT_MS = 5_000;

/** The files behind open SQLite databases, for the health check's own connection. */
const sqliteFiles = new WeakMap<DB, string>();

/** Whether a statement failed because another connection held the SQLite lock for longer than it waits. */
export function isDatabaseBusy(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    String((error as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class LockWaitingSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const sqlite = this.#sqlite;
    const acquire = driver.acquireConnection.bind(driver);
    const release = driver.releaseConnection.bind(driver);
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    driver.acquireConnection = async (): Promise<DatabaseConnection> => {
      let connection = await acquire();
      return {
        async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
          const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
          // Retries with a growing pause, one attempt after another.
          /* oxlint-disable no-await-in-loop */
          for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
            try {
              return await connection.executeQuery<R>(query);
            } catch (error) {
              if (!isDatabaseBusy(error) || sqlite.inTransaction || Date.now() + pause > deadline) throw error;
              await release(connection);
              await sleep(pause);
              connection = await acquire();
            }
          }
          /* oxlint-enable no-await-in-loop */
        },
        streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
      };
    };
    return driver;
  }
}

/** Brings the schema up to date; running it again changes nothing. */
export async function migrate(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Answers whether the database responds to a trivial query within the time limit. */
export async function pingDatabase(db: DB, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export type DatabaseHealth = "up" | "locked" | "down";

/**
 * The health check's answer: "down" when the database does not answer a query, "locked" when a
 * SQLite file answers but no write can get through within `lockWaitMs` (another process holds its
 * write lock), "up" otherwise. The write test uses its own short-lived connection and never blocks.
 */
export async function checkDatabase(db: DB, { timeoutMs = 3_000, lockWaitMs = 1_000 } = {}): Promise<DatabaseHealth> {
  if (!(await pingDatabase(db, timeoutMs))) return "down";
  const path = sqliteFiles.get(db);
  if (!path) return "up";
  let probe: SQLite.Database;
  try {
    probe = new SQLite(path, { fileMustExist: true, timeout: 0 });
  } catch {
    return "down";
  }
  try {
    const deadline = Date.now() + lockWaitMs;
    for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
      try {
        probe.exec("BEGIN IMMEDIATE");
        probe.exec("ROLLBACK");
        return "up";
      } catch (error) {
        if (!isDatabaseBusy(error)) return "down";
        if (Date.now() + pause > deadline) return "locked";
        // oxlint-disable-next-line no-await-in-loop -- retries with a growing pause
        await sleep(pause);
      }
    }
  } finally {
    probe.close();
  }
}

/** Whether the database refused a row because it repeats a unique key (SQLite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}
