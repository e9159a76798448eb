import { intlLocale, type LanguageCode } from '../../../shared/languages';

/**
 * A publication date as the reader's language writes it ("12 maart 2025"). Formatted in UTC, so
 * the prerendered page and the browser agree whatever the visitor's time zone.
 */
export function formatPublishedDate(iso: string, lng: LanguageCode): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
