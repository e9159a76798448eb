import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import { Form, PasswordInput, minLength, required, useNotify, useTranslate, type Validator } from 'react-admin';
import { useErrorToast } from '../crud/serverErrors';
import { changePassword, refreshCurrentUser } from './api';
import { fieldErrors } from './serverErrors';
import { AccountSection, SubmitButton } from './AccountSection';

/** docs/requirements.md#r5 / §9: the product's password minimum. */
export const PASSWORD_MIN = 6;

/** docs/requirements.md#r5: the confirmation must match, shown on the confirmation field. */
const matchesPassword: Validator = (value, values) => (value && value !== values?.password ? 'users.validation.passwordsMatch' : undefined);

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * "Password": the current password, a new one and its confirmation (docs/requirements.md#r5 rules and
 * messages), `POST /accounts/password`. On success a toast, an empty form and the session's
 * user fetched again (the server clears `requestPasswordChange`, which releases the redirect
 * to this section). `required` shows why the user was sent here.
 */
export function PasswordSection({ required: requested }: { required?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useErrorToast();
  const [version, setVersion] = useState(0);

  const submit = async (data: Record<string, unknown>) => {
    const body = { currentPassword: String(data.currentPassword ?? ''), password: String(data.password ?? ''), confirmPassword: String(data.confirmPassword ?? '') };
    try {
      await changePassword(body);
    } catch (error) {
      // The fields the API names show its reasons; the toast says them too.
      toastError(error);
      return fieldErrors(error, FIELDS) ?? undefined;
    }
    notify('account.password.changed', { type: 'success' });
    setVersion((n) => n + 1);
    await refreshCurrentUser().catch((error: unknown) => console.warn('account: could not refresh the signed-in user', error));
    return undefined;
  };

  return (
    <AccountSection id="password" title={translate('account.password.title')} description={translate('account.password.description')}>
      {requested ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="password-required">
          {translate('account.required.password')}
        </Alert>
      ) : null}
      <Form key={version} defaultValues={EMPTY} record={EMPTY} onSubmit={submit} mode="onBlur" reValidateMode="onChange" noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
        <Stack sx={{ maxWidth: 480 }}>
          <PasswordInput source="currentPassword" label="account.password.current" validate={required('account.password.currentRequired')} autoComplete="current-password" fullWidth />
          <PasswordInput
            source="password"
            label="account.password.new"
            validate={[required('users.validation.password'), minLength(PASSWORD_MIN, 'users.validation.password')]}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="account.password.confirm"
            validate={[required('users.validation.confirmPassword'), matchesPassword]}
            autoComplete="new-password"
            fullWidth
          />
        </Stack>
        <SubmitButton label="account.password.submit" icon={<PasswordOutlined />} />
      </Form>
    </AccountSection>
  );
}
