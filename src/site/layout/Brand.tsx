import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useLanguage } from '../useLanguage';

/** Company logo and name linking to the home page of the current language. */
export default function Brand() {
  const { t } = useTranslation('common');
  const { localize } = useLanguage();
  return (
    <Box
      component={RouterLink}
      to={localize('/')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ display: 'block' }} />
      <span>{t('brand.name')}</span>
    </Box>
  );
}
