import type { Kysely } from "kysely";

/**
 * Newsletter subscriptions are confirmed from the address: `confirmed_at` is null until the link
 * emailed to it is followed, `confirmation_sent_at` is when that link last went out, and `language`
 * the visitor's. Addresses on the list before confirmation existed stay on it, confirmed when they
 * signed up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmation_sent_at", "text").execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  const before = db as unknown as Kysely<{
    newsletter_subscribers: { confirmed_at: string | null; created_at: string };
  }>;
  await before
    .updateTable("newsletter_subscribers")
    .set((eb) => ({ confirmed_at: eb.ref("created_at") }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["language", "confirmation_sent_at", "confirmed_at"]) {
    // oxlint-disable-next-line no-await-in-loop -- one column after another
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
