import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { ADMIN_HOME } from '../../shared/paths';
import { postPublic } from '../contact/api';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';
import AuthCard from '../components/AuthCard';
import useNoIndex from './useNoIndex';

/** How a confirmation ended. */
export type Confirmation = 'confirmed' | 'invalid' | 'taken' | 'rate-limited' | 'failed';

/**
 * One request per token and page load: the link is single-use, so a second POST (React's
 * development double effects, a re-render) would report the just-confirmed link as used.
 * A failure that may be retried (no answer, rate limit, server error) is forgotten.
 */
const confirmations = new Map<string, Promise<Confirmation>>();

/** `POST /accounts/email/confirm {token}` once per token (see {@link confirmations}). */
export function confirmEmailChange(token: string): Promise<Confirmation> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = postPublic('/accounts/email/confirm', { token }).then((result): Confirmation => {
      if (result.ok) return 'confirmed';
      if (result.status === 400) return 'invalid';
      if (result.status === 409) return 'taken';
      return result.status === 429 ? 'rate-limited' : 'failed';
    });
    confirmations.set(token, pending);
    void pending.then((outcome) => {
      if (outcome === 'failed' || outcome === 'rate-limited') confirmations.delete(token);
    });
  }
  return pending;
}

/**
 * /confirm-email?token=… (docs/decisions.md#accounts; not indexed): confirms the new address of an email change
 * requested in My account, then says so; a used or expired link, an address taken meanwhile
 * and a failed call each get a clear message.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { localize } = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Confirmation | 'pending'>(token ? 'pending' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  usePageMeta(t('confirmEmail.meta.title'), t('confirmEmail.meta.description'));
  useNoIndex();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmEmailChange(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (outcome !== 'pending') outcomeRef.current?.focus();
  }, [outcome]);

  const retry = () => {
    setOutcome('pending');
    setAttempt((n) => n + 1);
  };

  const signIn = <Button component={RouterLink} to={localize('/login')} variant="outlined">{t('confirmEmail.goToLogin')}</Button>;

  let content;
  if (outcome === 'pending') {
    content = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('confirmEmail.confirming')}</Typography>
      </Stack>
    );
  } else if (outcome === 'confirmed') {
    content = (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} role="status" sx={{ outline: 'none' }} data-testid="confirm-email-success">
        <Alert severity="success">
          <AlertTitle>{t('confirmEmail.successTitle')}</AlertTitle>
          {t('confirmEmail.success')}
        </Alert>
        <Box>
          {/* The back office is a separate app: a page load. */}
          <Button href={ADMIN_HOME} variant="contained">{t('confirmEmail.continue')}</Button>
        </Box>
      </Stack>
    );
  } else if (outcome === 'invalid' || outcome === 'taken') {
    content = (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="confirm-email-invalid">
        <Alert severity="error">
          <AlertTitle>{t(outcome === 'taken' ? 'confirmEmail.takenTitle' : 'confirmEmail.invalidTitle')}</AlertTitle>
          {outcome === 'taken' ? t('confirmEmail.taken') : token ? t('confirmEmail.invalid') : t('confirmEmail.missingToken')}
        </Alert>
        <Box>{signIn}</Box>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="confirm-email-failed">
        <Alert severity="warning">{outcome === 'rate-limited' ? t('errors.tooMany') : t('confirmEmail.failed')}</Alert>
        <Box>
          <Button variant="contained" onClick={retry}>{t('confirmEmail.retry')}</Button>
        </Box>
      </Stack>
    );
  }

  return (
    <AuthCard icon={<MarkEmailReadOutlined aria-hidden />} title={t('confirmEmail.title')}>
      {content}
    </AuthCard>
  );
}
