import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip as gzipCallback, gzipSync } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { DEFERRED_MODULE_TYPE } from "./defer-hydration.server.ts";
import type { DB } from "../server/db.server.ts";
import type { Logger } from "../server/logger.server.ts";
import { routeMatcher } from "../server/route-match.server.ts";
import { cachedPageSecurityHeaders } from "../server/security-headers.server.ts";
import { prunePageStylesheets } from "./stylesheet-prune.server.ts";

/**
 * Public pages that show nothing per visitor are rendered once and then answered from memory. A
 * route opts in with `handle.cache = { query: [...] }`, naming the query parameters it reads: the
 * page is kept under its path and those parameters (in a fixed order, empty ones left out), and
 * every other parameter (gclid, utm_source, fbclid…) is ignored, so an address with a tracking tag
 * is answered with the page already held. A page is rendered from that address, never from the
 * one asked for.
 * A miss costs one render and a fast compression (Brotli 5, gzip 6); a page asked for again is
 * compressed at the best levels (Brotli 11, gzip 9) off the main thread and replaced when done.
 * Filter views (a kept parameter) are held apart from plain pages, within their own smaller budget,
 * so that many searches never push the plain pages out.
 * Only 200 HTML answers without Set-Cookie are kept; anything else is rendered for each request.
 * Inline scripts are allowed by their SHA-256 hashes, so the cached bytes carry no nonce.
 */
export type Encoding = "br" | "gzip" | "identity";

/** "normal" on a miss (a few milliseconds); "best" once a page is asked for again. */
export type Compression = "normal" | "best";

/** Lets CDNs and reverse proxies hold a public page for 5 minutes while browsers revalidate each time. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400";

export interface CachedPage {
  etag: string;
  csp: string;
  bodies: Record<Encoding, Buffer>;
  /**
   * Every header of the 200 answer in each encoding, and of the 304 answer, as flat name/value
   * lists for `writeHead`: worked out once, so a hit only picks a list and writes.
   */
  heads: Record<Encoding, string[]>;
  notModified: string[];
  /** Bytes held for this page: all three bodies. */
  size: number;
  compression: Compression;
}

/** Picks br, then gzip, then identity, among the encodings the client accepts (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const accepted = (name: string) => (q[name] ?? q["*"] ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip") || accepted("x-gzip")) return "gzip";
  return "identity";
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", DEFERRED_MODULE_TYPE]);

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * SHA-256 (base64) of every inline script the page runs, including the module script it holds
 * back until first paint, and of every inline stylesheet.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256(body)));
  return { scripts: [...scripts], styles: [...styles] };
}

const LEVELS: Record<Compression, { brotli: number; gzip: number }> = {
  normal: { brotli: 5, gzip: 6 },
  best: { brotli: 11, gzip: 9 },
};

const brotliOptions = (identity: Buffer, compression: Compression) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: LEVELS[compression].brotli,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
  },
});

/** The answers of a page from its three bodies and its 304 header list. */
function assemble(
  bodies: Record<Encoding, Buffer>,
  notModified: string[],
  etag: string,
  csp: string,
  compression: Compression,
): CachedPage {
  const headFor = (encoding: Encoding) => [
    ...notModified,
    "Content-Type",
    "text/html; charset=utf-8",
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(bodies[encoding].length),
  ];
  return {
    etag,
    csp,
    bodies,
    heads: { identity: headFor("identity"), br: headFor("br"), gzip: headFor("gzip") },
    notModified,
    size: bodies.identity.length + bodies.br.length + bodies.gzip.length,
    compression,
  };
}

/** Compresses a rendered page at the given levels and works out its validator and policy. */
export function buildCachedPage(html: string, siteUrl: string, compression: Compression = "best"): CachedPage {
  const identity = Buffer.from(html, "utf8");
  const br = brotliCompressSync(identity, brotliOptions(identity, compression));
  const gzip = gzipSync(identity, { level: LEVELS[compression].gzip });
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const security = cachedPageSecurityHeaders(inlineHashes(html), siteUrl);
  const notModified = [
    ...Object.entries(security).flat(),
    "Vary",
    "Accept-Encoding",
    "Cache-Control",
    PUBLIC_PAGE_CACHE_CONTROL,
    "ETag",
    etag,
  ];
  return assemble({ identity, br, gzip }, notModified, etag, security["Content-Security-Policy"]!, compression);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

/** The same page compressed at the best levels, on the thread pool rather than the main thread. */
export async function withBestCompression(page: CachedPage): Promise<CachedPage> {
  const identity = page.bodies.identity;
  const [br, gz] = await Promise.all([
    brotliAsync(identity, brotliOptions(identity, "best")),
    gzipAsync(identity, { level: LEVELS.best.gzip }),
  ]);
  return assemble({ identity, br, gzip: gz }, page.notModified, page.etag, page.csp, "best");
}

// Clients send a handful of distinct Accept-Encoding values; each is parsed once.
const negotiated = new Map<string, Encoding>();
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Writes a cached page: 304 when the client holds it, else its bytes in the best accepted encoding (none to HEAD). */
export function writeCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, page.notModified);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"]);
  res.writeHead(200, page.heads[encoding]);
  if (req.method === "HEAD") res.end();
  else res.end(page.bodies[encoding]);
}

/** Weak comparison, as If-None-Match asks: any listed tag of this page, or "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/** Pages by key, least recently used first; evicts the oldest beyond the entry count or byte budget. */
export class PageStore {
  private pages = new Map<string, CachedPage>();
  private bytes = 0;
  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  /** The page held under a key, without counting it as used. */
  peek(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.size > this.limits.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldest, old] of this.pages) {
      if (this.pages.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.size;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.size;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }
}

/**
 * Finds, from the deepest route that matches a path, the query parameters its page reads (sorted),
 * or undefined when the page is not cached.
 */
export function routeCacheQueries(routes: ServerBuild["routes"]): (pathname: string) => readonly string[] | undefined {
  const match = routeMatcher(routes);
  return (pathname) => {
    const query = (match(pathname).at(-1)?.module.handle as RouteHandle | undefined)?.cache?.query;
    return query?.toSorted();
  };
}

/**
 * The address a page is kept and rendered under: its path, and of its query string only the
 * parameters the page reads (`query`, sorted), first value each, empty ones left out.
 */
export function pageKey(pathname: string, search: string, query: readonly string[]): string {
  if (query.length === 0 || search === "") return pathname;
  const asked = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = asked.get(name);
    if (value) kept.set(name, value);
  }
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Reads the number that moves whenever data shown on public pages changes. */
export async function readContentVersion(db: DB): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

const localStores = new Set<PageStore>();

function noop() {}

/**
 * Call after writing data that public pages show (city rows, keywords): drops this process's
 * cached pages at once and moves the content version, so every other process drops its own at
 * its next poll.
 */
export async function invalidatePageCache(db: DB): Promise<void> {
  for (const store of localStores) store.clear();
  await db
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

export interface PageCacheOptions {
  routes: ServerBuild["routes"];
  /** Renders a page for no one in particular: no cookies, no visitor headers, no nonce. */
  render: (url: URL) => Promise<Response>;
  siteUrl: string;
  db?: DB;
  logger?: Logger;
  maxEntries?: number;
  maxBytes?: number;
  /** How often the content version is read; 0 reads it never (one process, no database). */
  pollMs?: number;
}

export interface PageCache {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  middleware: (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void;
  /** Pages kept under their path alone. */
  store: PageStore;
  /** Filter views: pages kept under a path and at least one parameter they read. */
  views: PageStore;
  /** Resolves once every recompression under way has finished. */
  settled: () => Promise<void>;
  /** Reads the content version now and drops every page when it moved. */
  checkVersion: () => Promise<void>;
  stop: () => void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const store = new PageStore({ maxEntries, maxBytes });
  const views = new PageStore({ maxEntries: Math.ceil(maxEntries / 4), maxBytes: Math.ceil(maxBytes / 4) });
  const storeOf = (key: string) => (key.includes("?") ? views : store);
  localStores.add(store);
  localStores.add(views);
  const routeQuery = routeCacheQueries(options.routes);
  // Paths seen with a query string, and the parameters their page reads (null: not cached).
  const queries = new Map<string, readonly string[] | null>();
  const queryOf = (pathname: string) => {
    let query = queries.get(pathname);
    if (query === undefined) {
      query = routeQuery(pathname) ?? null;
      if (queries.size >= 1_000) queries.clear();
      queries.set(pathname, query);
    }
    return query ?? undefined;
  };
  const filling = new Map<string, Promise<CachedPage | null>>();
  const recompressing = new Map<string, Promise<void>>();
  // Moves on every drop, so that a render begun before a change is not stored after it.
  let generation = 0;
  let knownVersion: number | undefined;
  const clear = () => {
    generation += 1;
    store.clear();
    views.clear();
  };

  async function checkVersion() {
    if (!options.db) return;
    try {
      const version = await readContentVersion(options.db);
      if (knownVersion !== undefined && version !== knownVersion) clear();
      knownVersion = version;
    } catch (error) {
      options.logger?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "content version unreadable; cached pages kept",
      );
    }
  }
  void checkVersion();
  const pollMs = options.pollMs ?? 2_000;
  const timer = options.db && pollMs > 0 ? setInterval(() => void checkVersion(), pollMs) : undefined;
  timer?.unref();

  async function fill(key: string): Promise<CachedPage | null> {
    const started = generation;
    const response = await options.render(new URL(key, options.siteUrl));
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const html = await response.text();
    // A page that starts React was rendered with the rules its scripts can need (app/delivery/page-stylesheet.server.ts);
    // its own classes are not all of them, since React may render others later.
    const page = buildCachedPage(
      html.includes(DEFERRED_MODULE_TYPE) ? html : prunePageStylesheets(html),
      options.siteUrl,
      "normal",
    );
    if (started === generation) storeOf(key).set(key, page);
    return page;
  }

  /** A page asked for again is compressed at the best levels in the background, then replaces itself. */
  function recompressLater(key: string, page: CachedPage) {
    if (page.compression === "best" || recompressing.has(key)) return;
    const held = storeOf(key);
    const work = withBestCompression(page)
      .then((best) => {
        if (held.peek(key) === page) held.set(key, best);
      })
      .catch((error: unknown) =>
        options.logger?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "page recompression failed",
        ),
      )
      .finally(() => recompressing.delete(key));
    recompressing.set(key, work);
  }

  /** The key of an origin-form target ("/path?query"), or undefined when no page could be held for it. */
  function keyOf(url: string): string | undefined {
    if (!url.startsWith("/") || url.startsWith("//")) return undefined;
    const q = url.indexOf("?");
    if (q === -1) return url;
    const pathname = url.slice(0, q);
    const query = queryOf(pathname);
    return query && pageKey(pathname, url.slice(q + 1), query);
  }

  function answer(req: IncomingMessage, res: ServerResponse, key: string, page: CachedPage) {
    writeCachedPage(req, res, page);
    recompressLater(key, page);
  }

  /**
   * Answers a GET or HEAD whose page is in memory, before any other request handling, and says
   * whether it did. Everything else (misses included) is left to the application.
   */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const key = req.url === undefined ? undefined : keyOf(req.url);
    const page = key === undefined ? undefined : storeOf(key).get(key);
    if (!page) return false;
    answer(req, res, key!, page);
    return true;
  }

  function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.originalUrl;
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname.endsWith(".data")) return next();
    const key = keyOf(url);
    if (key === undefined) return next();
    const cached = storeOf(key).get(key);
    if (cached) return answer(req, res, key, cached);
    if (!queryOf(pathname)) return next();
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(key).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    pending.then(
      (page) => (page ? writeCachedPage(req, res, page) : next()),
      (error: unknown) => {
        options.logger?.error(
          { err: error instanceof Error ? error.message : String(error), path: pathname },
          "page cache render failed",
        );
        next();
      },
    );
  }

  return {
    serve,
    middleware,
    store,
    views,
    settled: () => Promise.all(recompressing.values()).then(noop),
    checkVersion,
    stop: () => {
      if (timer) clearInterval(timer);
      localStores.delete(store);
      localStores.delete(views);
    },
  };
}
