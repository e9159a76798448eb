import { useTranslation } from 'react-i18next';
import Code from '@mui/icons-material/Code';
import Groups from '@mui/icons-material/Groups';
import PersonSearch from '@mui/icons-material/PersonSearch';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { ContentSection, FeatureGrid } from '../components/content';

/** The four services of docs/requirements.md#r1, each linking to its page. */
export const HOME_SERVICES = [
  { key: 'custom', path: '/services/custom', Icon: Code },
  { key: 'outsourcing', path: '/services/outsourcing', Icon: Groups },
  { key: 'talent', path: '/services/talent', Icon: PersonSearch },
  { key: 'excellence', path: '/services/excellence', Icon: WorkspacePremium },
] as const;

/** Home services section: four cards linking to the service pages. */
export default function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <ContentSection id="services" title={t('services.title')} intro={t('services.intro')} muted>
      <FeatureGrid
        columns={4}
        items={HOME_SERVICES.map(({ key, path, Icon }) => ({
          title: t(`services.items.${key}.title`),
          text: t(`services.items.${key}.text`),
          icon: <Icon fontSize="large" />,
          to: path,
          linkLabel: t(`services.items.${key}.link`),
        }))}
      />
    </ContentSection>
  );
}
