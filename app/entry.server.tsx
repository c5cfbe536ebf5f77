import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { deferHydrationStream } from "./server/defer-hydration.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // React writes straight into the rewriting stream, so a closed connection still stops the render.
          const html = deferHydrationStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
          pipe(html);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger?.error({ err: error instanceof Error ? error.message : String(error) }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Logged by path only: URLs of form posts carry no customer data, bodies are never logged.
  console.error(`Unhandled error for ${new URL(request.url).pathname}:`, error instanceof Error ? error.message : error);
}
