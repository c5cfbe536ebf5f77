import { describe, expect, it } from "vitest";
import {
  createScriptStylesheets,
  importedChunks,
  pageChunks,
  pageHydrates,
  scriptWords,
} from "./page-stylesheet.server.ts";

describe("the stylesheet of a page that starts React", () => {
  it("finds every class of a built script among its words, in strings and in templates", () => {
    const words = scriptWords('n("li",{className:"flex gap-2 sm:py-4"}),x=`mt-2 ${a?"hidden":"block"} w-[32rem]`');
    expect(words).toEqual(expect.arrayContaining(["flex", "gap-2", "sm:py-4", "mt-2", "hidden", "block", "w-[32rem]"]));
  });

  it("follows a chunk's static, side-effect and on-demand imports beside it", () => {
    const js =
      'import{a as b}from"./jsx-runtime-1.js";import"./side-2.js";const l=()=>import("./lazy-3.js");import("../other/x-4.js")';
    expect(importedChunks(js, "/assets/page-0.js")).toEqual([
      "/assets/jsx-runtime-1.js",
      "/assets/side-2.js",
      "/assets/lazy-3.js",
      "/other/x-4.js",
    ]);
  });

  it("keeps the rules of the classes the page's scripts and the chunks they load can write, once per list of scripts", () => {
    const css = ".shown{color:red}.later{color:blue}.unused{color:green}.js .only-with-js{display:block}";
    const scripts: Record<string, string> = {
      "/assets/page.js": 'e("p",{className:"shown"});const v=()=>import("./checks.js")',
      "/assets/checks.js": 'e("span",{className:"later only-with-js"})',
    };
    const reads: string[] = [];
    const stylesheetFor = createScriptStylesheets(css, (url) => (reads.push(url), scripts[url] ?? null));
    const pruned = stylesheetFor(["/assets/page.js"]);
    expect(pruned).toContain(".shown{color:red}");
    expect(pruned).toContain(".later{color:blue}");
    expect(pruned).toContain(".js .only-with-js{display:block}");
    expect(pruned).not.toContain(".unused");
    expect(stylesheetFor(["/assets/page.js"])).toBe(pruned);
    expect(reads).toEqual(["/assets/page.js", "/assets/checks.js"]);
  });

  it("keeps the whole stylesheet when a script cannot be read", () => {
    const css = ".a{color:red}.b{color:blue}";
    expect(createScriptStylesheets(css, () => null)(["/assets/page.js"])).toBe(css);
  });

  it("lists the entry's scripts and each matched route's, and asks the routes whether the page starts React", () => {
    const context = {
      manifest: {
        entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
        routes: {
          root: { module: "/assets/root.js", imports: ["/assets/ui.js"] },
          "routes/faq": { module: "/assets/faq.js" },
        },
      },
      staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/faq" } }] },
      routeModules: { root: {}, "routes/faq": { handle: { hydrate: true } } },
    } as unknown as Parameters<typeof pageChunks>[0] & Parameters<typeof pageHydrates>[0];
    expect(pageChunks(context)).toEqual([
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/ui.js",
      "/assets/faq.js",
    ]);
    expect(pageHydrates(context)).toBe(true);
    expect(
      pageHydrates({ ...context, routeModules: { root: {}, "routes/faq": {} } } as unknown as typeof context),
    ).toBe(false);
  });
});
