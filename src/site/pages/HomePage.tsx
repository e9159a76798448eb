import { useTranslation } from 'react-i18next';
import HeroSectionMarkup from '../sections/HeroSection';
import AboutSectionMarkup from '../sections/AboutSection';
import ServicesSectionMarkup from '../sections/ServicesSection';
import IndustriesSectionMarkup from '../sections/IndustriesSection';
import ClientsTeaserSectionMarkup from '../sections/ClientsTeaserSection';
import CaseStudiesShowcaseMarkup from '../sections/caseStudies/CaseStudiesShowcase';
import FaqSectionMarkup from '../sections/FaqSection';
import usePageMeta from '../usePageMeta';
import { hydrateInTurn } from '../components/hydrateInTurn';

// Each section is hydrated in a task of its own (see hydrateInTurn).
const HeroSection = hydrateInTurn(HeroSectionMarkup);
const AboutSection = hydrateInTurn(AboutSectionMarkup);
const ServicesSection = hydrateInTurn(ServicesSectionMarkup);
const IndustriesSection = hydrateInTurn(IndustriesSectionMarkup);
const ClientsTeaserSection = hydrateInTurn(ClientsTeaserSectionMarkup);
const CaseStudiesShowcase = hydrateInTurn(CaseStudiesShowcaseMarkup);
const FaqSection = hydrateInTurn(FaqSectionMarkup);

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
