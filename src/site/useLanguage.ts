import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localizePath, type LanguageCode } from '../shared/languages';

/**
 * The current language of a public page (docs/requirements.md#r2 rule) and a function building prefixed links
 * in it: `localize('/contact')` → `/sr/contact` on a Serbian page.
 */
export function useLanguage(): { lng: LanguageCode; localize: (path: string) => string } {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lng = currentLanguage(pathname, i18n.resolvedLanguage);
  const localize = useCallback((path: string) => localizePath(path, lng), [lng]);
  return { lng, localize };
}
