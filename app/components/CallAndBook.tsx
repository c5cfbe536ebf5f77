import { useWords } from "./i18n.ts";
import { ButtonLink, type ButtonSize } from "./ui/Button.tsx";
import { CallButton } from "./ui/CallButton.tsx";

/** The pair most pages offer: call the business line, or book online. */
export function CallAndBook({
  bookLabel,
  bookTo = "/book-online",
  size = "lg",
  centered = false,
  className = "mt-8",
}: {
  bookLabel?: string;
  bookTo?: string;
  size?: ButtonSize;
  centered?: boolean;
  className?: string;
}) {
  const { t, href } = useWords();
  return (
    <div className={`flex flex-wrap gap-3 ${centered ? "justify-center" : ""} ${className}`}>
      <CallButton size={size} label={t.actions.call} />
      <ButtonLink to={href(bookTo)} size={size} variant="outline">
        {bookLabel ?? t.actions.bookOnline}
      </ButtonLink>
    </div>
  );
}
