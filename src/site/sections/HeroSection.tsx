import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../useLanguage';
import { COMPANY_FIGURES } from './companyFigures';
import Illustration from '../components/Illustration';

/** Hero statistics of docs/requirements.md#r1 (values are spec constants; labels are translated). */
export const HERO_STATS = [
  { value: COMPANY_FIGURES.projects, labelKey: 'hero.stats.projects' },
  { value: COMPANY_FIGURES.satisfaction, labelKey: 'hero.stats.satisfaction' },
  { value: COMPANY_FIGURES.support, labelKey: 'hero.stats.support' },
] as const;

/** Home hero: headline, lead and calls to action beside the studio illustration, then the statistics. */
export default function HeroSection() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        py: { xs: 8, md: 12 },
        background: 'linear-gradient(135deg, rgba(23,70,162,0.10) 0%, rgba(15,118,110,0.08) 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>{t('hero.eyebrow')}</Typography>
            <Typography id="hero-title" variant="h1" sx={{ mt: 1, maxWidth: 820, fontSize: { xs: '2.1rem', md: '3rem' } }}>
              {t('hero.title')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, maxWidth: 720, fontWeight: 400 }}>
              {t('hero.lead')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" component={RouterLink} to={localize('/contact')}>{t('hero.ctaPrimary')}</Button>
              <Button variant="outlined" size="large" component={RouterLink} to={localize('/services')}>{t('hero.ctaSecondary')}</Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Illustration name="home" priority sx={{ maxWidth: { xs: 420, md: 560 } }} />
          </Grid>
        </Grid>
        {/* A description list whose groups are direct <div> children (valid dl content). */}
        <Box component="dl" sx={{ mt: 6, mb: 0, maxWidth: 760, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {HERO_STATS.map(({ value, labelKey }) => (
            <Box
              key={labelKey}
              sx={{ p: 2.5, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
            >
              <Typography component="dt" color="text.secondary">{t(labelKey)}</Typography>
              <Typography component="dd" variant="h3" color="primary" sx={{ m: 0 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
