/**
 * The account API's field errors as form errors. The server answers in English
 * (`{errors: [{field, reason}]}` for 422, `{reason}` for 409); known reasons become
 * translation keys (react-admin translates an input's error message), others stay as sent.
 */
import { HttpError } from '../../auth';

/** Server reasons (server/routes/sessions.ts, two-factor.ts, the unique-clash handler) → admin.json keys. */
const KNOWN_REASONS: Readonly<Record<string, string>> = {
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

/** A server reason as a translation key when known, else unchanged. */
export function reasonKey(reason: string): string {
  return KNOWN_REASONS[reason] ?? reason;
}

/**
 * `{field: message}` for the errors of `error` that name one of `fields` (a 409 without a
 * field goes to `conflictField`), or null when none does: then the caller shows a toast.
 */
export function fieldErrors(error: unknown, fields: readonly string[], conflictField?: string): Record<string, string> | null {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return null;
  const body = error.body as { reason?: unknown; errors?: { field?: unknown; reason?: unknown }[] };
  const found: Record<string, string> = {};
  for (const item of Array.isArray(body.errors) ? body.errors : []) {
    if (typeof item?.field === 'string' && fields.includes(item.field) && typeof item.reason === 'string' && !found[item.field]) {
      found[item.field] = reasonKey(item.reason);
    }
  }
  if (!Object.keys(found).length && error.status === 409 && conflictField && typeof body.reason === 'string') found[conflictField] = reasonKey(body.reason);
  return Object.keys(found).length ? found : null;
}
