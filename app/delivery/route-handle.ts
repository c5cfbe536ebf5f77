/** What a page module tells the delivery about itself, as its `handle` export. */
export interface RouteHandle {
  /** Ship the React runtime only to pages that need it for their interactivity. */
  hydrate?: boolean;
  /**
   * The page shows nothing per visitor, so it is rendered once and served from memory
   * (app/delivery/page-cache.server.ts): "path" when its address has no query string, "url" for a
   * filter view, cached per full address.
   */
  cache?: "path" | "url";
}
