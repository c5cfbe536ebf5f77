import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A bulleted list of short texts; `className` sets its spacing, indent and colour. */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`list-disc space-y-1 ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A list item led by a small icon that stays on the first line when the text wraps. */
export function IconItem({
  icon: Icon,
  iconClassName = "mt-1",
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-2">
      <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${iconClassName}`} />
      {children}
    </li>
  );
}

/** A short line of text led by an icon; `iconClassName` sizes and colours the icon. */
export function IconLine({
  icon: Icon,
  className,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <p className={`flex gap-2 ${className}`}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </p>
  );
}
