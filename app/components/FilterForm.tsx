import { Search } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";

export interface FilterSelect<K extends string> {
  name: K;
  label: string;
  /** The first option, which shows everything. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The search box and drop-downs above a filtered list (blog, FAQ, service areas). Without
 * JavaScript it is a GET form with its own submit button; with it, `useLiveFilters` filters as the
 * visitor types or chooses, and Enter applies what the fields hold.
 */
export function FilterForm<K extends string>({
  id,
  values,
  search,
  selects,
  submitLabel,
  onChange,
}: {
  /** Prefix of the controls' ids. */
  id: string;
  values: Record<K, string>;
  /** The search box: its field name, its label and its placeholder, in the page's language. */
  search: { name: K; label: string; placeholder: string };
  selects: readonly FilterSelect<K>[];
  submitLabel: string;
  onChange: (changes: Partial<Record<K, string>>) => void;
}) {
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        const names = [search.name, ...selects.map((s) => s.name)];
        onChange(
          Object.fromEntries(names.map((name) => [name, String(fields.get(name) ?? "")])) as Partial<Record<K, string>>,
        );
      }}
    >
      <div className="min-w-0 flex-1 sm:basis-64">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold">
          {search.label}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
          <input
            id={`${id}-search`}
            name={search.name}
            type="search"
            value={values[search.name]}
            onChange={(e) => onChange({ [search.name]: e.target.value } as Partial<Record<K, string>>)}
            placeholder={search.placeholder}
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={fieldId(select.name)} className="mb-1 block text-sm font-semibold">
            {select.label}
          </label>
          <select
            id={fieldId(select.name)}
            name={select.name}
            value={values[select.name]}
            onChange={(e) => onChange({ [select.name]: e.target.value } as Partial<Record<K, string>>)}
            className={inputClass}
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <noscript>
        <button type="submit" className={buttonClass("primary", "md")}>
          {submitLabel}
        </button>
      </noscript>
    </Form>
  );
}
