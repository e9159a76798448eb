import { useTranslation } from 'react-i18next';
import usePageMeta from '../../usePageMeta';
import LegalDocument from './LegalDocument';
import { GDPR_SECTIONS } from './sections';

/**
 * GDPR page (docs/requirements.md#r2 /gdpr): data subject rights (Art. 15–22) and how to exercise them, legal
 * bases, controller, transfers outside the EEA, the Serbian ZZPL, retention and complaints.
 */
export default function GdprPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('gdpr.meta.title'), t('gdpr.meta.description'));
  return <LegalDocument page="gdpr" sections={GDPR_SECTIONS} />;
}
