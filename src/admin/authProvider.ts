/**
 * react-admin authProvider over the shared client session (src/auth).
 *
 * - Admin routes need only a stored bearer token (SPEC §6). Without one, checkAuth remembers
 *   the requested /admin page (SPEC §4) and rejects with `redirectTo: '/login'`; with
 *   `requireAuth` react-admin then logs the visitor out on mount and navigates to what
 *   `logout()` returns, which is `/login` when there was no session (`/` after a deliberate
 *   sign-out). The admin's router has no basename (`basename="/admin"` only prefixes
 *   react-admin's own links), so that is the site's `/login`, which src/admin/main.tsx loads
 *   as a full page (the site is a separate app).
 * - A 401 the HTTP client could not cure by a refresh ends the session the same way; a 403
 *   keeps the user where they are (the failed call's toast says why).
 * - canAccess maps react-admin actions to the `<prefix>.<action>` permission strings.
 */
import type { AuthProvider } from 'react-admin';
import {
  getBearerToken,
  getCurrentUser,
  rememberOrigin,
  signIn,
  signOut,
  takeRememberedOrigin,
} from '../auth/session';
import { hasPermission } from '../auth/permissions';
import { ADMIN_HOME, AFTER_LOGOUT_PATH, LOGIN_PATH, isAdminPath } from '../auth/paths';

export { LOGIN_PATH, AFTER_LOGOUT_PATH, ADMIN_HOME };

/** react-admin action → permission action (DESIGN.md permission strings). */
export const ACTION_PERMISSIONS: Readonly<Record<string, string>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

/** The permission string guarding `action` on a resource with permission prefix `prefix`. */
export function permissionFor(prefix: string, action: string): string {
  return `${prefix}.${ACTION_PERMISSIONS[action] ?? action}`;
}

/** Remembers the current admin page so sign-in can come back to it. */
function rememberCurrentAdminPage(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (isAdminPath(pathname)) rememberOrigin(`${pathname}${search}${hash}`);
}

const toLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const, logoutUser: true });

export interface AuthProviderOptions {
  /** react-admin resource name → permission prefix, where they differ. */
  permissionPrefixes?: Readonly<Record<string, string>>;
}

/** Builds the admin's authProvider. */
export function createAuthProvider({ permissionPrefixes = {} }: AuthProviderOptions = {}): AuthProvider {
  return {
    async login({ email, username, password }: { email?: string; username?: string; password: string }) {
      await signIn(email ?? username ?? '', password);
      return { redirectTo: takeRememberedOrigin() ?? ADMIN_HOME };
    },

    async logout() {
      // With a session this is a deliberate sign-out: menus go home (SPEC §4). Without one
      // (react-admin logs anonymous visitors out on mount with `requireAuth`, and after an
      // expired session) the visitor is sent to sign in.
      const hadSession = !!getBearerToken();
      await signOut();
      return hadSession ? AFTER_LOGOUT_PATH : LOGIN_PATH;
    },

    async checkAuth() {
      if (getBearerToken()) return;
      rememberCurrentAdminPage();
      throw toLogin();
    },

    async checkError(error: { status?: number; sessionExpired?: boolean } | undefined) {
      if (error?.sessionExpired || error?.status === 401) {
        rememberCurrentAdminPage();
        throw toLogin();
      }
      // 403 and everything else: stay; the failed call's own toast explains it.
    },

    async getIdentity() {
      const user = getCurrentUser();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.full_name };
    },

    async getPermissions() {
      return getCurrentUser()?.permissions ?? [];
    },

    async canAccess({ resource, action }) {
      const prefix = permissionPrefixes[resource] ?? resource;
      return hasPermission(permissionFor(prefix, action));
    },
  };
}
