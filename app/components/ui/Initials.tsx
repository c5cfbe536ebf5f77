const SIZES = {
  small: "h-10 w-10",
  large: "mx-auto h-16 w-16 text-xl",
} as const;

/** A technician's initials in a round badge; the name beside it is what assistive technology reads. */
export function Initials({ initials, size }: { initials: string; size: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ${SIZES[size]}`}
    >
      {initials}
    </span>
  );
}
