// npm run bench — after `npm run build`. Starts the production server on a fresh database, runs
// Lighthouse (mobile emulation, the default) on one page of each route type and autocannon
// (50 connections) on the home page, a content page and a booking submission, then prints the
// figures DESIGN.md states its budgets in. Writes bench-results/results.json too.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = "bench-results/db";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, ["build/server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", SITE_URL: base, DATABASE_URL: `file:${dataDir}/bench.db`, LOG_LEVEL: "warn", TRUST_PROXY: "true" },
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await sleep(100);
}

const pages = {
  home: "/",
  booking: "/book-online",
  appliances: "/appliances",
  appliance: "/appliances/dryer",
  issue: "/issues/dryer-not-heating",
  brands: "/brands",
  brand: "/brands/whirlpool",
  "blog list": "/blog",
  "blog post": "/blog/how-to-clean-a-washing-machine",
  "blog category": "/blog/category/repair-guides",
  "blog tag": "/blog/tag/dryer",
  "service area": "/service-area/77449",
  directory: "/service-areas",
  city: "/city/katy",
  estimator: "/estimate",
  faq: "/faq",
  warranty: "/warranty",
  parts: "/parts",
  technicians: "/technicians",
  sitemap: "/sitemap",
  privacy: "/privacy",
  terms: "/terms",
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const lighthouseRows = [];
for (const [type, path] of Object.entries(pages)) {
  const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  if (lhr.runtimeError) {
    lighthouseRows.push({ type, path, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
    continue;
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0);
  lighthouseRows.push({
    type,
    path,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKB: Number((jsBytes / 1024).toFixed(1)),
  });
}
await chrome.kill();
console.log("\nLighthouse (mobile emulation)");
console.table(lighthouseRows);

async function load(title, options) {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return { title, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
let n = 0;
const loadRows = [
  await load("home page", { url: `${base}/` }),
  await load("content page (/issues/dryer-not-heating)", { url: `${base}/issues/dryer-not-heating` }),
  await load("booking submission (POST /book-online)", {
    url: `${base}/book-online`,
    requests: [{
      method: "POST",
      setupRequest: (req) => {
        n += 1;
        const body = new URLSearchParams({
          submissionKey: crypto.randomUUID(), website: "", name: "Bench Customer", phone: "7135550100", email: `bench${n}@example.com`,
          address: "1 Bench St", zipCode: "77002", appliance: "Dryer", issue: "Not heating", issueOther: "", description: "",
          preferredDate: tomorrow, preferredTime: "8-10 AM",
        }).toString();
        // Behind a proxy each customer has an address of their own; the rate limit is per address.
        return { ...req, body, headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
      },
    }],
  }),
];
console.log("\nautocannon (50 connections, 10 s each)");
console.table(loadRows);

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/results.json", JSON.stringify({ lighthouse: lighthouseRows, load: loadRows }, null, 2));
server.kill("SIGTERM");
