import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(path, "utf8");
const DECISIONS = "docs/decisions";
const records = readdirSync(DECISIONS).filter((f) => /^\d{4}-.+\.md$/.test(f));

describe("the README", () => {
  const readme = read("README.md");

  it("is short enough to read in five minutes", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });

  it("has no line wider than the formatter's width, so it reads in a plain editor", () => {
    const wide = readme.split("\n").filter((line) => line.length > 120);
    expect(wide).toEqual([]);
  });

  it("names every folder of app/ in its map", () => {
    const map = /## Where things are\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const folders = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() && !name.startsWith("+") ? [name].concat(folders(join(dir, name))) : [],
      );
    const missing = folders("app").filter((name) => !new RegExp(`\\b${name}/`).test(map));
    expect(missing).toEqual([]);
  });
});

describe("the documents", () => {
  const documents = [
    "README.md",
    ...readdirSync("docs")
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];

  it("name only files and folders that exist", () => {
    const missing = documents.flatMap((doc) =>
      [...read(doc).matchAll(/`((?:app|content|db|docs|scripts|tests)\/[\w./-]+?)`/g)]
        .map((m) => m[1]!.replace(/\/$/, ""))
        .filter((path) => !path.includes("<") && !existsSync(path))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the decision records", () => {
  const index = read(`${DECISIONS}/README.md`);

  it("each carry a date and a status on their third line", () => {
    const malformed = records.filter(
      (f) => !/^Date: \d{4}-\d{2}-\d{2} · Status: \S/.test(read(`${DECISIONS}/${f}`).split("\n")[2] ?? ""),
    );
    expect(malformed).toEqual([]);
  });

  it("are each listed once in the index, with their title", () => {
    const unlisted = records.filter((f) => {
      const title = read(`${DECISIONS}/${f}`).split("\n")[0]!.replace(/^# /, "");
      return index.split("\n").filter((line) => line.includes(`(${f})`) && line.includes(title)).length !== 1;
    });
    expect(unlisted).toEqual([]);
  });

  it("link a superseding record that exists, and the index says so", () => {
    const broken = records.flatMap((f) => {
      const status = read(`${DECISIONS}/${f}`).split("\n")[2] ?? "";
      const by = /Superseded by \[(\d{4})\]\((.+?)\)/.exec(status);
      if (!by) return [];
      const listed = index.split("\n").find((line) => line.includes(`(${f})`)) ?? "";
      return existsSync(`${DECISIONS}/${by[2]}`) && listed.includes(`superseded by ${by[1]}`) ? [] : [f];
    });
    expect(broken).toEqual([]);
  });
});
