/**
 * Where the two apps meet (SPEC §2, §4). The public site and the back office are separate
 * bundles, so moving between them is a full page load to one of these paths.
 */

/** The site's sign-in page (outside the back office). */
export const LOGIN_PATH = '/login';
/** Where a deliberate sign-out lands (SPEC §4). */
export const AFTER_LOGOUT_PATH = '/';
/** The back office's home: sign-in goes here when no admin page was remembered (SPEC §4). */
export const ADMIN_HOME = '/admin';

/** Whether `pathname` belongs to the back office (`/admin` or below). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);
}
