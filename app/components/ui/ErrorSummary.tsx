import { type RefObject, useEffect } from "react";

/**
 * The problems of a refused form, at its top: the form's own message, then each field's message as a
 * link to that field. `focusAfter` changes each time the form is refused: the summary then takes the
 * focus, so a phone scrolls to it and a screen reader reads it.
 */
export function ErrorSummary({
  title,
  formError,
  fieldErrors,
  summary,
  focusAfter,
}: {
  title: string;
  formError?: string;
  /** Each field's id with its message, in the order of the form. */
  fieldErrors: { id: string; message: string }[];
  summary: RefObject<HTMLDivElement | null>;
  /** Changes on every refusal; 0 before the first. */
  focusAfter: number;
}) {
  useEffect(() => {
    if (focusAfter > 0) summary.current?.focus();
  }, [focusAfter, summary]);
  if (!formError && fieldErrors.length === 0) return null;
  return (
    <div
      ref={summary}
      id="form-problems"
      tabIndex={-1}
      role="alert"
      aria-labelledby="form-problems-title"
      className="scroll-mt-28 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-offset-4 focus:outline-3 focus:outline-red-700"
    >
      <h2 id="form-problems-title" className="text-lg font-bold">
        {title}
      </h2>
      {formError ? <p className="mt-2 font-medium">{formError}</p> : null}
      {fieldErrors.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {fieldErrors.map(({ id, message }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block py-1 font-medium underline"
                onClick={(event) => {
                  const field = document.getElementById(id);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: "center" });
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
