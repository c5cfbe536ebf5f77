import type { Kysely } from "kysely";

/**
 * The customer's language on the appointment ("en" or "es"): the customer's emails, texts and
 * calendar file are written in it. Visits stored before it existed were booked in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("appointments")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").dropColumn("language").execute();
}
