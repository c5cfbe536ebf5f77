import type { ComponentProps } from "react";
import { Link } from "react-router";

/** An in-site link inside text or a list: brand colour, underlined. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} className={className ? `text-brand-700 underline ${className}` : "text-brand-700 underline"} />
  );
}

interface LinkItem {
  to: string;
  label: string;
  /** The language of the page it leads to and of its label, when not the page's own. */
  lang?: string;
}

/** A list of text links; `className` lays it out. */
export function TextLinkList({ links, className }: { links: readonly LinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <TextLink to={l.to} lang={l.lang} hrefLang={l.lang}>
            {l.label}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}
