import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server, type Socket, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { SMTPServer } from "smtp-server";
import { addDays, todayInHouston } from "../../app/domain/time.ts";
import { isOpenDay } from "../integration/support/dates.ts";
import { capturingSmtpServer, type ReceivedMail } from "../integration/support/mail-servers.ts";
import { PG_ADMIN_URL, pgAvailable } from "./support/postgres.ts";

// Several servers of the production build on one database, and the faults a fleet meets: a server
// killed mid-burst, the mail server away, the database unreachable, a disk that takes no more writes.
// Everything listens on 127.0.0.1 only.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
// The test server's own SMTP and stand-in SMS API take the two ports after E2E_PORT.
const PORT_A = E2E_PORT + 12;
const PORT_B = E2E_PORT + 13;
const SMTP_PORT = E2E_PORT + 14;
const PROXY_PORT = E2E_PORT + 15;
const PORT_C = E2E_PORT + 16;
const PORT_D = E2E_PORT + 18;
const buildDir = process.env.BUILD_DIR ?? "build";
const FAILURE = "Failed to submit appointment. Please try calling us directly at (713) 555-0147.";

test.describe.configure({ mode: "serial" });

interface RunningServer {
  process: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const running: RunningServer[] = [];

async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  let output = "";
  const child = spawn(process.execPath, [join(buildDir, "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      EMAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      EMAIL_FROM: "bookings@localhost",
      OFFICE_EMAIL: "office@example.com",
      EMAIL_WORKER_INTERVAL_MS: "200",
      EMAIL_SEND_TIMEOUT_MS: "3000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { process: child, port, output: () => output, exited };
  running.push(server);
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

async function stopServer(server: RunningServer) {
  server.process.kill("SIGKILL");
  await server.exited;
}

/** A real SMTP server that keeps every message; it can be stopped and started again on its port. */
function mailServer() {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer | null = null;
  return {
    received,
    async start() {
      smtp = capturingSmtpServer(received, { closeTimeout: 100 });
      // A sender that disappears mid-conversation (a killed server) is not an error of the mail server.
      smtp.on("error", () => {});
      await new Promise<void>((resolve) => smtp!.listen(SMTP_PORT, "127.0.0.1", resolve));
    },
    async stop() {
      const s = smtp;
      smtp = null;
      // Open connections are dropped, as when the mail server goes away.
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    /**
     * How many different emails each appointment ID received, per recipient. A copy with the same
     * Message-ID is the same email: a server killed after the mail server accepted an email and
     * before it recorded that may send it again, and mail systems show it once.
     */
    countsFor(id: string) {
      const mine = received.filter((m) => m.raw.includes(id));
      const distinct = (list: typeof mine) =>
        new Set(list.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1] ?? m.raw)).size;
      return {
        office: distinct(mine.filter((m) => m.to.includes("office@example.com"))),
        customer: distinct(mine.filter((m) => !m.to.includes("office@example.com"))),
      };
    },
    /** Copies of one email received more than once. */
    repeats() {
      const ids = received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1] ?? m.raw);
      return ids.length - new Set(ids).size;
    },
  };
}

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
function databaseProxy(port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  return {
    async open() {
      server = createServer((client) => {
        const upstream = connect(5432, "127.0.0.1");
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async cut() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise((resolve) => s.close(resolve));
    },
  };
}

async function withDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Booking n's day: spread over the open days of the weeks ahead, so no arrival window fills up (three places each). */
const openDays = Array.from({ length: 60 }, (_, i) => addDays(todayInHouston(), 1 + i))
  .filter(isOpenDay)
  .slice(0, 45);
const dayOf = (n: number) => openDays[n % openDays.length]!;
function bookingBody(submissionKey: string, n: number) {
  return new URLSearchParams({
    submissionKey,
    website: "",
    name: "Jordan Ellis",
    phone: "7135550123",
    email: `jordan.${n}@example.com`,
    address: `${n} Westheimer Rd`,
    zipCode: "77006",
    appliance: "Refrigerator",
    issue: "Not cooling",
    issueOther: "",
    description: "",
    preferredDate: dayOf(n),
    preferredTime: "2-4 PM",
  }).toString();
}

interface BookingAnswer {
  key: string;
  status: number;
  location: string | null;
  body: string;
}

async function book(
  port: number,
  n: number,
  headers: Record<string, string> = {},
  origin = `http://127.0.0.1:${port}`,
): Promise<BookingAnswer> {
  const key = crypto.randomUUID();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/book-online`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
      body: bookingBody(key, n),
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    return { key, status: response.status, location: response.headers.get("location"), body: await response.text() };
  } catch (error) {
    return { key, status: 0, location: null, body: String((error as Error).cause ?? error) };
  }
}

const dbName = `e2e_fleet_${process.pid}`;
const mail = mailServer();

test.beforeAll(async () => {
  await mail.start();
});

test.afterAll(async () => {
  for (const server of running) server.process.kill("SIGKILL");
  await mail.stop();
  if (pgAvailable) await dropDatabase(dbName);
});

test.describe("two servers on one PostgreSQL", () => {
  test.skip(!pgAvailable, `PostgreSQL does not answer at ${PG_ADMIN_URL}`);

  test("one booking limit per client whichever server answers, and a burst survives a server killed halfway", async () => {
    test.setTimeout(120_000);
    const url = await withDatabase(dbName);
    const a = await startServer(PORT_A, { DATABASE_URL: url, TRUST_PROXY: "1" });
    const b = await startServer(PORT_B, { DATABASE_URL: url, TRUST_PROXY: "1" });

    // 8 bookings from one client, alternating between the servers: 5 pass.
    const sameClient = [];
    for (let i = 0; i < 8; i++)
      sameClient.push(await book(i % 2 ? PORT_B : PORT_A, 100 + i, { "X-Forwarded-For": "203.0.113.50" }));
    expect(sameClient.map((r) => r.status)).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);

    // 40 bookings from 40 clients, 8 at a time over both servers; B is killed after the first 20 have been sent.
    const answers: BookingAnswer[] = [];
    let bAlive = true;
    // As a load balancer does, requests go to both servers until B is gone, then to A alone.
    const wave = async (from: number) =>
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            book(bAlive && (from + i) % 2 ? PORT_B : PORT_A, from + i, { "X-Forwarded-For": `198.51.100.${from + i}` }),
          ),
        )),
      );
    await wave(0);
    await wave(8);
    const killed = wave(16);
    await new Promise((resolve) => setTimeout(resolve, 30));
    b.process.kill("SIGKILL");
    await killed;
    bAlive = false;
    await wave(24);
    await wave(32);
    expect(answers).toHaveLength(40);
    const acknowledged = answers.filter((r) => r.status === 303);
    // Every answer is a confirmation or a refused connection from the killed server; none is a server error.
    expect(answers.every((r) => r.status === 303 || r.status === 0)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(36);

    const stored = await query<{ id: string; submission_key: string }>(
      url,
      "select id, submission_key from appointments",
    );
    const byKey = new Map(stored.map((r) => [r.submission_key, r.id]));
    for (const answer of acknowledged) {
      expect(answer.location).toBe(`/book-online?confirmation=${answer.key}`);
      expect(byKey.has(answer.key)).toBe(true);
    }
    expect(new Set(stored.map((r) => r.submission_key)).size).toBe(stored.length);

    // Server A sends every stored booking's two emails, those B had claimed included once B's lease ends.
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>(
              url,
              "select count(*)::int as n from email_outbox where status <> 'sent' and kind <> 'reminder'",
            )
          )[0]!.n,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    // Each visit after tomorrow has one reminder waiting for the evening before it (tomorrow's has one until 6 PM today).
    const reminders = await query<{ appointment_id: string }>(
      url,
      "select appointment_id from email_outbox where kind = 'reminder' and status = 'pending'",
    );
    const remindedIds = reminders.map((r) => r.appointment_id);
    expect(new Set(remindedIds).size).toBe(remindedIds.length);
    const tomorrow = addDays(todayInHouston(), 1);
    const laterVisits = await query<{ id: string }>(url, "select id from appointments where preferred_date > $1", [
      tomorrow,
    ]);
    for (const { id } of laterVisits) expect(remindedIds).toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // nothing more may arrive
    for (const { id } of stored) expect(mail.countsFor(id), id).toEqual({ office: 1, customer: 1 });
    // Only an email the killed server was sending at that moment can arrive twice: at most the 8 it sends at once.
    expect(mail.repeats()).toBeLessThanOrEqual(8);
    await stopServer(a);
  });

  test("emails queued while the mail server is away are all delivered once it is back", async () => {
    test.setTimeout(90_000);
    const url = await withDatabase(dbName);
    const a = await startServer(PORT_A, { DATABASE_URL: url, TRUST_PROXY: "1" });
    await mail.stop();
    const repeatsBefore = mail.repeats();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(PORT_A, 300 + i, { "X-Forwarded-For": `192.0.2.${i + 1}` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(303));
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>(
              url,
              "select count(*)::int as n from email_outbox where status = 'pending' and attempts >= 1",
            )
          )[0]!.n,
        {
          timeout: 15_000,
        },
      )
      .toBe(12);
    const errors = await query<{ last_error: string }>(
      url,
      "select distinct last_error from email_outbox where kind <> 'reminder'",
    );
    expect(errors.every((e) => /ECONNREFUSED|Failed to send/.test(e.last_error))).toBe(true);

    await mail.start();
    // The retry is due 30 s after the failure; the test moves the queue's clock forward instead of waiting.
    await query(url, "update email_outbox set next_attempt_at = $1 where status = 'pending' and kind <> 'reminder'", [
      new Date(Date.now() - 1000).toISOString(),
    ]);
    await expect
      .poll(
        async () =>
          (await query<{ n: number }>(url, "select count(*)::int as n from email_outbox where status = 'sent'"))[0]!.n,
        { timeout: 20_000 },
      )
      .toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = await query<{ id: string }>(url, "select id from appointments");
    expect(ids).toHaveLength(6);
    for (const { id } of ids) expect(mail.countsFor(id)).toEqual({ office: 1, customer: 1 });
    expect(mail.repeats()).toBe(repeatsBefore);
    await stopServer(a);
  });

  test("while the database is unreachable bookings fail with the phone number and /healthz says so; both recover without a restart", async () => {
    test.setTimeout(90_000);
    const url = await withDatabase(dbName);
    const proxy = databaseProxy(PROXY_PORT);
    await proxy.open();
    const proxied = new URL(url);
    proxied.port = String(PROXY_PORT);
    const a = await startServer(PORT_A, { DATABASE_URL: proxied.toString(), TRUST_PROXY: "1", EMAIL_TRANSPORT: "log" });
    const before = await book(PORT_A, 400, { "X-Forwarded-For": "192.0.2.40" });
    expect(before.status).toBe(303);

    // Bookings under way when the connection is cut.
    const inFlight = Promise.all(
      Array.from({ length: 6 }, (_, i) => book(PORT_A, 401 + i, { "X-Forwarded-For": `192.0.2.${41 + i}` })),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await proxy.cut();
    for (const answer of await inFlight) {
      expect([303, 500]).toContain(answer.status);
      if (answer.status === 500) {
        expect(answer.body).toContain(FAILURE);
        expect(answer.body).not.toMatch(/ECONNREFUSED|Connection terminated|at [\w.]+ \(|node_modules/);
      }
    }
    const during = await book(PORT_A, 410, { "X-Forwarded-For": "192.0.2.60" });
    expect(during.status).toBe(500);
    expect(during.body).toContain(FAILURE);
    expect(during.body).not.toMatch(/ECONNREFUSED|at [\w.]+ \(|node_modules/);
    const down = await fetch(`http://127.0.0.1:${PORT_A}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "error", database: "down", engine: "postgres" });

    await proxy.open();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${PORT_A}/healthz`)).status, { timeout: 15_000 })
      .toBe(200);
    const after = await book(PORT_A, 411, { "X-Forwarded-For": "192.0.2.61" });
    expect(after.status).toBe(303);
    const keys = (await query<{ submission_key: string }>(url, "select submission_key from appointments")).map(
      (r) => r.submission_key,
    );
    expect(keys).toEqual(expect.arrayContaining([before.key, after.key]));
    expect(a.process.exitCode).toBeNull();
    await stopServer(a);
    await proxy.cut();
  });
});

test("a SQLite database that takes no more writes answers the failure message and keeps what it stored", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "fleet-sqlite-"));
  const dbFile = join(dir, "app.db");
  try {
    const d = await startServer(PORT_C, { DATABASE_URL: `file:${dbFile}`, EMAIL_TRANSPORT: "log" });
    const stored = await book(PORT_C, 500);
    expect(stored.status).toBe(303);
    // From now on the process may not write past the first kilobyte of any file: the disk is "full".
    execFileSync("prlimit", ["--pid", String(d.process.pid), "--fsize=1024:"]);
    const refused = await book(PORT_C, 501);
    expect(refused.status).toBe(500);
    expect(refused.body).toContain(FAILURE);
    expect(refused.body).toContain('value="Jordan Ellis"');
    // What was stored is still there and still shown.
    const confirmation = await fetch(`http://127.0.0.1:${PORT_C}${stored.location}`);
    expect(await confirmation.text()).toContain("Appointment Booked!");
    execFileSync("prlimit", ["--pid", String(d.process.pid), "--fsize=unlimited:"]);
    const again = await book(PORT_C, 502);
    expect(again.status).toBe(303);
    await stopServer(d);
    const db = new SQLite(dbFile, { readonly: true });
    const keys = (db.prepare("select submission_key from appointments").all() as { submission_key: string }[]).map(
      (r) => r.submission_key,
    );
    db.close();
    expect(keys.toSorted()).toEqual([stored.key, again.key].toSorted());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the client address and protocol come from trusted proxies only", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "fleet-proxy-"));
  const common = {
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    EMAIL_TRANSPORT: "log",
    SITE_URL: "https://shop.example",
    SESSION_SECRET: "p".repeat(32),
  };
  try {
    // One proxy in front (the test, from 127.0.0.1): it appends the address it saw to what the client sent.
    const trusted = await startServer(PORT_D, { ...common, TRUST_PROXY: "1" });
    const spoofed = [];
    for (let i = 0; i < 8; i++) {
      spoofed.push(
        await book(
          PORT_D,
          600 + i,
          { "X-Forwarded-For": `198.51.100.${i}, 203.0.113.5`, "X-Forwarded-Proto": "https" },
          `https://127.0.0.1:${PORT_D}`,
        ),
      );
    }
    expect(spoofed.map((r) => r.status)).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    await stopServer(trusted);

    // The proxy is elsewhere: the forwarded protocol is not believed, so an https origin does not match this plain-HTTP request.
    const untrusted = await startServer(PORT_D, { ...common, TRUST_PROXY: "192.0.2.1" });
    const refused = await book(
      PORT_D,
      610,
      { "X-Forwarded-For": "203.0.113.6", "X-Forwarded-Proto": "https" },
      `https://127.0.0.1:${PORT_D}`,
    );
    expect(refused.status).toBe(403);
    const plain = await book(PORT_D, 611);
    expect(plain.status).toBe(303);
    await stopServer(untrusted);
    const db = new SQLite(join(dir, "app.db"), { readonly: true });
    const count = (db.prepare("select count(*) as n from appointments").get() as { n: number }).n;
    db.close();
    expect(count).toBe(6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A post as a proxy passes it on: its own Host (the app's internal name), the client's Origin and protocol. */
function postThroughProxy(port: number, path: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          Host: "app:3000",
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("behind a proxy that passes its own Host, a form sent from the public address is accepted and one from elsewhere refused", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "fleet-host-"));
  try {
    const server = await startServer(PORT_D, {
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      EMAIL_TRANSPORT: "log",
      SITE_URL: "https://www.example.test",
      TRUST_PROXY: "1",
      SESSION_SECRET: "h".repeat(32),
    });
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" };
    const key = crypto.randomUUID();
    const booked = await postThroughProxy(PORT_D, "/book-online", bookingBody(key, 700), {
      ...forwarded,
      Origin: "https://www.example.test",
    });
    expect(booked).toEqual({ status: 303, location: `/book-online?confirmation=${key}` });
    const spanish = await postThroughProxy(PORT_D, "/es/reservar", bookingBody(crypto.randomUUID(), 701), {
      ...forwarded,
      Origin: "https://www.example.test",
    });
    expect(spanish.status).toBe(303);
    for (const origin of ["https://evil.example", "https://www.example.test.evil.example"]) {
      const refused = await postThroughProxy(PORT_D, "/book-online", bookingBody(crypto.randomUUID(), 702), {
        ...forwarded,
        Origin: origin,
      });
      expect(refused.status, origin).toBe(403);
    }
    await stopServer(server);
    const db = new SQLite(join(dir, "app.db"), { readonly: true });
    const count = (db.prepare("select count(*) as n from appointments").get() as { n: number }).n;
    db.close();
    expect(count).toBe(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
