import type { CreateTableBuilder, Kysely } from "kysely";

/** Adds an auto-incrementing integer key "id" in the form each engine understands. */
function withSerialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter.constructor.name.startsWith("Postgres");
  return isPostgres
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("appointments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("appliance", "text", (c) => c.notNull())
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("preferred_date", "text", (c) => c.notNull())
    .addColumn("preferred_time", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("submission_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("appointments_created_at").on("appointments").column("created_at").execute();

  await db.schema
    .createTable("service_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("customer_address", "text")
    .addColumn("zip_code", "text")
    .addColumn("appliance_type", "text", (c) => c.notNull())
    .addColumn("appliance_model", "text")
    .addColumn("issue_description", "text")
    .addColumn("service_date", "text", (c) => c.notNull())
    .addColumn("technician_name", "text", (c) => c.notNull().defaultTo("Service Team"))
    .addColumn("parts_replaced", "text")
    .addColumn("labor_description", "text", (c) => c.notNull().defaultTo("Appliance repair service"))
    .addColumn("total_cost", "double precision")
    .addColumn("appointment_id", "text", (c) => c.unique())
    .addColumn("notes", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("completed"))
    .addColumn("warranty_start_date", "text", (c) => c.notNull())
    .addColumn("warranty_end_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("service_records_phone")
    .on("service_records")
    .columns(["customer_phone", "service_date"])
    .execute();

  await withSerialId(db, db.schema.createTable("email_outbox"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("appointment_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();

  await withSerialId(db, db.schema.createTable("staff_users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable("cities_data"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("city_name", "text", (c) => c.notNull())
    .addColumn("county", "text")
    .addColumn("region", "text")
    .addColumn("population", "integer")
    .addColumn("median_income", "integer")
    .addColumn("zip_codes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("neighborhoods", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("landmarks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("seo_keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("meta_description", "text")
    .addColumn("is_primary_service_area", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await withSerialId(db, db.schema.createTable("seo_keywords"))
    .addColumn("keyword", "text", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("search_volume", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("related_city", "text")
    .addColumn("related_appliance", "text")
    .execute();

  await withSerialId(db, db.schema.createTable("keyword_combinations"))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("appliance", "text", (c) => c.notNull())
    .addColumn("issue", "text", (c) => c.notNull())
    .addColumn("search_volume", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("keyword_combinations_unique", ["city", "appliance", "issue"])
    .execute();

  await withSerialId(db, db.schema.createTable("keyword_performance"))
    .addColumn("keyword_id", "integer", (c) => c.notNull().references("seo_keywords.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("impressions", "integer")
    .addColumn("clicks", "integer")
    .addColumn("position", "double precision")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "keyword_performance",
    "keyword_combinations",
    "seo_keywords",
    "cities_data",
    "newsletter_subscribers",
    "sessions",
    "staff_users",
    "email_outbox",
    "service_records",
    "appointments",
  ]) {
    // oxlint-disable-next-line no-await-in-loop -- tables that others reference are dropped after those
    await db.schema.dropTable(table).ifExists().execute();
  }
}
