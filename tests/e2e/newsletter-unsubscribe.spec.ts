import SQLite from "better-sqlite3";
import { unsubscribeUrl } from "#app/server/newsletter.server.ts";
import { expect, test } from "./support/fixtures.ts";

const SECRET = "e2e-only-session-secret-0123456789abcdef";

function isSubscribed(email: string): boolean {
  const db = new SQLite(process.env.E2E_DATABASE_URL!.replace(/^file:/, ""), { readonly: true });
  try {
    return db.prepare("select 1 from newsletter_subscribers where email = ?").get(email) !== undefined;
  } finally {
    db.close();
  }
}

test("the unsubscribe link asks first, and the button unsubscribes", async ({ page, baseURL }) => {
  const email = `leaving.${Date.now()}@example.com`;
  await page.goto("/blog");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thanks! You're subscribed. Look out for our next maintenance tips.",
  );

  await page.goto(unsubscribeUrl(baseURL!, email, SECRET));
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Stop sending appliance tips and news to ${email}?`);
  expect(isSubscribed(email)).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You have been unsubscribed. You will get no more newsletters from us.",
  );
  expect(isSubscribed(email)).toBe(false);

  const forged = await page.goto(`/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=forged`);
  expect(forged!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
});
