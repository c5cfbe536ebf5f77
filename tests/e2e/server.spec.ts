import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { openDayAhead } from "../integration/support/dates.ts";
import { type RunningServer, startOwnServer } from "./support/own-server.ts";
import { PG_ADMIN_URL, pgAvailable } from "./support/postgres.ts";

// These tests start their own server process from the production build, on PostgreSQL, so that
// they can take its database away and stop it with SIGTERM.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial" });

test.skip(!pgAvailable, `PostgreSQL does not answer at ${PG_ADMIN_URL}`);

const startServer = (databaseUrl: string) => startOwnServer(PORT, { DATABASE_URL: databaseUrl });

const dbName = `e2e_server_${process.pid}`;
const admin = () => new pg.Client({ connectionString: PG_ADMIN_URL });
const databaseUrl = () => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
};

let server: RunningServer;

test.beforeAll(async () => {
  if (!pgAvailable) return;
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  server = await startServer(databaseUrl());
});

test.afterAll(async () => {
  if (!pgAvailable) return;
  server?.process.kill("SIGKILL");
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await client.end();
});

const visitDate = openDayAhead(1);
const booking = (submissionKey: string) =>
  new URLSearchParams({
    submissionKey,
    website: "",
    name: "Priya Raman",
    phone: "7135550166",
    email: "priya.raman@example.com",
    address: "18 Bayou Bend Ct",
    zipCode: "77024",
    appliance: "Dryer",
    issue: "Not heating",
    issueOther: "",
    description: "",
    preferredDate: visitDate,
    preferredTime: "2-4 PM",
  }).toString();

test("a booking leaves no personal data in the logs", async () => {
  const response = await fetch(`${BASE}/book-online`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: booking(crypto.randomUUID()),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  await expect.poll(() => server.output()).toContain('"msg":"appointment stored; emails queued"');
  for (const personal of ["Priya", "Raman", "priya.raman@example.com", "7135550166", "Bayou Bend"])
    expect(server.output()).not.toContain(personal);
});

test("an address holding a NUL byte answers 400 before any route reads it", async () => {
  for (const path of ["/office?q=%00", "/book-online?confirmation=%00", "/office/appointments/APT-1%00"]) {
    const response = await fetch(`${BASE}${path}`, { headers: { Cookie: "office_session=abc" }, redirect: "manual" });
    expect(response.status, path).toBe(400);
  }
  expect(server.output()).not.toContain('"level":50');
});

test("a booking's confirmation is kept by no cache, and opening its manage link, in either language, logs the route pattern and never the token", async () => {
  const key = crypto.randomUUID();
  const booked = await fetch(`${BASE}/book-online`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: booking(key),
    redirect: "manual",
  });
  expect(booked.status).toBe(303);
  expect(booked.headers.get("cache-control")).toBe("no-store");
  const confirmationPage = await fetch(`${BASE}${booked.headers.get("location")}`);
  expect(confirmationPage.headers.get("cache-control")).toBe("no-store");
  const confirmation = await confirmationPage.text();
  const token = /\/appointments\/([A-Za-z0-9_-]{43})/.exec(confirmation)?.[1];
  expect(token).toBeDefined();
  for (const path of [`/appointments/${token}`, `/appointments/${token}.data`, `/es/citas/${token}`]) {
    const response = await fetch(`${BASE}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
  }
  await expect.poll(() => server.output()).toContain('"path":"/es/citas/:token"');
  expect(server.output()).toContain('"path":"/appointments/:token"');
  expect(server.output()).not.toContain(token!);
});

test("SIGTERM lets an in-flight booking finish, then closes the database and exits 0", async () => {
  const body = booking(crypto.randomUUID());
  const socket = connect(PORT, "127.0.0.1");
  let answer = "";
  socket.on("data", (c) => (answer += c.toString()));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  await new Promise((resolve) => socket.once("connect", resolve));
  // Send the headers and half of the body, stop the server, then send the rest.
  socket.write(
    `POST /book-online HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${BASE}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.slice(0, 40));
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.process.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("shutting down: finishing in-flight requests");
  socket.write(body.slice(40));
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 303/);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("database closed; bye");
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from appointments");
  await client.end();
  expect(rows[0].n).toBe(3);
});

test("without its database the health check answers 503, pages that need it answer a friendly 500, and the rest still works", async () => {
  server = await startServer(databaseUrl());
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  await client.end();

  const health = await fetch(`${BASE}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "error", database: "down", engine: "postgres" });

  const office = await fetch(`${BASE}/office`, { headers: { Cookie: "office_session=abc" } });
  expect(office.status).toBe(500);
  const html = await office.text();
  expect(html).toContain("Something went wrong on our side");
  expect(html).toContain("tel:+17135550147");
  expect(html).not.toMatch(/database .* does not exist|at [\w.]+ \(|node_modules/);

  const page = await fetch(`${BASE}/appliances/dryer`);
  expect(page.status).toBe(200);
});
