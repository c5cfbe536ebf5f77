import { afterAll, beforeAll, expect, it } from "vitest";
import { smtpTransport } from "#app/server/email/transports.server.ts";
import { newsletterHeaders, unsubscribeToken } from "#app/server/newsletter.server.ts";
import { startSmtpServer } from "./support/mail-servers.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

it("an email sent with the newsletter headers carries the signed one-click unsubscribe fields", async () => {
  const secret = "k".repeat(32);
  const result = await smtpTransport(smtp.url, "News <news@example.com>").send({
    kind: "test",
    to: "reader@example.com",
    subject: "Appliance tips",
    text: "Clean the dryer vent twice a year.",
    templateParams: {},
    headers: newsletterHeaders("https://example.com", "reader@example.com", secret),
  });
  expect(result.success).toBe(true);
  const raw = smtp.received.at(-1)!.raw.replace(/\r\n[ \t]+/g, " ");
  expect(raw).toContain(
    `List-Unsubscribe: <https://example.com/newsletter/unsubscribe?email=reader%40example.com&token=${unsubscribeToken("reader@example.com", secret)}>`,
  );
  expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
});
