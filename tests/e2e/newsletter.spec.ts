import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { unsubscribeUrl } from "#app/server/newsletter.server.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";

const SECRET = "e2e-only-session-secret-0123456789abcdef";

/** The address's row: absent, waiting for confirmation, or confirmed. */
function subscription(email: string): "none" | "waiting" | "confirmed" {
  const db = new SQLite(process.env.E2E_DATABASE_URL!.replace(/^file:/, ""), { readonly: true });
  try {
    const row = db.prepare("select confirmed_at from newsletter_subscribers where email = ?").get(email) as
      { confirmed_at: string | null } | undefined;
    return row ? (row.confirmed_at ? "confirmed" : "waiting") : "none";
  } finally {
    db.close();
  }
}

/** Signs up on the blog and answers the confirmation link from the email that arrives. */
async function signUp(page: Page, email: string): Promise<string> {
  await page.goto("/blog");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Almost done: if this address is not on our list yet, we have sent it a link to confirm your subscription. Check your inbox (and your spam folder), and open the link within 7 days.",
  );
  const [mail] = await waitForMail((m) => m.to.includes(email));
  expect(mail!.raw).toContain("Subject: Confirm your subscription - Bayou City Appliance Repair");
  // Quoted-printable bodies wrap long lines with soft breaks ("=" at a line end).
  const text = mail!.raw.replace(/=\r?\n/g, "");
  expect(text).toContain("To confirm, open this link within 7 days:");
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const link = new RegExp(`${origin.replaceAll(".", "\\.")}/newsletter/confirm/\\d+\\.\\d+\\.[A-Za-z0-9_-]{43}`).exec(
    text,
  );
  expect(link, text).not.toBeNull();
  return link![0];
}

test("subscribing sends a confirmation email, and only following its link subscribes", async ({ page }) => {
  const email = `joining.${Date.now()}@example.com`;
  const link = await signUp(page, email);
  expect(subscription(email)).toBe("waiting");

  const opened = await page.goto(link);
  // The page names the address: no browser or proxy keeps it.
  expect(opened!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Send appliance tips and news to ${email}?`);
  expect(subscription(email)).toBe("waiting");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("status")).toHaveText("You're subscribed. Look out for our next maintenance tips.");
  expect(subscription(email)).toBe("confirmed");

  const token = link.split("/").at(-1)!;
  const forged = await page.goto(`/newsletter/confirm/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
  expect(forged!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This confirmation link is not valid.");
});

test("the unsubscribe link asks first, and the button unsubscribes", async ({ page, baseURL }) => {
  const email = `leaving.${Date.now()}@example.com`;
  await page.goto(await signUp(page, email));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.goto(unsubscribeUrl(baseURL!, email, SECRET));
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Stop sending appliance tips and news to ${email}?`);
  expect(subscription(email)).toBe("confirmed");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You have been unsubscribed. You will get no more newsletters from us.",
  );
  expect(subscription(email)).toBe("none");

  const forged = await page.goto(`/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=forged`);
  expect(forged!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
});
