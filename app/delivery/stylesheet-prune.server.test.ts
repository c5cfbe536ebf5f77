import { describe, expect, it } from "vitest";
import {
  classesOf,
  dropUnreadCustomProperties,
  prunePageStylesheets,
  pruneStylesheet,
} from "./stylesheet-prune.server.ts";

const used = (...names: string[]) => new Set(names);

describe("classesOf", () => {
  it("reads every class attribute, decodes entities, and adds the classes the scripts set on <html>", () => {
    const html =
      '<div class="flex  p-4"><svg class="lucide h-5"></svg><p class="[&amp;&gt;a]:underline aria-[invalid=true]:border-red-600"></p></div>';
    expect([...classesOf(html)].toSorted()).toEqual(
      [
        "[&>a]:underline",
        "aria-[invalid=true]:border-red-600",
        "flex",
        "h-5",
        "js",
        "lucide",
        "no-popover",
        "p-4",
      ].toSorted(),
    );
  });
});

describe("pruneStylesheet", () => {
  it("keeps rules without classes and those whose classes are all used; drops the others", () => {
    const css =
      "*,:before{box-sizing:border-box}.flex{display:flex}.grid{display:grid}.group:hover .group-hover\\:underline{text-decoration:underline}";
    expect(pruneStylesheet(css, used("flex", "group-hover:underline"))).toBe(
      "*,:before{box-sizing:border-box}.flex{display:flex}",
    );
    expect(pruneStylesheet(css, used("group", "group-hover:underline"))).toBe(
      "*,:before{box-sizing:border-box}.group:hover .group-hover\\:underline{text-decoration:underline}",
    );
  });
  it("reads escaped class names: variants, fractions, arbitrary values and a leading digit", () => {
    const css =
      ".sm\\:grid-cols-2{a:b}.w-1\\/2{c:d}.aria-\\[invalid\\=true\\]\\:border-red-600[aria-invalid=true]{e:f}.\\32 xl\\:p-4{g:h}";
    expect(pruneStylesheet(css, used("sm:grid-cols-2", "w-1/2", "aria-[invalid=true]:border-red-600", "2xl:p-4"))).toBe(
      css,
    );
    expect(pruneStylesheet(css, used())).toBe("");
  });
  it("keeps only the selectors of a list that can match, and ignores classes named inside :not() or offered as alternatives", () => {
    expect(pruneStylesheet(".a,.b,.c .d{x:y}", used("b", "c"))).toBe(".b{x:y}");
    expect(pruneStylesheet(":is(.c,.d) p{x:y}", used("c"))).toBe(":is(.c,.d) p{x:y}");
    expect(pruneStylesheet(".x:is(:where(.group):hover *){x:y}", used("x"))).toBe("");
    expect(pruneStylesheet(".x:is(:where(.group):hover *){x:y}", used("x", "group"))).toBe(
      ".x:is(:where(.group):hover *){x:y}",
    );
    expect(pruneStylesheet("html:not(.js) .js-only{display:none}", used("js-only"))).toBe(
      "html:not(.js) .js-only{display:none}",
    );
    expect(pruneStylesheet(".card:not(.muted,.quiet){x:y}", used("card"))).toBe(".card:not(.muted,.quiet){x:y}");
  });
  it("prunes inside media, supports and layer blocks, drops the emptied ones, and keeps keyframes, properties and statements", () => {
    const css =
      "@layer components;@layer utilities{.flex{display:flex}@media (min-width:40rem){.sm\\:grid{display:grid}}}" +
      '@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}' +
      "@supports not selector(:popover-open){.chat{display:none}}";
    expect(pruneStylesheet(css, used("flex"))).toBe(
      '@layer components;@layer utilities{.flex{display:flex}}@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}',
    );
  });
  it("is not confused by braces inside strings", () => {
    expect(pruneStylesheet('.a:before{content:"}"}.b{x:y}', used("b"))).toBe(".b{x:y}");
    expect(pruneStylesheet('.a:before{content:"}"}.b{x:y}', used("a"))).toBe('.a:before{content:"}"}');
  });
});

describe("prunePageStylesheets", () => {
  it("prunes the page's inline stylesheet to the classes the page carries", () => {
    const html =
      '<html><head><style nonce="n">.flex{display:flex}.grid{display:grid}</style></head><body><div class="flex"></div></body></html>';
    expect(prunePageStylesheets(html)).toBe(
      '<html><head><style nonce="n">.flex{display:flex}</style></head><body><div class="flex"></div></body></html>',
    );
  });
});

describe("dropUnreadCustomProperties", () => {
  it("drops declarations and @property rules of custom properties nothing reads, and what only they read", () => {
    const css =
      ":root{--color-red:red;--color-blue:blue;--shadow:0 0 var(--color-blue);--font:sans}" +
      '.a{color:var(--color-red);--tw-x:1}@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}.b{margin:var(--tw-y)}';
    expect(dropUnreadCustomProperties(css)).toBe(
      ':root{--color-red:red}.a{color:var(--color-red)}@property --tw-y{syntax:"*";inherits:false}.b{margin:var(--tw-y)}',
    );
  });
  it("keeps what the page's style attributes read, semicolons inside url() and rules left without declarations go", () => {
    expect(
      dropUnreadCustomProperties(
        ":root{--w:2px}.x{background:url(data:image/svg+xml;base64,AA==);--unused:1}",
        "width:var(--w)",
      ),
    ).toBe(":root{--w:2px}.x{background:url(data:image/svg+xml;base64,AA==)}");
    expect(dropUnreadCustomProperties("@layer theme{:root{--gone:1}}.x{y:z}")).toBe(".x{y:z}");
  });
});
