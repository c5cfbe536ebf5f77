import { HONEYPOT_FIELD } from "#app/domain/validation/honeypot.ts";

/**
 * A field people never see; software that fills in every field gives itself away. A page with more
 * than one form names each (`form`), so that no two fields share an id.
 */
export function Honeypot({ form }: { form?: string }) {
  const id = form ? `${form}-${HONEYPOT_FIELD}` : HONEYPOT_FIELD;
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
