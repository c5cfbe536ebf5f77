import type { IncomingMessage, ServerResponse } from "node:http";

/** Whether a request carries a body: a length other than 0, or chunks. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/**
 * An answer may go out before its request's body has been read (a form over the size limit, a
 * method the address does not take). The rest of that body stays on the connection, ahead of the
 * next request the client (or a proxy pooling connections for many visitors) sends on it. So an
 * answer sent while the body is still arriving says `Connection: close`, and the connection is
 * closed once the answer is sent; what did arrive and was left unread is discarded, as Node does
 * for a body nobody began to read.
 */
export function releaseUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once("finish", () => {
    if (req.readableEnded) return;
    req.removeAllListeners("data");
    req.resume();
  });
}
