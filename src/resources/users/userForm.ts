/**
 * The shared user form's data rules (docs/requirements.md#r3, #r5): values, yup validation with the spec's
 * exact messages (as translation keys), and the payloads sent on add and edit. The rules the
 * API holds (names, email, password) come from the users definition
 * (src/shared/resources/users.ts) with its message keys, the keys the API's 422 reasons are
 * worded from; the confirmation and the date of birth's range are the form's own.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type AnyObjectSchema, type StringSchema } from 'yup';
import type { Resolver } from 'react-hook-form';
import type { User, UserCreateRequest, UserUpdateRequest, UserWriteBase } from '../../shared/api';
import { messageValuesOf, type FieldDefinition } from '../../shared/resource';
import { usersDefinition } from '../../shared/resources';
import { ruleViolation, type RuleViolation } from '../../shared/validation';
import { isSupportedLanguage, type LanguageCode } from '../../shared/languages';

/** `invite`: the invitation form (docs/decisions.md#accounts): names, email, username, roles and organisations only. */
export type UserFormMode = 'add' | 'edit' | 'invite';

/** Gender select values: 'unspecified' → null, 'M' → true, 'Z' → false (docs/requirements.md#r3). */
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
  /**
   * The language of the mails the user receives; '' not chosen (add and invite start from the
   * admin's interface language, see UserForm; absent from the payload while '').
   */
  preferredLanguage: LanguageCode | '';
}

/**
 * Translation keys of the form's own docs/requirements.md#r5 messages (English text in
 * locales/en/admin.json); the other fields answer their definition's keys ({@link ruleMessage}).
 */
export const USER_VALIDATION = {
  confirmPassword: 'users.validation.confirmPassword',
  passwordsMatch: 'users.validation.passwordsMatch',
  dateOfBirth: 'users.validation.dateOfBirth',
} as const;

/**
 * A broken rule as the form's inputs show it: its message key with the rule's bounds, in
 * react-admin's text form of a message with arguments (`@@react-admin@@{message, args}`, read by
 * ra-core's ValidationError), so `{{min}}` becomes the bound.
 */
export function ruleMessage({ message, values }: RuleViolation): string {
  return `@@react-admin@@${JSON.stringify({ message, args: values })}`;
}

/** The key and values of a form message: a {@link ruleMessage} read back, or a plain key. */
export function readRuleMessage(text: string): { message: string; params?: Record<string, number> } {
  const prefix = '@@react-admin@@';
  if (!text.startsWith(prefix)) return { message: text };
  const { message, args } = JSON.parse(text.slice(prefix.length)) as { message: string; args: Record<string, number> };
  return { message, params: args };
}

/** The message of every rule of a defined field, with its bounds. */
const messageOf = (field: FieldDefinition): string => ruleMessage({ message: field.rules!.message!, values: messageValuesOf(field.rules!) });

/**
 * `schema` held to the rules of the defined `field` (src/shared/validation.ts); when `required`,
 * an empty value breaks them too (an empty name is shorter than its minimum).
 */
function definedRules(schema: StringSchema, field: FieldDefinition, required: boolean): StringSchema {
  return schema.test('definition-rules', messageOf(field), (value) => !(ruleViolation(field, value) || (required && !value)));
}

/** The earliest date of birth the API accepts (it accepts up to today). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Today's date (yyyy-mm-dd) where the browser is. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** True for a real calendar date written yyyy-mm-dd (no 31 April, 29 February only in leap years). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether `value` is an acceptable date of birth: empty (unspecified), or a calendar date from
 * {@link EARLIEST_BIRTH_DATE} to today, as the API checks it.
 */
export function isBirthDateOrEmpty(value: string | null | undefined, today = localToday()): boolean {
  if (!value) return true;
  return isCalendarDate(value) && value >= EARLIEST_BIRTH_DATE && value <= today;
}

/** Add-mode defaults: both checkboxes on (docs/requirements.md#r3). */
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
  preferredLanguage: '',
};

/** Stored gender → select value. */
export function genderToChoice(gender: boolean | null | undefined): GenderChoice {
  return gender === true ? 'M' : gender === false ? 'Z' : 'unspecified';
}

/** Select value → stored gender (true M, false Z, null otherwise). */
export function choiceToGender(choice: GenderChoice | string | null | undefined): boolean | null {
  return choice === 'M' ? true : choice === 'Z' ? false : null;
}

/** Edit-mode values from a loaded user (status from isActive, docs/requirements.md#r3). */
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
    preferredLanguage: isSupportedLanguage(user.preferredLanguage) ? user.preferredLanguage : '',
  };
}

const text = () => string().ensure().trim();

const FIELDS = usersDefinition.fields;

/** The yup schema of the form in `mode` (password rules in add mode only). */
export function userFormSchema(mode: UserFormMode): AnyObjectSchema {
  const base = {
    firstName: definedRules(text(), FIELDS.firstName, true),
    lastName: definedRules(text(), FIELDS.lastName, true),
    // The definition's shape check asks for a dot in the domain, as the API's (ajv-formats) does;
    // yup's email rule adds the finer syntax (under the same message).
    email: definedRules(text(), FIELDS.email, true).email(messageOf(FIELDS.email)),
    userName: definedRules(text(), FIELDS.userName, true),
    dateOfBirth: text().test('birth-date-range', USER_VALIDATION.dateOfBirth, (value) => isBirthDateOrEmpty(value)),
  };
  if (mode !== 'add') return object(base);
  return object({
    ...base,
    // Passwords are taken as typed (not trimmed).
    password: definedRules(string().ensure(), FIELDS.password, true),
    confirmPassword: definedRules(
      string()
        .ensure()
        .min(1, USER_VALIDATION.confirmPassword)
        // An empty confirmation only asks to confirm; a filled one must match.
        .test('passwords-match', USER_VALIDATION.passwordsMatch, function (value) {
          return !value || value === this.parent.password;
        }),
      FIELDS.confirmPassword,
      false,
    ),
  });
}

/**
 * The form's react-hook-form resolver over `schema` (@hookform/resolvers' yup resolver): every
 * invalid field with the first message of its rules (react-hook-form's default criteriaMode);
 * a valid form's values are handed on as typed (`raw`), the payloads being built by
 * {@link toCreatePayload} / {@link toUpdatePayload}. The form runs it on blur and on submit.
 */
export function userFormResolver(schema: AnyObjectSchema): Resolver<UserFormValues> {
  return yupResolver(schema, undefined, { raw: true });
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
  // Optional values are sent only when present (docs/requirements.md#r3, #r4: empty selections are absent); the
  // edit payload sends a cleared date of birth as null (toUpdatePayload).
  if (values.dateOfBirth) payload.dateOfBirth = String(values.dateOfBirth).slice(0, 10);
  if (values.organisationIds?.length) payload.organisationIds = [...values.organisationIds];
  if (values.roleIds?.length) payload.roleIds = [...values.roleIds];
  if (values.preferredLanguage) payload.preferredLanguage = values.preferredLanguage;
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

/**
 * `PUT /users/{id}` body from the edit form (docs/requirements.md#r7 plus the two checkboxes). A cleared date of
 * birth is sent as null (the API keeps a field that is absent), like an unspecified gender.
 */
export function toUpdatePayload(id: number, values: UserFormValues): UserUpdateRequest {
  const { firstName, lastName, userName, email, dateOfBirth, gender, organisationIds, roleIds, requestPasswordChange, status, preferredLanguage } =
    commonPayload(values);
  const payload: UserUpdateRequest = { id, firstName, lastName, userName, email, gender, requestPasswordChange, status, dateOfBirth: dateOfBirth ?? null };
  if (preferredLanguage !== undefined) payload.preferredLanguage = preferredLanguage;
  if (organisationIds !== undefined) payload.organisationIds = organisationIds;
  if (roleIds !== undefined) payload.roleIds = roleIds;
  return payload;
}
