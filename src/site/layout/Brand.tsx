import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useLanguage } from '../useLanguage';

/**
 * Company logo and name linking to the home page of the current language. `compact`: on
 * phones only the logo shows (the link keeps the name as its accessible name).
 */
export default function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Box
      component={RouterLink}
      to={localize('/')}
      aria-label={t('brand.name')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ display: 'block' }} />
      <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>{t('brand.name')}</Box>
    </Box>
  );
}
