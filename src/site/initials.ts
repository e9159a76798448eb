/**
 * Initials of a full name (docs/requirements.md#r9): the first letters of the first two words, upper case.
 * `'ana marija petrović'` → `'AM'`; empty or blank → `''`.
 */
export function initials(fullName: string | null | undefined): string {
  return (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}
