// A server process of its own for the tests: it opens the database named by DATABASE_URL and
// answers each message from its parent by calling a route the way the server does, so several of
// these work on one database at once as the server's processes do.
import { action as bookOnline, loader as bookOnlineView } from "#app/routes/book-online.tsx";
import { action as manageVisit } from "#app/routes/appointment-manage.tsx";
import { loader as availability } from "#app/routes/api-availability.ts";
import { LOCALES } from "#app/domain/i18n/locale.ts";
import { registerWords } from "#app/domain/i18n/words.ts";
import { openDatabase } from "#app/server/db.server.ts";
import { formRequest, TEST_SITE, testContext } from "./context.ts";
import { callRoute, type RouteReply } from "./routes.ts";

export type RouteCall =
  | { route: "book-online"; fields: Record<string, string> }
  /** A post to a manage link's page, `/appointments/TOKEN` or `/es/citas/TOKEN`. */
  | { route: "manage"; path: string; fields: Record<string, string> }
  | { route: "book-online view" | "availability"; query: string };

export interface RouteAnswer {
  status: number;
  data: unknown;
  /** How long the route took to answer, in milliseconds. */
  ms: number;
}

// Every language's words, as all-words.ts registers them for the server (its file glob is the bundler's).
for (const locale of LOCALES) registerWords(locale, (await import(`#app/domain/i18n/ui/${locale}.ts`))[locale]);

const db = openDatabase(process.env.DATABASE_URL!);

function call(message: RouteCall): Promise<RouteReply<unknown>> {
  // Each call has a context of its own, so each comes from its own address as separate customers do.
  const context = testContext(db);
  switch (message.route) {
    case "book-online":
      return callRoute(bookOnline, formRequest("/book-online", message.fields), context);
    case "manage":
      return callRoute(manageVisit, formRequest(message.path, message.fields), context, {
        token: message.path.split("/").pop()!,
      });
    case "book-online view":
      return callRoute(bookOnlineView, new Request(`${TEST_SITE}/book-online${message.query}`), context);
    case "availability":
      return callRoute(availability, new Request(`${TEST_SITE}/api/availability${message.query}`), context);
  }
}

process.on("message", async ({ id, call: message }: { id: number; call: RouteCall }) => {
  const started = performance.now();
  let answer: RouteAnswer;
  try {
    const reply = await call(message);
    const data = reply.response ? await reply.response.clone().text() : reply.data;
    answer = { status: reply.status, data, ms: performance.now() - started };
  } catch (error) {
    // An error no route answers for is what the server turns into a 500.
    answer = { status: 500, data: String(error), ms: performance.now() - started };
  }
  process.send!({ id, answer });
});
process.on("disconnect", () => void db.destroy().then(() => process.exit(0)));
process.send!({ ready: true });
