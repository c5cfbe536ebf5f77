import type { EntryContext } from "react-router";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { CLASSES_SET_BY_SCRIPTS, dropUnreadCustomProperties, pruneStylesheet } from "./stylesheet-prune.server.ts";

/**
 * The words of a built script, split at spaces, quotes and braces: every class its components can
 * write stands among them, since a class list is a string (or the text of a template) of words
 * separated by spaces. The other words are code, which no selector names.
 */
export function scriptWords(js: string): string[] {
  return js.split(/[\s"'`{}]+/).filter(Boolean);
}

/** The chunks a built chunk imports, statically or on demand, by their addresses beside it. */
export function importedChunks(js: string, url: string): string[] {
  const found = [...js.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    ([, specifier]) => specifier!,
  );
  return found.map((specifier) => new URL(specifier, `http://assets${url}`).pathname);
}

/** The addresses of the scripts a page starts with: the entry's and each matched route's chunks. */
export function pageChunks(context: Pick<EntryContext, "manifest" | "staticHandlerContext">): string[] {
  const { manifest } = context;
  const chunks = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of context.staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (route) chunks.push(route.module, ...(route.imports ?? []));
  }
  return chunks;
}

/** Whether the page starts React in the browser: one of its routes asks for it. */
export function pageHydrates(context: Pick<EntryContext, "routeModules" | "staticHandlerContext">): boolean {
  return context.staticHandlerContext.matches.some(
    (m) => (context.routeModules[m.route.id]?.handle as RouteHandle | undefined)?.hydrate === true,
  );
}

/**
 * The stylesheet of pages that start React, cut down to the rules for the classes their scripts can
 * render: the scripts' string literals hold every class their components write, on the server or
 * later in the browser. Computed once per set of scripts. When a script cannot be read (tests,
 * development) the page keeps the whole stylesheet.
 */
export function createScriptStylesheets(css: string, readScript: (url: string) => string | null) {
  const computed = new Map<string, string>();
  return function stylesheetFor(chunks: readonly string[]): string {
    const key = chunks.join(" ");
    const known = computed.get(key);
    if (known !== undefined) return known;
    const words = new Set(CLASSES_SET_BY_SCRIPTS);
    const pending = [...chunks];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const js = readScript(url);
      if (js === null) return css;
      for (const word of scriptWords(js)) words.add(word);
      pending.push(...importedChunks(js, url));
    }
    const pruned = dropUnreadCustomProperties(pruneStylesheet(css, words), [...words].join(" "));
    computed.set(key, pruned);
    return pruned;
  };
}
