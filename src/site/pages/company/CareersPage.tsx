import { useTranslation } from 'react-i18next';
import Diversity3 from '@mui/icons-material/Diversity3';
import Laptop from '@mui/icons-material/Laptop';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { BulletList, CallToAction, ContentSection, FeatureGrid, PageHero } from '../../components/content';
import usePageMeta from '../../usePageMeta';
import HiringSteps from './HiringSteps';
import OpenRoles from './OpenRoles';

const REASONS = [
  { key: 'projects', Icon: RocketLaunch },
  { key: 'growth', Icon: TrendingUp },
  { key: 'people', Icon: Diversity3 },
  { key: 'flexibility', Icon: Laptop },
] as const;
const BENEFITS = ['health', 'learning', 'equipment', 'hybrid', 'vacation', 'wellbeing', 'languages', 'events'] as const;
const HIRING_STEPS = ['application', 'call', 'technical', 'offer'] as const;

/** /careers: why join, benefits, hiring process and open roles (applications go through /contact). */
export default function CareersPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('careers.meta.title'), t('careers.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('careers.hero.eyebrow')} title={t('careers.hero.title')} lead={t('careers.hero.lead')} illustration="careers" />
      <ContentSection id="why" title={t('careers.why.title')} intro={t('careers.why.intro')}>
        <FeatureGrid
          columns={4}
          items={REASONS.map(({ key, Icon }) => ({
            title: t(`careers.why.items.${key}.title`),
            text: t(`careers.why.items.${key}.text`),
            icon: <Icon fontSize="large" />,
          }))}
        />
      </ContentSection>
      <ContentSection id="benefits" title={t('careers.benefits.title')} intro={t('careers.benefits.intro')} muted>
        <BulletList items={BENEFITS.map((key) => t(`careers.benefits.items.${key}`))} />
      </ContentSection>
      <ContentSection id="process" title={t('careers.process.title')} intro={t('careers.process.intro')}>
        <HiringSteps
          steps={HIRING_STEPS.map((key) => ({ title: t(`careers.process.steps.${key}.title`), text: t(`careers.process.steps.${key}.text`) }))}
        />
      </ContentSection>
      <ContentSection id="open-roles" title={t('careers.roles.title')} intro={t('careers.roles.intro')} muted>
        <OpenRoles />
      </ContentSection>
      <CallToAction title={t('careers.cta.title')} text={t('careers.cta.text')} button={t('careers.cta.button')} />
    </>
  );
}
