import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The translated loading state of a blog page. */
export function BlogLoading({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** The translated failure of a blog request, with a button that tries again. */
export function BlogError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('blog');
  return (
    <Alert
      severity="error"
      sx={{ my: 6, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>{t('error.title')}</Typography>
      <Typography component="p" variant="body2">{t('error.text')}</Typography>
    </Alert>
  );
}
