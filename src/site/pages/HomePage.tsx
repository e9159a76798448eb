import { useTranslation } from 'react-i18next';
import HeroSection from '../sections/HeroSection';
import usePageTitle from '../usePageTitle';

/** Home page (SPEC §2). */
export default function HomePage() {
  const { t } = useTranslation('site');
  usePageTitle(t('home.meta.title'));
  return <HeroSection />;
}
