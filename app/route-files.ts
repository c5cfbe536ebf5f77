import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every route of a route table, nested ones included, as a flat list. */
export function flatRoutes(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatRoutes(entry.children ?? [])]);
}
