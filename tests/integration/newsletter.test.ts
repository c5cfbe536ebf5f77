import { expect, it } from "vitest";
import { action } from "~/routes/blog";
import type { DB } from "~/server/db.server";
import { subscribe } from "~/server/newsletter.server";
import { describeEachEngine } from "./support/databases";
import { formRequest, testContext, unwrap } from "./support/context";

const INVALID_EMAIL = "Please enter a valid email address";

const rowsFor = (db: DB, email: string) =>
  db.selectFrom("newsletter_subscribers").select(["email", "created_at"]).where("email", "=", email).execute();

const countRows = async (db: DB) => (await db.selectFrom("newsletter_subscribers").select("id").execute()).length;

const callAction = async (fields: Record<string, string>, ctx: ReturnType<typeof testContext>) =>
  unwrap(await action({ request: formRequest("/blog", fields), context: ctx, params: {} } as never));

describeEachEngine("newsletter", (get) => {
  it("stores an address once, lower-cased and trimmed, whatever its case and spaces", async () => {
    const { db } = get();
    expect(await subscribe(db, "Dana.Reyes@Example.com", new Date("2024-01-10T15:00:00Z"))).toEqual({ outcome: "subscribed" });
    expect(await subscribe(db, "  dana.reyes@EXAMPLE.COM  ")).toEqual({ outcome: "already-subscribed" });
    expect(await rowsFor(db, "dana.reyes@example.com")).toEqual([{ email: "dana.reyes@example.com", created_at: "2024-01-10T15:00:00.000Z" }]);
  });

  it("refuses a malformed or empty address with the spec's message and stores nothing", async () => {
    const { db } = get();
    const before = await countRows(db);
    expect(await subscribe(db, "dana@example")).toEqual({ outcome: "invalid", message: INVALID_EMAIL });
    expect(await subscribe(db, "dana reyes@example.com")).toEqual({ outcome: "invalid", message: INVALID_EMAIL });
    expect(await subscribe(db, "   ")).toEqual({ outcome: "invalid", message: "Email is required" });
    expect(await countRows(db)).toBe(before);
  });

  it("answers the /blog form: 400 with the message for a bad address, then a confirmation and one stored row", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);

    const refused = await callAction({ email: "sam@", company: "" }, ctx);
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ ok: false, message: INVALID_EMAIL, email: "sam@" });
    expect(await countRows(db)).toBe(before);

    const accepted = await callAction({ email: " Sam.Lee@Example.com ", company: "" }, ctx);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ ok: true, message: "Thanks! You're subscribed. Look out for our next maintenance tips.", email: "" });
    expect((await rowsFor(db, "sam.lee@example.com")).map((r) => r.email)).toEqual(["sam.lee@example.com"]);

    const again = await callAction({ email: "sam.lee@example.com", company: "" }, ctx);
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ ok: true, message: "You're already subscribed with this address.", email: "" });
    expect(await countRows(db)).toBe(before + 1);
  });
});
