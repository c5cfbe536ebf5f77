import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const APP = join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import names, when it is a module of app/ (aliases and relative paths); null for packages and content. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return join(APP, specifier.slice("#app/".length));
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
  return null;
}

/**
 * Whether an import or re-export is erased at runtime: only `import type` and `export type` are. Under
 * `verbatimModuleSyntax`, `import { type A } from "./a.ts"` still loads ./a.ts (as `import {} from "./a.ts"`).
 */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  return ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
}

/** The app/ modules a file imports values from (the imports that remain in the built code). */
export function runtimeImports(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier) || typeOnly(node)) continue;
    const target = resolveImport(file, node.moduleSpecifier.text);
    if (target) found.push(target);
  }
  return found;
}

/** Every circle of runtime imports, each as the list of modules around it (relative to the project). */
function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
  const circles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles.map((c) => c.map((f) => relative(ROOT, f)));
}

describe("imports among app/ modules", () => {
  it("form no circle at runtime (type-only imports are erased and do not count)", () => {
    expect(importCircles(sourceFiles(APP))).toEqual([]);
  });

  it("finds a circle of value imports and ignores one closed only by a type import", () => {
    const a = join(APP, "a.ts");
    const b = join(APP, "b.ts");
    expect(runtimeImports(a, `import { b } from "./b.ts";`)).toEqual([b]);
    expect(runtimeImports(b, `import type { A } from "#app/a.ts"; export type { B } from "./a.ts";`)).toEqual([]);
    expect(runtimeImports(b, `import { type A } from "#app/a.ts"; export { c } from "./a.ts";`)).toEqual([a, a]);
  });
});
