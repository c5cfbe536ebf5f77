import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads the built browser scripts under `clientDir` by their addresses ("/assets/name.js"). Only
 * script names made of plain characters are read; anything else, or a missing file, is null.
 */
export function clientScriptReader(clientDir: string): (url: string) => string | null {
  return (url) => {
    if (!/^\/assets\/[\w.-]+\.js$/.test(url)) return null;
    try {
      return readFileSync(join(clientDir, url), "utf8");
    } catch {
      return null;
    }
  };
}
