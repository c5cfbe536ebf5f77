import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientScriptReader } from "./client-scripts.server.ts";

describe("reading the built browser scripts", () => {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry.client-abc.js"), "export{}");
  writeFileSync(join(dir, "secret.js"), "no");
  const read = clientScriptReader(dir);

  it("reads a script under /assets/ by its address", () => {
    expect(read("/assets/entry.client-abc.js")).toBe("export{}");
  });

  it("answers null for a missing script and for any address outside /assets/ or with a path in its name", () => {
    expect(read("/assets/missing.js")).toBeNull();
    expect(read("/secret.js")).toBeNull();
    expect(read("/assets/../secret.js")).toBeNull();
    expect(read("/assets/sub/entry.js")).toBeNull();
  });
});
