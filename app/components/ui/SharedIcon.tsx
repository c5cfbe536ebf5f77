import type { LucideIcon } from "lucide-react";

/**
 * An icon repeated down a long list is drawn once per page: `SharedIconDefinitions` puts each
 * drawing in the page under an id, and every `SharedIcon` points at it (an SVG `<use>`), so a list
 * of a hundred cards carries one star and one pin instead of a hundred of each, and React has two
 * elements per icon to take over instead of the whole drawing.
 */
export function SharedIconDefinitions({ icons }: { icons: Record<string, { icon: LucideIcon; filled?: boolean }> }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        {Object.entries(icons).map(([id, { icon: Icon, filled }]) => (
          // A filled icon takes its fill from where it is used; the others stay outlines.
          <Icon key={id} id={`icon-${id}`} fill={filled ? "inherit" : "none"} />
        ))}
      </defs>
    </svg>
  );
}

/** One use of an icon defined by `SharedIconDefinitions`; size and colours come from the class. */
export function SharedIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <use href={`#icon-${id}`} />
    </svg>
  );
}
