import { useState } from "react";
import { useSearchParams } from "react-router";

/**
 * Filters kept in the URL's query string. Without JavaScript the filter form is a plain GET form;
 * with it, each change filters at once and replaces the URL, so the list keeps its own address.
 * Routes using this export `shouldRevalidate` from below so a change filters without a server trip.
 */
export function useLiveFilters<K extends string>(initial: Record<K, string>) {
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState(initial);
  const apply = (changes: Partial<Record<K, string>>) => {
    const next = { ...values, ...changes };
    setValues(next);
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(next) as [K, string][]) if (v) params.set(k, v);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  return { values, apply };
}

/** Revalidate only when the page itself changes, not its filters. */
export function filtersOnlyShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
