import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "`title` | company name" while the page is shown. */
export default function usePageTitle(title: string) {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
