import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { ContentSection } from '../components/content';
import { useLanguage } from '../useLanguage';
import Typography from '@mui/material/Typography';
import ClientGrid from './clients/ClientGrid';
import ClientOutcomes from '../pages/company/ClientOutcomes';

/** The two client statements the home page quotes (all four are on /clients). */
const HOME_TESTIMONIALS = ['logistics', 'retail'] as const;

/** Home clients teaser: the four sample companies with their monograms, two of their statements and a link to /clients. */
export default function ClientsTeaserSection() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  return (
    <ContentSection id="clients" title={t('clients.title')} intro={t('clients.intro')} muted>
      <ClientGrid />
      <Typography component="h3" variant="h5" sx={{ mt: 6, mb: 3, fontWeight: 700 }}>{t('clients.testimonials.title')}</Typography>
      <ClientOutcomes keys={HOME_TESTIMONIALS} />
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={localize('/clients')} variant="outlined" endIcon={<ArrowForward aria-hidden />}>
          {t('clients.viewAll')}
        </Button>
      </Box>
    </ContentSection>
  );
}
