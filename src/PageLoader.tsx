import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Fallback of lazy pages of the site and the back office (docs/requirements.md#r2: 'Loading...'); works before translations arrive. */
export default function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 10 }}>
      <CircularProgress size={24} />
      <Typography>{ready ? t('loading') : 'Loading...'}</Typography>
    </Box>
  );
}
