/**
 * The permission ceiling (docs/decisions.md#ceiling, docs/decisions.md#identity; the rule Strapi's and
 * Directus's admin APIs enforce): nobody grants a permission they do not hold, and nobody
 * edits, deactivates or deletes a user who holds a permission they lack. Also the rules that
 * keep the back office administrable: the last active Administrator stays.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { conflict, forbidden } from '../http/errors';
import { keyed } from '../http/localize';
import type { Principal } from './session-user';
import { permissionsOf } from './session-user';

/** Names of the (undeleted) permissions the given (undeleted) roles carry. */
export async function permissionsOfRoles(db: Database, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(inArray(rolePermissions.roleId, [...roleIds]), isNull(permissions.deletedAt), isNull(roles.deletedAt)));
  return rows.map((row) => row.name).sort();
}

/**
 * Names of the (undeleted) permissions role `roleId` carries, whether or not the role itself is
 * deleted: what restoring a deleted role would grant again.
 */
export async function permissionsCarriedBy(db: Database, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), isNull(permissions.deletedAt)));
  return rows.map((row) => row.name).sort();
}

/** The names in `wanted` the caller does not hold. */
export function lacking(principal: Principal, wanted: Iterable<string>): string[] {
  return [...new Set(wanted)].filter((name) => !principal.permissions.has(name)).sort();
}

/** 403 naming (up to five of) the permissions `what` needs that the caller lacks. */
export function assertHolds(principal: Principal, wanted: Iterable<string>, what: string): void {
  const missing = lacking(principal, wanted);
  if (missing.length === 0) return;
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : '');
  throw forbidden(`${what} needs permissions you do not hold: ${shown}`);
}

/** 403 unless the caller holds every permission user `userId` holds (editing someone above you). */
export async function assertCanManageUser(db: Database, principal: Principal, userId: number): Promise<string[]> {
  const held = await permissionsOf(db, userId);
  assertHolds(principal, held, 'Changing this user');
  return held;
}

/** True when the caller holds every permission in `held` and at least one more (strictly higher). */
export function isStrictlyAbove(principal: Principal, held: readonly string[]): boolean {
  return lacking(principal, held).length === 0 && principal.permissions.size > new Set(held).size;
}

/** Id of the system (seeded Administrator) role. */
export async function systemRoleIds(db: Database): Promise<number[]> {
  return (await db.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true))).map((row) => row.id);
}

/**
 * 409 when the change would leave no active, undeleted user holding the Administrator role:
 * `leaving` are the users about to lose it (deactivated, deleted or stripped of the role).
 * The remaining Administrators' rows are locked so that two concurrent changes cannot both pass.
 */
export async function assertAdministratorsRemain(db: Database, leaving: readonly number[]): Promise<void> {
  if (leaving.length === 0) return;
  const systemRoles = await systemRoleIds(db);
  if (systemRoles.length === 0) return;
  const affected = await db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, systemRoles), inArray(userRoles.userId, [...leaving]), eq(users.isActive, true), isNull(users.deletedAt)));
  if (affected.length === 0) return;
  const remaining = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(inArray(userRoles.roleId, systemRoles), notInArray(users.id, [...leaving]), eq(users.isActive, true), isNull(users.deletedAt)))
    .for('update', { of: users });
  if (remaining.length === 0) throw conflict(keyed('apiErrors.lastAdministrator'));
}

/** 409 when the caller is among `userIds` (users cannot deactivate or delete themselves). */
export function assertNotSelf(principal: Principal, userIds: readonly number[], action: 'deactivate' | 'delete'): void {
  if (userIds.includes(principal.userId)) throw conflict(keyed(action === 'delete' ? 'apiErrors.ownAccountDelete' : 'apiErrors.ownAccountDeactivate'));
}
