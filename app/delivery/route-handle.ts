/** What a page module tells the delivery about itself, as its `handle` export. */
export interface RouteHandle {
  /** Ship the React runtime only to pages that need it for their interactivity. */
  hydrate?: boolean;
  /**
   * The page shows nothing per visitor, so it is rendered once and served from memory
   * (app/delivery/page-cache.server.ts). `query` names every query parameter the page reads: the
   * copy served is chosen by the path and those parameters alone, and any other parameter
   * (gclid, utm_source, fbclid…) is ignored. An empty parameter reads as a missing one.
   */
  cache?: { query: readonly string[] };
}
