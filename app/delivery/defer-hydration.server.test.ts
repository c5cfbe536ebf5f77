import { describe, expect, it } from "vitest";
import { deferHydrationStream, deferModuleScripts } from "./defer-hydration.server.ts";

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n1"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><h1>Book — ✓</h1><script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client-x.js");</script></body>';

const expected =
  '<head><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><h1>Book — ✓</h1><script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="text/x-deferred-module">import "/assets/manifest.js";\nimport("/assets/entry.client-x.js");</script></body>';

async function throughStream(chunks: Buffer[]): Promise<string> {
  const stream = deferHydrationStream();
  let out = "";
  stream.on("data", (c: Buffer) => (out += c.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const c of chunks) stream.write(c);
  stream.end();
  await done;
  return out;
}

describe("deferred hydration", () => {
  it("drops module preloads and holds back the module script, leaving everything else alone", () => {
    expect(deferModuleScripts(page)).toBe(expected);
  });

  it("gives the same result however the bytes are split, even inside a character", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 40, 97]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      expect(await throughStream(chunks), `chunks of ${size}`).toBe(expected);
    }
  });
});
