import type { NextFunction, Request, Response } from "express";

/** A NUL byte as an address writes it (`%00`), in any letter case. */
const ENCODED_NUL = /%00/i;

/**
 * No page, parameter or token of ours holds a NUL byte, and PostgreSQL cannot store or compare
 * text that does: an address carrying one is refused with 400 before any route reads it.
 */
export function addressHasNul(url: string): boolean {
  return ENCODED_NUL.test(url) || url.includes("\u0000");
}

export function refuseNulBytes(req: Request, res: Response, next: NextFunction): void {
  if (!addressHasNul(req.originalUrl)) return next();
  res.status(400).type("text/plain").send("Bad request: the address holds a NUL byte.");
}
