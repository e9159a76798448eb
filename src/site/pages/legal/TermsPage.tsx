import { useTranslation } from 'react-i18next';
import usePageMeta from '../../usePageMeta';
import LegalDocument from './LegalDocument';
import { TERMS_SECTIONS } from './sections';

/** Terms of use of the website (docs/requirements.md#r2 /terms). */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('terms.meta.title'), t('terms.meta.description'));
  return <LegalDocument page="terms" sections={TERMS_SECTIONS} />;
}
