import type { ComponentProps } from "react";
import { Link } from "react-router";

/** An in-site link inside text or a list: brand colour, underlined. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `text-brand-700 underline ${className}` : "text-brand-700 underline"} />;
}

interface LinkItem {
  to: string;
  label: string;
}

/** The items of a list of text links. */
export function TextLinkItems({ links }: { links: readonly LinkItem[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <TextLink to={l.to}>{l.label}</TextLink>
    </li>
  ));
}
