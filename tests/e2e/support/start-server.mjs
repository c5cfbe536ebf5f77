// Starts the production build for the end-to-end tests, with a fresh SQLite database, a real
// SMTP server that writes each message it receives to MAIL_DIR, so the tests read the emails sent,
// and a stand-in for the SMS provider's REST API that writes each text it is asked to send to
// SMS_DIR (on SMS_API_PORT, by default the port after SMTP_PORT).
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = process.env.E2E_PORT ?? "3210";
const smtpPort = Number(process.env.SMTP_PORT ?? "3211");
const mailDir = process.env.MAIL_DIR ?? "test-results/mail";
const buildDir = process.env.BUILD_DIR ?? "build";

rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      count += 1;
      const message = {
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      writeFileSync(join(mailDir, `${String(count).padStart(4, "0")}.json`), JSON.stringify(message));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const smsPort = Number(process.env.SMS_API_PORT ?? smtpPort + 1);
const smsDir = process.env.SMS_DIR ?? "test-results/sms";
rmSync(smsDir, { recursive: true, force: true });
mkdirSync(smsDir, { recursive: true });
let texts = 0;
const smsApi = createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    texts += 1;
    const text = {
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization ?? "",
      contentType: req.headers["content-type"] ?? "",
      body,
    };
    writeFileSync(join(smsDir, `${String(texts).padStart(4, "0")}.json`), JSON.stringify(text));
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ sid: `SM${texts}`, status: "queued" }));
  });
});
await new Promise((resolve) => smsApi.listen(smsPort, "127.0.0.1", resolve));

const databaseUrl = process.env.E2E_DATABASE_URL ?? `file:test-results/e2e-${port}/app.db`;
const dataDir = dirname(databaseUrl.replace(/^file:/, ""));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const app = spawn(process.execPath, [join(buildDir, "server.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    // Booking photos are kept beside the test database and removed with it.
    PHOTO_DIR: join(dataDir, "photos"),
    // Fixed, so that tests can sign links (newsletter unsubscribe) the way the server does.
    SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
    EMAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    EMAIL_FROM: "Bookings <bookings@localhost>",
    OFFICE_EMAIL: "office@example.com",
    // Texts go to the stand-in API; only bookings with the box ticked send any.
    SMS_TRANSPORT: "twilio",
    TWILIO_BASE_URL: `http://127.0.0.1:${smsPort}`,
    TWILIO_ACCOUNT_SID: "ACe2e0000000000000000000000000000",
    TWILIO_AUTH_TOKEN: "e2e-only-twilio-auth-token",
    SMS_FROM: "+12815550100",
    EMAIL_WORKER_INTERVAL_MS: "300",
    LOG_LEVEL: "warn",
  },
});
const stop = () => {
  app.kill("SIGTERM");
  smtp.close();
  smsApi.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  smtp.close();
  smsApi.close();
  process.exit(code ?? 0);
});
