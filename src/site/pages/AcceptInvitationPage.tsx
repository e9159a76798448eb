import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { API_BASE } from '../../shared/api';
import { ADMIN_HOME, requiredAccountStep } from '../../shared/paths';
import { acceptInvitation, handOverNotice, SignInError } from '../../auth/session';
import { toast } from '../toast';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';
import AuthCard from '../components/AuthCard';
import { LinkLookupStates } from '../components/LinkLookupStates';
import { useNewPasswordFields } from '../components/useNewPasswordFields';
import { replacePage } from './pageLoad';
import useNoIndex from './useNoIndex';

/** The API's answer for an unknown, used or expired invitation (server/routes/invitations.ts). */
export const INVALID_INVITATION = 'This invitation link is invalid, already used or expired';

/** Who the invitation is for (`GET /accounts/invitation?token=`). */
export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/** docs/requirements.md#r5 messages the server may answer with → their translation keys. */
const SERVER_REASONS: Record<string, string> = {
  'Password must be at least 6 characters long': 'validation.passwordMin',
  'Please confirm your password': 'validation.confirmRequired',
  'Passwords must match': 'validation.passwordsMatch',
};

type Lookup = { state: 'loading' } | { state: 'valid'; invitee: Invitee } | { state: 'invalid' } | { state: 'failed' };

/** Looks the invitation up; `invalid` for the API's 400, `failed` when no usable answer came. */
async function lookUpInvitation(token: string, signal: AbortSignal): Promise<Lookup> {
  try {
    const response = await fetch(`${API_BASE}/accounts/invitation?token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' }, signal });
    if (response.status === 400) return { state: 'invalid' };
    if (!response.ok) return { state: 'failed' };
    return { state: 'valid', invitee: (await response.json()) as Invitee };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'failed' };
  }
}

/**
 * /accept-invitation?token=… (docs/decisions.md#accounts; not indexed): shows who is invited, asks for a password
 * and its confirmation (docs/requirements.md#r5 rules and messages), then accepts the invitation, which signs
 * the user in, and opens the back office. A used or expired link says so, with a way to sign in.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('account');
  const { localize } = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [lookup, setLookup] = useState<Lookup>(() => (token ? { state: 'loading' } : { state: 'invalid' }));
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newPassword = useNewPasswordFields({ password: t('accept.password'), confirmPassword: t('accept.confirmPassword') }, busy, { autoFocus: true });
  const outcomeRef = useRef<HTMLDivElement>(null);
  usePageMeta(t('accept.meta.title'), t('accept.meta.description'));
  useNoIndex();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    lookUpInvitation(token, controller.signal).then(setLookup, () => undefined);
    return () => controller.abort();
  }, [token, attempt]);

  useEffect(() => {
    if (lookup.state === 'invalid' || lookup.state === 'failed') outcomeRef.current?.focus();
  }, [lookup.state]);

  const retry = useCallback(() => {
    setLookup({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    newPassword.touchAll();
    setServerError(null);
    if (!newPassword.valid) return;
    setBusy(true);
    try {
      const user = await acceptInvitation(token, newPassword.password, newPassword.confirmPassword);
      // The back office is a separate app: its page load shows the toast.
      handOverNotice({ message: t('accept.welcome'), type: 'success' });
      replacePage(requiredAccountStep(user) ?? ADMIN_HOME);
    } catch (failure) {
      setBusy(false);
      const status = failure instanceof SignInError ? failure.status : 0;
      const message = failure instanceof Error ? failure.message : '';
      if (status === 400 && message === INVALID_INVITATION) setLookup({ state: 'invalid' });
      else if (status === 422) setServerError(message.split(', ').map((reason) => (SERVER_REASONS[reason] ? t(SERVER_REASONS[reason]) : reason)).join(' '));
      else if (status === 429) toast(t('errors.tooMany'), 'error');
      else if (status === 0) toast(t('errors.network'), 'error');
      else toast((status < 500 && message) || t('errors.generic'), 'error');
    }
  };

  const signInButton = (
    <Button component={RouterLink} to={localize('/login')} variant="contained">{t('accept.goToLogin')}</Button>
  );

  let content;
  let lead: string | null = null;
  if (lookup.state !== 'valid') {
    content = (
      <LinkLookupStates
        state={lookup.state}
        hasToken={!!token}
        invalidText={t('accept.invalid')}
        action={signInButton}
        invalidTestId="invitation-invalid"
        retry={retry}
        outcomeRef={outcomeRef}
      />
    );
  } else {
    const { invitee } = lookup;
    lead = t('accept.lead');
    content = (
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={t('accept.title')} data-testid="invitation-form">
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, textAlign: 'center' }} data-testid="invitee">
          {t('accept.greeting', { name: `${invitee.firstName} ${invitee.lastName}`.trim() })}
        </Typography>
        {/* Read-only, and what password managers store the new password under. */}
        <TextField label={t('accept.email')} name="email" type="email" autoComplete="username" value={invitee.email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        {newPassword.fields}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy} data-testid="accept-submit">
          {busy ? t('accept.saving') : t('accept.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard icon={<HowToRegOutlined aria-hidden />} title={t('accept.title')} lead={lead}>
      {content}
    </AuthCard>
  );
}
