import { data } from "react-router";
import type { z } from "zod";
import { firstErrors } from "#app/domain/validation/fields.ts";
import { HONEYPOT_FIELD } from "#app/domain/validation/honeypot.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { type FormWords, formWords } from "#app/words/forms.ts";
import type { AppContext } from "./context.server.ts";
import { pathForLog } from "./request-log.server.ts";

/**
 * Every form post goes through `submitForm`, in one order: where it was sent from (never another
 * site), read the body (form encodings only, at most FORM_BODY_LIMIT bytes, or a form's own limit
 * for a multipart post with files), the honeypot, the form's schema, its files, then its
 * rate-limit policy.
 * Only a request that would be acted on counts towards the limit, so correcting mistakes never
 * locks anyone out. Every answer has the one `FormResult` shape.
 */

/** Named rate-limit policies: at most `count` accepted posts per client address per window. */
export const RATE_LIMITS = {
  booking: {
    count: 5,
    windowMs: 10 * 60_000,
  },
  warranty: {
    count: 10,
    windowMs: 10 * 60_000,
  },
  newsletter: {
    count: 5,
    windowMs: 10 * 60_000,
  },
  officeLogin: {
    count: 20,
    windowMs: 15 * 60_000,
  },
  // A customer's reschedule and cancel on their visit's manage page.
  manage: {
    count: 10,
    windowMs: 10 * 60_000,
  },
  office: {
    count: 120,
    windowMs: 60_000,
  },
  // The SMS provider posts every inbound text from its own servers; its signature is the proof.
  smsWebhook: {
    count: 600,
    windowMs: 60_000,
  },
  // Mail providers post one-click unsubscribes from a few shared servers.
  unsubscribe: {
    count: 300,
    windowMs: 60_000,
  },
  // Following newsletter confirmation links: a few a visit, from the visitor's own connection.
  newsletterConfirm: {
    count: 30,
    windowMs: 10 * 60_000,
  },
} as const satisfies Record<string, { count: number; windowMs: number }>;
export type RateLimitPolicy = keyof typeof RATE_LIMITS;

/** Form posts are small: the longest field allowed is a few thousand characters. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A value longer than any field allows is not sent back into the form. */
const MAX_ECHOED_LENGTH = 5_000;

/** A rate-limit policy's message in a form's language. */
export function rateLimitMessage(policy: RateLimitPolicy, locale: Locale): string {
  return formWords[locale].rateLimited[policy];
}

export type FieldValues<F extends string = string> = Record<F, string>;

/** The one answer shape of every form action. */
export interface FormResult<F extends string = string, R = null> {
  status: number;
  /** What was posted, to put back into the form (never an oversized value). */
  values: FieldValues<F>;
  /** The first message per field, shown next to it. */
  fieldErrors: Partial<Record<F, string>>;
  /** A message about the whole form, when it was not acted on. */
  formError: string | null;
  /** A message saying what was done, when it was. */
  notice: string | null;
  /** What the form looked up, for forms that answer with data. */
  result: R;
}

/** Answers a form post with the `FormResult` shape and its status. */
export function formReply<F extends string, R = null>(
  values: FieldValues<F>,
  init: {
    status?: number;
    fieldErrors?: Partial<Record<F, string>>;
    formError?: string | null;
    notice?: string | null;
    result?: R;
  } = {},
) {
  const status = init.status ?? 200;
  const body: FormResult<F, R> = {
    status,
    values,
    fieldErrors: init.fieldErrors ?? {},
    formError: init.formError ?? null,
    notice: init.notice ?? null,
    result: (init.result ?? null) as R,
  };
  return data(body, { status });
}

/** The origin of a URL, or null when it is not a URL. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses a form post from another site with 403 (its page says the form must be sent from ours)
 * and a warning: the Origin (or, failing that, the Referer) must be ours, SITE_URL's or the address
 * the post came to. Together with SameSite=Lax cookies this stops cross-site request forgery. A post
 * that names no origin, or a malformed one, is refused the same way unless `unnamedAllowed` (a
 * public form, which other programs than browsers may send).
 */
export function assertSameOrigin(
  request: Request,
  context: Pick<AppContext, "env" | "logger">,
  { unnamedAllowed = false } = {},
): void {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  const named = request.headers.get("Origin") ?? referer;
  if (named === null && unnamedAllowed) return;
  const origin = request.headers.get("Origin") ?? (referer ? originOf(referer) : null);
  if (origin && (origin === url.origin || origin === new URL(context.env.SITE_URL).origin)) return;
  context.logger.warn(
    { method: request.method, path: pathForLog(url.pathname), status: 403, origin: origin ?? "none" },
    "form post refused: not sent from the site",
  );
  throw new Response("This form was sent from another site and was refused.", { status: 403 });
}

type FormFields = URLSearchParams | FormData;

type BodyOutcome = { ok: true; fields: FormFields } | { ok: false; status: number; message: string };

/** Reads at most `limit` bytes; null when the body is larger. */
async function readLimited(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // oxlint-disable-next-line no-await-in-loop -- a stream's chunks are read one after another
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The rest is left unread, not cancelled: cancelling would close the connection before the
      // answer is sent. The server closes it after the answer (releaseUnreadBody).
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readBody(
  request: Request,
  messages: FormWords,
  limits: { bodyLimit: number; tooLarge: string } = { bodyLimit: FORM_BODY_LIMIT, tooLarge: messages.tooLarge },
): Promise<BodyOutcome> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    return { ok: false, status: 415, message: messages.notAForm };
  }
  // Files come only as multipart: a form that takes them allows its larger limit for that encoding alone.
  const withFiles = mediaType === "multipart/form-data";
  const body = await readLimited(request, withFiles ? limits.bodyLimit : FORM_BODY_LIMIT);
  if (body === null) return { ok: false, status: 413, message: withFiles ? limits.tooLarge : messages.tooLarge };
  if (mediaType === "application/x-www-form-urlencoded")
    return { ok: true, fields: new URLSearchParams(new TextDecoder().decode(body)) };
  try {
    const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, fields: form };
  } catch {
    return { ok: false, status: 400, message: messages.unreadable };
  }
}

export type Submission<F extends string, T, P = undefined> =
  { ok: true; values: FieldValues<F>; data: T; files: P } | { ok: false; reply: ReturnType<typeof formReply<F, null>> };

/** The one field of a form that takes files, and what the form makes of them before it is acted on. */
export interface FileField<F extends string, P> {
  field: F;
  /** The body limit of a multipart post of this form, instead of FORM_BODY_LIMIT. */
  bodyLimit: number;
  /** The refusal of a body over that limit. */
  tooLarge: string;
  /** Checks and reads the sent files (empty parts left out): the field's message when they are refused. */
  prepare: (files: File[]) => Promise<{ ok: true; value: P } | { ok: false; message: string }>;
}

/**
 * Reads, checks and validates a form post. `fields` are the names read from the body (and echoed
 * back); `schema` validates them. An issue the schema does not tie to one of the fields is the
 * form's error.
 */
export async function submitForm<F extends string, S extends z.ZodType, P = undefined>(
  { request, context }: { request: Request; context: AppContext },
  form: {
    fields: readonly F[];
    schema: S;
    rateLimit: RateLimitPolicy;
    /** Fields read and validated but never sent back (passwords). */
    secret?: readonly F[];
    /** Fields that may come from the address's query when the body lacks them (a signed link's parameters). */
    fromUrl?: readonly F[];
    /** For a provider's signed post: checks every posted parameter before anything else; false answers 403. */
    authenticate?: (params: Array<[string, string]>) => boolean;
    /** The language of the page the form is on (its messages; the schema brings its own). English when not given. */
    locale?: Locale;
    /** The field that takes files, prepared after the schema passes and before the rate limit counts. */
    files?: FileField<F, P>;
  },
): Promise<Submission<F, z.output<S>, P>> {
  assertSameOrigin(request, context, { unnamedAllowed: true });
  const locale = form.locale ?? "en";
  const said = formWords[locale];
  const empty = Object.fromEntries(form.fields.map((f) => [f, ""])) as FieldValues<F>;
  const body = await readBody(request, said, form.files);
  if (!body.ok) return { ok: false, reply: formReply(empty, { status: body.status, formError: body.message }) };
  if (form.authenticate) {
    const params = Array.from(body.fields as Iterable<[string, FormDataEntryValue]>).filter(
      (pair): pair is [string, string] => typeof pair[1] === "string",
    );
    if (!form.authenticate(params))
      return { ok: false, reply: formReply(empty, { status: 403, formError: said.badSignature }) };
  }

  const posted = { ...empty };
  let fileSent = false;
  const query = new URL(request.url).searchParams;
  for (const field of form.fields) {
    if (field === form.files?.field) continue;
    const value = body.fields.get(field) ?? (form.fromUrl?.includes(field) ? query.get(field) : null);
    if (typeof value === "string") posted[field] = value;
    else if (value !== null) fileSent = true;
  }
  const values = { ...posted };
  for (const field of form.fields) {
    if (values[field].length > MAX_ECHOED_LENGTH || form.secret?.includes(field)) values[field] = "";
  }
  if (fileSent) return { ok: false, reply: formReply(values, { status: 400, formError: said.fileSent }) };
  const honeypot = body.fields.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== "")
    return { ok: false, reply: formReply(values, { status: 400, formError: said.honeypot }) };

  const parsed = form.schema.safeParse(posted);
  if (!parsed.success) {
    const errors = firstErrors(parsed.error);
    const fieldErrors: Partial<Record<F, string>> = {};
    let formError: string | null = null;
    for (const [key, message] of Object.entries(errors)) {
      if ((form.fields as readonly string[]).includes(key)) fieldErrors[key as F] = message;
      else formError ??= message;
    }
    return { ok: false, reply: formReply(values, { status: 400, fieldErrors, formError }) };
  }

  // No field of ours takes a NUL byte, and PostgreSQL cannot hold one: a form that let one through is unreadable.
  if (Object.values<string>(posted).some((value) => value.includes("\u0000")))
    return { ok: false, reply: formReply(values, { status: 400, formError: said.unreadable }) };

  let files = undefined as P;
  if (form.files) {
    const sent = body.fields
      .getAll(form.files.field)
      .filter((part): part is File => typeof part !== "string" && (part.size > 0 || part.name !== ""));
    const prepared = await form.files.prepare(sent);
    if (!prepared.ok) {
      const fieldErrors = { [form.files.field]: prepared.message } as Partial<Record<F, string>>;
      return { ok: false, reply: formReply(values, { status: 400, fieldErrors }) };
    }
    files = prepared.value;
  }

  const policy = RATE_LIMITS[form.rateLimit];
  if (!(await context.rateLimiter.hit(`${form.rateLimit}:${context.clientAddress}`, policy.count, policy.windowMs))) {
    return {
      ok: false,
      reply: formReply(values, { status: 429, formError: rateLimitMessage(form.rateLimit, locale) }),
    };
  }
  return { ok: true, values, data: parsed.data as z.output<S>, files };
}
