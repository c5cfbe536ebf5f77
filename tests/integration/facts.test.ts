import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { type DB, migrate, openDatabase } from "#app/server/db.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";
import { bookingFormFields } from "./support/booking.ts";
import { routerContext } from "#app/server/context.server.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";

/**
 * The whole site built from its sources with one fact changed in `content/company.ts`, the way an
 * editor would change it: every page, email, legal text and schema must state the new value and
 * nothing may still state the old one.
 */
const CHANGED_DAYS = company.warranty.days + 30;

/** A warranty stated in words, in either language: "90-day", "90 days", "90 Days", "90 días". */
const warrantyStated = (days: number) => new RegExp(`\\b${days}(-day| days| Days| días)\\b`);

const SAMPLE_PAGES = [
  "/",
  "/appliances/dryer",
  "/brands/whirlpool",
  "/issues/dryer-not-heating",
  "/city/katy",
  "/service-area/77001",
  "/faq",
  "/warranty",
  "/estimate",
  "/terms",
  "/privacy",
  "/es/",
  "/es/electrodomesticos/secadora",
  "/es/preguntas-frecuentes",
  "/es/terminos",
];

let vite: ViteDevServer;
let render: (request: Request) => Promise<Response>;
let db: DB;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "facts-"));
  db = openDatabase(`file:${join(dir, "facts.db")}`);
  await migrate(db);
  await seedDatabase(db);
  vite = await createServer({
    configFile: "vite.config.ts",
    mode: "development",
    appType: "custom",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: [
      {
        name: "change-the-warranty",
        transform(code, id) {
          if (!id.endsWith("/content/company.ts")) return;
          const declaration = /const WARRANTY_DAYS = \d+;/;
          if (!declaration.test(code)) throw new Error("content/company.ts no longer declares WARRANTY_DAYS");
          return code.replace(declaration, `const WARRANTY_DAYS = ${CHANGED_DAYS};`);
        },
      },
    ],
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  render = (request) => handler(request, routerContext(testContext(db)));
}, 180_000);

afterAll(async () => {
  await vite?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe(`the warranty changed in content/company.ts to ${CHANGED_DAYS} days`, () => {
  it.each(SAMPLE_PAGES)("is the only warranty %s states", async (path) => {
    const response = await render(new Request(`${TEST_SITE}${path}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(warrantyStated(CHANGED_DAYS));
    expect(html).not.toMatch(warrantyStated(company.warranty.days));
  });

  it("is the warranty the FAQ page's schema answers with", async () => {
    const html = await (await render(new Request(`${TEST_SITE}/faq`))).text();
    const schemas = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
    const faqPage = schemas.find((s) => s!.includes('"FAQPage"'));
    expect(faqPage).toMatch(warrantyStated(CHANGED_DAYS));
    expect(faqPage).not.toMatch(warrantyStated(company.warranty.days));
  });

  it("is the warranty the booking confirmation email promises", async () => {
    const fields = bookingFormFields();
    const response = await render(formRequest("/book-online", fields));
    expect(response.status).toBe(303);
    const emails = await db
      .selectFrom("email_outbox")
      .innerJoin("appointments", "appointments.id", "email_outbox.appointment_id")
      .select(["email_outbox.kind", "email_outbox.payload"])
      .where("appointments.submission_key", "=", fields.submissionKey)
      .where("email_outbox.kind", "=", "appointment-confirmation")
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatch(warrantyStated(CHANGED_DAYS));
    expect(emails[0]!.payload).not.toMatch(warrantyStated(company.warranty.days));
  });
});
