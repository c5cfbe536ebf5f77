import { type CreateTableBuilder, type Kysely, sql } from "kysely";

function withSerialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter.constructor.name.startsWith("Postgres");
  return isPostgres
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * Arrival windows with capacity. A place is taken by raising a window's counter with a conditional
 * update (claimed < capacity), which both engines apply atomically; the claim row says which visit
 * holds which place, so giving it back happens once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").addColumn("technician", "text").execute();

  await db.schema
    .createTable("window_counters")
    .addColumn("service_date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull())
    .addColumn("claimed", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("window_counters_pk", ["service_date", "time_window"])
    .execute();

  await db.schema
    .createTable("window_claims")
    .addColumn("appointment_id", "text", (c) => c.primaryKey().references("appointments.id").onDelete("cascade"))
    .addColumn("service_date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull())
    .addColumn("over_capacity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("window_claims_window")
    .on("window_claims")
    .columns(["service_date", "time_window"])
    .execute();

  // The office's capacity per weekday (0 Sunday … 6 Saturday), region and window; "" means every region or window.
  await db.schema
    .createTable("capacity_settings")
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("time_window", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("capacity_settings_pk", ["weekday", "region", "time_window"])
    .execute();

  // Days (or one window of a day, "" meaning the whole day) the office does not book, with the message customers see.
  await withSerialId(db, db.schema.createTable("closed_days"))
    .addColumn("service_date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("closed_days_unique", ["service_date", "time_window"])
    .execute();

  await withSerialId(db, db.schema.createTable("appointment_history"))
    .addColumn("appointment_id", "text", (c) => c.notNull().references("appointments.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("appointment_history_appointment")
    .on("appointment_history")
    .columns(["appointment_id", "at"])
    .execute();

  // Requests stored before windows had capacity hold their place.
  await sql`insert into window_claims (appointment_id, service_date, time_window, over_capacity, created_at)
    select id, preferred_date, preferred_time, 0, created_at from appointments where status = 'pending'`.execute(db);
  await sql`insert into window_counters (service_date, time_window, claimed)
    select service_date, time_window, count(*) from window_claims group by service_date, time_window`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["appointment_history", "closed_days", "capacity_settings", "window_claims", "window_counters"]) {
    // oxlint-disable-next-line no-await-in-loop -- one DDL statement at a time on the migration's connection
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable("appointments").dropColumn("technician").execute();
}
