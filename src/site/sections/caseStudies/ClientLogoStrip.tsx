/**
 * The clients' logos in a row (the home page's strip): each logo from the media library with its
 * alternative text in the page's language, all the same height, wrapping on phones.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientLogo } from '../../../shared/case-studies';
import Picture from '../../components/Picture';

/** How tall a logo is drawn (px). */
const LOGO_HEIGHT = 44;

export default function ClientLogoStrip({ clients }: { clients: readonly ClientLogo[] }) {
  const { t } = useTranslation('cases');
  if (clients.length === 0) return null;
  return (
    <Box sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography component="h3" variant="overline" color="text.secondary" sx={{ display: 'block', textAlign: 'center', fontWeight: 700, letterSpacing: 1.2, mb: 2 }}>
        {t('showcase.clients')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', columnGap: { xs: 4, md: 6 }, rowGap: 3 }}>
        {clients.map((client) => (
          <Box component="li" key={client.name} sx={{ height: LOGO_HEIGHT, width: Math.round((LOGO_HEIGHT * client.logo.width) / client.logo.height) }}>
            <Picture cover={{ ...client.logo, alt: client.logo.alt || client.name }} fit="contain" sizes={`${Math.round((LOGO_HEIGHT * client.logo.width) / client.logo.height)}px`} sx={{ height: '100%', '& img': { height: '100%', width: '100%' } }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
