import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A route without `handle = { hydrate: true }` is sent without React's runtime, so state and
 * effects in it, or in any component it renders, silently never run in the browser. This test
 * follows each route module's imports through `app/` and fails when a hook that only works with
 * React in the browser is reached from a route that does not ask for it.
 */

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const routesDir = join(appDir, "routes");
// Renders plain HTML on the server, which is all a page without React gets.
const WORKS_WITHOUT_REACT = new Set([join(appDir, "components/Static.tsx")]);
const CLIENT_HOOK = /\buse(State|Effect|LayoutEffect|Reducer|SyncExternalStore)\s*[<(]/;
const IMPORT = /\bimport\s+(?!type\b)([\s\S]*?)\s+from\s+["']([^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = join(appDir, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.server(\.tsx?)?$/.test(base)) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The chain of modules from `file` to one that calls a client-only hook, or null. */
function clientHookChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file) || WORKS_WITHOUT_REACT.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  if (CLIENT_HOOK.test(source)) return [file];
  for (const [, , specifier] of source.matchAll(IMPORT)) {
    const target = resolveImport(file, specifier!);
    const chain = target ? clientHookChain(target, seen) : null;
    if (chain) return [file, ...chain];
  }
  return null;
}

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const asksForHydration = (file: string) =>
  /export const handle[^=]*=\s*\{[^}]*\bhydrate:\s*true/.test(readFileSync(file, "utf8"));
const shown = (chain: string[]) => chain.map((f) => relative(appDir, f)).join(" → ");

describe("routes and React in the browser", () => {
  it("finds state and effects through a route's components", () => {
    // The technicians page keeps no state itself; its ZIP checker does.
    expect(clientHookChain(join(routesDir, "technicians.tsx"))?.map((f) => relative(appDir, f))).toEqual([
      "routes/technicians.tsx",
      "components/tools/ZipChecker.tsx",
    ]);
    expect(clientHookChain(join(routesDir, "legal.tsx"))).toBeNull();
  });

  it("every route that uses state or effects, itself or through its components, asks for hydration", () => {
    const silent = routeModules(routesDir)
      .filter((file) => !asksForHydration(file))
      .map((file) => clientHookChain(file))
      .filter((chain): chain is string[] => chain !== null)
      .map(shown);
    expect(
      silent,
      "add `export const handle: RouteHandle = { hydrate: true }` to these routes, or drop the hook",
    ).toEqual([]);
  });
});
