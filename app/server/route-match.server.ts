import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

export type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * Matches a path against the build's route table as the router does, and answers the matching
 * routes from the root to the deepest one (none when nothing matches).
 */
export function routeMatcher(routes: ServerBuild["routes"]): (pathname: string) => ServerRoute[] {
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
  return (pathname) => (matchRoutes(tree, pathname) ?? []).map((m) => routes[m.route.id!]!);
}
