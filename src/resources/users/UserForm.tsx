import { useEffect, useMemo, useState } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import { Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import type { UserCreateRequest, UserUpdateRequest } from '../../contract/api';
import { ChecklistInput } from './ChecklistInput';
import {
  EMPTY_USER_FORM,
  toCreatePayload,
  toUpdatePayload,
  userFormSchema,
  yupResolver,
  type UserFormMode,
  type UserFormValues,
} from './userForm';

type AddProps = {
  mode: 'add';
  defaultValues?: UserFormValues;
  onSubmit: (payload: UserCreateRequest) => Promise<void>;
};
type EditProps = {
  mode: 'edit';
  /** Id of the edited user (sent inside the PUT payload, SPEC §7). */
  userId: number;
  defaultValues: UserFormValues;
  onSubmit: (payload: UserUpdateRequest) => Promise<void>;
};
export type UserFormProps = AddProps | EditProps;

const FIELD = 'resources.users.fields';

/**
 * The one user form of SPEC §2/§5, for add and edit: validated on blur with the spec's
 * messages; the submit button reads 'Add User' / 'Apply Changes' ('Adding User...' /
 * 'Saving...' while busy) and is disabled while the form is invalid or busy.
 */
export function UserForm(props: UserFormProps) {
  const { mode } = props;
  const [busy, setBusy] = useState(false);
  const resolver = useMemo(() => yupResolver<UserFormValues>(userFormSchema(mode)), [mode]);
  const defaultValues = props.defaultValues ?? EMPTY_USER_FORM;

  const submit = async (values: Record<string, unknown>) => {
    const formValues = { ...EMPTY_USER_FORM, ...values } as UserFormValues;
    setBusy(true);
    try {
      if (props.mode === 'add') await props.onSubmit(toCreatePayload(formValues));
      else await props.onSubmit(toUpdatePayload(props.userId, formValues));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      defaultValues={defaultValues}
      resolver={resolver as never}
      mode="onBlur"
      onSubmit={submit}
      noValidate
      disableInvalidFormNotification
    >
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="firstName" label={`${FIELD}.firstName`} fullWidth autoComplete="given-name" />
          <TextInput source="lastName" label={`${FIELD}.lastName`} fullWidth autoComplete="family-name" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="email" label={`${FIELD}.email`} type="email" fullWidth autoComplete="email" />
          <TextInput source="userName" label={`${FIELD}.userName`} fullWidth autoComplete="username" />
        </Stack>
        {mode === 'add' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PasswordInput source="password" label={`${FIELD}.password`} fullWidth autoComplete="new-password" />
            <PasswordInput source="confirmPassword" label={`${FIELD}.confirmPassword`} fullWidth autoComplete="new-password" />
            <ConfirmPasswordFollower />
          </Stack>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <GenderSelect />
          <DateOfBirthInput />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ChecklistInput
            source="organisationIds"
            resource="organisations"
            label="users.form.organisations"
            loadingText="users.form.loadingOrganisations"
            emptyText="users.form.noOrganisations"
          />
          <ChecklistInput
            source="roleIds"
            resource="roles"
            label="users.form.roles"
            loadingText="users.form.loadingRoles"
            emptyText="users.form.noRoles"
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CheckboxInput source="requestPasswordChange" label="users.form.requestPasswordChange" />
          <CheckboxInput source="status" label="users.form.activeStatus" />
        </Stack>
        <Box sx={{ pt: 1 }}>
          <SubmitButton mode={mode} busy={busy} />
        </Box>
      </Stack>
    </Form>
  );
}

/** Re-checks 'Passwords must match' on the confirm field when the password changes. */
function ConfirmPasswordFollower() {
  const { trigger, getFieldState } = useFormContext();
  const password = useWatch({ name: 'password' });
  useEffect(() => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [password, trigger, getFieldState]);
  return null;
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

function DateOfBirthInput() {
  const translate = useTranslate();
  const { field } = useController({ name: 'dateOfBirth' });
  return (
    <MuiTextField
      type="date"
      fullWidth
      margin="dense"
      size="small"
      label={translate(`${FIELD}.dateOfBirth`)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ inputLabel: { shrink: true } }}
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

function SubmitButton({ mode, busy }: { mode: UserFormMode; busy: boolean }) {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const working = busy || isSubmitting;
  const label =
    mode === 'add'
      ? translate(working ? 'users.form.adding' : 'users.form.add')
      : translate(working ? 'users.form.saving' : 'users.form.apply');
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!isValid || working}
      startIcon={working ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}
