/**
 * Sizes, durations and ages for people, in the interface language (the System screen,
 * docs/decisions.md#system-screen), with the browser's Intl units: no words of ours to translate.
 */

/** The byte units Intl knows, each 1000 times the one before (SI: what their names mean). */
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * `bytes` in the largest unit that keeps the figure at 1 or more, one decimal above bytes:
 * 123 456 789 → "123.5 MB" in English, "123,5 MB" in Serbian. Throws nothing; a negative or
 * non-finite figure is shown as is, in bytes.
 */
export function formatBytes(bytes: number, locale: string): string {
  let unit = 0;
  let value = bytes;
  while (Number.isFinite(value) && value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * `seconds` as its two largest non-zero units, long words, listed as the language lists units:
 * 93 784 → "1 day, 2 hours" in English; under a minute, seconds alone ("42 seconds"). Whole
 * units, rounded down (an uptime is never overstated).
 */
export function formatDuration(seconds: number, locale: string): string {
  let rest = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (unit === 'second' && parts.length === 0)) parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
    if (parts.length === 2) break;
    // Only adjacent units: "1 day, 5 seconds" says less than "1 day".
    if (parts.length === 1 && amount === 0) break;
  }
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(parts);
}

/**
 * How long ago `iso` was, relative to `now` (ms), in the largest whole unit: "3 hours ago",
 * "yesterday" (Intl.RelativeTimeFormat with `numeric: 'auto'`).
 */
export function formatAge(iso: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of DURATION_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A date and time in the interface language, medium date and short time: "2 Dec 2026, 03:15". */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
