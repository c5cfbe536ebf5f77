/** What may stand between the dots of an address's local part (RFC 5322's atom): no quotes, brackets or spaces. */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** Atoms joined by single dots: no dot first, last or twice in a row. */
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
/** A host name's label: letters, digits and hyphens, at most 63, neither first nor last a hyphen. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain is letters (or an internationalised one, written xn--…): never digits alone. */
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * An address mail can be delivered to: a local part of at most 64 characters made of atoms joined
 * by single dots, @, then a host name of at least two labels ending in a real top-level domain; at
 * most 254 characters in all. `.ann@example.com`, `an..n@example.com`, `ann@-.-` and `ann@1.2` are
 * not such addresses.
 */
export function isDeliverableAddress(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!)
  );
}
