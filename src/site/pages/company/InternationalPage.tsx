import { useTranslation } from 'react-i18next';
import Assignment from '@mui/icons-material/Assignment';
import Extension from '@mui/icons-material/Extension';
import Groups from '@mui/icons-material/Groups';
import Hub from '@mui/icons-material/Hub';
import { BulletList, CallToAction, ContentSection, FeatureGrid, PageHero, Prose } from '../../components/content';
import usePageMeta from '../../usePageMeta';

const PROXIMITY_POINTS = ['flights', 'visits', 'candidate', 'culture', 'talent'] as const;
const LEGAL_POINTS = ['contracts', 'ip', 'gdpr', 'nda', 'invoicing'] as const;
const DELIVERY_MODELS = [
  { key: 'project', Icon: Assignment },
  { key: 'dedicated', Icon: Groups },
  { key: 'extension', Icon: Extension },
  { key: 'excellence', Icon: Hub },
] as const;

/** /international: time zones, nearshoring from Serbia, languages, contracts and delivery models. */
export default function InternationalPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('international.meta.title'), t('international.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('international.hero.eyebrow')} title={t('international.hero.title')} lead={t('international.hero.lead')} illustration="international" />
      <ContentSection id="time-zones" title={t('international.timeZones.title')}>
        <Prose paragraphs={[t('international.timeZones.p1'), t('international.timeZones.p2')]} />
      </ContentSection>
      <ContentSection id="nearshoring" title={t('international.proximity.title')} intro={t('international.proximity.intro')} muted>
        <BulletList items={PROXIMITY_POINTS.map((key) => t(`international.proximity.points.${key}`))} />
      </ContentSection>
      <ContentSection id="languages" title={t('international.languages.title')}>
        <Prose paragraphs={[t('international.languages.p1'), t('international.languages.p2')]} />
      </ContentSection>
      <ContentSection id="legal" title={t('international.legal.title')} intro={t('international.legal.intro')} muted>
        <BulletList items={LEGAL_POINTS.map((key) => t(`international.legal.points.${key}`))} />
      </ContentSection>
      <ContentSection id="delivery-models" title={t('international.delivery.title')} intro={t('international.delivery.intro')}>
        <FeatureGrid
          columns={4}
          items={DELIVERY_MODELS.map(({ key, Icon }) => ({
            title: t(`international.delivery.items.${key}.title`),
            text: t(`international.delivery.items.${key}.text`),
            icon: <Icon fontSize="large" />,
          }))}
        />
      </ContentSection>
      <CallToAction title={t('international.cta.title')} text={t('international.cta.text')} button={t('international.cta.button')} />
    </>
  );
}
