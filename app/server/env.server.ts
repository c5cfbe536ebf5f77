import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";

const boolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  if (PROXY_NAMES.has(address) && bits === undefined) return true;
  const version = isIP(address);
  return version !== 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
};

/**
 * Which proxies in front of the server to believe: none ("false"), how many ("1" for one load
 * balancer or CDN), or their addresses (a comma-separated list of IPs, CIDR ranges or the names
 * loopback, linklocal, uniquelocal). The client is the first address that is not a trusted proxy,
 * counted from the socket; "true" would believe whatever address a client writes, so it is refused.
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === "false" || v === "0") return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        'must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of their addresses; "true" would trust any address a client sends',
    });
    return z.NEVER;
  });

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url()
      .transform((u) => u.replace(/\/+$/, ""))
      .optional(),
    DATABASE_URL: z
      .string()
      .default("file:data/app.db")
      .refine(
        (v) =>
          v.startsWith("file:") || v.startsWith("postgres://") || v.startsWith("postgresql://") || v === ":memory:",
        {
          message: "must be file:PATH, :memory: or a postgres:// URL",
        },
      ),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The folder the booking photos are kept in, outside the public folder; shared by every server. */
    PHOTO_DIR: z.string().min(1).default("data/photos"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    EMAIL_TRANSPORT: z.enum(["log", "smtp", "emailjs"]).default("log"),
    EMAIL_FROM: z.string().min(3).optional(),
    OFFICE_EMAIL: z.email().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    EMAILJS_API_URL: z.url().default("https://api.emailjs.com"),
    EMAILJS_PUBLIC_KEY: z.string().min(1).optional(),
    EMAILJS_PRIVATE_KEY: z.string().min(1).optional(),
    EMAILJS_SERVICE_ID: z.string().min(1).optional(),
    EMAILJS_NOTIFICATION_TEMPLATE_ID: z.string().min(1).optional(),
    EMAILJS_CONFIRMATION_TEMPLATE_ID: z.string().min(1).optional(),
    SMS_TRANSPORT: z.enum(["log", "twilio"]).default("log"),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    SMS_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "must be the sending number in E.164 form, e.g. +17135550100")
      .optional(),
    TWILIO_BASE_URL: z.url().default("https://api.twilio.com"),
    EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    EMAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
    SHOW_PRICE_COMPARISON: boolean.default(false),
    TRUST_PROXY: trustProxy.default(false),
    WEB_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(() => availableParallelism()),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when EMAIL_TRANSPORT=smtp" });
    }
    if (env.EMAIL_TRANSPORT === "emailjs") {
      for (const key of [
        "EMAILJS_PUBLIC_KEY",
        "EMAILJS_SERVICE_ID",
        "EMAILJS_NOTIFICATION_TEMPLATE_ID",
        "EMAILJS_CONFIRMATION_TEMPLATE_ID",
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when EMAIL_TRANSPORT=emailjs" });
      }
    }
    if (env.SMS_TRANSPORT === "twilio") {
      for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "SMS_FROM"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when SMS_TRANSPORT=twilio" });
      }
    }
    if (env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https://") && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when SITE_URL is https" });
    }
    // The server speaks plain HTTP, so an https address means a proxy in front terminates TLS.
    if (env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https://") && env.TRUST_PROXY === false) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "is required when SITE_URL is https: set the number of proxies in front of the server (usually 1) or their addresses",
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Unset (only allowed without https): a random secret for this run, so office sessions end at a restart.
    SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    SITE_URL: env.SITE_URL ?? listeningAddress(env.HOST, env.PORT),
    /** Whether SITE_URL was given, or is the address the server listens on. */
    SITE_URL_GIVEN: env.SITE_URL !== undefined,
  }));

/** Listening on every interface, the server is reached on this machine as localhost. */
const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The address a server listening on `host` and `port` is opened at: SITE_URL when it is not set,
 * so that a local start's links, sitemap and emails lead to the server itself.
 */
export function listeningAddress(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? "localhost" : isIP(host) === 6 ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error names each bad variable. Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n  ${lines.join("\n  ")}`);
  }
  return result.data;
}
