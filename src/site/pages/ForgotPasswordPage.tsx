import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { errorText, postPublic } from '../contact/api';
import { isEmailAddress } from '../../shared/contact';
import { toast } from '../toast';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';
import AuthCard from '../components/AuthCard';
import { island } from '../islands/island';

/** The translation key of the address's error, or undefined. */
const emailError = (email: string) => (!email.trim() ? 'validation.emailRequired' : isEmailAddress(email.trim()) ? undefined : 'validation.emailInvalid');

/**
 * /forgot-password (docs/requirements.md#r2; docs/decisions.md#password-reset): asks for the account's address and
 * then confirms neutrally, whether or not an account exists, so the page reveals no accounts.
 * The link arrives by mail in the page's language.
 */
function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { lng, localize } = useLanguage();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  usePageMeta(t('forgot.meta.title'), t('forgot.meta.description'));

  const error = touched ? emailError(email) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    setRateLimited(false);
    if (emailError(email)) return;
    setBusy(true);
    const address = email.trim();
    const result = await postPublic('/auth/reset-password', { email: address, language: lng });
    setBusy(false);
    if (result.ok) {
      setSentTo(address);
    } else if (result.status === 429) {
      setRateLimited(true);
      toast(t('errors.tooMany'), 'error');
    } else if (result.status === 422) {
      toast(t('validation.emailInvalid'), 'error');
    } else if (result.status === 0) {
      toast(t('errors.network'), 'error');
    } else {
      toast((result.status < 500 ? errorText(result.body) : undefined) ?? t('errors.generic'), 'error');
    }
  };

  const backToLogin = (
    <Link component={RouterLink} to={localize('/login')} underline="hover">{t('forgot.backToLogin')}</Link>
  );

  return (
    <AuthCard icon={<LockResetOutlined aria-hidden />} title={t('forgot.title')} lead={!sentTo && t('forgot.lead')}>
      {sentTo ? (
        <Stack spacing={3} role="status" data-testid="forgot-sent">
          <Alert severity="success">
            <AlertTitle>{t('forgot.sentTitle')}</AlertTitle>
            {t('forgot.sent', { email: sentTo })}
          </Alert>
          <Typography color="text.secondary">{t('forgot.notReceived')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            {backToLogin}
            <Button variant="outlined" onClick={() => setSentTo(null)}>{t('forgot.tryAgain')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={t('forgot.title')}>
          <TextField
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            disabled={busy}
          />
          {rateLimited && <Alert severity="warning">{t('errors.tooMany')}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy} data-testid="forgot-submit">
            {busy ? t('forgot.sending') : t('forgot.submit')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>{backToLogin}</Box>
        </Stack>
      )}
    </AuthCard>
  );
}

/** An island (src/site/islands/island.tsx): the whole page is one, hydrated at load. */
export default island('forgot-password', ForgotPasswordPage);
