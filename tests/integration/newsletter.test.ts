import { expect, it } from "vitest";
import { action } from "#app/routes/blog.tsx";
import type { DB } from "#app/server/db.server.ts";
import { subscribe } from "#app/server/newsletter.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";

const INVALID_EMAIL = "Please enter a valid email address";

const rowsFor = (db: DB, email: string) =>
  db.selectFrom("newsletter_subscribers").select(["email", "created_at"]).where("email", "=", email).execute();

const countRows = async (db: DB) => (await db.selectFrom("newsletter_subscribers").select("id").execute()).length;

const callAction = (fields: Record<string, string>, ctx: ReturnType<typeof testContext>) =>
  callRoute(action, formRequest("/blog", fields), ctx);
const SUBSCRIBED = "Thanks! You're subscribed. Look out for our next maintenance tips.";

describeEachEngine("newsletter", (get) => {
  it("stores an address once, lower-cased and trimmed, whatever its case and spaces", async () => {
    const { db } = get();
    expect(await subscribe(db, "Dana.Reyes@Example.com", new Date("2024-01-10T15:00:00Z"))).toBe("subscribed");
    expect(await subscribe(db, "  dana.reyes@EXAMPLE.COM  ")).toBe("already-subscribed");
    expect(await rowsFor(db, "dana.reyes@example.com")).toEqual([
      { email: "dana.reyes@example.com", created_at: "2024-01-10T15:00:00.000Z" },
    ]);
  });

  it("refuses a malformed or empty address with the spec's message and stores nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);
    for (const [email, message] of [
      ["dana@example", INVALID_EMAIL],
      ["dana reyes@example.com", INVALID_EMAIL],
      ['"><script>@example.com', INVALID_EMAIL],
      ["   ", "Email is required"],
    ] as const) {
      const refused = await callAction({ email }, ctx);
      expect(refused.status, email).toBe(400);
      expect(refused.data.fieldErrors, email).toEqual({ email: message });
    }
    expect(await countRows(db)).toBe(before);
  });

  it("answers the /blog form: 400 with the message for a bad address, then the same confirmation whether or not the address was on the list", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);

    const refused = await callAction({ email: "sam@", website: "" }, ctx);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: { email: INVALID_EMAIL },
      values: { email: "sam@" },
      notice: null,
    });
    expect(await countRows(db)).toBe(before);

    const accepted = await callAction({ email: " Sam.Lee@Example.com ", website: "" }, ctx);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({
      status: 200,
      values: { email: "" },
      fieldErrors: {},
      formError: null,
      notice: SUBSCRIBED,
      result: null,
    });
    expect((await rowsFor(db, "sam.lee@example.com")).map((r) => r.email)).toEqual(["sam.lee@example.com"]);

    const again = await callAction({ email: "sam.lee@example.com", website: "" }, ctx);
    expect(again).toEqual(accepted);
    expect(await countRows(db)).toBe(before + 1);
  });

  it("refuses the honeypot, a body that is not a form and a NUL byte without storing anything", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);
    const bot = await callAction({ email: "bot@example.com", website: "http://spam.example" }, ctx);
    expect(bot.status).toBe(400);
    expect(bot.data.formError).toBe(
      "Your request looked automated, so it was not sent. Please call us at (713) 555-0147.",
    );
    const json = await callRoute(
      action,
      new Request(`${TEST_SITE}/blog`, {
        method: "POST",
        body: JSON.stringify({ email: "x@example.com" }),
        headers: { "Content-Type": "application/json" },
      }),
      ctx,
    );
    expect(json.status).toBe(415);
    const nul = await callAction({ email: "nul\u0000@example.com" }, ctx);
    expect(nul.status).toBe(400);
    expect(nul.data.fieldErrors).toEqual({ email: INVALID_EMAIL });
    expect(await countRows(db)).toBe(before);
  });
});
