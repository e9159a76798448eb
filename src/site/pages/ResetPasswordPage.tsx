import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { errorText, postPublic } from '../contact/api';
import { toast } from '../toast';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';
import AuthCard from '../components/AuthCard';
import { useNewPasswordFields } from '../components/useNewPasswordFields';

/** The API's answer for an unknown, used or expired token. */
const INVALID_TOKEN = 'Invalid or expired token';

/**
 * /reset-password?token=… (docs/decisions.md#password-reset; not indexed): a new password and its
 * confirmation, then either a confirmation with a link to sign in or, for a used or expired
 * link, a clear explanation with a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { localize } = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const newPassword = useNewPasswordFields({ password: t('reset.password'), confirmPassword: t('reset.confirmPassword') }, busy);
  const [outcome, setOutcome] = useState<'changed' | 'invalid' | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  usePageMeta(t('reset.meta.title'), t('reset.meta.description'));

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    newPassword.touchAll();
    setRateLimited(false);
    if (!newPassword.valid) return;
    setBusy(true);
    const result = await postPublic('/auth/reset-password', { token, password: newPassword.password });
    setBusy(false);
    if (result.ok) {
      setOutcome('changed');
      toast(t('reset.successToast'), 'success');
    } else if (result.status === 400 && result.body?.message === INVALID_TOKEN) {
      setOutcome('invalid');
    } else if (result.status === 429) {
      setRateLimited(true);
      toast(t('errors.tooMany'), 'error');
    } else if (result.status === 422) {
      toast(t('validation.passwordMin'), 'error');
    } else if (result.status === 0) {
      toast(t('errors.network'), 'error');
    } else {
      toast((result.status < 500 ? errorText(result.body) : undefined) ?? t('errors.generic'), 'error');
    }
  };

  const requestNew = (
    <Button component={RouterLink} to={localize('/forgot-password')} variant="contained">{t('reset.requestNew')}</Button>
  );

  let content;
  if (outcome === 'changed') {
    content = (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} role="status" sx={{ outline: 'none' }} data-testid="reset-success">
        <Alert severity="success">
          <AlertTitle>{t('reset.successTitle')}</AlertTitle>
          {t('reset.success')}
        </Alert>
        <Box>
          <Button component={RouterLink} to={localize('/login')} variant="contained">{t('reset.goToLogin')}</Button>
        </Box>
      </Stack>
    );
  } else if (outcome === 'invalid' || !token) {
    content = (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="reset-invalid">
        <Alert severity="error">
          <AlertTitle>{t('reset.invalidTitle')}</AlertTitle>
          {token ? t('reset.invalid') : t('reset.missingToken')}
        </Alert>
        <Box>{requestNew}</Box>
      </Stack>
    );
  } else {
    content = (
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={t('reset.title')}>
        {newPassword.fields}
        {rateLimited && <Alert severity="warning">{t('errors.tooMany')}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy} data-testid="reset-submit">
          {busy ? t('reset.saving') : t('reset.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard icon={<KeyOutlined aria-hidden />} title={t('reset.title')} lead={!outcome && token && t('reset.lead')}>
      {content}
    </AuthCard>
  );
}
