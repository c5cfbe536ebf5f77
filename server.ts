import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { company } from "./content/company.ts";
import { validateCompany } from "./content/company.schema.ts";
import { claims } from "./content/claims.ts";
import { validateClaims } from "./content/claims.schema.ts";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { routerContext } from "./app/server/context.server.ts";
import { checkDatabase, type DB, engineOf, migrate, openDatabase } from "./app/server/db.server.ts";
import { startEmailWorker } from "./app/server/email/worker.server.ts";
import { EnvError, type Env, parseEnv } from "./app/server/env.server.ts";
import { createLogger, type Logger, logError } from "./app/server/logger.server.ts";
import { createRateLimiter } from "./app/server/rate-limit.server.ts";
import { pathForLog } from "./app/server/request-log.server.ts";
import { scheduleDailyPurge } from "./app/server/retention.server.ts";
import { isPrivatePath, securityHeaders } from "./app/server/security-headers.server.ts";
import { createPageCache } from "./app/delivery/page-cache.server.ts";
import { clientScriptReader } from "./app/delivery/client-scripts.server.ts";
import { seedDatabase } from "./app/server/seed.server.ts";
import { refuseUnreadableAddresses } from "./app/server/address-check.server.ts";
import { answerUnhandledErrors } from "./app/server/express-errors.server.ts";
import { refuseMethodsNotAllowed } from "./app/server/methods.server.ts";
import { releaseUnreadBody } from "./app/server/unread-body.server.ts";

let env: Env;
try {
  env = parseEnv(process.env);
  validateCompany(company);
  validateClaims(claims);
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

const openAppDatabase = () =>
  openDatabase(env.DATABASE_URL, (error) => logError(logger, error, "database connection lost"));

if (cluster.isPrimary) {
  // One process brings the database up to date before any server answers.
  const db = openAppDatabase();
  await migrate(db);
  await seedDatabase(db, logger);
  if (env.WEB_CONCURRENCY > 1) {
    await db.destroy();
    runPrimary(env.WEB_CONCURRENCY, logger);
  } else {
    await runServer(db);
  }
} else {
  await runServer(openAppDatabase());
}

/** Every process signs sessions with one secret, also the random one of a run without SESSION_SECRET. */
function fork() {
  return cluster.fork({ SESSION_SECRET: env.SESSION_SECRET });
}

function noop() {}

/**
 * Starts `count` server processes sharing one port and replaces any that dies. SIGTERM (or SIGINT)
 * is passed on to each; this process exits once all of them have finished, 0 if they all exited 0.
 */
function runPrimary(count: number, log: Logger) {
  let stopping = false;
  let failed = false;
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping) {
      log.error({ workerPid: worker.process.pid, code, signal }, "server process exited; starting another in 1 s");
      setTimeout(() => !stopping && fork(), 1_000);
      return;
    }
    if (code !== 0) failed = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      log.info("all server processes stopped; bye");
      process.exit(failed ? 1 : 0);
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, processes: count }, "passing the signal on to the server processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** One full server: HTTP, the email worker and the scheduled jobs, all sharing state through the database. */
async function runServer(db: DB) {
  const engine = engineOf(env.DATABASE_URL);
  const rateLimiter = createRateLimiter(db);
  const emailWorker = startEmailWorker({ db, env, logger });
  const retentionPurge = scheduleDailyPurge(db, env.PHOTO_DIR, logger);
  let server: Server | undefined;
  let stopping = false;
  let phase = "finishing in-flight requests";
  let stopPageCache: () => void = noop;

  // Listening for the signal before anything else, so that a process stopped while it starts still ends cleanly.
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => {
      logger.error({ phase }, `shutdown did not finish within 10 s (still ${phase}); exiting`);
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    // The email worker takes no new email from now on; sends under way finish within their time limit.
    const emailsStopped = emailWorker.stop();
    const finish = async () => {
      stopPageCache();
      phase = "waiting for the email sends under way";
      await emailsStopped;
      phase = "waiting for a scheduled job to finish";
      await retentionPurge.stop();
      phase = "closing the database";
      await db.destroy();
      logger.info("database closed; bye");
      process.exit(0);
    };
    if (!server) return void finish();
    server.close(() => void finish());
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const built = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  // Every form post goes through submitForm, which refuses one sent from another site with a page
  // saying so (403). The router's own origin check would refuse it first with a bare 400, so it lets
  // every origin through to that one.
  const build: ServerBuild = { ...built, allowedActionOrigins: ["**"] };
  if (stopping) return;
  const readClientScript = env.NODE_ENV === "production" ? clientScriptReader(join(buildDir, "client")) : undefined;
  const loadContext = (nonce: string, clientAddress: string) =>
    routerContext({
      env,
      db,
      engine,
      logger,
      nonce,
      clientAddress,
      rateLimiter,
      notifyOutbox: emailWorker.wake,
      readClientScript,
    });
  const renderForEveryone = createFetchHandler(build, env.NODE_ENV === "production" ? "production" : "development");
  const pageCache = createPageCache({
    routes: build.routes,
    siteUrl: env.SITE_URL,
    db,
    logger,
    render: (url) => renderForEveryone(new Request(url), loadContext("", "")),
  });
  stopPageCache = () => pageCache.stop();
  const app = express();
  app.disable("x-powered-by");
  // The client's address and protocol are read from X-Forwarded-For and X-Forwarded-Proto only as far
  // as the configured proxies reach; the first address that is not a trusted proxy is the client.
  app.set("trust proxy", env.TRUST_PROXY);

  // Path only: query strings and bodies may carry customer data; a manage page's path is logged without its token.
  const logRequest = (method: string | undefined, path: string, status: number, started: number) =>
    logger.info(
      { method, path: pathForLog(path), status, ms: Math.round((performance.now() - started) * 10) / 10 },
      "request",
    );

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.set(securityHeaders(nonce, env.SITE_URL));
    if (isPrivatePath(req.path)) res.set("Cache-Control", "no-store");
    const started = performance.now();
    res.on("finish", () => logRequest(req.method, req.path, res.statusCode, started));
    next();
  });
  app.use(refuseUnreadableAddresses(logger));
  // Pages rendered on a miss are kept here, before compression: their bytes are compressed already.
  app.use(pageCache.middleware);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const database = await checkDatabase(db);
    const up = database === "up";
    res
      .status(up ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: up ? "ok" : "error", database, engine });
  });

  // Fingerprinted assets never change under the same name.
  app.use(
    "/assets",
    express.static(join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(join(buildDir, "client"), { maxAge: "1h", index: false }));

  app.use(refuseMethodsNotAllowed(build, logger));
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (req, res) => loadContext(res.locals.nonce as string, req.ip ?? "unknown"),
    }),
  );
  app.use(answerUnhandledErrors(logger));

  // A page held in memory is answered before Express sees the request: it needs none of Express's
  // work (its headers are stored with it, and the client's address plays no part in it).
  server = createServer((req, res) => {
    const started = performance.now();
    releaseUnreadBody(req, res);
    if (pageCache.serve(req, res)) {
      const url = req.url!;
      const q = url.indexOf("?");
      logRequest(req.method, q === -1 ? url : url.slice(0, q), res.statusCode, started);
      return;
    }
    void app(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const siteUrlFrom = env.SITE_URL_GIVEN ? "SITE_URL" : "HOST and PORT, as SITE_URL is not set";
    logger.info({ port: env.PORT, engine, siteUrl: env.SITE_URL, siteUrlFrom }, "server listening");
  });
}
