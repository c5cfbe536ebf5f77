import pg from "pg";

/** The PostgreSQL server the tests that need one create their databases on. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

/** Whether PostgreSQL answers; in CI it must, so its absence fails the run instead of skipping tests. */
export const pgAvailable = await postgresAnswers();
if (!pgAvailable && process.env.CI === "true")
  throw new Error(`PostgreSQL is required in CI but does not answer at ${PG_ADMIN_URL}`);
