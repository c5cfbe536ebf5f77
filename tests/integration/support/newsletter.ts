import type { DB } from "#app/server/db.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { confirmSubscription, requestSubscription } from "#app/server/newsletter.server.ts";

/** An address on the list as a visitor puts it there: signed up, then confirmed from the link. */
export async function confirmedSubscriber(
  db: DB,
  email: string,
  env: Pick<Env, "SITE_URL" | "SESSION_SECRET">,
): Promise<void> {
  await requestSubscription(db, email, "en", env);
  const { id } = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  await confirmSubscription(db, id);
}
