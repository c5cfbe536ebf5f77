import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type RunningServer, startOwnServer } from "./support/own-server.ts";

// A server started with no SITE_URL, as a first local start is: its own server, to read what it logs.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const LISTENING = `http://127.0.0.1:${PORT}`;
const dataDir = `test-results/start-up-${PORT}`;

let server: RunningServer;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = await startOwnServer(PORT, {
    SITE_URL: undefined,
    DATABASE_URL: `file:${dataDir}/app.db`,
    WEB_CONCURRENCY: "1",
  });
});

test.afterAll(() => {
  server?.process.kill("SIGKILL");
});

test("without SITE_URL, the server says it takes the address it listens on, and every canonical and sitemap address leads there", async () => {
  await expect.poll(() => server.output()).toContain('"msg":"server listening"');
  const listening = server
    .output()
    .split("\n")
    .find((line) => line.includes('"msg":"server listening"'));
  expect(JSON.parse(listening!)).toMatchObject({
    port: PORT,
    siteUrl: LISTENING,
    siteUrlFrom: "HOST and PORT, as SITE_URL is not set",
  });

  const sitemap = await (await fetch(`${LISTENING}/sitemap.xml`)).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>|href="([^"]*)"/g)].map((m) => m[1] ?? m[2]);
  expect(addresses.length).toBeGreaterThan(100);
  expect(addresses.filter((address) => !address!.startsWith(`${LISTENING}/`))).toEqual([]);

  for (const path of ["/faq", "/es/preguntas-frecuentes"]) {
    const page = await (await fetch(`${LISTENING}${path}`)).text();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(page)?.[1], path).toBe(`${LISTENING}${path}`);
  }
});
