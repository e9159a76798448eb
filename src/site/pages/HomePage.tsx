import { useTranslation } from 'react-i18next';
import HeroSection from '../sections/HeroSection';
import AboutSection from '../sections/AboutSection';
import ServicesSection from '../sections/ServicesSection';
import IndustriesSection from '../sections/IndustriesSection';
import ClientsTeaserSection from '../sections/ClientsTeaserSection';
import FaqSection from '../sections/FaqSection';
import usePageMeta from '../usePageMeta';

/**
 * Home page (SPEC §2): hero with stats, about, services, cross-industry partnership, clients
 * teaser and FAQ, in that order.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <IndustriesSection />
      <ClientsTeaserSection />
      <FaqSection />
    </>
  );
}
