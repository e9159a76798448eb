import { useState } from 'react';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import { Form, PasswordInput, TextInput, email as emailFormat, required, useTranslate } from 'react-admin';
import type { SessionUser } from '../../auth';
import { useErrorToast } from '../crud/serverErrors';
import { requestEmailChange } from './api';
import { fieldErrors } from './serverErrors';
import { AccountSection, SubmitButton } from './AccountSection';

const EMPTY = { email: '', currentPassword: '' };
const FIELDS = ['email', 'currentPassword'] as const;

/**
 * "Email address": a new address and the current password, `POST /accounts/email`; the change
 * happens once the link mailed to the new address is opened (/confirm-email on the site), so
 * the section then says to check that inbox.
 */
export function EmailSection({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const toastError = useErrorToast();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (data: Record<string, unknown>) => {
    const address = String(data.email ?? '').trim();
    try {
      await requestEmailChange({ email: address, currentPassword: String(data.currentPassword ?? '') });
      setSentTo(address);
      return undefined;
    } catch (error) {
      // The fields the API names show its reasons; the toast says them too.
      toastError(error);
      return fieldErrors(error, FIELDS, 'email') ?? undefined;
    }
  };

  return (
    <AccountSection id="email" title={translate('account.email.title')} description={translate('account.email.description')}>
      <Typography sx={{ mb: 2 }}>{translate('account.email.current', { email: user.email })}</Typography>
      {sentTo ? (
        <Alert severity="info" role="status" data-testid="email-sent" onClose={() => setSentTo(null)}>
          <AlertTitle>{translate('account.email.sentTitle')}</AlertTitle>
          {translate('account.email.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Form defaultValues={EMPTY} record={EMPTY} onSubmit={submit} mode="onBlur" noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
          <Stack sx={{ maxWidth: 480 }}>
            <TextInput source="email" type="email" label="account.email.new" validate={[required('users.validation.email'), emailFormat('users.validation.email')]} autoComplete="email" fullWidth />
            <PasswordInput source="currentPassword" label="account.email.password" validate={required('account.password.currentRequired')} autoComplete="current-password" fullWidth />
          </Stack>
          <SubmitButton label="account.email.submit" icon={<AlternateEmailOutlined />} />
        </Form>
      )}
    </AccountSection>
  );
}
