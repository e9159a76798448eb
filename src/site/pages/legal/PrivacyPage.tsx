import { useTranslation } from 'react-i18next';
import usePageMeta from '../../usePageMeta';
import LegalDocument from './LegalDocument';
import { PRIVACY_SECTIONS } from './sections';

/** Privacy policy (docs/requirements.md#r2 /privacy): what personal data the site and back office process, why, and for how long. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('privacy.meta.title'), t('privacy.meta.description'));
  return <LegalDocument page="privacy" sections={PRIVACY_SECTIONS} />;
}
