import type { ReactNode } from "react";
import { Form } from "react-router";
import { inputClass, Options } from "#app/components/ui/Field.tsx";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import { tableClass } from "#app/components/office/OfficeShell.tsx";

/** A labelled control of an office filter or settings form; the label sits above the control. */
export function OfficeField({
  id,
  label,
  small,
  className,
  children,
}: {
  id: string;
  label: string;
  small?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={`block ${small ? "text-xs" : "text-sm"} font-semibold`}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** An office search form (sent with GET, so the filtered list has its own address). */
export function OfficeFilter({ submit, children }: { submit: string; children: ReactNode }) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      {children}
      <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
        {submit}
      </button>
    </Form>
  );
}

/** One field of an office list's search form; its name is also its id. */
export interface OfficeFilterField {
  name: string;
  label: string;
  /** A select's values, after one for all, with the text each shows; a text input when absent. */
  options?: { values: readonly string[]; label?: (value: string) => string };
  type?: "email";
  inputMode?: "numeric";
}

/** An office list page: its heading, its search form (with the values in use), then the list. */
export function OfficeListPage({
  title,
  submit,
  filters,
  values,
  children,
}: {
  title: string;
  submit: string;
  filters: readonly OfficeFilterField[];
  values: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return (
    <section>
      <h1 className="text-2xl font-bold">{title}</h1>
      <OfficeFilter submit={submit}>
        {filters.map(({ name, label, options, ...input }) => (
          <OfficeField key={name} id={name} label={label}>
            {options ? (
              <select id={name} name={name} defaultValue={values[name]} className={inputClass}>
                <option value="">All</option>
                <Options values={options.values} label={options.label} />
              </select>
            ) : (
              <input id={name} name={name} defaultValue={values[name]} {...input} className={inputClass} />
            )}
          </OfficeField>
        ))}
      </OfficeFilter>
      {children}
    </section>
  );
}

/** The hidden inputs that say which record a posted form acts on and how. */
export function HiddenFields({ values }: { values: Record<string, string | number> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** A table row's own small form: one button posting the given hidden values. */
export function RowAction({ values, label }: { values: Record<string, string | number>; label: string }) {
  return (
    <Form method="post">
      <HiddenFields values={values} />
      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800">
        {label}
      </button>
    </Form>
  );
}

/** An office list: the message when there are no rows, otherwise a scrollable table with one header row. */
export function OfficeTable<T>({
  rows,
  headers,
  empty,
  className = "",
  children,
}: {
  rows: readonly T[];
  headers: readonly string[];
  empty: string;
  className?: string;
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <p className={`${className} text-slate-700`.trim()}>{empty}</p>;
  return (
    <div className={`${className} overflow-x-auto`.trim()}>
      <table className={tableClass}>
        <thead>
          <tr>{headers.map((h, i) => (h ? <th key={h}>{h}</th> : <th key={`blank-${i}`} />))}</tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}

/** A table cell with a service record's date, linking to the record. */
export function RecordDateCell({ id, date }: { id: string; date: string }) {
  return (
    <td>
      <TextLink to={`/office/records/${id}`} className="font-semibold">
        {date}
      </TextLink>
    </td>
  );
}

/** A table row's plain cells, one `<td>` per value, in order. */
export function Cells({ values }: { values: readonly ReactNode[] }) {
  return values.map((value, index) => <td key={index}>{value}</td>);
}
