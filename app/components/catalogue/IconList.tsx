import type { LucideIcon } from "lucide-react";

/** A titled list whose every item starts with the same small icon. */
export function IconList({
  title,
  items,
  icon: Icon,
  iconClassName,
}: {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  iconClassName: string;
}) {
  return (
    <div>
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <Icon aria-hidden="true" className={`mt-1 h-4 w-4 shrink-0 ${iconClassName}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
