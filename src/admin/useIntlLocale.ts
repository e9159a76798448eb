import { useLocaleState } from 'react-admin';
import { intlLocale } from '../shared/languages';

/**
 * The admin language as the locale dates and numbers are formatted with (`sr` → `sr-Latn`:
 * the Serbian interface is in Latin script). Use it instead of react-admin's `useLocaleState`
 * wherever a value is formatted.
 */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}
