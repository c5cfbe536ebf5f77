import type { Kysely } from "kysely";

/**
 * State shared by every server on one database: rate-limit counters, leases on outbox rows and
 * the schedule of fleet-wide jobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    // Milliseconds since the epoch: the counter's window started then and ends at expires_at.
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();

  // The worker that claimed a row (claim_token) owns it until lease_until; after that any worker may take it.
  await db.schema.alterTable("email_outbox").addColumn("lease_until", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("claim_token", "text").execute();

  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("next_run_at", "text", (c) => c.notNull())
    .addColumn("last_run_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").ifExists().execute();
  await db.schema.alterTable("email_outbox").dropColumn("claim_token").execute();
  await db.schema.alterTable("email_outbox").dropColumn("lease_until").execute();
  await db.schema.dropTable("rate_limits").ifExists().execute();
}
