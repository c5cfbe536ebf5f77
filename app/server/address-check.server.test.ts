import { describe, expect, it } from "vitest";
import { addressProblem } from "./address-check.server.ts";

describe("addresses that cannot be read", () => {
  it("hold a NUL byte in the path or the query, encoded in either case", () => {
    for (const url of [
      "/office?q=%00",
      "/office/appointments/APT-1%00",
      "/faq?q=a%00b",
      "/x?q=%0%00",
      "/office?q=\u0000",
    ])
      expect(addressProblem(url), url).toBe("nulByte");
  });
  it("have a path whose percent-encoding does not decode", () => {
    for (const url of ["/%E0%A4%A", "/es/citas/%", "/blog/%zz", "/faq%C3?q=x", "/%C3%28"])
      expect(addressProblem(url), url).toBe("badEncoding");
  });
  it("are not confused with other percent-encodings, nor with a query the router never decodes", () => {
    for (const url of [
      "/office?q=%2500",
      "/office?q=100%25",
      "/es/citas/abc%C3%B1",
      "/book-online?zip=77001&x=%01",
      "/faq?q=%E0%A4%A",
      "/",
    ])
      expect(addressProblem(url), url).toBeNull();
  });
});
