/**
 * Permission checks of docs/requirements.md#r6 Permissions are `<resource>.<action>` strings in the user's
 * permissions list; the stored user is read first, then the in-memory one; with no user or
 * no permissions every answer is false. The browser only hides what the server would deny.
 *
 * Beside these global permissions, each of the user's organisations carries the permissions its
 * organisation roles give there (docs/decisions.md#organisation-roles); `hasPermissionAnywhere`
 * and `allPermissions` count those too, for what the back office shows (menus, buttons): the
 * server narrows such a caller to their organisations and answers 404 for any other.
 */
import { getMemoryUser, getStoredUser } from './session';

function currentPermissions(): string[] | null {
  const user = getStoredUser() ?? getMemoryUser();
  const permissions = user?.permissions;
  return Array.isArray(permissions) && permissions.length ? permissions : null;
}

/** True when the signed-in user has `permission`. */
export function hasPermission(permission: string): boolean {
  const permissions = currentPermissions();
  return !!permissions && permissions.includes(permission);
}

/** True when the signed-in user has at least one of `list`. */
export function hasAnyPermission(list: readonly string[]): boolean {
  const permissions = currentPermissions();
  return !!permissions && list.some((p) => permissions.includes(p));
}

/** True when the signed-in user has every permission of `list`. */
export function hasAllPermissions(list: readonly string[]): boolean {
  const permissions = currentPermissions();
  return !!permissions && list.every((p) => permissions.includes(p));
}

/** The permissions of each of the signed-in user's organisations (empty without a user). */
function organisationPermissions(): string[][] {
  const user = getStoredUser() ?? getMemoryUser();
  const organisations = Array.isArray(user?.organisations) ? user.organisations : [];
  return organisations.map((organisation) => (Array.isArray(organisation?.permissions) ? organisation.permissions : []));
}

/**
 * True when the signed-in user holds `permission` globally or in at least one of their
 * organisations (docs/decisions.md#organisation-roles); false with no user.
 */
export function hasPermissionAnywhere(permission: string): boolean {
  return hasPermission(permission) || organisationPermissions().some((held) => held.includes(permission));
}

/**
 * Every permission the signed-in user holds somewhere: the global ones, then those only given
 * in an organisation, each once, in that order; empty with no user.
 */
export function allPermissions(): string[] {
  const names = new Set(currentPermissions() ?? []);
  for (const held of organisationPermissions()) for (const name of held) names.add(name);
  return [...names];
}
