import { useTranslation } from 'react-i18next';
import HeroSection from '../sections/HeroSection';
import usePageMeta from '../usePageMeta';

/** Home page (SPEC §2). */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  return <HeroSection />;
}
