import { useTranslation } from 'react-i18next';
import type { IndustryKey } from '../IndustryList';

/** Sample client card of docs/requirements.md#r3, with its texts already translated. */
export interface SampleClient {
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  industry: string;
  /** Alternative text of the country flag ("Flag of Germany"). */
  flagAlt: string;
}

/**
 * The four sample clients of docs/requirements.md#r1 (fictional companies). Company names are proper nouns and
 * stay untranslated; country and industry names come from the `home` namespace.
 */
export const SAMPLE_CLIENTS: readonly { name: string; countryCode: string; industry: IndustryKey }[] = [
  { name: 'Vierhaven Logistik GmbH', countryCode: 'DE', industry: 'logistics' },
  { name: 'Polderstroom Energie B.V.', countryCode: 'NL', industry: 'energy' },
  { name: 'Cedarline Health Partners', countryCode: 'US', industry: 'healthcare' },
  { name: 'Moravka Retail d.o.o.', countryCode: 'RS', industry: 'retail' },
];

/** The sample clients translated into the current language. */
export function useSampleClients(): SampleClient[] {
  const { t } = useTranslation('home');
  return SAMPLE_CLIENTS.map(({ name, countryCode, industry }) => ({
    name,
    countryCode,
    country: t(`clients.countries.${countryCode}.name`),
    flagAlt: t(`clients.countries.${countryCode}.flag`),
    industry: t(`common:industries.${industry}`),
  }));
}
