import type { ComponentProps } from "react";
import { Link } from "react-router";

/** An in-site link inside text or a list: brand colour, underlined. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `text-brand-700 underline ${className}` : "text-brand-700 underline"} />;
}
