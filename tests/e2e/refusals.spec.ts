import { rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { type RunningServer, startOwnServer } from "./support/own-server.ts";

// What the server refuses, and how: each refusal is a clean answer on a connection that still
// works, and a one-line log. These tests start their own server (SQLite) to read what it logs.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 9;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = `test-results/refusals-${PORT}`;
const TOO_LARGE = "This form was too large to send.";

test.describe.configure({ mode: "serial" });

let server: RunningServer;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = await startOwnServer(PORT, { DATABASE_URL: `file:${dataDir}/app.db`, WEB_CONCURRENCY: "1" });
});

test.afterAll(() => {
  server?.process.kill("SIGKILL");
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through `agent`; fails after `timeoutMs` instead of waiting for a connection that hangs. */
function send(
  agent: Agent,
  method: string,
  path: string,
  {
    headers = {},
    body,
    timeoutMs = 3_000,
  }: { headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, method, path, agent, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE };

test("a form over the size limit is answered 413, and the next request on the same keep-alive connection at once", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = `name=${"x".repeat(200_000)}`;
  const refused = await send(agent, "POST", "/book-online", { headers: formHeaders, body });
  expect(refused.status).toBe(413);
  expect(refused.body).toContain(TOO_LARGE);
  const started = performance.now();
  const next = await send(agent, "GET", "/healthz");
  expect(next.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(1_000);
  agent.destroy();
});

test("a chunked form over the size limit is answered 413, and the connection closed after the answer", async () => {
  const socket = connect(PORT, "127.0.0.1");
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (c: string) => (answer += c));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST /book-online HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${BASE}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
  );
  const chunk = "x".repeat(10_000);
  for (let i = 0; i < 10; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  socket.write("0\r\n\r\n");
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  expect(answer).toContain(TOO_LARGE);
  expect(answer).toContain("</html>");
});
