import { marked } from "marked";
import { FilterXSS } from "xss";

const sanitizer = new FilterXSS({
  whiteList: {
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    p: [],
    br: [],
    hr: [],
    strong: [],
    em: [],
    code: [],
    pre: [],
    blockquote: [],
    ul: [],
    ol: ["start"],
    li: [],
    a: ["href", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: [],
    td: [],
  },
  stripIgnoreTagBody: ["script", "style"],
});

/** Markdown to sanitised HTML. Runs on the server only. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizer.process(html);
}
