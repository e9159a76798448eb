import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { completeTwoFactorSignIn, SignInError, type SessionUser } from '../../auth/session';
import AuthCard from '../components/AuthCard';
import { toast } from '../toast';

/** The server's answer to a wrong code, an expired challenge or one with too many wrong codes. */
const INVALID_CODE = 'Invalid or expired code';
/** A challenge accepts this many wrong codes (server/routes/two-factor.ts); then sign in again. */
export const MAX_CODE_ATTEMPTS = 5;

type Mode = 'app' | 'recovery';

/** A 6-digit code as typed (spaces allowed, e.g. "123 456"), or null when it is not one. */
function appCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export interface TwoFactorStepProps {
  /** The challenge `POST /auth/authenticate` answered with. */
  challenge: string;
  /** Called with the signed-in user once a code was accepted (the session is already kept). */
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password step; `expired` when the challenge can no longer be answered. */
  onRestart: (expired: boolean) => void;
}

/**
 * The sign-in's second step (docs/decisions.md#accounts) in the login page's card: the 6-digit code from an
 * authenticator app, or one of the recovery codes instead; `POST /auth/two-factor`. A wrong
 * or expired code is shown on the field; after {@link MAX_CODE_ATTEMPTS} wrong codes the
 * challenge is spent and the visitor starts again.
 */
export default function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setCode('');
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = mode === 'app' ? appCode(code) : code.trim();
    if (!typed) {
      setError(t(mode === 'app' ? 'twoFactor.codeFormat' : 'twoFactor.recoveryRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await completeTwoFactorSignIn(challenge, typed));
    } catch (failure) {
      setBusy(false);
      const status = failure instanceof SignInError ? failure.status : 0;
      const message = failure instanceof Error ? failure.message : '';
      if (status === 401 || message === INVALID_CODE) {
        const count = failures + 1;
        setFailures(count);
        if (count >= MAX_CODE_ATTEMPTS) {
          toast(t('twoFactor.tooManyWrong'), 'error');
          onRestart(true);
          return;
        }
        setError(t('twoFactor.invalid'));
      } else if (status === 429) {
        toast(t('errors.tooMany'), 'error');
      } else if (status === 0) {
        toast(t('errors.network'), 'error');
      } else {
        toast(message || t('errors.generic'), 'error');
      }
    }
  };

  const label = t(mode === 'app' ? 'twoFactor.code' : 'twoFactor.recoveryCode');
  return (
    <AuthCard icon={<PhonelinkLockOutlined aria-hidden />} title={t('twoFactor.title')} lead={t(mode === 'app' ? 'twoFactor.lead' : 'twoFactor.leadRecovery')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={t('twoFactor.title')} data-testid="two-factor-step">
        <TextField
          key={mode}
          label={label}
          name={mode === 'app' ? 'code' : 'recoveryCode'}
          autoComplete="one-time-code"
          autoFocus
          required
          fullWidth
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? (mode === 'app' ? t('twoFactor.codeHint') : t('twoFactor.recoveryHint'))}
          disabled={busy}
          slotProps={{
            htmlInput:
              mode === 'app'
                ? { inputMode: 'numeric', maxLength: 7, spellCheck: false, style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }
                : { maxLength: 64, spellCheck: false, autoCapitalize: 'off' },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy} data-testid="two-factor-submit">
          {busy ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Button variant="text" onClick={() => onRestart(false)} disabled={busy}>{t('twoFactor.back')}</Button>
          <Button variant="text" onClick={switchMode} disabled={busy}>
            {mode === 'app' ? t('twoFactor.useRecovery') : t('twoFactor.useApp')}
          </Button>
        </Box>
      </Stack>
    </AuthCard>
  );
}
