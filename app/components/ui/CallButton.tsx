import { company, telHref } from "#content/company.ts";
import { Phone } from "lucide-react";
import type { ButtonSize, ButtonVariant } from "./Button.tsx";
import { ButtonLink } from "./Button.tsx";

/** Click-to-call: the business line from the company settings. */
export function CallButton({
  variant = "accent",
  size = "md",
  label,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
  className?: string;
}) {
  return (
    <ButtonLink to={telHref} variant={variant} size={size} className={className}>
      <Phone aria-hidden="true" className="h-4 w-4" />
      {label ? `${label} ${company.phone}` : company.phone}
    </ButtonLink>
  );
}
