import type { Kysely } from "kysely";

/**
 * One row counting changes to the data public pages show. Every process serving pages from
 * memory polls it and drops its pages when the number moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ content_version: { id: number; version: number } }>)
    .insertInto("content_version")
    .values({ id: 1, version: 1 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
