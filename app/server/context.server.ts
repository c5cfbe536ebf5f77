import { RouterContextProvider } from "react-router";
import type { DB, Engine } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import type { Logger } from "./logger.server.ts";
import type { RateLimiter } from "./rate-limit.server.ts";

/** What the server hands every loader and action. */
export interface AppContext {
  [key: string]: unknown;
  env: Env;
  db: DB;
  engine: Engine;
  logger: Logger;
  /** Per-request nonce for the framework's inline scripts (Content-Security-Policy). */
  nonce: string;
  /** The client's address, for rate limits. Never logged with customer data. */
  clientAddress: string;
  rateLimiter: RateLimiter;
  /** Wakes the email worker after something was queued. */
  notifyOutbox: () => void;
  /** The text of a built browser script by its address ("/assets/…"), or null; absent in development and tests. */
  readClientScript?: (url: string) => string | null;
}

/**
 * The context object the router hands loaders and actions (route middleware reads and writes it
 * too), carrying the app's own services as its properties.
 */
export function routerContext(app: AppContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), app);
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
  interface RouterContextProvider extends AppContext {}
}
