import { useEffect } from "react";
import type { LinkDescriptor } from "react-router";

let reactStarted = false;

/**
 * A page that starts React carries only the rules its own scripts can need. Once React has taken
 * over, the root links the whole stylesheet: React Router loads the root's stylesheet links before
 * it shows the next page in place, so every page it shows has all its rules. During hydration the
 * links are those the server rendered (none), so the document matches.
 */
export function useWholeStylesheetOnceStarted(): void {
  useEffect(() => {
    reactStarted = true;
  }, []);
}

/** The root's link to the whole stylesheet: none on the server and until React has started. */
export function wholeStylesheetLinks(href: string): LinkDescriptor[] {
  return reactStarted && !import.meta.env.DEV ? [{ rel: "stylesheet", href }] : [];
}
