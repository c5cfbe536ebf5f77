import type { ComponentProps, ReactNode } from "react";

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Renders the control; receives the attributes that tie it to its label, hint and error. */
  children: (attrs: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
  className?: string;
}

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600";

/** A labelled form control with its help text and error message. Required fields show a red asterisk. */
export function Field({ id, label, required, error, hint, children, className = "" }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div className="mb-1 flex gap-0.5 text-sm font-semibold text-slate-800">
        <label htmlFor={id}>{label}</label>
        {/* The asterisk stays outside the label so the field's name is just its label; the input carries `required`. */}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy, required })}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm" aria-live="polite">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input named by its id; `input` holds its other attributes. */
export function TextField({
  input,
  ...field
}: Omit<FieldProps, "children"> & { input: Omit<ComponentProps<"input">, "id" | "name" | "className"> }) {
  return <Field {...field}>{(a) => <input {...a} name={field.id} {...input} className={inputClass} />}</Field>;
}

/** A select's options: each value is also its text unless `label` names it. */
export function Options<T extends string>({ values, label }: { values: readonly T[]; label?: (value: T) => string }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label ? label(v) : v}
    </option>
  ));
}
