import { type RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server.tsx";
import { captureLogger } from "../tests/support/capture-logger.ts";

describe("handleError", () => {
  it("logs the error with its stack through the structured log, by path only", () => {
    const { logger, lines } = captureLogger();
    const context = { logger } as unknown as RouterContextProvider;
    const error = new RangeError("loader failed");
    handleError(error, {
      request: new Request("http://localhost/warranty?phone=7135550199", { method: "POST" }),
      context,
      params: {},
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "unhandled error",
      method: "POST",
      path: "/warranty",
      err: { type: "RangeError", message: "loader failed", stack: error.stack },
    });
    expect(JSON.stringify(lines[0])).not.toContain("7135550199");
  });

  it("logs the router's refusal of a request as one warning, without a stack", () => {
    const { logger, lines } = captureLogger();
    const context = { logger } as unknown as RouterContextProvider;
    const refusal = new ErrorResponseImpl(
      405,
      "Method Not Allowed",
      new Error('You made a POST request to "/faq" but did not provide an `action` for route "routes/faq"'),
      true,
    );
    handleError(refusal, { request: new Request("http://localhost/faq", { method: "POST" }), context, params: {} });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "request refused by the router",
        method: "POST",
        path: "/faq",
        status: 405,
      }),
    ]);
    expect(lines[0]).not.toHaveProperty("err");
  });

  it("logs nothing for a request the client gave up on", () => {
    const { logger, lines } = captureLogger();
    const controller = new AbortController();
    controller.abort();
    const context = { logger } as unknown as RouterContextProvider;
    handleError(new Error("aborted"), {
      request: new Request("http://localhost/", { signal: controller.signal }),
      context,
      params: {},
    });
    expect(lines).toEqual([]);
  });
});
