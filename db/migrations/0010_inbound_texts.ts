import type { Kysely } from "kysely";

/**
 * Every text the provider delivers to our number, kept under the provider's message id, so that a
 * post the provider repeats is recognised and changes nothing; a reply that is not a keyword is kept
 * for the office on the visit it answers. A visit's texts go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sms_inbound")
    .addColumn("message_sid", "text", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("appointment_id", "text", (c) => c.references("appointments.id").onDelete("cascade"))
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_inbound_appointment").on("sms_inbound").columns(["appointment_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sms_inbound").execute();
}
