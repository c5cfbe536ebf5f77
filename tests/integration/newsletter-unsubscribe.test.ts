import { expect, it } from "vitest";
import { action, INVALID_LINK_MESSAGE, loader, UNSUBSCRIBED_MESSAGE } from "#app/routes/newsletter-unsubscribe.tsx";
import { newsletterHeaders, unsubscribeToken, unsubscribeUrl } from "#app/server/newsletter.server.ts";
import { confirmedSubscriber } from "./support/newsletter.ts";
import { TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { describeEachEngine } from "./support/databases.ts";

describeEachEngine("newsletter unsubscribe", (get) => {
  const subscribed = async (email: string) =>
    (await get().db.selectFrom("newsletter_subscribers").select("email").where("email", "=", email).execute())
      .length === 1;

  it("gives every newsletter email signed List-Unsubscribe headers for one-click unsubscribe", () => {
    const secret = "s".repeat(32);
    const headers = newsletterHeaders("https://example.com", "Jane@Example.com ", secret);
    const token = unsubscribeToken("jane@example.com", secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers).toEqual({
      "List-Unsubscribe": `<https://example.com/newsletter/unsubscribe?email=jane%40example.com&token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(unsubscribeToken("jane@example.com", "t".repeat(32))).not.toBe(token);
    expect(unsubscribeToken("john@example.com", secret)).not.toBe(token);
  });

  it("opening the link only asks, with a confirm button; the button unsubscribes", async () => {
    const ctx = testContext(get().db);
    await confirmedSubscriber(ctx.db, "ask@example.com", ctx.env);
    const link = unsubscribeUrl(TEST_SITE, "ask@example.com", ctx.env.SESSION_SECRET);
    const opened = await callRoute(loader, new Request(link), ctx);
    expect(opened.status).toBe(200);
    expect(opened.data).toEqual({
      email: "ask@example.com",
      token: new URL(link).searchParams.get("token"),
      valid: true,
    });
    expect(await subscribed("ask@example.com")).toBe(true);

    const confirm = new Request(`${TEST_SITE}/newsletter/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE },
      body: new URLSearchParams({ email: opened.data.email, token: opened.data.token }).toString(),
    });
    const done = await callRoute(action, confirm, ctx);
    expect(done).toMatchObject({ status: 200, data: { notice: UNSUBSCRIBED_MESSAGE } });
    expect(await subscribed("ask@example.com")).toBe(false);
  });

  it("a mail app's one-click POST to the header's URL unsubscribes, with no Origin", async () => {
    const ctx = testContext(get().db);
    await confirmedSubscriber(ctx.db, "oneclick@example.com", ctx.env);
    const link = newsletterHeaders(TEST_SITE, "oneclick@example.com", ctx.env.SESSION_SECRET)[
      "List-Unsubscribe"
    ]!.slice(1, -1);
    const post = new Request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const done = await callRoute(action, post, ctx);
    expect(done).toMatchObject({ status: 200, data: { notice: UNSUBSCRIBED_MESSAGE } });
    expect(await subscribed("oneclick@example.com")).toBe(false);
    // Again: the same answer, nothing else changes.
    expect(
      (
        await callRoute(
          action,
          new Request(link, {
            method: "POST",
            body: "List-Unsubscribe=One-Click",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          }),
          ctx,
        )
      ).status,
    ).toBe(200);
  });

  it("a forged or altered link changes nothing", async () => {
    const ctx = testContext(get().db);
    await confirmedSubscriber(ctx.db, "keep@example.com", ctx.env);
    const forged = [
      `${TEST_SITE}/newsletter/unsubscribe?email=keep%40example.com&token=${unsubscribeToken("keep@example.com", "x".repeat(32))}`,
      `${TEST_SITE}/newsletter/unsubscribe?email=keep%40example.com&token=`,
      `${TEST_SITE}/newsletter/unsubscribe?email=keep%40example.com`,
      unsubscribeUrl(TEST_SITE, "other@example.com", ctx.env.SESSION_SECRET).replace(
        "other%40example.com",
        "keep%40example.com",
      ),
    ];
    for (const url of forged) {
      const opened = await callRoute(loader, new Request(url), ctx);
      expect(opened).toMatchObject({ status: 400, data: { valid: false, email: "" } });
      const posted = await callRoute(
        action,
        new Request(url, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        ctx,
      );
      expect(posted).toMatchObject({ status: 400, data: { formError: INVALID_LINK_MESSAGE } });
    }
    expect(await subscribed("keep@example.com")).toBe(true);
  });
});
