import type { Transaction } from "kysely";
import type { DB } from "../db.server.ts";
import type { Database } from "../db-types.server.ts";

type Executor = DB | Transaction<Database>;

/** Records that the number (E.164) replied with a stop word; a second stop keeps the first date. */
export async function optOut(db: Executor, phone: string, keyword: string, now = new Date()): Promise<void> {
  await db
    .insertInto("sms_opt_outs")
    .values({ phone, keyword, opted_out_at: now.toISOString() })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
}

/** The number replied START (or UNSTOP): texts may be sent to it again. */
export async function optIn(db: Executor, phone: string): Promise<void> {
  await db.deleteFrom("sms_opt_outs").where("phone", "=", phone).execute();
}

export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  return (
    (await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst()) !== undefined
  );
}
