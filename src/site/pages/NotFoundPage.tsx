import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';

/** Shown for any path that is not a public route (docs/requirements.md#r2). */
export default function NotFoundPage() {
  const { t } = useTranslation('site');
  const { localize } = useLanguage();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">404</Typography>
      <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 2 }}>{t('notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>{t('notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to={localize('/')}>{t('notFound.home')}</Button>
    </Container>
  );
}
