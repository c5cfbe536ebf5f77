// Written out rather than through Intl: a browser spends tens of milliseconds loading a locale's data
// for its first number format, and several pages print counts while their scripts start.

/** 12345 → "12,345": a whole count with a comma between each group of three digits. */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}

/** 1234.5 → "$1,235": whole dollars, rounded half up. */
export function formatDollars(n: number): string {
  const count = formatCount(n);
  return count.startsWith("-") ? `-$${count.slice(1)}` : `$${count}`;
}
