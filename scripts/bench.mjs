// npm run bench — after `npm run build`. Starts the production server on a fresh database, then:
// 1. wrk (50 connections) against our server and against nginx serving the very bytes our server
//    sent (same Accept-Encoding, same headers), side by side, for the home page, an issue page and
//    a ZIP page: requests per second, p99 latency, the ratio, and how much CPU each of our server
//    processes used (both cores should be busy);
// 2. autocannon (50 connections) posting bookings;
// 3. Lighthouse (mobile emulation, its default) on 13 routes, each requested once before so that
//    Lighthouse gets it as most visitors do (from memory where the route is cached): the four
//    category scores, LCP, TBT, CLS and compressed JavaScript, the median of N runs.
// Options: --ratio-runs N (default 1) repeats step 1; --lighthouse-runs N (default 1);
// --skip-load, --skip-lighthouse, --routes /,/faq (Lighthouse on those routes only). Environment:
// BENCH_PORT (default 3300; nginx uses the next port), BENCH_WRK_SECONDS (10), BENCH_NGINX_WORKERS
// (auto), WEB_CONCURRENCY (the server's default: one process per core), LOG_LEVEL (info: a log line
// per request, as in production).
// Writes bench-results/results.json too.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bookingRequest, loadRow, printTable } from "./bench-load.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const ratioRuns = option("ratio-runs", 1);
const lighthouseRuns = option("lighthouse-runs", 1);
const wrkSeconds = Number(process.env.BENCH_WRK_SECONDS ?? 10);
const ACCEPT_ENCODING = "gzip, deflate, br";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = "bench-results/db";
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server.js`], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    LOG_LEVEL: "info",
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATABASE_URL: `file:${dataDir}/bench.db`,
    TRUST_PROXY: "1",
  },
});
// A failed step must not leave the server running.
process.on("exit", () => server.kill("SIGTERM"));
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i === 600) throw new Error(`the server did not answer ${base}/healthz within 60 s`);
  await sleep(100);
}

const results = {};
results.nginx = await compareWithNginx({
  home: "/",
  issue: "/issues/dryer-not-heating",
  "ZIP page": "/service-area/77001",
});

if (!process.argv.includes("--skip-load")) {
  const result = await autocannon({
    url: `${base}/book-online`,
    connections: 50,
    duration: 10,
    requests: [bookingRequest()],
  });
  results.bookings = [loadRow({ load: "booking submission (POST /book-online)" }, result)];
  printTable("autocannon (50 connections, 10 s): bookings answered with a 303 to the confirmation", results.bookings);
}

if (!process.argv.includes("--skip-lighthouse")) results.lighthouse = await runLighthouse();

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/results.json", JSON.stringify(results, null, 2));
server.kill("SIGTERM");

function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function runLighthouse() {
  const every = [
    "/",
    "/appliances/dryer",
    "/issues/dryer-not-heating",
    "/service-area/77001",
    "/blog",
    "/book-online",
    "/estimate",
    "/faq",
    "/technicians",
    "/service-areas",
    "/warranty",
    "/parts",
    "/city/katy",
  ];
  const only = process.argv.indexOf("--routes");
  const routes = only === -1 ? every : process.argv[only + 1].split(",");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  try {
    for (const path of routes) {
      // Most visitors get a page already held in memory; the first request renders it.
      await rawGet(`${base}${path}`, { "Accept-Encoding": ACCEPT_ENCODING });
      const runs = [];
      let error;
      for (let i = 0; i < lighthouseRuns; i++) {
        const { lhr } = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (lhr.runtimeError) {
          error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          continue;
        }
        const requests = lhr.audits["network-requests"]?.details?.items ?? [];
        runs.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          "best practices": lhr.categories["best-practices"].score * 100,
          seo: lhr.categories.seo.score * 100,
          "LCP ms": lhr.audits["largest-contentful-paint"].numericValue,
          "TBT ms": lhr.audits["total-blocking-time"].numericValue,
          CLS: lhr.audits["cumulative-layout-shift"].numericValue,
          "JS KB":
            requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
        });
      }
      if (runs.length === 0) {
        rows.push({ path, error });
        continue;
      }
      const row = { path };
      for (const key of Object.keys(runs[0])) {
        const value = median(runs.map((r) => r[key]));
        row[key] =
          key === "CLS" ? Number(value.toFixed(3)) : key === "JS KB" ? Number(value.toFixed(1)) : Math.round(value);
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    `Lighthouse ${lighthouse.version ?? ""} (mobile emulation; median of ${lighthouseRuns} run${lighthouseRuns === 1 ? "" : "s"})`,
    rows,
  );
  return rows;
}

/** One GET with the bytes exactly as sent (no decompression). */
function rawGet(url, headers) {
  return new Promise((done, fail) => {
    // A fresh connection each time: a kept-alive one may be closed by the server just as it is reused.
    httpRequest(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", (error) => fail(new Error(`${url}: ${error.message}`)))
      .end();
  });
}

function wrk(url) {
  const out = execFileSync(
    "wrk",
    ["-t2", "-c50", `-d${wrkSeconds}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`, url],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const [, value = "NaN", unit = "ms"] = /99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  const p99Ms = Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  return { rps: Math.round(rps), p99Ms: Number(p99Ms.toFixed(2)), non2xx };
}

/** A process's parent and CPU seconds so far, from /proc (Linux); undefined elsewhere or once it is gone. */
function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) used so far by our server's processes: the primary's workers, or the primary alone. */
function serverCpuSeconds() {
  const workers = readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p))
    .map((p) => ticks(p))
    .filter((s) => s?.ppid === server.pid);
  return workers.length > 0 ? workers.map((w) => w.cpu) : [ticks(server.pid)?.cpu ?? 0];
}

/** A value as an nginx double-quoted string. */
function quote(v) {
  return `"${String(v).replace(/["\\]/g, "\\$&")}"`;
}

/**
 * Saves our server's answer for each page (same Accept-Encoding as wrk sends: Brotli), serves those
 * bytes with the same headers from nginx on the next port, and runs wrk against both, one page after
 * the other, `ratioRuns` times.
 */
async function compareWithNginx(targets) {
  const missing = ["nginx", "wrk"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length > 0) {
    console.log(
      `\nnginx comparison skipped: ${missing.join(" and ")} not installed (apt-get install -y nginx-light wrk)`,
    );
    return [];
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // nginx's workers drop root and must still read the saved bytes.
  chmodSync(dir, 0o755);
  const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? PORT + 1);
  const locations = [];
  for (const [name, path] of Object.entries(targets)) {
    const r = await rawGet(`${base}${path}`, { "Accept-Encoding": ACCEPT_ENCODING });
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    const file = `${name.replace(/\W+/g, "-")}.body`;
    writeFileSync(join(dir, file), r.body);
    const headers = [
      "content-encoding",
      "vary",
      "etag",
      "cache-control",
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ]
      .filter((h) => r.headers[h])
      .map((h) => `      add_header ${h} ${quote(r.headers[h])} always;`);
    locations.push(
      `    location = ${path} {\n      default_type ${quote(r.headers["content-type"])};\n      root ${dir};\n      try_files /${file} =404;\n${headers.join("\n")}\n    }`,
    );
  }
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
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
`,
  );
  const nginx = spawn("nginx", ["-c", resolve(conf), "-p", dir, "-e", `${dir}/error.log`], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const rows = [];
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await rawGet(`http://127.0.0.1:${nginxPort}${Object.values(targets)[0]}`, {}).then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    for (let run = 1; run <= ratioRuns; run++) {
      for (const [name, path] of Object.entries(targets)) {
        const ourBytes = (await rawGet(`${base}${path}`, { "Accept-Encoding": ACCEPT_ENCODING })).body;
        const same = (
          await rawGet(`http://127.0.0.1:${nginxPort}${path}`, { "Accept-Encoding": ACCEPT_ENCODING })
        ).body.equals(ourBytes);
        if (!same) console.log(`nginx did not answer the saved bytes for ${path}: see ${dir}/error.log`);
        const cpuBefore = serverCpuSeconds();
        const ours = wrk(`${base}${path}`);
        const cpu = serverCpuSeconds()
          .map((s, i) => ((s - (cpuBefore[i] ?? 0)) / wrkSeconds).toFixed(2))
          .join(" + ");
        const theirs = wrk(`http://127.0.0.1:${nginxPort}${path}`);
        rows.push({
          run,
          page: name,
          path,
          bytes: ourBytes.length,
          "ours req/s": ours.rps,
          "nginx req/s": theirs.rps,
          ratio: Number((ours.rps / theirs.rps).toFixed(3)),
          "ours p99 ms": ours.p99Ms,
          "nginx p99 ms": theirs.p99Ms,
          "our cores busy": cpu,
          "same bytes": same,
          non2xx: ours.non2xx + theirs.non2xx,
        });
      }
    }
  } finally {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(
    `wrk (50 connections, ${wrkSeconds} s each, Accept-Encoding: ${ACCEPT_ENCODING}): our server against nginx serving the same bytes`,
    rows,
  );
  if (ratioRuns > 1) {
    const spread = Object.keys(targets).map((page) => {
      const ratios = rows.filter((r) => r.page === page).map((r) => r.ratio);
      return { page, "lowest ratio": Math.min(...ratios), "highest ratio": Math.max(...ratios) };
    });
    printTable(`ratio over ${ratioRuns} runs`, spread);
  }
  return rows;
}
