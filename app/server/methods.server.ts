import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { localeOfPath } from "#app/domain/i18n/locale.ts";
import { requestWords } from "#app/words/requests.ts";
import type { Logger } from "./logger.server.ts";
import { pathForLog } from "./request-log.server.ts";
import { routeMatcher, type ServerRoute } from "./route-match.server.ts";

/**
 * The path a route is matched on: a data request's address (what the router's own navigation
 * fetches) less the suffix the router adds to the page's path.
 */
export function routePathOf(pathname: string, trailingSlashAwareData: boolean): string {
  if (!pathname.endsWith(".data")) return pathname;
  if (trailingSlashAwareData) return pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.slice(0, -5);
  if (pathname === "/_root.data") return "/";
  return pathname.slice(0, -5);
}

/** A route that shows no page: its loader and action answer by themselves (feeds, endpoints). */
const showsNoPage = (route: ServerRoute) => !route.module.default && !route.module.ErrorBoundary;

/**
 * A post to a page goes to its deepest route that adds to the path; to an index route only when the
 * address asks for it with a bare `?index`.
 */
function postTarget(matches: ServerRoute[], search: string): ServerRoute {
  const deepest = matches.at(-1)!;
  if (deepest.index && new URLSearchParams(search).getAll("index").includes("")) return deepest;
  return matches.findLast((route, i) => i === 0 || Boolean(route.path))!;
}

/**
 * The methods an address takes: GET and HEAD where it shows a page or its route has a loader, POST
 * where the route a post goes to has an action. Nothing else: no route of ours acts on PUT,
 * PATCH, DELETE, OPTIONS or TRACE.
 */
export function allowedMethods(
  build: Pick<ServerBuild, "routes" | "future">,
): (pathname: string, search: string) => readonly string[] {
  const match = routeMatcher(build.routes);
  const trailingSlashAware = Boolean(build.future.v8_trailingSlashAwareDataRequests);
  return (pathname, search) => {
    const matches = match(routePathOf(pathname, trailingSlashAware));
    const deepest = matches.at(-1);
    if (!deepest) return [];
    const resource = showsNoPage(deepest);
    const reads = resource ? Boolean(deepest.module.loader) : true;
    const posts = Boolean((resource ? deepest : postTarget(matches, search)).module.action);
    return [...(reads ? ["GET", "HEAD"] : []), ...(posts ? ["POST"] : [])];
  };
}

/**
 * Answers a method the address does not take with 405, the methods it does take (Allow) and a
 * warning, before the router sees the request.
 */
export function refuseMethodsNotAllowed(build: Pick<ServerBuild, "routes" | "future">, logger: Logger) {
  const methodsOf = allowedMethods(build);
  return (req: Request, res: Response, next: NextFunction): void => {
    const pathname = req.path;
    const q = req.originalUrl.indexOf("?");
    const allowed = methodsOf(pathname, q === -1 ? "" : req.originalUrl.slice(q));
    if (allowed.includes(req.method)) return next();
    const allow = allowed.join(", ");
    logger.warn({ method: req.method, path: pathForLog(pathname), status: 405, allow }, "method not allowed");
    res
      .status(405)
      .set("Allow", allow)
      .type("text/plain")
      .send(requestWords[localeOfPath(pathname)].methodNotAllowed(req.method));
  };
}
