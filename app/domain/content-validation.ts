import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

function entryName(entry: unknown, index: number): string {
  if (entry && typeof entry === "object") {
    const e = entry as Record<string, unknown>;
    for (const key of ["slug", "id", "zipCode", "name"])
      if (typeof e[key] === "string" || typeof e[key] === "number") return String(e[key]);
  }
  return `#${index + 1}`;
}

/** Checks each entry of a content file; the error names the file, the entry and the field. */
export function parseContent<S extends z.ZodType>(schema: S, entries: readonly unknown[], file: string): z.infer<S>[] {
  return entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new ContentError(
        `${file}: entry "${entryName(entry, index)}": field "${issue.path.join(".") || "(entry)"}": ${issue.message}`,
      );
    }
    return result.data;
  });
}

/** Fails when two entries share a value of `key`. */
export function assertUnique<T>(entries: readonly T[], key: keyof T & string, file: string): void {
  const seen = new Set<unknown>();
  for (const entry of entries) {
    const value = entry[key];
    if (seen.has(value))
      throw new ContentError(`${file}: entry "${String(value)}": field "${key}": duplicate ${key} "${String(value)}"`);
    seen.add(value);
  }
}
