import type { Kysely } from "kysely";

/**
 * Photos of the appliance sent with a booking: one row per photo, its re-encoded JPEG kept as the
 * file `<id>.jpg` in the photo folder (PHOTO_DIR), never in the database or a public folder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("appointment_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("appointment_id", "text", (c) => c.notNull().references("appointments.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("appointment_photos_appointment")
    .on("appointment_photos")
    .columns(["appointment_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointment_photos").execute();
}
