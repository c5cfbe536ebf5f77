import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { AppContext } from "#app/server/context.server.ts";

// A route function's own argument type is checked where it is declared; here any route fits.
// oxlint-disable-next-line no-explicit-any
type RouteFunction = (args: any) => unknown;
type ArgsOf<F> = F extends (args: infer A) => unknown ? A : never;

/** What a route answers with, seen through `data()` and without the Responses (redirects) it may return. */
type Payload<T> = T extends DataWithResponseInit<infer D> ? D : T extends Response ? never : T;

export interface RouteReply<D> {
  status: number;
  /** The route's data; null when it answered with a Response (a redirect), the thrown payload when `thrown`. */
  data: D;
  headers: Headers;
  /** True when the route threw its answer (a redirect to sign in, a 404, a 403). */
  thrown: boolean;
  /** The Response the route answered with (a redirect, a JSON or CSV body), to read its body; null otherwise. */
  response: Response | null;
}

/** What `data()` returns; the class itself is not exported at run time. */
function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function reply(result: unknown, thrown: boolean): RouteReply<unknown> {
  if (result instanceof Response)
    return { status: result.status, data: null, headers: result.headers, thrown, response: result };
  if (isDataWithInit(result))
    return {
      status: result.init?.status ?? 200,
      data: result.data,
      headers: new Headers(result.init?.headers),
      thrown,
      response: null,
    };
  return { status: 200, data: result, headers: new Headers(), thrown, response: null };
}

/**
 * Calls a route's loader or action as the server does: a real Request, the app's context and the
 * URL's params. Answers what the route returned or threw, with its status and headers; an error
 * that is not an answer (a bug) is thrown on.
 */
export async function callRoute<F extends RouteFunction>(
  fn: F,
  request: Request,
  context: AppContext,
  params: Record<string, string> = {},
): Promise<RouteReply<Payload<Awaited<ReturnType<F>>>>> {
  const url = new URL(request.url);
  const args = { request, url, pattern: url.pathname, params, context } as ArgsOf<F>;
  try {
    return reply(await fn(args), false) as RouteReply<Payload<Awaited<ReturnType<F>>>>;
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown))
      return reply(thrown, true) as RouteReply<Payload<Awaited<ReturnType<F>>>>;
    throw thrown;
  }
}
