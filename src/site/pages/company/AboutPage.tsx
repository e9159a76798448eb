import { useTranslation } from 'react-i18next';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Handshake from '@mui/icons-material/Handshake';
import Insights from '@mui/icons-material/Insights';
import Visibility from '@mui/icons-material/Visibility';
import Typography from '@mui/material/Typography';
import { BulletList, CallToAction, ContentSection, FeatureGrid, PageHero, Prose } from '../../components/content';
import usePageMeta from '../../usePageMeta';
import { COMPANY_FIGURES, type CompanyFigure } from '../../sections/companyFigures';
import FigureGrid from '../../sections/FigureGrid';

const VALUES = [
  { key: 'ownership', Icon: Handshake },
  { key: 'craft', Icon: AutoAwesome },
  { key: 'transparency', Icon: Visibility },
  { key: 'learning', Icon: Insights },
] as const;
const MISSION_POINTS = ['value', 'partnership', 'community'] as const;
const LEADERSHIP_POINTS = ['accountability', 'autonomy', 'presence', 'growth'] as const;
/** All docs/requirements.md#r1 figures, in the spec's order. */
const FIGURES = Object.keys(COMPANY_FIGURES) as CompanyFigure[];

/** /about: story, mission, values, leadership approach and the company in figures. */
export default function AboutPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('about.meta.title'), t('about.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} lead={t('about.hero.lead')} illustration="about" />
      <ContentSection id="story" title={t('about.story.title')}>
        <Prose paragraphs={[t('about.story.p1'), t('about.story.p2'), t('about.story.p3')]} />
      </ContentSection>
      <ContentSection id="mission" title={t('about.mission.title')} muted>
        <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 500, maxWidth: 820, mb: 3, lineHeight: 1.6 }}>
          {t('about.mission.text')}
        </Typography>
        <BulletList items={MISSION_POINTS.map((key) => t(`about.mission.points.${key}`))} />
      </ContentSection>
      <ContentSection id="values" title={t('about.values.title')} intro={t('about.values.intro')}>
        <FeatureGrid
          columns={4}
          items={VALUES.map(({ key, Icon }) => ({
            title: t(`about.values.items.${key}.title`),
            text: t(`about.values.items.${key}.text`),
            icon: <Icon fontSize="large" />,
          }))}
        />
      </ContentSection>
      <ContentSection id="leadership" title={t('about.leadership.title')} intro={t('about.leadership.intro')} muted>
        <BulletList items={LEADERSHIP_POINTS.map((key) => t(`about.leadership.points.${key}`))} />
      </ContentSection>
      <ContentSection id="figures" title={t('about.figures.title')} intro={t('about.figures.intro')}>
        <FigureGrid
          columns={4}
          items={FIGURES.map((key) => ({
            value: COMPANY_FIGURES[key],
            label: t(`about.figures.items.${key}.label`),
            context: t(`about.figures.items.${key}.context`),
          }))}
        />
      </ContentSection>
      <CallToAction title={t('about.cta.title')} text={t('about.cta.text')} button={t('about.cta.button')} />
    </>
  );
}
