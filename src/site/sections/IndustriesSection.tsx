import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { BulletList, ContentSection } from '../components/content';
import IndustryList from './IndustryList';

/** Home cross-industry partnership section: how we work across sectors, then the twelve industries. */
export default function IndustriesSection() {
  const { t } = useTranslation('home');
  return (
    <ContentSection id="industries" title={t('industries.title')} intro={t('industries.intro')}>
      <Box sx={{ mb: 4 }}>
        <BulletList items={[t('industries.points.domain'), t('industries.points.compliance'), t('industries.points.reuse')]} />
      </Box>
      <IndustryList />
    </ContentSection>
  );
}
