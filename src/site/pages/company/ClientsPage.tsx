import { useTranslation } from 'react-i18next';
import { BulletList, CallToAction, ContentSection, PageHero } from '../../components/content';
import usePageMeta from '../../usePageMeta';
import IndustryList from '../../sections/IndustryList';
import ClientGrid from '../../sections/clients/ClientGrid';
import CaseStudiesShowcase from '../../sections/caseStudies/CaseStudiesShowcase';

const APPROACH_POINTS = ['manager', 'reporting', 'flexibility', 'handover'] as const;

/**
 * /clients: industries served, the four sample clients (the home page's cards and flags), the case
 * studies with their clients' statements and logos (as on the home page) and how we work. Client texts come from the `home` namespace, industry names from `common`.
 */
export default function ClientsPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('clients.meta.title'), t('clients.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('clients.hero.eyebrow')} title={t('clients.hero.title')} lead={t('clients.hero.lead')} />
      <ContentSection id="industries" title={t('clients.industries.title')} intro={t('clients.industries.intro')}>
        <IndustryList />
      </ContentSection>
      <ContentSection id="sample-clients" title={t('clients.sample.title')} intro={t('clients.sample.intro')} muted>
        <ClientGrid />
      </ContentSection>
      <CaseStudiesShowcase scope="home" />
      <ContentSection id="approach" title={t('clients.approach.title')} intro={t('clients.approach.intro')} muted>
        <BulletList items={APPROACH_POINTS.map((key) => t(`clients.approach.points.${key}`))} />
      </ContentSection>
      <CallToAction title={t('clients.cta.title')} text={t('clients.cta.text')} button={t('clients.cta.button')} />
    </>
  );
}
