import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { ContentSection } from '../components/content';
import { useLanguage } from '../useLanguage';
import ClientGrid from './clients/ClientGrid';

/** Home clients teaser: the four sample companies with their monograms and a link to /clients (the clients' own statements are in the case studies section). */
export default function ClientsTeaserSection() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  return (
    <ContentSection id="clients" title={t('clients.title')} intro={t('clients.intro')} muted>
      <ClientGrid />
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={localize('/clients')} variant="outlined" endIcon={<ArrowForward aria-hidden />}>
          {t('clients.viewAll')}
        </Button>
      </Box>
    </ContentSection>
  );
}
