import { useEffect, useState } from 'react';
import { Skeleton, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, minLength, required, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGE_MENU, type LanguageCode } from '../../shared/languages';
import { hasPermission, type SessionUser } from '../../auth';
import { useErrorToast } from '../crud/serverErrors';
import { fetchOwnUser, updateProfile } from './api';
import { fieldErrors } from './serverErrors';
import { AccountSection, SubmitButton } from './AccountSection';
import SaveOutlined from '@mui/icons-material/SaveOutlined';

interface ProfileValues {
  firstName: string;
  lastName: string;
  userName: string;
  /** The language of the mails the product sends (docs/decisions.md#accounts). */
  preferredLanguage: LanguageCode;
}

/** The seven languages, each by its native name. */
const LANGUAGE_CHOICES = LANGUAGE_MENU.map(({ code, nativeName }) => ({ id: code, name: nativeName }));

/**
 * The names as stored. `GET /users/{id}` has them for a user who may read users; the session
 * user carries only `full_name` ("first last"), so otherwise it is split at its first space.
 */
function useProfileValues(user: SessionUser): ProfileValues | null {
  const fromSession = (): ProfileValues => {
    const [firstName = '', ...rest] = user.full_name.split(' ');
    return { firstName, lastName: rest.join(' '), userName: user.user_name, preferredLanguage: user.preferredLanguage ?? DEFAULT_LANGUAGE };
  };
  const canRead = hasPermission('users.read');
  const [values, setValues] = useState<ProfileValues | null>(() => (canRead ? null : fromSession()));
  useEffect(() => {
    if (!canRead) return;
    let current = true;
    fetchOwnUser(user.id).then(
      (stored) =>
        current &&
        setValues({
          firstName: stored.firstName,
          lastName: stored.lastName,
          userName: stored.userName,
          preferredLanguage: isSupportedLanguage(stored.preferredLanguage) ? stored.preferredLanguage : (user.preferredLanguage ?? DEFAULT_LANGUAGE),
        }),
      () => current && setValues(fromSession()),
    );
    return () => {
      current = false;
    };
    // Loaded once per user: later edits of the session user come from this form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, canRead]);
  return values;
}

const FIELDS = ['firstName', 'lastName', 'userName'] as const;

/**
 * "Profile": first and last name, username (`PUT /accounts/profile`, docs/requirements.md#r5
 * rules) and the language of the mails the product sends (docs/decisions.md#accounts).
 */
export function ProfileSection({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useErrorToast();
  const { refetch: refetchIdentity } = useGetIdentity();
  const values = useProfileValues(user);
  const [version, setVersion] = useState(0);

  const submit = async (data: Record<string, unknown>) => {
    const language = String(data.preferredLanguage ?? '');
    const profile = {
      firstName: String(data.firstName ?? '').trim(),
      lastName: String(data.lastName ?? '').trim(),
      userName: String(data.userName ?? '').trim(),
      ...(isSupportedLanguage(language) ? { preferredLanguage: language } : {}),
    };
    try {
      await updateProfile(profile);
      // The app bar's name comes from react-admin's identity query.
      await refetchIdentity();
      notify('account.profile.saved', { type: 'success' });
      setVersion((n) => n + 1);
      return undefined;
    } catch (error) {
      // The fields the API names show its reasons; the toast says them too.
      toastError(error);
      return fieldErrors(error, FIELDS, 'userName') ?? undefined;
    }
  };

  return (
    <AccountSection id="profile" title={translate('account.profile.title')} description={translate('account.profile.description')}>
      {values ? (
        <Form key={version} record={values} defaultValues={values} onSubmit={submit} mode="onBlur" noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextInput source="firstName" label="account.profile.firstName" validate={[required('users.validation.firstName'), minLength(2, 'users.validation.firstName')]} autoComplete="given-name" fullWidth />
            <TextInput source="lastName" label="account.profile.lastName" validate={[required('users.validation.lastName'), minLength(2, 'users.validation.lastName')]} autoComplete="family-name" fullWidth />
          </Stack>
          <TextInput source="userName" label="account.profile.userName" validate={[required('users.validation.userName'), minLength(2, 'users.validation.userName')]} autoComplete="username" fullWidth />
          <SelectInput
            source="preferredLanguage"
            label="account.profile.preferredLanguage"
            helperText="account.profile.preferredLanguageHelp"
            choices={LANGUAGE_CHOICES}
            translateChoice={false}
            validate={required()}
            fullWidth
          />
          <SubmitButton label="account.profile.save" icon={<SaveOutlined />} />
        </Form>
      ) : (
        <Stack spacing={1}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
    </AccountSection>
  );
}
