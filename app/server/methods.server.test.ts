import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { allowedMethods, routePathOf } from "./methods.server.ts";

const page = () => null;
const load = () => null;
const act = () => null;

/** A route table shaped like the site's: pages with and without forms, an office layout over an index, endpoints. */
const routes = {
  root: { id: "root", path: "", module: { default: page, loader: load, ErrorBoundary: page } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page, loader: load } },
  "routes/faq": { id: "routes/faq", parentId: "root", path: "faq", module: { default: page, loader: load } },
  "routes/book-online": {
    id: "routes/book-online",
    parentId: "root",
    path: "book-online",
    module: { default: page, loader: load, action: act },
  },
  "routes/office/layout": { id: "routes/office/layout", parentId: "root", path: "office", module: { default: page } },
  "routes/office/appointments": {
    id: "routes/office/appointments",
    parentId: "routes/office/layout",
    index: true,
    module: { default: page, loader: load, action: act },
  },
  "routes/webhooks-sms": { id: "routes/webhooks-sms", parentId: "root", path: "webhooks/sms", module: { action: act } },
  "routes/robots-txt": { id: "routes/robots-txt", parentId: "root", path: "robots.txt", module: { loader: load } },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { default: page, loader: load } },
} as unknown as ServerBuild["routes"];

const methodsOf = (trailingSlashAware = false) =>
  allowedMethods({
    routes,
    future: { v8_trailingSlashAwareDataRequests: trailingSlashAware } as ServerBuild["future"],
  });

describe("the methods an address takes", () => {
  it("are GET and HEAD for a page, and POST too where its route has an action", () => {
    const of = methodsOf();
    expect(of("/", "")).toEqual(["GET", "HEAD"]);
    expect(of("/faq", "")).toEqual(["GET", "HEAD"]);
    expect(of("/book-online", "")).toEqual(["GET", "HEAD", "POST"]);
    expect(of("/no/such/page", "")).toEqual(["GET", "HEAD"]);
  });

  it("are only what an endpoint's loader and action answer", () => {
    const of = methodsOf();
    expect(of("/webhooks/sms", "")).toEqual(["POST"]);
    expect(of("/robots.txt", "")).toEqual(["GET", "HEAD"]);
  });

  it("take POST for an index route only when the address asks for it with a bare ?index, as the router sends it", () => {
    const of = methodsOf();
    expect(of("/office", "")).toEqual(["GET", "HEAD"]);
    expect(of("/office", "?index")).toEqual(["GET", "HEAD", "POST"]);
    expect(of("/office", "?index=1")).toEqual(["GET", "HEAD"]);
  });

  it("are those of the page a data request is for", () => {
    expect(methodsOf()("/book-online.data", "")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf()("/office.data", "?index")).toEqual(["GET", "HEAD", "POST"]);
    expect(methodsOf(true)("/webhooks/sms.data", "")).toEqual(["POST"]);
  });
});

describe("routePathOf", () => {
  it("takes off the suffix the router adds to a data request, in either of its formats", () => {
    expect(routePathOf("/faq", false)).toBe("/faq");
    expect(routePathOf("/faq.data", false)).toBe("/faq");
    expect(routePathOf("/_root.data", false)).toBe("/");
    expect(routePathOf("/faq.data", true)).toBe("/faq");
    expect(routePathOf("/_.data", true)).toBe("/");
    expect(routePathOf("/es/_.data", true)).toBe("/es/");
  });
});
