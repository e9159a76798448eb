import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { API_BASE, type ErrorBody, type SessionUser } from '../../shared/api';
import { lengthOf } from '../../shared/contact';
import { intlLocale } from '../../shared/languages';
import { ADMIN_HOME, requiredAccountStep } from '../../shared/paths';
import { httpClient, HttpError } from '../../auth/httpClient';
import { rememberOrigin, startSession, storeUser, takeHandedOverNotice } from '../../auth/session';
import { errorText, postPublic } from '../contact/api';
import { useSiteSession } from '../session/useSiteSession';
import { toast } from '../toast';
import { useLanguage } from '../useLanguage';
import usePageMeta from '../usePageMeta';
import AuthCard from '../components/AuthCard';
import { LinkLookupStates } from '../components/LinkLookupStates';
import { useNewPasswordFields } from '../components/useNewPasswordFields';
import useNoIndex from './useNoIndex';

/** A usable invitation as `GET /accounts/organisation-invitation?token=` answers it (server/routes/organisations/member-invitations.ts). */
export interface OrganisationInvitation {
  email: string;
  organisationName: string;
  invitedBy: string | null;
  expiresAt: string;
  /** The address has an account: its owner signs in and accepts; else the person registers here. */
  hasAccount: boolean;
}

type Lookup = { state: 'loading' } | { state: 'valid'; invitation: OrganisationInvitation } | { state: 'invalid' } | { state: 'failed' };

/** How the visitor ended the invitation on this page. */
type Outcome = { kind: 'joined'; via: 'accept' | 'register'; next: string } | { kind: 'declined' };

type NameField = 'firstName' | 'lastName';

/** docs/decisions.md#organisation-roles: the same name rules as a user's (src/shared/resources/users.ts: 2 to 100 characters). */
const NAME_MIN = 2;
const NAME_MAX = 100;
const NAME_ERRORS: Record<NameField, string> = { firstName: 'validation.firstNameMin', lastName: 'validation.lastNameMin' };

/** The back office's page of organisation `id`, where a new member lands. */
const organisationPage = (id: number) => `${ADMIN_HOME}/organisations/${id}`;

/**
 * Looks the invitation up; `invalid` for the API's 400 (unknown, used, declined, revoked or
 * expired link), `failed` when no usable answer came.
 */
async function lookUpInvitation(token: string, signal: AbortSignal): Promise<Lookup> {
  try {
    const response = await fetch(`${API_BASE}/accounts/organisation-invitation?token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' }, signal });
    if (response.status === 400) return { state: 'invalid' };
    if (!response.ok) return { state: 'failed' };
    return { state: 'valid', invitation: (await response.json()) as OrganisationInvitation };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'failed' };
  }
}

/** The address and the page the browser shows now (with its language prefix and the token), to come back to after sign-in. */
const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * /organisation-invitation?token=… (docs/decisions.md#organisation-roles; not indexed): the page an
 * organisation invitation's mail links to. Shows who invites the visitor into which organisation,
 * for which address and until when; then, when the address has an account, "Accept invitation"
 * for a visitor signed in as that address (`POST …/accept` with the session's bearer), a way to
 * switch accounts for one signed in as another, and "Sign in to accept" (back to this page after
 * sign-in) for anyone else; without an account, a registration form (names, a password with
 * docs/requirements.md#r5's rules; the API's reasons on their fields) that joins and signs in.
 * "Decline" (confirmed) ends the invitation for everyone. A used, declined, revoked or expired
 * link says so, with a link home.
 */
export default function OrganisationInvitationPage() {
  const { t } = useTranslation('account');
  const { lng, localize } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSiteSession();
  const [lookup, setLookup] = useState<Lookup>(() => (token ? { state: 'loading' } : { state: 'invalid' }));
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'accept' | 'register' | 'decline' | 'switch' | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [names, setNames] = useState<Record<NameField, string>>({ firstName: '', lastName: '' });
  const [namesTouched, setNamesTouched] = useState<Partial<Record<NameField, boolean>>>({});
  const [nameServerErrors, setNameServerErrors] = useState<Partial<Record<NameField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const newPassword = useNewPasswordFields({ password: t('accept.password'), confirmPassword: t('accept.confirmPassword') }, busy !== null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  usePageMeta(t('organisationInvitation.meta.title'), t('organisationInvitation.meta.description'));
  useNoIndex();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    lookUpInvitation(token, controller.signal).then(setLookup, () => undefined);
    return () => controller.abort();
  }, [token, attempt]);

  // Back from the sign-in page: its "Welcome back!" was left for the back office; this page says it.
  useEffect(() => {
    const notice = takeHandedOverNotice();
    if (notice) toast(notice.message, notice.type);
  }, []);

  useEffect(() => {
    if (outcome || lookup.state === 'invalid' || lookup.state === 'failed') outcomeRef.current?.focus();
  }, [outcome, lookup.state]);

  const retry = useCallback(() => {
    setLookup({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** The toast of a failure every action treats alike: rate limit, no answer, anything else. */
  const toastFailure = (status: number, message: string | undefined) => {
    if (status === 429) toast(t('errors.tooMany'), 'error');
    else if (status === 0) toast(t('errors.network'), 'error');
    else toast((status < 500 && message) || t('errors.generic'), 'error');
  };

  /** Remembers this page for the sign-in page to come back to, then opens it. */
  const goToSignIn = () => {
    rememberOrigin(currentPage());
    navigate(localize('/login'));
  };

  const switchAccount = async () => {
    setBusy('switch');
    await session.signOut();
    setBusy(null);
    goToSignIn();
  };

  const accept = async () => {
    if (busy) return;
    setBusy('accept');
    try {
      const { json } = await httpClient<{ organisationId: number; user: SessionUser }>(`${API_BASE}/accounts/organisation-invitation/accept`, {
        method: 'POST',
        body: { token },
        // The page's language: the API words its reasons in it (docs/decisions.md#api-language).
        headers: { 'Accept-Language': lng },
      });
      // The kept user now lists the organisation (the back office's "My organizations").
      storeUser(json.user);
      setOutcome({ kind: 'joined', via: 'accept', next: requiredAccountStep(json.user) ?? organisationPage(json.organisationId) });
    } catch (failure) {
      const error = failure instanceof HttpError ? failure : new HttpError('', 0);
      if (error.sessionExpired) {
        await session.signOut();
        toast(t('organisationInvitation.sessionEnded'), 'warning');
      } else if (error.status === 400) setLookup({ state: 'invalid' });
      else toastFailure(error.status, error.message);
    } finally {
      setBusy(null);
    }
  };

  const nameError = (field: NameField): string | undefined =>
    namesTouched[field] && lengthOf(names[field].trim()) < NAME_MIN ? t(NAME_ERRORS[field]) : nameServerErrors[field];

  const register = async (event: FormEvent<HTMLFormElement>, invitation: OrganisationInvitation) => {
    event.preventDefault();
    if (busy) return;
    newPassword.touchAll();
    setNamesTouched({ firstName: true, lastName: true });
    setFormError(null);
    const namesValid = (['firstName', 'lastName'] as const).every((field) => lengthOf(names[field].trim()) >= NAME_MIN);
    if (!namesValid || !newPassword.valid) return;
    setBusy('register');
    const result = await postPublic('/accounts/organisation-invitation/register', {
      token,
      firstName: names.firstName.trim(),
      lastName: names.lastName.trim(),
      password: newPassword.password,
      confirmPassword: newPassword.confirmPassword,
      preferredLanguage: lng,
    });
    setBusy(null);
    if (result.ok) {
      try {
        const user = startSession(result.body);
        const { organisationId } = result.body as { organisationId: number };
        setOutcome({ kind: 'joined', via: 'register', next: requiredAccountStep(user) ?? organisationPage(organisationId) });
      } catch {
        toast(t('errors.generic'), 'error');
      }
      return;
    }
    if (result.status === 400) setLookup({ state: 'invalid' });
    else if (result.status === 409) {
      // The address got an account meanwhile: its owner signs in to accept.
      toast(errorText(result.body) ?? t('errors.generic'), 'info');
      setLookup({ state: 'valid', invitation: { ...invitation, hasAccount: true } });
    } else if (result.status === 422) showFieldErrors(result.body);
    else toastFailure(result.status, errorText(result.body));
  };

  /** The API's 422 reasons (already in the page's language) under their fields; any other reason above the button. */
  const showFieldErrors = (body: ErrorBody | undefined) => {
    const byField: Record<string, string> = {};
    const others: string[] = [];
    for (const { field, reason } of body?.errors ?? []) {
      if (field && ['firstName', 'lastName', 'password', 'confirmPassword'].includes(field) && !byField[field]) byField[field] = reason;
      else others.push(reason);
    }
    setNameServerErrors({ firstName: byField.firstName, lastName: byField.lastName });
    newPassword.showServerErrors({ password: byField.password, confirmPassword: byField.confirmPassword });
    if (others.length || !Object.keys(byField).length) setFormError(others.join(' ') || errorText(body) || t('errors.generic'));
  };

  const decline = async () => {
    if (busy) return;
    setBusy('decline');
    const result = await postPublic('/accounts/organisation-invitation/decline', { token });
    setBusy(null);
    setConfirmingDecline(false);
    if (result.ok) setOutcome({ kind: 'declined' });
    else if (result.status === 400) setLookup({ state: 'invalid' });
    else toastFailure(result.status, errorText(result.body));
  };

  const homeButton = (
    <Button component={RouterLink} to={localize('/')} variant="outlined">{t('organisationInvitation.goHome')}</Button>
  );

  let content;
  if (lookup.state !== 'valid') {
    content = (
      <LinkLookupStates
        state={lookup.state}
        hasToken={!!token}
        invalidText={t('organisationInvitation.invalid')}
        action={homeButton}
        invalidTestId="organisation-invitation-invalid"
        retry={retry}
        outcomeRef={outcomeRef}
      />
    );
  } else {
    const { invitation } = lookup;
    const organisation = invitation.organisationName;
    if (outcome?.kind === 'joined') {
      content = (
        <Stack spacing={3} ref={outcomeRef} tabIndex={-1} role="status" sx={{ outline: 'none' }} data-testid="organisation-invitation-joined">
          <Alert severity="success">
            <AlertTitle>{t('organisationInvitation.joinedTitle', { organisation })}</AlertTitle>
            {outcome.via === 'register' ? t('organisationInvitation.registered') : t('organisationInvitation.accepted')}
          </Alert>
          <Box>
            {/* The back office is a separate app: a page load. */}
            <Button href={outcome.next} variant="contained">{t('organisationInvitation.openBackOffice')}</Button>
          </Box>
        </Stack>
      );
    } else if (outcome?.kind === 'declined') {
      content = (
        <Stack spacing={3} ref={outcomeRef} tabIndex={-1} role="status" sx={{ outline: 'none' }} data-testid="organisation-invitation-declined">
          <Alert severity="info">
            <AlertTitle>{t('organisationInvitation.declinedTitle')}</AlertTitle>
            {t('organisationInvitation.declined', { organisation })}
          </Alert>
          <Box>{homeButton}</Box>
        </Stack>
      );
    } else {
      const validUntil = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(invitation.expiresAt));
      const signedIn = session.user;
      const isInvitee = !!signedIn && signedIn.email.toLowerCase() === invitation.email.toLowerCase();
      let action;
      if (!session.ready) {
        action = (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={24} aria-label={t('accept.checking')} />
          </Box>
        );
      } else if (invitation.hasAccount && isInvitee) {
        action = (
          <Stack spacing={2} data-testid="organisation-invitation-accept">
            <Typography sx={{ textAlign: 'center' }}>{t('organisationInvitation.signedInAs', { email: signedIn.email })}</Typography>
            <Button variant="contained" size="large" onClick={accept} disabled={busy !== null} aria-busy={busy === 'accept'} data-testid="accept-organisation-invitation">
              {busy === 'accept' ? t('organisationInvitation.accepting') : t('organisationInvitation.accept')}
            </Button>
          </Stack>
        );
      } else if (invitation.hasAccount && signedIn) {
        action = (
          <Stack spacing={2} data-testid="organisation-invitation-other-account">
            <Alert severity="warning">
              <AlertTitle>{t('organisationInvitation.otherAccountTitle')}</AlertTitle>
              {t('organisationInvitation.otherAccount', { invited: invitation.email, current: signedIn.email })}
            </Alert>
            <Button variant="contained" size="large" onClick={switchAccount} disabled={busy !== null} aria-busy={busy === 'switch'}>
              {t('organisationInvitation.switchAccount')}
            </Button>
          </Stack>
        );
      } else if (invitation.hasAccount) {
        action = (
          <Stack spacing={2} data-testid="organisation-invitation-sign-in">
            <Typography sx={{ textAlign: 'center' }}>{t('organisationInvitation.signInLead')}</Typography>
            <Button
              component={RouterLink}
              to={localize('/login')}
              onClick={() => rememberOrigin(currentPage())}
              variant="contained"
              size="large"
              data-testid="sign-in-to-accept"
            >
              {t('organisationInvitation.signIn')}
            </Button>
          </Stack>
        );
      } else {
        // No field takes the focus: the visitor may as well decline, and leaving an empty focused field would flag it.
        const nameField = (field: NameField, autoComplete: string) => (
          <TextField
            label={t(`organisationInvitation.${field}`)}
            name={field}
            autoComplete={autoComplete}
            required
            fullWidth
            value={names[field]}
            onChange={(e) => {
              setNames((current) => ({ ...current, [field]: e.target.value }));
              setNameServerErrors(({ [field]: _edited, ...others }) => others);
            }}
            onBlur={() => setNamesTouched((current) => ({ ...current, [field]: true }))}
            error={Boolean(nameError(field))}
            // Always its room, as the password fields (useNewPasswordFields): the button must not move on blur.
            helperText={nameError(field) ?? ' '}
            disabled={busy !== null}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        );
        action = (
          <Stack
            component="form"
            spacing={2.5}
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => void register(event, invitation)}
            aria-label={t('organisationInvitation.register')}
            data-testid="organisation-invitation-register"
          >
            {signedIn && <Alert severity="info">{t('organisationInvitation.registerSignedIn', { current: signedIn.email, invited: invitation.email })}</Alert>}
            <Typography sx={{ textAlign: 'center' }}>{t('organisationInvitation.registerLead')}</Typography>
            {/* Read-only, and what password managers store the new password under. */}
            <TextField label={t('accept.email')} name="email" type="email" autoComplete="username" value={invitation.email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            {/* One per line: a reason wrapping under a half-width field would move the buttons below on blur. */}
            {nameField('firstName', 'given-name')}
            {nameField('lastName', 'family-name')}
            {newPassword.fields}
            {formError && <Alert severity="error">{formError}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={busy !== null} aria-busy={busy === 'register'} data-testid="register-organisation-invitation">
              {busy === 'register' ? t('organisationInvitation.registering') : t('organisationInvitation.register')}
            </Button>
          </Stack>
        );
      }
      content = (
        <Stack spacing={3}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="organisation-invitation-summary">
              {invitation.invitedBy
                ? t('organisationInvitation.invites', { invitedBy: invitation.invitedBy, organisation })
                : t('organisationInvitation.invitesAnonymous', { organisation })}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{t('organisationInvitation.forAddress', { email: invitation.email })}</Typography>
            <Typography variant="body2" color="text.secondary">{t('organisationInvitation.validUntil', { date: validUntil })}</Typography>
          </Box>
          {action}
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">{t('organisationInvitation.declineHint')}</Typography>
            <Button variant="outlined" color="error" onClick={() => setConfirmingDecline(true)} disabled={busy !== null} data-testid="decline-organisation-invitation">
              {t('organisationInvitation.decline')}
            </Button>
          </Stack>
          <Dialog open={confirmingDecline} onClose={() => busy === null && setConfirmingDecline(false)} aria-labelledby="decline-invitation-title">
            <DialogTitle id="decline-invitation-title">{t('organisationInvitation.declineTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('organisationInvitation.declineContent', { organisation })}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmingDecline(false)} disabled={busy !== null}>{t('organisationInvitation.cancel')}</Button>
              <Button variant="contained" color="error" onClick={decline} disabled={busy !== null} aria-busy={busy === 'decline'} data-testid="confirm-decline">
                {busy === 'decline' ? t('organisationInvitation.declining') : t('organisationInvitation.declineConfirm')}
              </Button>
            </DialogActions>
          </Dialog>
        </Stack>
      );
    }
  }

  return (
    <AuthCard icon={<GroupAddOutlined aria-hidden />} title={t('organisationInvitation.title')}>
      {content}
    </AuthCard>
  );
}
