import type { Kysely } from "kysely";

/**
 * A visit's manage link: the random nonce it is derived from and the SHA-256 of the link's token
 * (the token itself is never stored), and the calendar file's sequence number, raised each time
 * the visit moves or is cancelled so calendar apps replace the event they hold.
 * Visits stored before this have no link (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").addColumn("manage_nonce", "text").execute();
  await db.schema.alterTable("appointments").addColumn("manage_token_hash", "text").execute();
  await db.schema
    .alterTable("appointments")
    .addColumn("calendar_sequence", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("appointments_manage_token_hash")
    .unique()
    .on("appointments")
    .column("manage_token_hash")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("appointments_manage_token_hash").execute();
  await db.schema.alterTable("appointments").dropColumn("calendar_sequence").execute();
  await db.schema.alterTable("appointments").dropColumn("manage_token_hash").execute();
  await db.schema.alterTable("appointments").dropColumn("manage_nonce").execute();
}
