import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists and links", () => {
    const html = renderMarkdown("## Title\n\n- one\n- two\n\n[Book](/book-online)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/book-online">Book</a>');
  });
  it("removes scripts and event handlers", () => {
    const html = renderMarkdown('Hi <script>alert(1)</script><img src="x.png" onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });
});
