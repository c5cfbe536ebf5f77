import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = PORT + 1;
const buildDir = process.env.BUILD_DIR ?? "build";
// The test SMTP server writes each email here; the tests read them (tests/e2e/support/mail.ts).
process.env.MAIL_DIR = `test-results/mail-${PORT}`;
// The stand-in SMS API writes each text here (tests/e2e/support/sms.ts).
process.env.SMS_DIR = `test-results/sms-${PORT}`;
// The server's fresh SQLite database; the office test creates its staff account in it.
process.env.E2E_DATABASE_URL = `file:test-results/e2e-${PORT}/app.db`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node tests/e2e/support/start-server.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      E2E_PORT: String(PORT),
      SMTP_PORT: String(SMTP_PORT),
      BUILD_DIR: buildDir,
      MAIL_DIR: process.env.MAIL_DIR,
      SMS_DIR: process.env.SMS_DIR,
      E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
    },
  },
});
