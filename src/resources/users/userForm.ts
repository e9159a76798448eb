/**
 * The shared user form's data rules (SPEC §3, §5): values, yup validation with the spec's
 * exact messages (as translation keys), and the payloads sent on add and edit.
 */
import { object, string, ValidationError, type AnyObjectSchema } from 'yup';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { User, UserCreateRequest, UserUpdateRequest, UserWriteBase } from '../../contract/api';

/** `invite`: the invitation form (issue 8): names, email, username, roles and organisations only. */
export type UserFormMode = 'add' | 'edit' | 'invite';

/** Gender select values: 'unspecified' → null, 'M' → true, 'Z' → false (SPEC §3). */
export type GenderChoice = 'unspecified' | 'M' | 'Z';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  confirmPassword: string;
  gender: GenderChoice;
  /** yyyy-mm-dd or empty. */
  dateOfBirth: string;
  organisationIds: number[];
  roleIds: number[];
  requestPasswordChange: boolean;
  status: boolean;
}

/** Translation keys of the SPEC §5 messages (English text in locales/en/admin.json). */
export const USER_VALIDATION = {
  firstName: 'users.validation.firstName',
  lastName: 'users.validation.lastName',
  email: 'users.validation.email',
  userName: 'users.validation.userName',
  password: 'users.validation.password',
  confirmPassword: 'users.validation.confirmPassword',
  passwordsMatch: 'users.validation.passwordsMatch',
} as const;

/** Add-mode defaults: both checkboxes on (SPEC §3). */
export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
  confirmPassword: '',
  gender: 'unspecified',
  dateOfBirth: '',
  organisationIds: [],
  roleIds: [],
  requestPasswordChange: true,
  status: true,
};

/** Stored gender → select value. */
export function genderToChoice(gender: boolean | null | undefined): GenderChoice {
  return gender === true ? 'M' : gender === false ? 'Z' : 'unspecified';
}

/** Select value → stored gender (true M, false Z, null otherwise). */
export function choiceToGender(choice: GenderChoice | string | null | undefined): boolean | null {
  return choice === 'M' ? true : choice === 'Z' ? false : null;
}

/** Edit-mode values from a loaded user (status from isActive, SPEC §3). */
export function userToFormValues(user: User): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    userName: user.userName ?? '',
    gender: genderToChoice(user.gender),
    dateOfBirth: user.dateOfBirth ? String(user.dateOfBirth).slice(0, 10) : '',
    organisationIds: (user.organisations ?? []).map((o) => o.id),
    roleIds: (user.roles ?? []).map((r) => r.id),
    requestPasswordChange: user.requestPasswordChange ?? true,
    status: user.isActive ?? true,
  };
}

const text = () => string().ensure().trim();

/** The part after `@` has a dot, as the API's email format requires. */
const DOMAIN_WITH_DOT = /@[^@\s]+\.[^@\s.]+$/;

/** The yup schema of the form in `mode` (password rules in add mode only). */
export function userFormSchema(mode: UserFormMode): AnyObjectSchema {
  const base = {
    firstName: text().min(2, USER_VALIDATION.firstName),
    lastName: text().min(2, USER_VALIDATION.lastName),
    // yup's email rule accepts a domain without a dot (`ana@example`); the API's (ajv-formats) does not.
    email: text().required(USER_VALIDATION.email).email(USER_VALIDATION.email).matches(DOMAIN_WITH_DOT, USER_VALIDATION.email),
    userName: text().min(2, USER_VALIDATION.userName),
  };
  if (mode !== 'add') return object(base);
  return object({
    ...base,
    password: string().ensure().min(6, USER_VALIDATION.password),
    confirmPassword: string()
      .ensure()
      .min(1, USER_VALIDATION.confirmPassword)
      // An empty confirmation only asks to confirm; a filled one must match.
      .test('passwords-match', USER_VALIDATION.passwordsMatch, function (value) {
        return !value || value === this.parent.password;
      }),
  });
}

/**
 * react-hook-form resolver over a yup schema (the first message of each field). The values
 * are passed through unchanged: payloads are built by {@link toCreatePayload} / {@link toUpdatePayload}.
 */
export function yupResolver<T extends FieldValues>(schema: AnyObjectSchema): Resolver<T> {
  return async (values) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, FieldError> = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        if (issue.path && !errors[issue.path]) {
          errors[issue.path] = { type: issue.type ?? 'validation', message: issue.message };
        }
      }
      return { values: {}, errors: errors as never };
    }
  };
}

function commonPayload(values: UserFormValues): UserWriteBase {
  const payload: UserWriteBase = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userName: values.userName.trim(),
    gender: choiceToGender(values.gender),
    requestPasswordChange: values.requestPasswordChange,
    status: values.status,
  };
  // Optional values are sent only when present (SPEC §3, §4: empty selections are absent).
  if (values.dateOfBirth) payload.dateOfBirth = String(values.dateOfBirth).slice(0, 10);
  if (values.organisationIds?.length) payload.organisationIds = [...values.organisationIds];
  if (values.roleIds?.length) payload.roleIds = [...values.roleIds];
  return payload;
}

/**
 * `POST /users` body from the add form; `organisationId` puts the new user in that
 * organisation (creating a user from an organisation's page).
 */
export function toCreatePayload(values: UserFormValues, { organisationId }: { organisationId?: number } = {}): UserCreateRequest {
  const formValues = organisationId === undefined ? values : { ...values, organisationIds: [organisationId] };
  return { ...commonPayload(formValues), password: values.password };
}

/** `PUT /users/{id}` body from the edit form (SPEC §7 plus the two checkboxes). */
export function toUpdatePayload(id: number, values: UserFormValues): UserUpdateRequest {
  const { firstName, lastName, userName, email, dateOfBirth, gender, organisationIds, roleIds, requestPasswordChange, status } =
    commonPayload(values);
  const payload: UserUpdateRequest = { id, firstName, lastName, userName, email, gender, requestPasswordChange, status };
  if (dateOfBirth !== undefined) payload.dateOfBirth = dateOfBirth;
  if (organisationIds !== undefined) payload.organisationIds = organisationIds;
  if (roleIds !== undefined) payload.roleIds = roleIds;
  return payload;
}
