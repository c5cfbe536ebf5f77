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
  agent: Agent | undefined,
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

/** The server's log lines since `from` (a length of its output), parsed. */
function logLines(from = 0): Record<string, unknown>[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const WARN = 40;

/** A page's language, title and main heading. */
const pageOf = (html: string) => ({
  lang: /<html lang="([^"]*)"/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
});

test("a method an address does not take is answered 405 with the methods it does take, and one warning", async () => {
  const from = server.output().length;
  const cases = [
    { method: "TRACE", path: "/", allow: "GET, HEAD", text: "This address does not take TRACE requests." },
    { method: "TRACE", path: "/es/", allow: "GET, HEAD", text: "Esta dirección no acepta solicitudes TRACE." },
    { method: "POST", path: "/faq", allow: "GET, HEAD", text: "This address does not take POST requests." },
    {
      method: "DELETE",
      path: "/book-online",
      allow: "GET, HEAD, POST",
      text: "This address does not take DELETE requests.",
    },
    { method: "GET", path: "/webhooks/sms", allow: "POST", text: "This address does not take GET requests." },
    { method: "HEAD", path: "/webhooks/sms", allow: "POST", text: "" },
  ];
  for (const { method, path, allow, text } of cases) {
    const answer = await send(undefined, method, path);
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
    expect(answer.body, `${method} ${path}`).toBe(text);
  }
  await expect.poll(() => logLines(from).filter((l) => l.msg === "method not allowed").length).toBe(cases.length);
  expect(logLines(from).filter((l) => l.msg === "method not allowed")).toEqual(
    cases.map(({ method, path, allow }) => expect.objectContaining({ level: WARN, method, path, status: 405, allow })),
  );
});

test("a path whose percent-encoding does not decode is answered 400, with one warning", async () => {
  const from = server.output().length;
  const answer = await send(undefined, "GET", "/%E0%A4%A");
  expect(answer.status).toBe(400);
  expect(answer.body).toBe("This address is not valid: a percent sign in it is not followed by a character's code.");
  const spanish = await send(undefined, "GET", "/es/citas/%zz");
  expect(spanish.status).toBe(400);
  expect(spanish.body).toBe(
    "Esta dirección no es válida: un signo de porcentaje en ella no va seguido del código de un carácter.",
  );
  await expect
    .poll(() => logLines(from).filter((l) => l.msg === "unreadable address refused"))
    .toEqual([
      expect.objectContaining({ level: WARN, path: "/%E0%A4%A", status: 400, problem: "badEncoding" }),
      expect.objectContaining({ level: WARN, path: "/es/citas/:token", status: 400, problem: "badEncoding" }),
    ]);
});

test("a form post not sent from the site is answered 403 with a page saying so, in the page's language, and one warning", async () => {
  const from = server.output().length;
  const token = "A".repeat(43);
  const spanishPage = {
    lang: "es-US",
    title: "Formulario no aceptado | Bayou City Appliance Repair",
    heading: "Este formulario debe enviarse desde nuestro sitio",
  };
  const englishPage = {
    lang: "en-US",
    title: "Form Not Accepted | Bayou City Appliance Repair",
    heading: "This form must be sent from our site",
  };
  const elsewhere = "https://elsewhere.example";
  const cases = [
    // The manage page takes a post only from the site: one naming no origin is refused too.
    {
      path: `/es/citas/${token}`,
      origin: undefined,
      body: "intent=cancel",
      page: spanishPage,
      logged: "/es/citas/:token",
    },
    { path: "/book-online", origin: elsewhere, body: "name=Ann", page: englishPage, logged: "/book-online" },
    { path: "/es/reservar", origin: elsewhere, body: "name=Ana", page: spanishPage, logged: "/es/reservar" },
    {
      path: "/office/login",
      origin: elsewhere,
      body: "email=a%40b.example",
      page: englishPage,
      logged: "/office/login",
    },
  ];
  for (const { path, origin, body, page } of cases) {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (origin) headers.Origin = origin;
    const answer = await send(undefined, "POST", path, { headers, body });
    expect(answer.status, path).toBe(403);
    expect(pageOf(answer.body), path).toEqual(page);
  }
  await expect
    .poll(() => logLines(from).filter((l) => l.msg === "form post refused: not sent from the site"))
    .toEqual(
      cases.map(({ origin, logged }) =>
        expect.objectContaining({ level: WARN, method: "POST", path: logged, status: 403, origin: origin ?? "none" }),
      ),
    );
  expect(server.output()).not.toContain(token);
});

test("no refusal was logged as an error or with a stack", () => {
  expect(logLines().filter((l) => (l.level as number) >= 50)).toEqual([]);
  expect(server.output()).not.toMatch(/\n\s+at /);
});
