import { useTranslation } from 'react-i18next';
import HeroSection from '../sections/HeroSection';
import AboutSection from '../sections/AboutSection';
import ServicesSection from '../sections/ServicesSection';
import IndustriesSection from '../sections/IndustriesSection';
import ClientsTeaserSection from '../sections/ClientsTeaserSection';
import CaseStudiesShowcase from '../sections/caseStudies/CaseStudiesShowcase';
import FaqSection from '../sections/FaqSection';
import usePageMeta from '../usePageMeta';


/**
 * Home page (docs/requirements.md#r2): hero with stats, about, services, featured case studies with
 * the clients' logos (rendered by the server from the case studies: docs/decisions.md#case-studies),
 * cross-industry partnership, clients teaser and FAQ, in that order.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <CaseStudiesShowcase scope="home" muted />
      <IndustriesSection />
      <ClientsTeaserSection />
      <FaqSection />
    </>
  );
}
