import { company } from "#content/company.ts";
import type { MetaDescriptor } from "react-router";

/** Office pages are never indexed. */
export function officeMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Office | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
