import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useLanguage } from '../useLanguage';
import BrandLink from '../../theme/BrandLink';

/** Public contact placeholders (docs/requirements.md#r1: the real values are not shown). */
export const CONTACT_EMAIL = 'hello@danube-digital.example';
export const CONTACT_PHONE = '+381 11 000 0000';

const SERVICE_LINKS = [
  { path: '/services/custom', key: 'footer.services.custom' },
  { path: '/services/outsourcing', key: 'footer.services.outsourcing' },
  { path: '/services/talent', key: 'footer.services.talent' },
  { path: '/services/excellence', key: 'footer.services.excellence' },
  { path: '/services/business-consulting', key: 'footer.services.consulting' },
];
const COMPANY_LINKS = [
  { path: '/about', key: 'footer.company.about' },
  { path: '/careers', key: 'footer.company.careers' },
  { path: '/clients', key: 'footer.company.clients' },
  { path: '/case-studies', key: 'footer.company.caseStudies' },
  { path: '/international', key: 'footer.company.international' },
  { path: '/blog', key: 'footer.company.blog' },
];
const LEGAL_LINKS = [
  { path: '/privacy', key: 'footer.legal.privacy' },
  { path: '/terms', key: 'footer.legal.terms' },
  { path: '/gdpr', key: 'footer.legal.gdpr' },
];
const BADGES = ['footer.badges.gdpr', 'footer.badges.iso', 'footer.badges.eu'];

/** A titled list of site links. */
function LinkList({ title, links }: { title: string; links: { path: string; key: string }[] }) {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>{title}</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map(({ path, key }) => (
          <li key={path}>
            <Link component={RouterLink} to={localize(path)} color="text.secondary" underline="hover">{t(key)}</Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Footer (docs/requirements.md#r2): service and company links, contact, compliance badges, legal links. */
export default function Footer() {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLink name={t('brand.name')} to={localize('/')} />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 340 }}>{t('footer.tagline')}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
              {BADGES.map((key) => (
                <Box
                  key={key}
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1.25, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 4, fontSize: '0.8125rem' }}
                >
                  <VerifiedUserOutlined sx={{ fontSize: 18, color: 'secondary.main' }} aria-hidden />
                  {t(key)}
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}><LinkList title={t('footer.servicesTitle')} links={SERVICE_LINKS} /></Grid>
          <Grid size={{ xs: 6, md: 2.5 }}><LinkList title={t('footer.companyTitle')} links={COMPANY_LINKS} /></Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>{t('footer.contactTitle')}</Typography>
            <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
              <Typography color="text.secondary">{t('footer.address')}</Typography>
              <Link href={`mailto:${CONTACT_EMAIL}`} color="text.secondary" underline="hover">{CONTACT_EMAIL}</Link>
              <Link href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} color="text.secondary" underline="hover">{CONTACT_PHONE}</Link>
              <Link component={RouterLink} to={localize('/contact')} color="primary" underline="hover">{t('footer.contactLink')}</Link>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
          <Stack direction="row" component="nav" aria-label={t('footer.legalTitle')} sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {LEGAL_LINKS.map(({ path, key }) => (
              <Link key={path} component={RouterLink} to={localize(path)} color="text.secondary" underline="hover" variant="body2">{t(key)}</Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
