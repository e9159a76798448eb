/**
 * The Serbian error catalogue of docs/requirements.md#r8 These texts are specification data: they stay
 * Serbian whatever the interface language, so they live here and not in the locales.
 *
 * The description is the joined reasons of the body's `errors` list, else its `reason`, else
 * its `message`, else the row's default; a 500 always shows its fixed message. The `errors`
 * entries that name a field are also handed on in react-admin's shape for forms
 * ({@link SubmissionErrors}).
 */
import { SESSION_EXPIRED_MESSAGE, errorBodyMessage } from '../auth/session';

export interface ErrorToast {
  title: string;
  description: string;
}

/** docs/requirements.md#r8, one row per answered status. */
export const STATUS_CATALOGUE: Readonly<Record<number, ErrorToast>> = {
  400: { title: 'Neispravni podaci', description: 'Proverite unete podatke' },
  403: { title: 'Nemate dozvolu', description: 'Nemate dozvolu za ovu akciju' },
  404: { title: 'Nije pronađeno', description: 'Traženi resurs nije pronađen' },
  409: { title: 'Konflikt', description: 'Resurs već postoji' },
  422: { title: 'Validacijska greška', description: 'Podaci nisu validni' },
  500: { title: 'Greška servera', description: 'Došlo je do greške na serveru. Pokušajte ponovo.' },
};

/** docs/requirements.md#r8 "other": title with the status, default description. */
export const OTHER_STATUS = (status: number): ErrorToast => ({ title: `Greška ${status}`, description: 'Neočekivana greška' });

/** docs/requirements.md#r8 "no response". */
export const NO_RESPONSE: ErrorToast = {
  title: 'Greška mreže',
  description: 'Nema odgovora od servera. Proverite internetsku vezu.',
};

/** docs/requirements.md#r8 "generic": a failure that is not an HTTP answer. */
export const GENERIC_ERROR: ErrorToast = {
  title: 'Greška',
  description: 'Došlo je do greške prilikom izvršavanja zahteva',
};

/** docs/requirements.md#r8 "401 after failed refresh". */
export const SESSION_EXPIRED: ErrorToast = { ...SESSION_EXPIRED_MESSAGE };

interface ErrorLike {
  status?: unknown;
  body?: unknown;
  message?: unknown;
  sessionExpired?: unknown;
  noResponse?: unknown;
}

/**
 * The API's reason for refusing a member of a role that requires two-factor sign-in who has not
 * enrolled yet (server/plugins/auth.ts): every route but their own account's answers 403 with it.
 * No translation key says it, so it reaches every language in these words (server/http/localize.ts).
 */
export const TWO_FACTOR_ENROLMENT_REASON = 'Two-factor authentication must be set up first';

/** Whether `error` (an HttpError or CatalogueError) is that 403: the user must enrol in two-factor sign-in first. */
export function isTwoFactorEnrolmentRequired(error: unknown): boolean {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const body = e.body && typeof e.body === 'object' ? (e.body as { reason?: unknown }) : {};
  return e.status === 403 && body.reason === TWO_FACTOR_ENROLMENT_REASON;
}

/** The toast (title + description) the catalogue gives for `error`. */
export function describeError(error: unknown): ErrorToast {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  if (e.sessionExpired === true) return { ...SESSION_EXPIRED };
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (e.noResponse === true || status === 0) return { ...NO_RESPONSE };
  if (status === 500) return { ...STATUS_CATALOGUE[500] };
  if (status !== undefined) {
    const row = STATUS_CATALOGUE[status] ?? OTHER_STATUS(status);
    return { title: row.title, description: errorBodyMessage(e.body) ?? row.description };
  }
  const message =
    typeof error === 'string' ? error : typeof e.message === 'string' && e.message ? e.message : null;
  return { title: GENERIC_ERROR.title, description: message ?? GENERIC_ERROR.description };
}

/** One-string form of a toast: title, a line break, description (the admin shows both lines). */
export function toastText({ title, description }: ErrorToast): string {
  return `${title}\n${description}`;
}

/**
 * Reasons the API words in English otherwise than the account forms do → the form's key, so
 * that an English interface shows the form's wording (in other languages the API already
 * answers in the interface language: docs/decisions.md#api-language). Display only: the API
 * never reads this.
 */
const API_REASON_KEYS: Readonly<Record<string, string>> = {
  'The current password is not correct': 'account.password.currentWrong',
  'Enter your current password': 'account.password.currentRequired',
  'Password must be at least 6 characters long': 'users.validation.password',
  'Please confirm your password': 'users.validation.confirmPassword',
  'Passwords must match': 'users.validation.passwordsMatch',
  'Please enter a valid email address': 'users.validation.email',
  'This is already your email address': 'account.email.same',
  'Email already in use': 'account.email.taken',
  'First name must be at least 2 characters long': 'users.validation.firstName',
  'Last name must be at least 2 characters long': 'users.validation.lastName',
  'Username must be at least 2 characters long': 'users.validation.userName',
  'User name already in use': 'account.profile.userNameTaken',
  'The code is not correct; check the time on your device and try again': 'account.twoFactor.codeWrong',
  'The password is not correct': 'account.twoFactor.passwordWrong',
  'One of your roles requires two-factor authentication': 'account.twoFactor.requiredByRole',
};

/**
 * A server reason as the translation key that says it, when there is one, else unchanged: the API
 * words its reasons in the interface language (the request's Accept-Language) and in English only
 * when it has no words for one; react-admin translates a key and shows any other text as it is.
 */
export function reasonKey(reason: string): string {
  return API_REASON_KEYS[reason] ?? reason;
}

/** One entry of the API's `errors` list that names a field. */
export interface ApiFieldError {
  field: string;
  reason: string;
}

/** The entries of an API error body's `errors` list that name a field (`[{field, reason}]`), in order. */
export function apiFieldErrors(body: unknown): ApiFieldError[] {
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { field, reason } = (item ?? {}) as { field?: unknown; reason?: unknown };
    return typeof field === 'string' && field && typeof reason === 'string' ? [{ field, reason }] : [];
  });
}

/**
 * react-admin's submission errors (its server-side validation: a save rejected with
 * `body.errors`): the field's message under each field name (the first reason of a field, as a
 * translation key where one says it), and the toast as `root.serverError`, which react-admin's
 * forms notify instead of their "form is not valid".
 */
export interface SubmissionErrors {
  [field: string]: unknown;
  root?: { serverError: string };
}

/** {@link SubmissionErrors} of `fields` (API names) with the toast `toast`. */
export function submissionErrors(fields: readonly ApiFieldError[], toast: ErrorToast): SubmissionErrors {
  const errors: SubmissionErrors = {};
  for (const { field, reason } of fields) {
    if (field !== 'root' && !(field in errors)) errors[field] = reasonKey(reason);
  }
  errors.root = { serverError: toastText(toast) };
  return errors;
}

/**
 * `body` as the admin passes it on: its `errors` list becomes react-admin's
 * {@link SubmissionErrors} object when an entry names a field, and is left out when none does
 * (react-admin would otherwise read a list of field-less reasons as field errors).
 */
function withSubmissionErrors(body: unknown, toast: ErrorToast): unknown {
  if (!body || typeof body !== 'object' || !('errors' in body)) return body;
  const { errors: _list, ...rest } = body as Record<string, unknown>;
  const fields = apiFieldErrors(body);
  return fields.length ? { ...rest, errors: submissionErrors(fields, toast) } : rest;
}

/**
 * An error as the admin passes it on: the original status kept and the body too (react-admin and
 * the authProvider read them), except that the API's field errors are in react-admin's shape
 * (`body.errors` a {@link SubmissionErrors} object, so a form marks the fields and toasts); the
 * message replaced by the catalogue text so every notification shows title + description.
 */
export class CatalogueError extends Error {
  readonly status?: number;
  readonly body?: unknown;
  readonly title: string;
  readonly description: string;
  readonly sessionExpired: boolean;
  readonly original: unknown;
  /** The API's field errors as it sent them (API field names, English reasons). */
  readonly fieldErrors: readonly ApiFieldError[];

  constructor(original: unknown) {
    const toast = describeError(original);
    super(toastText(toast));
    const e: ErrorLike = original && typeof original === 'object' ? (original as ErrorLike) : {};
    this.name = 'CatalogueError';
    this.status = typeof e.status === 'number' ? e.status : undefined;
    this.fieldErrors = apiFieldErrors(e.body);
    this.body = withSubmissionErrors(e.body, toast);
    this.title = toast.title;
    this.description = toast.description;
    this.sessionExpired = e.sessionExpired === true;
    this.original = original;
  }
}

/** Wraps `error` in a {@link CatalogueError} unless it already is one (or is an abort). */
export function toCatalogueError(error: unknown): unknown {
  if (error instanceof CatalogueError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new CatalogueError(error);
}
