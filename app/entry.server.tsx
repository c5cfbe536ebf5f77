// First: pages and emails read every language's words from the start.
import "./domain/i18n/all-words.ts";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { StylesheetTextProvider } from "./delivery/Stylesheet.tsx";
import { STYLESHEET_TEXT } from "./delivery/stylesheet.server.ts";
import { createScriptStylesheets, pageChunks, pageHydrates } from "./delivery/page-stylesheet.server.ts";
import { deferHydrationStream } from "./delivery/defer-hydration.server.ts";
import { logError } from "./server/logger.server.ts";
import { pathForLog } from "./server/request-log.server.ts";

export const streamTimeout = 5_000;

let scriptStylesheets: ((chunks: readonly string[]) => string) | undefined;

/**
 * A page that starts React carries the rules its scripts can need (a page without React is cut down
 * to its own classes when it is cached). React links the whole stylesheet before it shows another
 * page in place (app/delivery/whole-stylesheet.ts).
 */
function stylesheetOf(routerContext: EntryContext, loadContext: AppLoadContext): string {
  const read = loadContext.readClientScript;
  if (!read || !pageHydrates(routerContext)) return STYLESHEET_TEXT;
  scriptStylesheets ??= createScriptStylesheets(STYLESHEET_TEXT, read);
  return scriptStylesheets(pageChunks(routerContext));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  const stylesheet = stylesheetOf(routerContext, loadContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={loadContext.nonce}>
        <StylesheetTextProvider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // React writes straight into the rewriting stream, so a closed connection still stops the render.
          const html = deferHydrationStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(html);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logError(loadContext.logger, error, "render error", { path: pathForLog(new URL(request.url).pathname) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors thrown by loaders, actions and rendering, logged with their stack. The router's own refusal
 * of a request (a status under 500: a method a route does not take) is the client's doing: one
 * warning line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Logged by path only: query strings may carry customer data, bodies are never logged.
  const fields = { method: request.method, path: pathForLog(new URL(request.url).pathname) };
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.logger.warn({ ...fields, status: error.status }, "request refused by the router");
    return;
  }
  logError(context.logger, error, "unhandled error", fields);
};
