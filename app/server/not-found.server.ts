import { data } from "react-router";

/** The value a page is about, or the site's 404 page when there is none: `const post = foundOr404(getPost(slug))`. */
export function foundOr404<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
