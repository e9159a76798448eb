import type { LanguageCode } from '../../../i18n/languages';

/** Serbian pages are written in Latin script; `sr` alone would format dates in Cyrillic. */
const DATE_LOCALES: Partial<Record<LanguageCode, string>> = { sr: 'sr-Latn' };

/**
 * A publication date as the reader's language writes it ("12 maart 2025"). Formatted in UTC, so
 * the prerendered page and the browser agree whatever the visitor's time zone.
 */
export function formatPublishedDate(iso: string, lng: LanguageCode): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lng] ?? lng, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
