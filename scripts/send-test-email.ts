// Sends one test email through the configured transport (EMAIL_TRANSPORT, SMTP_URL, EMAILJS_*):
//   npm run email:test -- --to office@example.com
import { parseArgs } from "node:util";
import { sendTestEmail } from "../app/server/email/test-email.server.ts";
import { transportFromEnv } from "../app/server/email/transports.server.ts";
import { parseEnv } from "../app/server/env.server.ts";
import { createLogger } from "../app/server/logger.server.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const env = parseEnv(process.env);
const to = values.to ?? env.OFFICE_EMAIL;
if (!to) {
  console.error("Usage: npm run email:test -- --to ADDRESS (or set OFFICE_EMAIL)");
  process.exit(2);
}
const transport = transportFromEnv(env, createLogger(env.LOG_LEVEL));
const result = await sendTestEmail(transport, to);
console.log(
  `${result.message} (transport: ${transport.name}${transport.delivers ? "" : ", logged only, not delivered"})`,
);
// Only a delivered email proves delivery works.
process.exitCode = result.success && transport.delivers ? 0 : 1;
