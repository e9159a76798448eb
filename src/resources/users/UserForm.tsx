import { useEffect, useMemo } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { Form, PasswordInput, TextInput, useBasename, useLocaleState, useSaveContext, useTranslate } from 'react-admin';
import { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGE_MENU } from '../../shared/languages';
import type { AnyObjectSchema } from 'yup';
import { ChecklistInput } from '../../admin/crud';
import { LocalizedDatePicker } from '../../admin/crud/dateInputs';
import { EARLIEST_BIRTH_DATE, EMPTY_USER_FORM, localToday, userFormResolver, userFormSchema, type UserFormMode, type UserFormValues } from './userForm';

/** The roles checklist lists global roles only (`GET /roles/paged?scope=global`). */
const GLOBAL_ROLES = { scope: 'global' } as const;

export interface UserFormProps {
  mode: UserFormMode;
  /** Values to start from (edit: the loaded user's, see `userToFormValues`). */
  defaultValues?: UserFormValues;
  /**
   * Creating a user already in an organisation: the organisation is given (and sent by the
   * screen's transform), so its checklist is not offered.
   */
  fixedOrganisationId?: number;
  /**
   * Editing one's own user: the email is read-only here, with a pointer to My account, where a
   * new address is confirmed by a link sent to it (the API refuses it here with 409).
   */
  ownAccount?: boolean;
}

const FIELD = 'resources.users.fields';

/**
 * The one user form of docs/requirements.md#r2, #r5, for add and edit, inside react-admin's `CreateBase` /
 * `EditBase` (it saves through their save context): validated on blur with the spec's
 * messages; the submit button reads 'Add User' / 'Apply Changes' ('Adding User...' /
 * 'Saving...' while busy), disabled while the form is invalid or busy and enabled as soon as
 * every value is valid, without waiting for a blur. In `invite` mode (docs/decisions.md#accounts) it asks only
 * what an invitation carries: no passwords, gender, date of birth or the two checkboxes. On
 * one's own user (`ownAccount`) the email is read-only and points to My account.
 */
export function UserForm({ mode, defaultValues, fixedOrganisationId, ownAccount = false }: UserFormProps) {
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const resolver = useMemo(() => userFormResolver(schema), [schema]);
  const [locale] = useLocaleState();
  const given = defaultValues ?? EMPTY_USER_FORM;
  // Add and invite start from the interface language (docs/decisions.md#accounts); edit shows the user's.
  const values = useMemo(
    () => (mode === 'edit' || given.preferredLanguage ? given : { ...given, preferredLanguage: isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE }),
    // The starting values are read once, like the form's own defaults.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [given, mode],
  );

  return (
    // `record` keeps the screen's record (a user with boolean gender, role objects…) out of the form's values.
    <Form record={values} defaultValues={values} resolver={resolver as never} mode="onBlur" noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextInput source="firstName" label={`${FIELD}.firstName`} fullWidth autoComplete="given-name" />
          <TextInput source="lastName" label={`${FIELD}.lastName`} fullWidth autoComplete="family-name" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          {ownAccount ? (
            <TextInput source="email" label={`${FIELD}.email`} type="email" fullWidth readOnly helperText={<OwnEmailHelp />} />
          ) : (
            <TextInput source="email" label={`${FIELD}.email`} type="email" fullWidth autoComplete="email" />
          )}
          <TextInput source="userName" label={`${FIELD}.userName`} fullWidth autoComplete="username" />
        </Stack>
        {mode === 'add' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <PasswordInput source="password" label={`${FIELD}.password`} fullWidth autoComplete="new-password" />
            <PasswordInput source="confirmPassword" label={`${FIELD}.confirmPassword`} fullWidth autoComplete="new-password" />
            <ConfirmationRevalidation />
          </Stack>
        ) : null}
        {mode === 'invite' ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <GenderSelect />
            <DateOfBirthInput />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <PreferredLanguageSelect />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          {fixedOrganisationId === undefined ? (
            <ChecklistInput
              source="organisationIds"
              reference="organisations"
              label="users.form.organisations"
              loadingText="users.form.loadingOrganisations"
              emptyText="users.form.noOrganisations"
            />
          ) : null}
          {/* A user's roles are global ones; organisation roles are given per membership (docs/decisions.md#organisation-roles). */}
          <ChecklistInput source="roleIds" reference="roles" filter={GLOBAL_ROLES} label="users.form.roles" loadingText="users.form.loadingRoles" emptyText="users.form.noRoles" />
        </Stack>
        {/* An invited user sets their own password and is active once they accept. */}
        {mode === 'invite' ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <CheckboxInput source="requestPasswordChange" label="users.form.requestPasswordChange" />
            <CheckboxInput source="status" label="users.form.activeStatus" />
          </Stack>
        )}
        <Box sx={{ pt: 1 }}>
          <SubmitButton mode={mode} schema={schema} />
        </Box>
      </Stack>
    </Form>
  );
}

/**
 * Re-checks 'Passwords must match' on the confirmation when either password changes: when the
 * password changes once the confirmation was filled or left, and while the confirmation shows
 * an error (so fixing either field clears it at once, not on the next blur).
 */
function ConfirmationRevalidation() {
  const { trigger, getValues } = useFormContext();
  const { touchedFields, errors } = useFormState({ name: 'confirmPassword' });
  const password = useWatch({ name: 'password' });
  const confirmPassword = useWatch({ name: 'confirmPassword' });
  const confirmationTouched = !!touchedFields.confirmPassword;
  const confirmationInError = !!errors.confirmPassword;
  useEffect(() => {
    if (confirmationInError || confirmationTouched || getValues('confirmPassword')) void trigger('confirmPassword');
    // Only a change of the password re-checks a confirmation that shows no error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password]);
  useEffect(() => {
    if (confirmationInError) void trigger('confirmPassword');
    // While an error shows, every change of the confirmation re-checks it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmPassword]);
  return null;
}

/**
 * The language of the user's mails (`preferredLanguage`), each language by its native name (on
 * add and invite the form starts from the admin's interface language, the default
 * docs/decisions.md#accounts gives an invitation).
 */
export function PreferredLanguageSelect() {
  const translate = useTranslate();
  const { field } = useController({ name: 'preferredLanguage' });
  return (
    <MuiTextField
      select
      fullWidth
      margin="dense"
      size="small"
      label={translate(`${FIELD}.preferredLanguage`)}
      helperText={translate('users.form.preferredLanguageHelp')}
      name={field.name}
      value={field.value || DEFAULT_LANGUAGE}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { 'data-testid': 'preferred-language' } }}
    >
      {LANGUAGE_MENU.map(({ code, nativeName }) => (
        <MenuItem key={code} value={code} lang={code}>
          {nativeName}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function GenderSelect() {
  const translate = useTranslate();
  const { field } = useController({ name: 'gender' });
  return (
    <MuiTextField
      select
      fullWidth
      margin="dense"
      size="small"
      label={translate(`${FIELD}.gender`)}
      name={field.name}
      value={field.value ?? 'unspecified'}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    >
      <MenuItem value="unspecified">{translate('users.gender.unspecified')}</MenuItem>
      <MenuItem value="M">{translate('users.gender.male')}</MenuItem>
      <MenuItem value="Z">{translate('users.gender.female')}</MenuItem>
    </MuiTextField>
  );
}

/** Where one's own email is changed: My account (a link there), confirmed by the new address. */
function OwnEmailHelp() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      {translate('users.form.ownEmail')}{' '}
      <Link component={RouterLink} to={`${basename}/account`}>
        {translate('users.form.openMyAccount')}
      </Link>
    </>
  );
}

/** Date of birth from 1900-01-01 to today (the picker offers no other), its error under it. */
function DateOfBirthInput() {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'dateOfBirth' });
  const error = fieldState.error?.message;
  return (
    <LocalizedDatePicker
      kind="date"
      fullWidth
      margin="dense"
      size="small"
      label={translate(`${FIELD}.dateOfBirth`)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error ? translate(error) : undefined}
      min={EARLIEST_BIRTH_DATE}
      max={localToday()}
    />
  );
}

function CheckboxInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useController({ name: source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={translate(label)}
    />
  );
}

/**
 * Enabled exactly when every value passes the schema (checked on each change; react-hook-form's
 * own `isValid` waits for a blur in `onBlur` mode, which made the first click only blur) and
 * nothing is being saved.
 */
function SubmitButton({ mode, schema }: { mode: UserFormMode; schema: AnyObjectSchema }) {
  const translate = useTranslate();
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const saveContext = useSaveContext();
  const valid = useMemo(() => schema.isValidSync(values), [schema, values]);
  const working = isSubmitting || !!saveContext?.saving;
  const labels = { add: ['users.form.add', 'users.form.adding'], edit: ['users.form.apply', 'users.form.saving'], invite: ['users.form.invite', 'users.form.inviting'] }[mode];
  const label = translate(labels[working ? 1 : 0]);
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!valid || working}
      startIcon={working ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}
