import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sql } from "kysely";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { DEFERRED_MODULE_TYPE } from "./defer-hydration.server.ts";
import type { DB } from "../server/db.server.ts";
import type { Logger } from "../server/logger.server.ts";
import { cachedPageSecurityHeaders } from "../server/security-headers.server.ts";
import { prunePageStylesheets } from "./stylesheet-prune.server.ts";

/**
 * Public pages that show nothing per visitor are rendered once, compressed once (Brotli 11,
 * gzip 9) and then answered from memory. A route opts in with `handle.cache`:
 * - "path": the page is cached when its address has no query string (one with a query string is
 *   rendered as usual);
 * - "url": a filter view, cached per full address (path and query string).
 * Only 200 HTML answers without Set-Cookie are kept; anything else is rendered for each request.
 * Inline scripts are allowed by their SHA-256 hashes, so the cached bytes carry no nonce.
 */
export type PageCacheMode = "path" | "url";

export type Encoding = "br" | "gzip" | "identity";

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

/** Compresses a rendered page once at the best levels and works out its validator and policy. */
export function buildCachedPage(html: string, siteUrl: string): CachedPage {
  const identity = Buffer.from(html, "utf8");
  const br = brotliCompressSync(identity, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: 9 });
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
  const bodies = { identity, br, gzip };
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
    csp: security["Content-Security-Policy"]!,
    bodies,
    heads: { identity: headFor("identity"), br: headFor("br"), gzip: headFor("gzip") },
    notModified,
    size: identity.length + br.length + gzip.length,
  };
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

/** Finds the cache mode of the deepest route that matches a path, from the routes' `handle.cache`. */
export function routeCacheModes(routes: ServerBuild["routes"]): (pathname: string) => PageCacheMode | undefined {
  const manifest = Object.values(routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    const id = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    return id ? (routes[id]?.module.handle as RouteHandle | undefined)?.cache : undefined;
  };
}

/** Reads the number that moves whenever data shown on public pages changes. */
export async function readContentVersion(db: DB): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

const localStores = new Set<PageStore>();

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
  store: PageStore;
  /** Reads the content version now and drops every page when it moved. */
  checkVersion: () => Promise<void>;
  stop: () => void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const store = new PageStore({
    maxEntries: options.maxEntries ?? 2_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
  });
  localStores.add(store);
  const modeOf = routeCacheModes(options.routes);
  const filling = new Map<string, Promise<CachedPage | null>>();
  // Moves on every drop, so that a render begun before a change is not stored after it.
  let generation = 0;
  let knownVersion: number | undefined;
  const clear = () => {
    generation += 1;
    store.clear();
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
    );
    if (started === generation) store.set(key, page);
    return page;
  }

  /**
   * Answers a GET or HEAD whose page is in memory, before any other request handling, and says
   * whether it did. Everything else (misses included) is left to the application.
   */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // Keys are origin-form targets ("/path?query") the middleware chose to keep; nothing else matches.
    const page = req.url === undefined ? undefined : store.get(req.url);
    if (!page) return false;
    writeCachedPage(req, res, page);
    return true;
  }

  function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.originalUrl;
    // Only origin-form targets ("/path?query"); anything else is rendered as usual.
    if (!url.startsWith("/") || url.startsWith("//")) return next();
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname.endsWith(".data")) return next();
    const cached = store.get(url);
    if (cached) return writeCachedPage(req, res, cached);
    const mode = modeOf(pathname);
    if (!mode || (mode === "path" && q !== -1)) return next();
    let pending = filling.get(url);
    if (!pending) {
      pending = fill(url).finally(() => filling.delete(url));
      filling.set(url, pending);
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
    checkVersion,
    stop: () => {
      if (timer) clearInterval(timer);
      localStores.delete(store);
    },
  };
}
