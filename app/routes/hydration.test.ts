import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { type PageRow, PAGES } from "../pages.ts";

/**
 * A route without `handle = { hydrate: true }` is sent without React's runtime, so state and
 * effects in it, or in any component it renders, silently never run in the browser. This test
 * follows each route module's imports through `app/` and fails when a hook that only works with
 * React in the browser is reached from a route that does not ask for it.
 */

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const routesDir = join(appDir, "routes");
// Renders plain HTML on the server, which is all a page without React gets.
const WORKS_WITHOUT_REACT = new Set([join(appDir, "delivery/Static.tsx")]);
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

const tagName = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText();
const attributesOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement : node).attributes.properties.filter(ts.isJsxAttribute);

/** The value of the `isStatic` switch on an element: true, false, or the name of the prop it is passed from. */
function staticSwitch(node: ts.JsxElement | ts.JsxSelfClosingElement): boolean | string | undefined {
  const attribute = attributesOf(node).find((a) => a.name.getText() === "isStatic");
  if (!attribute) return tagName(node) === "Static" ? true : undefined;
  const value = attribute.initializer;
  if (!value) return true;
  const expression = ts.isJsxExpression(value) ? value.expression : undefined;
  if (expression?.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression?.kind === ts.SyntaxKind.FalseKeyword) return false;
  return expression && ts.isIdentifier(expression) ? expression.text : false;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/**
 * The components a region of JSX renders: the modules of those imported, and the name and text of
 * those declared in the same file (followed into their own JSX).
 */
function componentsRenderedIn(file: string, source: ts.SourceFile, region: ts.Node[]) {
  const importedFrom = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const target = resolveImport(file, (statement.moduleSpecifier as ts.StringLiteral).text);
    const names = statement.importClause?.namedBindings;
    if (target && names && ts.isNamedImports(names))
      for (const n of names.elements) importedFrom.set(n.name.text, target);
    if (target && statement.importClause?.name) importedFrom.set(statement.importClause.name.text, target);
  }
  const declared = new Map(
    source.statements.filter(ts.isFunctionDeclaration).flatMap((f) => (f.name ? [[f.name.text, f] as const] : [])),
  );
  const modules = new Set<string>();
  const local = new Map<string, string>();
  const pending = [...region];
  while (pending.length > 0)
    walk(pending.pop()!, (n) => {
      if (!ts.isJsxElement(n) && !ts.isJsxSelfClosingElement(n)) return;
      const name = tagName(n).split(".")[0]!;
      const target = importedFrom.get(name);
      if (target) modules.add(target);
      const own = declared.get(name);
      if (own && !local.has(name)) {
        local.set(name, own.getText());
        pending.push(own);
      }
    });
  return { modules: [...modules], local: [...local] };
}

/**
 * The parts of the page left as the server sent them: a `<Static>` element's content, and what a
 * component given `isStatic` passes to its own `<Static isStatic={isStatic}>` (its children, or a
 * prop such as a layout's `aside`), each with the modules of the components rendered there.
 */
function staticParts(files: string[]) {
  const parsed = files.map((file) => ({
    file,
    source: ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
  }));
  // The props each component passes into its static part, when a caller switches it on.
  const slots = new Map<string, Set<string>>();
  for (const { file, source } of parsed)
    walk(source, (node) => {
      if (!(ts.isJsxElement(node) && tagName(node) === "Static" && typeof staticSwitch(node) === "string")) return;
      let owner: ts.Node | undefined = node.parent;
      while (owner && !(ts.isFunctionDeclaration(owner) && owner.name)) owner = owner.parent;
      const names = new Set<string>();
      walk(node, (n) => {
        if (ts.isJsxExpression(n) && n.expression && ts.isIdentifier(n.expression)) names.add(n.expression.text);
      });
      if (owner) slots.set(`${file}#${(owner as ts.FunctionDeclaration).name!.text}`, names);
    });
  const parts: ({ where: string } & ReturnType<typeof componentsRenderedIn>)[] = [];
  for (const { file, source } of parsed) {
    const localComponents = new Set(source.statements.filter(ts.isFunctionDeclaration).map((f) => f.name?.text ?? ""));
    const imported = new Map<string, string>();
    for (const statement of source.statements)
      if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings)
        for (const n of (statement.importClause.namedBindings as ts.NamedImports).elements ?? []) {
          const target = resolveImport(file, (statement.moduleSpecifier as ts.StringLiteral).text);
          if (target) imported.set(n.name.text, target);
        }
    walk(source, (node) => {
      if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return;
      if (staticSwitch(node) !== true) return;
      const name = tagName(node);
      const owner = localComponents.has(name) ? file : imported.get(name);
      const slot = name === "Static" ? null : owner ? slots.get(`${owner}#${name}`) : undefined;
      if (slot === undefined) return;
      const region: ts.Node[] = [];
      if (slot === null || slot.has("children")) region.push(...(ts.isJsxElement(node) ? node.children : []));
      for (const attribute of attributesOf(node))
        if (slot === null || slot.has(attribute.name.getText())) region.push(attribute);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      parts.push({ where: `${relative(appDir, file)}:${line}`, ...componentsRenderedIn(file, source, region) });
    });
  }
  return parts;
}

/** A registry page hydrates when its row says so; any other route when its own handle does. */
const asksForHydration = (file: string) => {
  const rows: readonly PageRow[] = PAGES.filter((row) => join(appDir, row.module) === file);
  if (rows.length > 0) return rows.some((row) => row.delivery?.hydrate === true);
  return /export const handle[^=]*=\s*\{[^}]*\bhydrate:\s*true/.test(readFileSync(file, "utf8"));
};
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
      "give these pages `delivery: { hydrate: true }` in app/pages.ts (other routes: `handle`), or drop the hook",
    ).toEqual([]);
  });

  it("finds the components shown in static parts, through a component's isStatic switch", () => {
    const parts = staticParts(sourceFiles(appDir));
    const shownIn = (where: string) =>
      parts.flatMap((p) =>
        p.where.startsWith(where)
          ? p.modules.map((m) => relative(appDir, m)).concat(p.local.map(([name]) => name))
          : [],
      );
    // The booking page's sidebar is static (SidebarLayout's aside), its main column with the form is not.
    expect(shownIn("routes/book-online.tsx")).toEqual(
      expect.arrayContaining(["BookingSidebar", "components/SideBox.tsx", "components/ContactItems.tsx"]),
    );
    expect(shownIn("routes/book-online.tsx")).not.toContain("components/booking/BookingForm.tsx");
  });

  it("no state or effects under <Static>: a static part is never updated in the browser", () => {
    const stateful = staticParts(sourceFiles(appDir)).flatMap(({ where, modules, local }) =>
      modules
        .flatMap((m) => {
          const chain = clientHookChain(m);
          return chain ? [`${where}: ${shown(chain)}`] : [];
        })
        .concat(local.flatMap(([name, text]) => (CLIENT_HOOK.test(text) ? [`${where}: ${name}`] : []))),
    );
    expect(stateful, "keep these components outside the static part, or drop their state").toEqual([]);
  });
});
