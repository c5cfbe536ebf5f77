import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "accent" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-slate-800 text-white hover:bg-slate-900",
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  outline: "border-2 border-brand-700 text-brand-700 bg-white hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "px-3 py-2 text-sm",
  md: "px-4 py-2.5 text-base",
  lg: "px-6 py-3 text-lg",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button: internal paths use the router, everything else a plain anchor. */
export function ButtonLink({
  variant,
  size,
  className,
  to,
  ...props
}: StyleProps & { to: string } & Omit<ComponentProps<"a">, "href">) {
  const cls = buttonClass(variant, size, className);
  if (to.startsWith("/")) return <Link to={to} {...props} className={cls} />;
  return <a href={to} {...props} className={cls} />;
}
