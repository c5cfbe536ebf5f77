/**
 * A page without React keeps the classes it was rendered with: only the inline head script and the
 * site script change classes, and only these two on <html>. So such a page needs only the style
 * rules whose selectors name classes it carries, and the rest of the site's stylesheet can stay out
 * of its bytes (on a phone's first round trip, a few KB decide whether the page arrives in one).
 */
export const CLASSES_SET_BY_SCRIPTS = ["js", "no-popover"];

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** Every class named in the page's class attributes, and those the scripts set on <html>. */
export function classesOf(html: string): Set<string> {
  const classes = new Set(CLASSES_SET_BY_SCRIPTS);
  for (const [, value = ""] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/gu;

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
  );
}

/**
 * The part of a selector whose classes must all be on the page for it to match: without its
 * `:not(…)` groups (a class named there need not be present) and without functional pseudo-classes
 * that take a list (`:is(.a,.b)` matches with either class).
 */
function requiredPart(selector: string): string {
  let result = "";
  let i = 0;
  while (i < selector.length) {
    const pseudo = /^:([\w-]+)\(/.exec(selector.slice(i));
    if (pseudo) {
      const open = i + pseudo[0].length - 1;
      const close = closingIndex(selector, open);
      const argument = selector.slice(open + 1, close);
      if (pseudo[1] !== "not" && selectorsOf(argument).length === 1) result += `${pseudo[0]}${requiredPart(argument)})`;
      i = close + 1;
    } else {
      result += selector[i]!;
      if (selector[i] === "\\" && i + 1 < selector.length) result += selector[++i]!;
      i++;
    }
  }
  return result;
}

/**
 * Splits CSS text at each `separator` outside brackets, parentheses and strings: a selector list at
 * its commas, a declaration block at its semicolons (not those inside `url(…)`).
 */
function splitTopLevel(text: string, separator: "," | ";"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === "\\") i++;
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const selectorsOf = (list: string) => splitTopLevel(list, ",");

function canMatch(selector: string, classes: ReadonlySet<string>): boolean {
  for (const [, name = ""] of requiredPart(selector).matchAll(CLASS_SELECTOR)) {
    if (!classes.has(unescapeIdentifier(name))) return false;
  }
  return true;
}

/**
 * The index of the bracket closing the one at `open` (a `{` or a `(`); escapes and strings are
 * skipped. The text's end when it never closes.
 */
function closingIndex(text: string, open: number): number {
  const [opening, closing] = text[open] === "(" ? ["(", ")"] : ["{", "}"];
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === "\\") i++;
    } else if (char === opening) depth++;
    else if (char === closing && --depth === 0) return i;
  }
  return text.length - 1;
}

// At-rules whose block holds style rules: pruned inside, dropped when nothing is left.
const GROUPING_AT_RULES = /^@(?:media|supports|layer|container|scope)\b/;

/**
 * The stylesheet with only the rules that can apply to an element carrying some of these classes.
 * Style rules lose the selectors naming a class not in the set (a rule left with none goes);
 * grouping at-rules are pruned inside; every other at-rule (keyframes, properties, fonts) stays.
 */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  return mapBlocks(css, (prelude, body) => {
    const head = prelude.trim();
    if (head.startsWith("@")) {
      if (!GROUPING_AT_RULES.test(head)) return `${prelude}{${body}}`;
      const inner = pruneStylesheet(body, classes);
      return inner.trim() ? `${prelude}{${inner}}` : "";
    }
    const kept = selectorsOf(prelude).filter((selector) => canMatch(selector, classes));
    return kept.length > 0 ? `${kept.join(",")}{${body}}` : "";
  });
}

/**
 * Rewrites a stylesheet block by block: `rewrite` gets each top-level block's prelude and body and
 * returns its replacement; statements such as `@layer components;` are kept as they are.
 */
function mapBlocks(css: string, rewrite: (prelude: string, body: string) => string): string {
  let out = "";
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    const semicolon = css.indexOf(";", i);
    if (open === -1 || (semicolon !== -1 && semicolon < open && css.slice(i, semicolon).trimStart().startsWith("@"))) {
      const end = open === -1 ? css.length : semicolon + 1;
      out += css.slice(i, end);
      i = end;
      continue;
    }
    const close = closingIndex(css, open);
    out += rewrite(css.slice(i, open), css.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

const declarationsOf = (body: string) => splitTopLevel(body, ";").filter((part) => part.trim() !== "");

const CUSTOM_PROPERTY_USE = /var\(\s*(--[\w-]+)/g;
const CUSTOM_PROPERTY_DECLARATION = /^\s*(--[\w-]+)\s*:/;

/**
 * The stylesheet without the custom properties nothing reads: declarations of a `--name` and
 * `@property --name` rules, where neither the stylesheet nor the page (its style attributes) has
 * `var(--name`. Repeated until nothing more goes, since a dropped one may have been the only reader
 * of another.
 */
export function dropUnreadCustomProperties(css: string, page = ""): string {
  let current = css;
  for (;;) {
    const read = new Set([...`${current} ${page}`.matchAll(CUSTOM_PROPERTY_USE)].map(([, name]) => name!));
    const next = withoutCustomProperties(current, (name) => read.has(name));
    if (next === current) return current;
    current = next;
  }
}

function withoutCustomProperties(css: string, isRead: (name: string) => boolean): string {
  return mapBlocks(css, (prelude, body) => {
    const head = prelude.trim();
    const property = /^@property\s+(--[\w-]+)/.exec(head);
    if (property) return isRead(property[1]!) ? `${prelude}{${body}}` : "";
    if (head.startsWith("@keyframes") || head.startsWith("@font-face") || (!head.startsWith("@") && body.includes("{")))
      return `${prelude}{${body}}`;
    if (head.startsWith("@")) {
      const inner = withoutCustomProperties(body, isRead);
      return inner.trim() ? `${prelude}{${inner}}` : "";
    }
    const kept = declarationsOf(body).filter((declaration) => {
      const name = CUSTOM_PROPERTY_DECLARATION.exec(declaration)?.[1];
      return name === undefined || isRead(name);
    });
    return kept.length > 0 ? `${prelude}{${kept.join(";")}}` : "";
  });
}

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The page with each inline stylesheet pruned to the classes the page carries and the custom properties those rules read. */
export function prunePageStylesheets(html: string): string {
  const classes = classesOf(html);
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => value).join(" ");
  return html.replace(
    STYLE_ELEMENT,
    (_m, open: string, css: string, close: string) =>
      `${open}${dropUnreadCustomProperties(pruneStylesheet(css, classes), styleAttributes)}${close}`,
  );
}
