/**
 * Where the two apps meet (docs/requirements.md#r2, #r4). The public site and the back office are separate
 * bundles, so moving between them is a full page load to one of these paths.
 */

/** The site's sign-in page (outside the back office). */
export const LOGIN_PATH = '/login';
/** Where a deliberate sign-out lands (docs/requirements.md#r4). */
export const AFTER_LOGOUT_PATH = '/';
/** The back office's home: sign-in goes here when no admin page was remembered (docs/requirements.md#r4). */
export const ADMIN_HOME = '/admin';

/** Whether `pathname` belongs to the back office (`/admin` or below). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);
}

/** The back office's "My account" screen (docs/decisions.md#accounts). */
export const ACCOUNT_PATH = '/admin/account';
/** Its password section: where a `requestPasswordChange` user is sent. */
export const ACCOUNT_PASSWORD_PATH = `${ACCOUNT_PATH}#password`;
/** Its two-factor section: where a user whose role requires two-factor sign-in enrols. */
export const ACCOUNT_TWO_FACTOR_PATH = `${ACCOUNT_PATH}#two-factor`;
/** The "My sessions" screen (docs/decisions.md#accounts). */
export const SESSIONS_PATH = `${ACCOUNT_PATH}/sessions`;

/**
 * Where the signed-in `user` must go before anything else (docs/decisions.md#accounts), or null: two-factor
 * enrolment when a role requires it (first), else the password section while the account
 * asks for a new password.
 */
export function requiredAccountStep(user: { requestPasswordChange?: boolean; twoFactorRequired?: boolean } | null | undefined): string | null {
  if (user?.twoFactorRequired) return ACCOUNT_TWO_FACTOR_PATH;
  if (user?.requestPasswordChange) return ACCOUNT_PASSWORD_PATH;
  return null;
}
