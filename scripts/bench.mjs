// npm run bench — after `npm run build`. Starts the production server on a fresh database, runs
// Lighthouse (mobile emulation, the default) on one page of each route type and autocannon
// (50 connections) on the home page, a content page and a booking submission, then prints the
// figures DESIGN.md states its budgets in. Then, side by side, wrk (50 connections) against our
// server and against nginx serving the very bytes our server sent (Brotli), for the home page, an
// issue page and a ZIP page, and prints the ratio. Writes bench-results/results.json too.
// `npm run bench -- --skip-lighthouse` leaves Lighthouse out.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
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
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", SITE_URL: base, DATABASE_URL: `file:${dataDir}/bench.db`, LOG_LEVEL: "warn", TRUST_PROXY: "1" },
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

const lighthouseRows = [];
if (!process.argv.includes("--skip-lighthouse")) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
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
}

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

const ratioRows = await compareWithNginx({ home: "/", issue: "/issues/dryer-not-heating", "ZIP page": "/service-area/77001" });

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/results.json", JSON.stringify({ lighthouse: lighthouseRows, load: loadRows, nginx: ratioRows }, null, 2));
server.kill("SIGTERM");

/** One GET with the bytes exactly as sent (no decompression). */
function rawGet(url, headers) {
  return new Promise((done, fail) => {
    httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", fail).end();
  });
}

function wrk(url) {
  const out = execFileSync("wrk", ["-t2", "-c50", `-d${process.env.BENCH_WRK_SECONDS ?? 10}s`, "-H", "Accept-Encoding: gzip, deflate, br", url], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps: Math.round(rps), non2xx };
}

/** A value as an nginx double-quoted string. */
const quote = (v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`;

/**
 * Saves our server's Brotli answer for each page, serves those bytes with the same headers from
 * nginx on the next port, and runs wrk against both, one page after the other.
 */
async function compareWithNginx(targets) {
  const missing = ["nginx", "wrk"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length > 0) {
    console.log(`\nnginx comparison skipped: ${missing.join(" and ")} not installed (apt-get install -y nginx-light wrk)`);
    return [];
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // nginx's workers drop root and must still read the saved bytes.
  chmodSync(dir, 0o755);
  const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? PORT + 1);
  const locations = [];
  for (const [name, path] of Object.entries(targets)) {
    const r = await rawGet(`${base}${path}`, { "Accept-Encoding": "gzip, deflate, br" });
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    const file = `${name.replace(/\W+/g, "-")}.body`;
    writeFileSync(join(dir, file), r.body);
    const headers = ["content-encoding", "vary", "etag", "cache-control", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"]
      .filter((h) => r.headers[h])
      .map((h) => `      add_header ${h} ${quote(r.headers[h])} always;`);
    locations.push(`    location = ${path} {\n      default_type ${quote(r.headers["content-type"])};\n      root ${dir};\n      try_files /${file} =404;\n${headers.join("\n")}\n    }`);
  }
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, `daemon off;
worker_processes ${process.env.BENCH_NGINX_WORKERS ?? "auto"};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types {}
  etag off;
  if_modified_since off;
  server_tokens off;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${nginxPort};
${locations.join("\n")}
  }
}
`);
  const nginx = spawn("nginx", ["-c", resolve(conf), "-p", dir, "-e", `${dir}/error.log`], { stdio: ["ignore", "ignore", "inherit"] });
  const rows = [];
  try {
    for (let i = 0; i < 50; i++) {
      if (await rawGet(`http://127.0.0.1:${nginxPort}${Object.values(targets)[0]}`, {}).then(() => true, () => false)) break;
      await sleep(100);
    }
    for (const [name, path] of Object.entries(targets)) {
      const same = (await rawGet(`http://127.0.0.1:${nginxPort}${path}`, { "Accept-Encoding": "br" })).body.equals((await rawGet(`${base}${path}`, { "Accept-Encoding": "gzip, deflate, br" })).body);
      const ours = wrk(`${base}${path}`);
      const theirs = wrk(`http://127.0.0.1:${nginxPort}${path}`);
      if (!same) console.log(`nginx did not answer the saved bytes for ${path}: see ${dir}/error.log`);
      rows.push({ page: name, path, "ours req/s": ours.rps, "nginx req/s": theirs.rps, ratio: Number((ours.rps / theirs.rps).toFixed(3)), "same bytes": same, non2xx: ours.non2xx + theirs.non2xx });
    }
  } finally {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nwrk (50 connections, ${process.env.BENCH_WRK_SECONDS ?? 10} s each): our server against nginx serving the same bytes`);
  console.table(rows);
  return rows;
}
