import { type RawBuilder, sql } from "kysely";

/** A LIKE pattern that finds `text` anywhere, ignoring case; `%`, `_` and `\` in the text are matched literally. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text`, ignoring case, with `%` and `_` taken literally (SQLite and PostgreSQL alike). */
export function containsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likeContains(text)} escape '\\'`;
}
