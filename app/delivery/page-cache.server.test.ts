import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../server/db.server.ts";
import {
  buildCachedPage,
  createPageCache,
  inlineHashes,
  invalidatePageCache,
  matchesEtag,
  negotiateEncoding,
  type PageCache,
  PageStore,
  pageKey,
  readContentVersion,
  routeCacheQueries,
} from "./page-cache.server.ts";

const SITE = "http://localhost:3000";
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": {
    id: "routes/home",
    parentId: "root",
    index: true,
    module: { handle: { hydrate: true, cache: { query: ["zip"] } } },
  },
  "routes/issue": {
    id: "routes/issue",
    parentId: "root",
    path: "issues/:slug",
    module: { handle: { cache: { query: [] } } },
  },
  "routes/faq": {
    id: "routes/faq",
    parentId: "root",
    path: "faq",
    module: { handle: { cache: { query: ["q", "category"] } } },
  },
  "routes/book-online": {
    id: "routes/book-online",
    parentId: "root",
    path: "book-online",
    module: { handle: { hydrate: true } },
  },
  "routes/office/layout": { id: "routes/office/layout", parentId: "root", path: "office", module: {} },
  "routes/office/appointments": {
    id: "routes/office/appointments",
    parentId: "routes/office/layout",
    index: true,
    module: {},
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: {} },
} as unknown as ServerBuild["routes"];

function page(body: string) {
  return (
    `<!DOCTYPE html><html><head><style>h1{color:red}</style><script type="application/ld+json">{"@type":"Thing"}</script></head><body>${body}` +
    `<script src="/assets/site.js" defer=""></script><script>window.__ctx = {"a":"é"};</script>` +
    `<script type="text/x-deferred-module">import("/assets/entry.js");</script></body></html>`
  );
}

interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
  ended: boolean;
}

/** Runs the middleware for one request; answers what it sent, or "next" when it passed the request on. */
function request(
  cache: PageCache,
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<FakeResponse | "next"> {
  return new Promise((resolve) => {
    const sent: FakeResponse = { statusCode: 200, headers: {}, body: undefined, ended: false };
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      setHeader(name: string, value: string | number) {
        sent.headers[name.toLowerCase()] = value;
      },
      writeHead(status: number, fields: string[]) {
        res.statusCode = status;
        for (let i = 0; i < fields.length; i += 2) sent.headers[fields[i]!.toLowerCase()] = fields[i + 1]!;
      },
      end(body?: Buffer) {
        Object.assign(sent, { statusCode: res.statusCode, body, ended: true });
        resolve(sent);
      },
    });
    const req = {
      method,
      originalUrl: url,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    };
    const next: NextFunction = () => resolve("next");
    cache.middleware(req as unknown as ExpressRequest, res as unknown as ExpressResponse, next);
  });
}

let caches: PageCache[] = [];
afterEach(() => {
  for (const c of caches) c.stop();
  caches = [];
});

function cacheWith(
  render: (url: URL) => Promise<Response>,
  options: Partial<Parameters<typeof createPageCache>[0]> = {},
) {
  const cache = createPageCache({ routes, siteUrl: SITE, render, ...options });
  caches.push(cache);
  return cache;
}

const entry = (size: number) => ({ ...buildCachedPage("x", SITE), size });

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

describe("negotiateEncoding", () => {
  it("prefers br, then gzip, then identity, and honours q=0", () => {
    const accepted = {
      br: ["gzip, deflate, br, zstd", "*"],
      gzip: ["gzip, deflate", "br;q=0, gzip;q=0.5", "*;q=0, gzip"],
      identity: ["br;q=0, gzip;q=0", "deflate"],
    };
    for (const [encoding, headers] of Object.entries(accepted))
      for (const header of headers) expect(negotiateEncoding(header), header).toBe(encoding);
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});

describe("inlineHashes", () => {
  it("hashes the inline scripts a browser runs, not external or data scripts, and the inline styles", () => {
    const hashes = inlineHashes(page("<h1>Hi</h1>"));
    expect(hashes.scripts).toEqual([sha256('window.__ctx = {"a":"é"};'), sha256('import("/assets/entry.js");')]);
    expect(hashes.styles).toEqual([sha256("h1{color:red}")]);
  });
});

describe("buildCachedPage", () => {
  it("keeps Brotli and gzip bytes of the same page and allows its inline scripts by hash", () => {
    const text = page("<h1>Dryer Not Heating</h1>");
    const cached = buildCachedPage(text, SITE);
    expect(brotliDecompressSync(cached.bodies.br).toString("utf8")).toBe(text);
    expect(gunzipSync(cached.bodies.gzip).toString("utf8")).toBe(text);
    expect(cached.bodies.identity.toString("utf8")).toBe(text);
    expect(cached.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cached.csp).toContain(
      `script-src 'self' 'sha256-${sha256('window.__ctx = {"a":"é"};')}' 'sha256-${sha256('import("/assets/entry.js");')}';`,
    );
    expect(cached.csp).toContain(`style-src 'self' 'sha256-${sha256("h1{color:red}")}';`);
    expect(cached.csp).not.toContain("nonce");
    expect(cached.size).toBe(cached.bodies.identity.length + cached.bodies.br.length + cached.bodies.gzip.length);
  });
});

describe("matchesEtag", () => {
  it("matches a listed tag, a weak form of it, or *", () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe("PageStore", () => {
  it("evicts the least recently used pages beyond the byte budget", () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 100 });
    store.set("/a", entry(40));
    store.set("/b", entry(40));
    store.get("/a");
    store.set("/c", entry(40));
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.size).toEqual({ entries: 2, bytes: 80 });
    store.set("/huge", entry(101));
    expect(store.get("/huge")).toBeUndefined();
  });

  it("keeps at most the given number of pages", () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1_000 });
    for (const key of ["/1", "/2", "/3"]) store.set(key, entry(1));
    expect(store.size.entries).toBe(2);
    expect(store.get("/1")).toBeUndefined();
  });
});

describe("routeCacheQueries", () => {
  it("reads the parameters of the deepest matching route's handle, sorted", () => {
    const queryOf = routeCacheQueries(routes);
    expect(queryOf("/")).toEqual(["zip"]);
    expect(queryOf("/faq")).toEqual(["category", "q"]);
    expect(queryOf("/issues/dryer-not-heating")).toEqual([]);
    expect(queryOf("/book-online")).toBeUndefined();
    expect(queryOf("/office")).toBeUndefined();
    expect(queryOf("/no/such/page")).toBeUndefined();
  });
});

describe("pageKey", () => {
  it("keeps of the query string only the parameters the page reads, in one order, first value each", () => {
    expect(pageKey("/", "gclid=abc", ["zip"])).toBe("/");
    expect(pageKey("/", "utm_source=x&zip=77001&fbclid=y", ["zip"])).toBe("/?zip=77001");
    expect(pageKey("/faq", "q=a+b&category=cost", ["category", "q"])).toBe("/faq?category=cost&q=a+b");
    expect(pageKey("/faq", "category=cost&q=a%20b", ["category", "q"])).toBe("/faq?category=cost&q=a+b");
    expect(pageKey("/faq", "q=first&q=second", ["category", "q"])).toBe("/faq?q=first");
    expect(pageKey("/faq", "q=&category=", ["category", "q"])).toBe("/faq");
    expect(pageKey("/issues/x", "q=dryer", [])).toBe("/issues/x");
  });
});

describe("page cache middleware", () => {
  it("renders a cacheable page once and answers every request from memory", async () => {
    const rendered: string[] = [];
    const cache = cacheWith(async (url) => {
      rendered.push(url.href);
      return html(page("<h1>Dryer</h1>"));
    });
    const [first, second] = await Promise.all([
      request(cache, "/issues/dryer-not-heating"),
      request(cache, "/issues/dryer-not-heating"),
    ]);
    const third = await request(cache, "/issues/dryer-not-heating");
    expect(rendered).toEqual([`${SITE}/issues/dryer-not-heating`]);
    for (const r of [first, second, third]) {
      if (r === "next") throw new Error("expected a cached answer");
      expect(r.statusCode).toBe(200);
      expect(r.body!.toString("utf8")).toBe(page("<h1>Dryer</h1>"));
      expect(r.headers["cache-control"]).toBe(
        "public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400",
      );
      expect(r.headers.vary).toBe("Accept-Encoding");
      expect(r.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("answers br or gzip bytes by Accept-Encoding, 304 on a matching If-None-Match, and no body to HEAD", async () => {
    const cache = cacheWith(async () => html(page("<h1>Home</h1>")));
    const br = (await request(cache, "/", { "Accept-Encoding": "gzip, deflate, br" })) as FakeResponse;
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body!).toString("utf8")).toBe(page("<h1>Home</h1>"));
    expect(br.headers["content-length"]).toBe(String(br.body!.length));
    const gz = (await request(cache, "/", { "Accept-Encoding": "br;q=0, gzip" })) as FakeResponse;
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body!).toString("utf8")).toBe(page("<h1>Home</h1>"));
    expect(gz.headers.etag).toBe(br.headers.etag);

    const notModified = (await request(cache, "/", { "If-None-Match": String(br.headers.etag) })) as FakeResponse;
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBeUndefined();
    const changed = (await request(cache, "/", { "If-None-Match": '"other"' })) as FakeResponse;
    expect(changed.statusCode).toBe(200);

    const head = (await request(cache, "/", { "Accept-Encoding": "gzip" }, "HEAD")) as FakeResponse;
    expect(head.statusCode).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers["content-length"]).toBe(String(gz.body!.length));
  });

  it("leaves uncached what is not a public 200 HTML page", async () => {
    let renders = 0;
    const cache = cacheWith(async (url) => {
      renders += 1;
      if (url.pathname === "/issues/missing") return html("<h1>Not found</h1>", { status: 404 });
      if (url.pathname === "/issues/cookie") return html("<h1>Hi</h1>", { headers: { "Set-Cookie": "a=b" } });
      return html(page("<h1>Page</h1>"));
    });
    expect(await request(cache, "/book-online")).toBe("next");
    expect(await request(cache, "/office")).toBe("next");
    expect(await request(cache, "/issues/dryer-not-heating", {}, "POST")).toBe("next");
    expect(await request(cache, "/issues/dryer-not-heating.data")).toBe("next");
    expect(await request(cache, "//evil.example/issues/x")).toBe("next");
    expect(renders).toBe(0);
    expect(await request(cache, "/issues/missing")).toBe("next");
    expect(await request(cache, "/issues/cookie")).toBe("next");
    expect(cache.store.size.entries).toBe(0);
    // A filter view is cached by the parameters its page reads, apart from the plain pages.
    expect(await request(cache, "/?zip=77001")).not.toBe("next");
    expect(await request(cache, "/?zip=77002")).not.toBe("next");
    expect(cache.views.size.entries).toBe(2);
    expect(cache.store.size.entries).toBe(0);
  });

  it("answers an address with parameters the page does not read with the page held for the address without them", async () => {
    const rendered: string[] = [];
    const cache = cacheWith(async (url) => {
      rendered.push(url.href);
      return html(page(`<h1>${url.search}</h1>`));
    });
    const bodies = new Map<string, string>();
    for (const url of [
      "/",
      "/?gclid=1",
      "/?gclid=2&utm_source=news",
      "/issues/dryer-not-heating?fbclid=3",
      "/issues/dryer-not-heating",
      "/?zip=77001&gclid=4",
      "/?utm_medium=cpc&zip=77001",
      "/faq?q=dryer&utm_campaign=x&category=cost",
      "/faq?category=cost&q=dryer",
    ]) {
      const answer = await request(cache, url);
      if (answer === "next") throw new Error(`expected a cached answer for ${url}`);
      bodies.set(url, answer.body!.toString("utf8"));
    }
    expect(rendered).toEqual([
      `${SITE}/`,
      `${SITE}/issues/dryer-not-heating`,
      `${SITE}/?zip=77001`,
      `${SITE}/faq?category=cost&q=dryer`,
    ]);
    expect(bodies.get("/?gclid=2&utm_source=news")).toBe(page("<h1></h1>"));
    expect(bodies.get("/?utm_medium=cpc&zip=77001")).toBe(page("<h1>?zip=77001</h1>"));
    expect(cache.store.size.entries + cache.views.size.entries).toBe(rendered.length);
  });

  it("compresses a page fast when it is first rendered, and at the best levels once it is asked for again", async () => {
    const text = page(`<h1>Dryer</h1>${"<p>A dryer that runs but does not heat.</p>".repeat(400)}`);
    const cache = cacheWith(async () => html(text));
    const best = brotliCompressSync(Buffer.from(text), {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    const first = (await request(cache, "/issues/dryer-not-heating", { "Accept-Encoding": "br" })) as FakeResponse;
    expect(cache.store.peek("/issues/dryer-not-heating")?.compression).toBe("normal");
    expect(first.body!.length).toBeGreaterThan(best.length);
    const second = (await request(cache, "/issues/dryer-not-heating", { "Accept-Encoding": "br" })) as FakeResponse;
    expect(second.body!.equals(first.body!)).toBe(true);
    await cache.settled();
    const held = cache.store.peek("/issues/dryer-not-heating")!;
    expect(held.compression).toBe("best");
    const third = (await request(cache, "/issues/dryer-not-heating", { "Accept-Encoding": "br" })) as FakeResponse;
    expect(third.body!.length).toBe(best.length);
    expect(brotliDecompressSync(third.body!).toString("utf8")).toBe(text);
    expect(third.headers["content-length"]).toBe(String(best.length));
    expect(third.headers.etag).toBe(first.headers.etag);
    const gzip = (await request(cache, "/issues/dryer-not-heating", { "Accept-Encoding": "gzip" })) as FakeResponse;
    expect(gunzipSync(gzip.body!).toString("utf8")).toBe(text);
    expect(held.size).toBe(held.bodies.identity.length + held.bodies.br.length + held.bodies.gzip.length);
  });

  it("drops its pages when the content version moves, in this process or another", async () => {
    const db = openDatabase(":memory:");
    await migrate(db);
    let version = 1;
    const render = async () => html(page(`<h1>Katy v${version}</h1>`));
    const here = cacheWith(render, { db, pollMs: 0 });
    const there = cacheWith(render, { db, pollMs: 0 });
    await here.checkVersion();
    await there.checkVersion();
    expect(((await request(here, "/issues/katy")) as FakeResponse).body!.toString()).toContain("Katy v1");
    expect(((await request(there, "/issues/katy")) as FakeResponse).body!.toString()).toContain("Katy v1");

    version = 2;
    const before = await readContentVersion(db);
    await invalidatePageCache(db);
    expect(await readContentVersion(db)).toBe(before + 1);
    // Both caches live in this process, so both are dropped at once; the poll catches other processes.
    expect(here.store.size.entries).toBe(0);
    there.store.set("/issues/katy", buildCachedPage(page("<h1>Katy v1</h1>"), SITE));
    await there.checkVersion();
    expect(there.store.size.entries).toBe(0);
    expect(((await request(there, "/issues/katy")) as FakeResponse).body!.toString()).toContain("Katy v2");
    await db.destroy();
  });
});

describe("answering from memory before the application", () => {
  /** A real HTTP server: the cache answers what it holds, everything else reaches the stand-in application. */
  async function serverWith(cache: PageCache) {
    const reachedApp: string[] = [];
    const server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      reachedApp.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("application");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    servers.push(server);
    const send = (path: string, requestHeaders: Record<string, string> = {}, method = "GET") =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path, method, headers: requestHeaders }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    return { reachedApp, send };
  }

  let servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers = [];
  });

  it("answers a held page with every header a rendered page has, a 304 and a HEAD, and leaves the rest to the application", async () => {
    const cache = cacheWith(async () => html(page("<h1>Dryer</h1>")), { siteUrl: "https://www.example.com" });
    const { reachedApp, send } = await serverWith(cache);
    // Not held yet: the application renders it (and the middleware keeps it).
    expect((await send("/issues/dryer-not-heating")).body.toString()).toBe("application");
    await request(cache, "/issues/dryer-not-heating");

    const br = await send("/issues/dryer-not-heating", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(page("<h1>Dryer</h1>"));
    expect(br.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      "content-length": String(br.body.length),
      vary: "Accept-Encoding",
      "cache-control": "public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
    expect(br.headers["content-security-policy"]).toContain(
      `script-src 'self' 'sha256-${sha256('window.__ctx = {"a":"é"};')}'`,
    );

    const gzip = await send("/issues/dryer-not-heating", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(page("<h1>Dryer</h1>"));
    const plain = await send("/issues/dryer-not-heating");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(page("<h1>Dryer</h1>"));

    const head = await send("/issues/dryer-not-heating", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);

    const notModified = await send("/issues/dryer-not-heating", {
      "Accept-Encoding": "br",
      "If-None-Match": `W/"x", ${br.headers.etag}`,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.headers["content-security-policy"]).toBe(br.headers["content-security-policy"]);
    expect(notModified.headers["x-frame-options"]).toBe("DENY");

    expect(reachedApp).toEqual(["GET /issues/dryer-not-heating"]);
    await send("/issues/dryer-not-heating", {}, "POST");
    // A parameter the page does not read is answered with the page held.
    expect(
      brotliDecompressSync(
        (await send("/issues/dryer-not-heating?gclid=x", { "Accept-Encoding": "br" })).body,
      ).toString(),
    ).toBe(page("<h1>Dryer</h1>"));
    await send("/book-online");
    await send("/book-online?gclid=x");
    expect(reachedApp).toEqual([
      "GET /issues/dryer-not-heating",
      "POST /issues/dryer-not-heating",
      "GET /book-online",
      "GET /book-online?gclid=x",
    ]);
  });

  it("stops answering a page once the content version moved", async () => {
    const db = openDatabase(":memory:");
    await migrate(db);
    const cache = cacheWith(async () => html(page("<h1>Katy</h1>")), { db, pollMs: 0 });
    await cache.checkVersion();
    const { reachedApp, send } = await serverWith(cache);
    await request(cache, "/issues/katy");
    expect((await send("/issues/katy")).body.toString()).toBe(page("<h1>Katy</h1>"));
    // Another process moves the version; this one notices at its next poll.
    await db
      .updateTable("content_version")
      .set({ version: sql`version + 1` })
      .where("id", "=", 1)
      .execute();
    expect((await send("/issues/katy")).body.toString()).toBe(page("<h1>Katy</h1>"));
    await cache.checkVersion();
    expect((await send("/issues/katy")).body.toString()).toBe("application");
    expect(reachedApp).toEqual(["GET /issues/katy"]);
    await db.destroy();
  });
});

describe("page cache and languages", () => {
  const bilingual = {
    ...routes,
    "es/issue": {
      id: "es/issue",
      parentId: "root",
      path: "es/problemas/:slug",
      module: { handle: { cache: { query: [] } } },
    },
  } as unknown as ServerBuild["routes"];

  it("keeps a page's Spanish version apart from its English one: the language is in the address", async () => {
    const rendered: string[] = [];
    const cache = cacheWith(
      async (url) => {
        rendered.push(url.pathname);
        return html(
          page(url.pathname.startsWith("/es/") ? "<h1>Secadora que no calienta</h1>" : "<h1>Dryer Not Heating</h1>"),
        );
      },
      { routes: bilingual },
    );
    expect(routeCacheQueries(bilingual)("/es/problemas/secadora-no-calienta")).toEqual([]);
    for (let round = 0; round < 2; round += 1) {
      const es = (await request(cache, "/es/problemas/secadora-no-calienta")) as FakeResponse;
      const en = (await request(cache, "/issues/dryer-not-heating")) as FakeResponse;
      expect(es.body!.toString()).toContain("Secadora que no calienta");
      expect(en.body!.toString()).toContain("Dryer Not Heating");
    }
    expect(rendered).toEqual(["/es/problemas/secadora-no-calienta", "/issues/dryer-not-heating"]);
    expect(cache.store.size.entries).toBe(2);
  });
});
