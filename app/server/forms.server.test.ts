import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "./logger.server.ts";
import type { RateLimiter } from "./rate-limit.server.ts";
import { company } from "#content/company.ts";
import { FORM_BODY_LIMIT, RATE_LIMITS, rateLimitMessage, submitForm } from "./forms.server.ts";
import type { AppContext } from "./context.server.ts";
import routeTable from "../routes.ts";
import { captureLogger } from "../../tests/support/capture-logger.ts";
import { flatRoutes } from "../route-files.ts";

const appDir = join(import.meta.dirname, "..");

/** The route modules of the route table that export an action, each once (a page in two languages is one module). */
function actionModules(): string[] {
  const files = [...new Set(flatRoutes(routeTable).map((r) => r.file))];
  return files.filter((file) =>
    /export (async )?function action\b|export const action\b/.test(readFileSync(join(appDir, file), "utf8")),
  );
}

describe("every form action goes through the one pipeline", () => {
  it("lists the route modules with an action", () => {
    expect(actionModules().toSorted()).toEqual([
      "routes/appointment-manage.tsx",
      "routes/blog.tsx",
      "routes/book-online.tsx",
      "routes/newsletter-confirm.tsx",
      "routes/newsletter-unsubscribe.tsx",
      "routes/office/appointment-detail.tsx",
      "routes/office/login.tsx",
      "routes/office/logout.tsx",
      "routes/office/outbox.tsx",
      "routes/office/record-detail.tsx",
      "routes/office/schedule-settings.tsx",
      "routes/office/schedule.tsx",
      "routes/warranty.tsx",
      "routes/webhooks-sms.ts",
    ]);
  });

  it.each(actionModules())(
    "%s reads its form with submitForm (or the office's submitStaffForm) and nothing else",
    (file) => {
      const source = readFileSync(join(appDir, file), "utf8");
      expect(source).toMatch(/await submit(Staff)?Form\(\s*\{ request, (url, )?context \}/);
      expect(source).not.toMatch(/request\.(formData|text|json|arrayBuffer|blob)\(/);
    },
  );
});

/** Counts hits per key in memory; the database-backed limiter has its own tests. */
function countingLimiter(): RateLimiter {
  const hits = new Map<string, number>();
  return {
    async hit(key, limit) {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return hits.get(key)! <= limit;
    },
  };
}

function context(): AppContext {
  return {
    logger: createLogger("silent"),
    clientAddress: "10.1.1.1",
    rateLimiter: countingLimiter(),
  } as Partial<AppContext> as AppContext;
}

const post = (
  body: string,
  headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" },
) => new Request("http://localhost/form", { method: "POST", body, headers });

const form = {
  fields: ["name"] as const,
  schema: z.object({ name: z.string().min(2, "Name must be at least 2 characters") }),
  rateLimit: "newsletter" as const,
};

describe("submitForm", () => {
  it("answers the one FormResult shape: values and field errors for a refused post", async () => {
    const result = await submitForm({ request: post("name=A"), context: context() }, form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reply.init?.status).toBe(400);
    expect(result.reply.data).toEqual({
      status: 400,
      values: { name: "A" },
      fieldErrors: { name: "Name must be at least 2 characters" },
      formError: null,
      notice: null,
      result: null,
    });
  });

  it("refuses a NUL byte the form's schema let through, in the page's language, and counts nothing", async () => {
    const ctx = context();
    for (const [locale, formError] of [
      ["en", "We could not read this form. Please try again from the page."],
      ["es", "No pudimos leer este formulario. Inténtelo de nuevo desde la página."],
    ] as const) {
      const result = await submitForm({ request: post("name=Ann%00"), context: ctx }, { ...form, locale });
      expect(result.ok || result.reply.data).toMatchObject({ status: 400, formError });
    }
    for (let i = 0; i < RATE_LIMITS.newsletter.count; i++)
      expect((await submitForm({ request: post("name=Ann"), context: ctx }, form)).ok).toBe(true);
  });

  it("refuses a post sent from another site with 403 and a warning, and reads one from the site or naming no origin", async () => {
    const { logger, lines } = captureLogger();
    const ctx = { ...context(), logger, env: { SITE_URL: "https://www.example.com" } } as AppContext;
    const sent = (headers: Record<string, string>) =>
      submitForm(
        {
          request: post("name=Ann", { "Content-Type": "application/x-www-form-urlencoded", ...headers }),
          context: ctx,
        },
        form,
      );
    const foreign: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      { Origin: "null" },
      { Referer: "https://elsewhere.example/page" },
      { Referer: "not an address" },
    ];
    for (const headers of foreign) {
      const thrown: unknown = await sent(headers).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown instanceof Response && thrown.status, JSON.stringify(headers)).toBe(403);
    }
    const ours: Record<string, string>[] = [
      {},
      { Origin: "https://www.example.com" },
      { Origin: "http://localhost" },
      { Referer: "http://localhost/form" },
    ];
    for (const headers of ours) expect((await sent(headers)).ok, JSON.stringify(headers)).toBe(true);
    expect(lines).toEqual(
      ["https://elsewhere.example", "null", "https://elsewhere.example", "none"].map((origin) =>
        expect.objectContaining({
          level: 40,
          msg: "form post refused: not sent from the site",
          path: "/form",
          status: 403,
          origin,
        }),
      ),
    );
  });

  it("counts only accepted posts towards the policy's limit", async () => {
    const ctx = context();
    for (let i = 0; i < 20; i++)
      expect((await submitForm({ request: post("name=A"), context: ctx }, form)).ok).toBe(false);
    for (let i = 0; i < RATE_LIMITS.newsletter.count; i++)
      expect((await submitForm({ request: post("name=Ann"), context: ctx }, form)).ok).toBe(true);
    const limited = await submitForm({ request: post("name=Ann"), context: ctx }, form);
    expect(limited.ok || limited.reply.data).toMatchObject({
      status: 429,
      formError: "Too many sign-ups from your connection. Please try again in a few minutes.",
    });
  });

  it("answers a Spanish page's form in Spanish: the honeypot and the rate limit", async () => {
    const spanish = { ...form, locale: "es" as const };
    const trapped = await submitForm({ request: post("name=Ann&website=x"), context: context() }, spanish);
    expect(trapped.ok || trapped.reply.data.formError).toBe(
      `Su solicitud parecía automática y no se envió. Llámenos al ${company.phone}.`,
    );
    const ctx = context();
    for (let i = 0; i < RATE_LIMITS.newsletter.count; i++)
      await submitForm({ request: post("name=Ann"), context: ctx }, spanish);
    const limited = await submitForm({ request: post("name=Ann"), context: ctx }, spanish);
    expect(limited.ok || limited.reply.data).toMatchObject({
      status: 429,
      formError: "Demasiadas suscripciones desde su conexión. Inténtelo de nuevo en unos minutos.",
    });
    expect(rateLimitMessage("office", "es")).toBe(
      "Demasiados cambios en poco tiempo. Espere un minuto e inténtelo de nuevo.",
    );
  });

  it("refuses with 403 a post its authenticate check rejects, before anything else, and shows the check every posted parameter", async () => {
    const seen: Array<[string, string]>[] = [];
    const signed = {
      ...form,
      authenticate: (params: Array<[string, string]>) => (
        seen.push(params),
        params.some(([k, v]) => k === "sig" && v === "ok")
      ),
    };
    const refused = await submitForm({ request: post("name=A&sig=bad&website=x"), context: context() }, signed);
    expect(refused.ok || refused.reply.data).toEqual({
      status: 403,
      values: { name: "" },
      fieldErrors: {},
      formError: "This request's signature is not valid.",
      notice: null,
      result: null,
    });
    const accepted = await submitForm({ request: post("name=Ann&sig=ok&Extra=1"), context: context() }, signed);
    expect(accepted.ok).toBe(true);
    expect(seen[1]).toEqual([
      ["name", "Ann"],
      ["sig", "ok"],
      ["Extra", "1"],
    ]);
  });

  it("never sends a secret field back", async () => {
    const secret = {
      fields: ["email", "password"] as const,
      schema: z.object({ email: z.string(), password: z.string().min(99, "too short") }),
      rateLimit: "officeLogin" as const,
      secret: ["password"] as const,
    };
    const result = await submitForm(
      { request: post("email=a%40example.com&password=hunter2"), context: context() },
      secret,
    );
    expect(result.ok || result.reply.data.values).toEqual({ email: "a@example.com", password: "" });
  });

  it("refuses a body over the limit by its declared length, before reading it", async () => {
    const request = new Request("http://localhost/form", {
      method: "POST",
      body: "name=Ann",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(FORM_BODY_LIMIT + 1) },
    });
    const result = await submitForm({ request, context: context() }, form);
    expect(result.ok || result.reply.data.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });
});
