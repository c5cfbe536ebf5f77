import type { Kysely } from "kysely";

/**
 * Text messages: the customer's consent on the appointment (when, the exact words shown, from which
 * address), texts as rows of the one outbox (`channel`), and the numbers that replied STOP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").addColumn("sms_consent_at", "text").execute();
  await db.schema.alterTable("appointments").addColumn("sms_consent_text", "text").execute();
  await db.schema.alterTable("appointments").addColumn("sms_consent_ip", "text").execute();
  await db.schema
    .alterTable("email_outbox")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .execute();
  await db.schema
    .createTable("sms_opt_outs")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("keyword", "text", (c) => c.notNull())
    .addColumn("opted_out_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sms_opt_outs").execute();
  await db.schema.alterTable("email_outbox").dropColumn("channel").execute();
  for (const column of ["sms_consent_ip", "sms_consent_text", "sms_consent_at"]) {
    // oxlint-disable-next-line no-await-in-loop -- one column after another
    await db.schema.alterTable("appointments").dropColumn(column).execute();
  }
}
