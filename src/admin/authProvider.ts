/**
 * react-admin authProvider over the shared client session (src/auth).
 *
 * - Admin routes need only a stored bearer token (docs/requirements.md#r6). Without one, checkAuth remembers
 *   the requested /admin page (docs/requirements.md#r4) and rejects with `redirectTo: '/login'`; with
 *   `requireAuth` react-admin then logs the visitor out on mount and navigates to what
 *   `logout()` returns, which is `/login` when there was no session (`/` after a deliberate
 *   sign-out). The admin's router has no basename (`basename="/admin"` only prefixes
 *   react-admin's own links), so that is the site's `/login`, which src/admin/main.tsx loads
 *   as a full page (the site is a separate app).
 * - A 401 the HTTP client could not cure by a refresh ends the session the same way; a 403
 *   keeps the user where they are (the failed call's toast says why) and fetches the signed-in
 *   user again: the usual cause is a permission taken away since sign-in, and the fresh
 *   permissions let the screen turn into access denied and the menu drop what is gone. The
 *   exception is the 403 of a member whose role requires two-factor sign-in they have not set
 *   up: it goes to My account's two-factor section with a notice saying why (the API refuses
 *   every other screen until then), signed in as before.
 * - canAccess maps react-admin actions to the permission strings each resource declares
 *   (`<prefix>.<action>` unless an action is named otherwise) and grants one the user holds
 *   globally or in any of their organisations (docs/decisions.md#organisation-roles: the server
 *   narrows an organisation administrator to their organisations; the browser only hides).
 *   getPermissions answers the same union.
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
import { allPermissions, hasPermissionAnywhere } from '../auth/permissions';
import { ACCOUNT_TWO_FACTOR_PATH, ADMIN_HOME, AFTER_LOGOUT_PATH, LOGIN_PATH, isAdminPath } from '../shared/paths';
import { isTwoFactorEnrolmentRequired } from './errors';

export { LOGIN_PATH, AFTER_LOGOUT_PATH, ADMIN_HOME };

/** The four actions the API guards per resource (docs/architecture.md permission strings). */
export type PermissionAction = 'read' | 'create' | 'update' | 'delete';

/**
 * react-admin action (and the admin's own: `export`, `restore`, `changeState`, …) → the API
 * action guarding it: restore needs `delete`, state changes need `update`, export needs `read`.
 */
export const ACTION_PERMISSIONS: Readonly<Record<string, PermissionAction>> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  changeState: 'update',
  setActiveStatus: 'update',
  setPaidStatus: 'update',
  delete: 'delete',
  restore: 'delete',
};

/**
 * How a resource's actions map to permission names: a prefix (`users` → `users.read`, …), or a
 * prefix with per-action names where they differ (user claims: read `users.read`, writes
 * `users.update`).
 */
export type ResourcePermissionRule = string | { prefix: string; actions?: Partial<Record<PermissionAction, string>> };

/** The permission string guarding `action` on a resource with rule (or prefix) `rule`. */
export function permissionFor(rule: ResourcePermissionRule, action: string): string {
  const prefix = typeof rule === 'string' ? rule : rule.prefix;
  const apiAction = ACTION_PERMISSIONS[action];
  if (!apiAction) return `${prefix}.${action}`;
  const named = typeof rule === 'string' ? undefined : rule.actions?.[apiAction];
  return named ?? `${prefix}.${apiAction}`;
}

/** Remembers the current admin page so sign-in can come back to it. */
function rememberCurrentAdminPage(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (isAdminPath(pathname)) rememberOrigin(`${pathname}${search}${hash}`);
}

const toLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const, logoutUser: true });

/** i18n key of the notice shown when a 403 sends the user to set up two-factor sign-in. */
export const TWO_FACTOR_REQUIRED_NOTICE = 'account.required.twoFactor';

/** react-admin's checkError rejection that opens My account's two-factor section, staying signed in, with the notice. */
const toTwoFactorEnrolment = () => ({ redirectTo: ACCOUNT_TWO_FACTOR_PATH, logoutUser: false as const, message: TWO_FACTOR_REQUIRED_NOTICE });

export interface AuthProviderOptions {
  /**
   * react-admin resource name → its permission rule (a prefix, or a prefix with per-action
   * names), where it is not simply the resource name.
   */
  permissionPrefixes?: Readonly<Record<string, ResourcePermissionRule>>;
  /**
   * Fetches the signed-in user again and keeps it (the admin's `refreshCurrentUser`), called
   * after a 403; one call at a time, however many requests were refused together.
   */
  refreshUser?: () => Promise<unknown>;
}

/** Builds the admin's authProvider. */
export function createAuthProvider({ permissionPrefixes = {}, refreshUser }: AuthProviderOptions = {}): AuthProvider {
  let refreshing: Promise<unknown> | null = null;
  const refreshUserOnce = () => {
    refreshing ??= (refreshUser?.() ?? Promise.resolve())
      .catch((error: unknown) => console.warn('admin: could not fetch the signed-in user again after a 403', error))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  return {
    async login({ email, username, password }: { email?: string; username?: string; password: string }) {
      await signIn(email ?? username ?? '', password);
      return { redirectTo: takeRememberedOrigin() ?? ADMIN_HOME };
    },

    async logout() {
      // With a session this is a deliberate sign-out: menus go home (docs/requirements.md#r4). Without one
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
      if (isTwoFactorEnrolmentRequired(error)) {
        // The stored user learns it too (twoFactorRequired), which keeps the account gate shut.
        if (refreshUser) void refreshUserOnce();
        throw toTwoFactorEnrolment();
      }
      // 403 and everything else: stay; the failed call's own toast explains it. After a 403
      // the permissions kept since sign-in may be stale: fetch them again (in the background).
      if (error?.status === 403 && refreshUser) void refreshUserOnce();
    },

    async getIdentity() {
      const user = getCurrentUser();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.full_name };
    },

    async getPermissions() {
      return getCurrentUser() ? allPermissions() : [];
    },

    async canAccess({ resource, action }) {
      return hasPermissionAnywhere(permissionFor(permissionPrefixes[resource] ?? resource, action));
    },
  };
}
