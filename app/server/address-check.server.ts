import type { NextFunction, Request, Response } from "express";
import { localeOfPath } from "#app/domain/i18n/locale.ts";
import { requestWords } from "#app/words/requests.ts";
import type { Logger } from "./logger.server.ts";
import { pathForLog } from "./request-log.server.ts";

/** A NUL byte as an address writes it (`%00`), in any letter case. */
const ENCODED_NUL = /%00/i;

export type AddressProblem = "nulByte" | "badEncoding";

/**
 * Why an address cannot be read, or null when it can. No page, parameter or token of ours holds a
 * NUL byte, and PostgreSQL cannot store or compare text that does. A path whose percent-encoding
 * does not decode to text names no page.
 */
export function addressProblem(url: string): AddressProblem | null {
  if (ENCODED_NUL.test(url) || url.includes("\u0000")) return "nulByte";
  const q = url.indexOf("?");
  try {
    decodeURIComponent(q === -1 ? url : url.slice(0, q));
  } catch {
    return "badEncoding";
  }
  return null;
}

/** Answers an address that cannot be read with 400 and a warning, before any route or file reads it. */
export function refuseUnreadableAddresses(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const problem = addressProblem(req.originalUrl);
    if (!problem) return next();
    logger.warn({ method: req.method, path: pathForLog(req.path), status: 400, problem }, "unreadable address refused");
    res.status(400).type("text/plain").send(requestWords[localeOfPath(req.path)][problem]);
  };
}
