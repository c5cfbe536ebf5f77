import type { Kysely } from "kysely";

interface Before {
  closed_days: { id: number; message: string; messages: string };
}

/**
 * A closed day's message in each language the office writes it in: `messages` holds a JSON object
 * by language tag ({"en": "…", "es": "…"}). The message written before is the English one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("closed_days")
    .addColumn("messages", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  const before = db as unknown as Kysely<Before>;
  const rows = await before.selectFrom("closed_days").select(["id", "message"]).execute();
  for (const row of rows)
    // oxlint-disable-next-line no-await-in-loop -- a few rows, each its own update
    await before
      .updateTable("closed_days")
      .set({ messages: JSON.stringify({ en: row.message }) })
      .where("id", "=", row.id)
      .execute();
  await db.schema.alterTable("closed_days").dropColumn("message").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("closed_days")
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const after = db as unknown as Kysely<Before>;
  const rows = await after.selectFrom("closed_days").select(["id", "messages"]).execute();
  for (const row of rows) {
    const messages = JSON.parse(row.messages) as Record<string, string>;
    // oxlint-disable-next-line no-await-in-loop -- a few rows, each its own update
    await after
      .updateTable("closed_days")
      .set({ message: messages.en ?? Object.values(messages)[0] ?? "" })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema.alterTable("closed_days").dropColumn("messages").execute();
}
