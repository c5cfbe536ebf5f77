export const ZIP_LENGTH = 5;

/** What a ZIP field holds after typing: digits only, at most five (spec 000 §5). */
export function normalizeZipInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, ZIP_LENGTH);
}

export function isCompleteZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}
