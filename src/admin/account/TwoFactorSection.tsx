import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Form, PasswordInput, TextInput, regex, required, useNotify, useTranslate } from 'react-admin';
import { HttpError, type SessionUser } from '../../auth';
import { useErrorToast } from '../crud/serverErrors';
import { confirmEnrolment, disableTwoFactor, refreshCurrentUser, startEnrolment, type Enrolment } from './api';
import { fieldErrors, reasonKey } from './serverErrors';
import { AccountSection, SubmitButton } from './AccountSection';
import { saveFile } from '../saveFile';

/**
 * The server's QR code (an SVG it rendered with `qrcode` from the otpauth URL) as an image:
 * an `<img>` never runs what an SVG might contain, so the markup is not put into the page.
 */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The base32 secret in groups of four, as authenticator apps show keys. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Copies `text`; false when the browser refuses (no clipboard, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const refreshUser = () => refreshCurrentUser().catch((error: unknown) => console.warn('account: could not refresh the signed-in user', error));

/** Enrolment step 2: the QR code, the key, and the code that switches two-factor sign-in on. */
function EnrolmentForm({ enrolment, onConfirmed, onCancel }: { enrolment: Enrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useErrorToast();

  const submit = async (data: Record<string, unknown>) => {
    try {
      onConfirmed(await confirmEnrolment(String(data.code ?? '').replace(/\s+/g, '')));
      return undefined;
    } catch (error) {
      // The fields the API names show its reasons; the toast says them too.
      toastError(error);
      return fieldErrors(error, ['code']) ?? undefined;
    }
  };

  return (
    <Stack spacing={2} data-testid="two-factor-enrolment">
      <Typography>{translate('account.twoFactor.scan')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        {/* A white quiet zone in both colour schemes: scanners need dark modules on light. */}
        <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0, flexShrink: 0 }}>
          <img src={qrImageSource(enrolment.qrSvg)} alt={translate('account.twoFactor.qrAlt')} width={184} height={184} data-testid="two-factor-qr" />
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('account.twoFactor.manual')}
          </Typography>
          <Typography component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.05em', overflowWrap: 'anywhere' }}>
            {groupedSecret(enrolment.secret)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              size="small"
              startIcon={<ContentCopyOutlined />}
              onClick={async () => notify((await copyText(enrolment.secret)) ? 'account.twoFactor.copied' : 'account.twoFactor.copyFailed', { type: 'info' })}
            >
              {translate('account.twoFactor.copyKey')}
            </Button>
            <Link href={enrolment.otpauthUrl} variant="body2">
              {translate('account.twoFactor.openApp')}
            </Link>
          </Box>
        </Stack>
      </Stack>
      <Typography>{translate('account.twoFactor.enterCode')}</Typography>
      <Form onSubmit={submit} defaultValues={{ code: '' }} record={{ code: '' }} mode="onSubmit" noValidate disableInvalidFormNotification>
        <Box sx={{ maxWidth: 280 }}>
          <TextInput
            source="code"
            label="account.twoFactor.code"
            validate={[required('account.twoFactor.codeFormat'), regex(/^\s*\d{3}\s?\d{3}\s*$/, 'account.twoFactor.codeFormat')]}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 7 }}
            fullWidth
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SubmitButton label="account.twoFactor.confirm" icon={<VerifiedUserOutlined />} />
          <Button onClick={onCancel} sx={{ mt: 1 }}>
            {translate('account.twoFactor.cancel')}
          </Button>
        </Box>
      </Form>
    </Stack>
  );
}

/** Enrolment step 3: the ten recovery codes, shown once, to copy or download. */
function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = codes.join('\n');
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="success">{translate('account.twoFactor.enabled')}</Alert>
      <Alert severity="warning">
        <AlertTitle>{translate('account.twoFactor.recoveryTitle')}</AlertTitle>
        {translate('account.twoFactor.recoveryLead')}
      </Alert>
      <Box
        component="ol"
        sx={{ m: 0, p: 2, pl: 5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 0.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1.05rem' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={async () => notify((await copyText(text)) ? 'account.twoFactor.copied' : 'account.twoFactor.copyFailed', { type: 'info' })}>
          {translate('account.twoFactor.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => saveFile(new Blob([`${translate('account.twoFactor.recoveryFileHeading', { email })}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), 'danube-digital-recovery-codes.txt')}
        >
          {translate('account.twoFactor.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('account.twoFactor.saved')}
        </Button>
      </Box>
    </Stack>
  );
}

/** With two-factor sign-in on: turning it off with the password. */
function DisableForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useErrorToast();
  const submit = async (data: Record<string, unknown>) => {
    try {
      await disableTwoFactor(String(data.password ?? ''));
    } catch (error) {
      const reason = error instanceof HttpError && error.status === 409 ? reasonKey(String((error.body as { reason?: string } | null)?.reason ?? '')) : null;
      // A role that requires two-factor sign-in is said in words of the interface alone.
      if (reason?.startsWith('account.')) notify(reason, { type: 'error', multiLine: true });
      else toastError(error);
      return fieldErrors(error, ['password']) ?? undefined;
    }
    notify('account.twoFactor.disabled', { type: 'info' });
    await refreshUser();
    return undefined;
  };
  return (
    <Form onSubmit={submit} defaultValues={{ password: '' }} record={{ password: '' }} mode="onSubmit" noValidate disableInvalidFormNotification>
      <Typography sx={{ mb: 1 }}>{translate('account.twoFactor.disableLead')}</Typography>
      <Box sx={{ maxWidth: 480 }}>
        <PasswordInput source="password" label="account.twoFactor.password" validate={required('account.twoFactor.passwordRequired')} autoComplete="current-password" fullWidth />
      </Box>
      <SubmitButton label="account.twoFactor.disable" icon={<LockOpenOutlined />} color="error" variant="outlined" />
    </Form>
  );
}

/**
 * "Two-factor authentication" (docs/decisions.md#accounts): off → set up (QR code and key from
 * `POST /accounts/two-factor/enrol`, then a code to `…/confirm`) → the ten recovery codes once;
 * on → turn off with the password. A user whose role requires it is told so here, first.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const toastError = useErrorToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment(await startEnrolment());
    } catch (error) {
      toastError(error);
    } finally {
      setStarting(false);
    }
  };

  const confirmed = (codes: string[]) => {
    setEnrolment(null);
    setRecoveryCodes(codes);
    // Clears twoFactorRequired: the back office opens up again.
    void refreshUser();
  };

  const on = user.twoFactorEnabled || recoveryCodes !== null;
  const status = <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} label={translate(on ? 'account.twoFactor.on' : 'account.twoFactor.off')} />;

  let content;
  if (recoveryCodes) content = <RecoveryCodes codes={recoveryCodes} email={user.email} onDone={() => setRecoveryCodes(null)} />;
  else if (user.twoFactorEnabled) content = <DisableForm />;
  else if (enrolment) content = <EnrolmentForm enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(null)} />;
  else {
    content = (
      <Button variant="contained" startIcon={<VerifiedUserOutlined />} onClick={start} disabled={starting} data-testid="two-factor-start">
        {translate(starting ? 'account.twoFactor.starting' : 'account.twoFactor.start')}
      </Button>
    );
  }

  return (
    <AccountSection id="two-factor" title={translate('account.twoFactor.title')} description={translate('account.twoFactor.description')} status={status}>
      {user.twoFactorRequired && !recoveryCodes ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="two-factor-required">
          {translate('account.required.twoFactor')}
        </Alert>
      ) : null}
      {content}
    </AccountSection>
  );
}
