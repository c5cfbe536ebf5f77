import { randomBytes } from "node:crypto";
import { z } from "zod";

const boolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url().default("http://localhost:3000").transform((u) => u.replace(/\/+$/, "")),
    DATABASE_URL: z
      .string()
      .default("file:data/app.db")
      .refine((v) => v.startsWith("file:") || v.startsWith("postgres://") || v.startsWith("postgresql://") || v === ":memory:", {
        message: "must be file:PATH, :memory: or a postgres:// URL",
      }),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    EMAIL_TRANSPORT: z.enum(["log", "smtp", "emailjs"]).default("log"),
    EMAIL_FROM: z.string().min(3).optional(),
    OFFICE_EMAIL: z.email().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
    EMAILJS_API_URL: z.url().default("https://api.emailjs.com"),
    EMAILJS_PUBLIC_KEY: z.string().min(1).optional(),
    EMAILJS_PRIVATE_KEY: z.string().min(1).optional(),
    EMAILJS_SERVICE_ID: z.string().min(1).optional(),
    EMAILJS_NOTIFICATION_TEMPLATE_ID: z.string().min(1).optional(),
    EMAILJS_CONFIRMATION_TEMPLATE_ID: z.string().min(1).optional(),
    EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    SHOW_PRICE_COMPARISON: boolean.default(false),
    TRUST_PROXY: boolean.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when EMAIL_TRANSPORT=smtp" });
    }
    if (env.EMAIL_TRANSPORT === "emailjs") {
      for (const key of ["EMAILJS_PUBLIC_KEY", "EMAILJS_SERVICE_ID", "EMAILJS_NOTIFICATION_TEMPLATE_ID", "EMAILJS_CONFIRMATION_TEMPLATE_ID"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when EMAIL_TRANSPORT=emailjs" });
      }
    }
    if (env.NODE_ENV === "production" && env.SITE_URL.startsWith("https://") && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when SITE_URL is https" });
    }
  })
  // Unset (only allowed without https): a random secret for this run, so office sessions end at a restart.
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString("base64url") }));

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
