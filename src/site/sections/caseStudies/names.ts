/**
 * How the case-study pages name an industry, a service and a country in the page's language: the
 * industries and services by the site's own words (`common`: `industries.*`, the footer's
 * `footer.services.*`), a country by the browser's and the server's Intl (Serbian in Latin script; no translations to keep).
 */
import { useTranslation } from 'react-i18next';
import type { Industry, Service } from '../../../shared/case-studies';
import { intlLocale } from '../../../shared/languages';

/** The naming functions for the page's language. */
export function useCaseStudyNames() {
  const { t, i18n } = useTranslation('common');
  const regions = (() => {
    try {
      return new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'region' });
    } catch {
      return null;
    }
  })();
  return {
    industry: (industry: Industry) => t(`industries.${industry}`),
    service: (service: Service) => t(`footer.services.${service}`),
    /** ISO 3166-1 alpha-2 → the country's name (the code itself where Intl cannot name it). */
    country: (code: string) => regions?.of(code) ?? code,
  };
}
