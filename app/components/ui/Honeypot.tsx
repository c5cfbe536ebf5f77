import { HONEYPOT_FIELD } from "#app/domain/validation/honeypot.ts";

/** A field people never see; software that fills in every field gives itself away. */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Leave this empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
