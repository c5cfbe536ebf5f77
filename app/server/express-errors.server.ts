import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { type Logger, logError } from "./logger.server.ts";
import { pathForLog } from "./request-log.server.ts";

/** The status an error carries when it is a client's mistake (4xx), as Express and its static files set it. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}

/**
 * The last handler: an error raised outside the routes (by Express, a static file or the router's
 * adapter) is answered with its status, in one log line: a warning for a client's mistake, an error
 * with its stack for anything else (answered 500).
 */
export function answerUnhandledErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const fields = { method: req.method, path: pathForLog(req.path) };
    const status = clientErrorStatus(error) ?? 500;
    if (status < 500) logger.warn({ ...fields, status }, "request refused");
    else logError(logger, error, "request failed", fields);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).type("text/plain").send(STATUS_CODES[status]);
  };
}
