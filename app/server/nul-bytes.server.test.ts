import { describe, expect, it } from "vitest";
import { addressHasNul } from "./nul-bytes.server.ts";

describe("addresses with a NUL byte", () => {
  it("are found in the path or the query, encoded in either case", () => {
    for (const url of [
      "/office?q=%00",
      "/office/appointments/APT-1%00",
      "/faq?q=a%00b",
      "/x?q=%0%00",
      "/office?q=\u0000",
    ])
      expect(addressHasNul(url), url).toBe(true);
  });
  it("are not confused with other percent-encodings", () => {
    for (const url of ["/office?q=%2500", "/office?q=100%25", "/es/citas/abc%C3%B1", "/book-online?zip=77001&x=%01"])
      expect(addressHasNul(url), url).toBe(false);
  });
});
