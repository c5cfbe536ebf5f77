// Bookings per second that two servers of the production build sustain on one PostgreSQL database:
// autocannon posts bookings to both servers at once (25 connections each, 10 s), each booking from
// its own client address behind one trusted proxy, and prints requests per second and p99 latency.
// Needs `npm run build` and PostgreSQL (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { bookingRequest, loadRow, printTable } from "./bench-load.mjs";

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ports = [Number(process.env.BENCH_PORT ?? 3358), Number(process.env.BENCH_PORT ?? 3358) + 1];
const dbName = `bench_fleet_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const servers = [];
for (const port of ports) {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server.js`], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
    },
  });
  servers.push(child);
  for (
    let i = 0;
    i < 150 &&
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
}

const run = (port) =>
  autocannon({
    url: `http://127.0.0.1:${port}/book-online`,
    connections: 25,
    duration: 10,
    requests: [bookingRequest(`http://127.0.0.1:${port}`)],
  });
const results = await Promise.all(ports.map(run));
for (const s of servers) s.kill("SIGTERM");
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const stored = (await client.query("select count(*)::int as n from appointments")).rows[0].n;
await client.end();
await new Promise((r) => setTimeout(r, 1000));
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
printTable(
  "bookings posted to both servers at once (25 connections each, 10 s); a booking is answered with a 303",
  results.map((r, i) => loadRow({ server: ports[i] }, r)),
);
console.log(`bookings stored: ${stored}`);
console.log(
  `two servers together: ${Math.round(results.reduce((s, r) => s + r.requests.average, 0))} bookings/s, p99 ${Math.max(...results.map((r) => r.latency.p99))} ms`,
);
