/**
 * Permission checks of docs/requirements.md#r6 Permissions are `<resource>.<action>` strings in the user's
 * permissions list; the stored user is read first, then the in-memory one; with no user or
 * no permissions every answer is false. The browser only hides what the server would deny.
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
