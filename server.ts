import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { company } from "./content/company";
import { validateCompany } from "./content/company.schema";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "./app/server/context.server";
import { engineOf, migrate, openDatabase, pingDatabase } from "./app/server/db.server";
import { startEmailWorker } from "./app/server/email/worker.server";
import { EnvError, parseEnv } from "./app/server/env.server";
import { createLogger } from "./app/server/logger.server";
import { createRateLimiter } from "./app/server/rate-limit.server";
import { scheduleDailyPurge } from "./app/server/retention.server";
import { securityHeaders } from "./app/server/security-headers.server";
import { seedDatabase } from "./app/server/seed.server";

let env;
try {
  env = parseEnv(process.env);
  validateCompany(company);
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
// This file is bundled to <build dir>/server.js; the framework's build sits beside it.
const buildDir = dirname(fileURLToPath(import.meta.url));
const serverBuildPath = join(buildDir, "server", "index.js");
if (!existsSync(serverBuildPath)) {
  logger.fatal({ serverBuildPath }, "no production build found: run `npm run build` first");
  process.exit(1);
}

const db = openDatabase(env.DATABASE_URL, (error) => logger.error({ err: error.message }, "database connection lost"));
const engine = engineOf(env.DATABASE_URL);
await migrate(db);
await seedDatabase(db, logger);
const rateLimiter = createRateLimiter();
const emailWorker = startEmailWorker({ db, env, logger });
const retentionPurge = scheduleDailyPurge(db, logger);

const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", true);
app.use(compression());

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.set(securityHeaders(nonce, env.SITE_URL));
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Path only: query strings and bodies may carry customer data.
    logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
  next();
});

app.get("/healthz", async (_req, res) => {
  const up = await pingDatabase(db);
  res.status(up ? 200 : 503).set("Cache-Control", "no-store").json({ status: up ? "ok" : "error", database: up ? "up" : "down", engine });
});

// Fingerprinted assets never change under the same name.
app.use("/assets", express.static(join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(join(buildDir, "client"), { maxAge: "1h", index: false }));

app.all(
  "/{*path}",
  createRequestHandler({
    build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (req, res): AppContext => ({
      env,
      db,
      engine,
      logger,
      nonce: res.locals.nonce as string,
      clientAddress: req.ip ?? "unknown",
      rateLimiter,
      notifyOutbox: emailWorker.wake,
    }),
  }),
);

const server: Server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, engine, siteUrl: env.SITE_URL }, "server listening");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const forceExit = setTimeout(() => {
    logger.warn("in-flight requests did not finish within 10 s; exiting");
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  server.close(async () => {
    await retentionPurge.stop();
    await emailWorker.stop();
    await db.destroy();
    logger.info("database closed; bye");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
