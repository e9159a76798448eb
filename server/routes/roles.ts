/**
 * Roles on their definition (src/shared/resources/roles.ts), with soft delete. A role carries
 * `permissions [{id, name}]` (and `permissionIds`), written as `permissionIds` in the same
 * transaction as the role; on PUT an absent `permissionIds` leaves them as they are. `requireTwoFactor` (false unless set; on
 * PUT absent leaves it) makes its members enrol in two-factor sign-in before any route but
 * their own account's answers them (server/plugins/auth.ts). `userCount` counts its undeleted users.
 *
 * Rules (docs/decisions.md#identity, docs/decisions.md#ceiling): creating or changing a role so that it
 * carries a permission the caller lacks is 403, and so is changing, deleting or restoring a
 * role that carries one; the system role (the seeded Administrator) cannot be renamed,
 * deleted or stripped of a permission (409).
 */
import { and, asc, count, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import { assertHolds, permissionsCarriedBy } from '../auth/ceiling';
import type { Database } from '../db/client';
import { membershipRoles, permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import { keyed } from '../http/localize';
import { missingIds, type Row } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { writeBodyOf } from './definition-schemas';
import type { Role } from '../../src/shared/api';
import type { WriteOf } from '../../src/shared/resource';
import { isOrganisationPermission, rolesDefinition } from '../../src/shared/resources';
import { IdList } from './schemas';

/** Answered as written: unique ids, at most 1000 (a `references` answer is a plain id list). */
const fieldSchemas = { permissionIds: IdList };

/** The bodies, derived, with the ids written as they are answered. */
const writtenFields = fieldSchemas;
type RoleCreate = WriteOf<typeof rolesDefinition, 'create'>;
type RoleUpdate = WriteOf<typeof rolesDefinition, 'update'>;
type RoleRow = typeof roles.$inferSelect;

/** Roles with their (undeleted) permissions and user counts, in the order of `rows`. */
async function presentRoles(db: Database, rows: Row[]): Promise<Role[]> {
  const ids = rows.map((row) => row.id as number);
  const [links, counts, memberCounts] = ids.length
    ? await Promise.all([
        db
          .select({ roleId: rolePermissions.roleId, id: permissions.id, name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(and(inArray(rolePermissions.roleId, ids), isNull(permissions.deletedAt)))
          .orderBy(asc(permissions.name)),
        db
          .select({ roleId: userRoles.roleId, users: count() })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(and(inArray(userRoles.roleId, ids), isNull(users.deletedAt)))
          .groupBy(userRoles.roleId),
        // An organisation role counts the members holding it, once per person.
        db
          .select({ roleId: membershipRoles.roleId, users: countDistinct(membershipRoles.userId) })
          .from(membershipRoles)
          .innerJoin(users, eq(users.id, membershipRoles.userId))
          .where(and(inArray(membershipRoles.roleId, ids), isNull(users.deletedAt)))
          .groupBy(membershipRoles.roleId),
      ])
    : [[], [], []];
  return (rows as RoleRow[]).map((row) => {
    const carried = links.filter((link) => link.roleId === row.id).map(({ id, name }) => ({ id, name }));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      isSystem: row.isSystem,
      requireTwoFactor: row.requireTwoFactor,
      scope: row.scope,
      permissionIds: carried.map((permission) => permission.id),
      permissions: carried,
      userCount: (row.scope === 'organisation' ? memberCounts : counts).find((entry) => entry.roleId === row.id)?.users ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  });
}

/** Names of the permissions `ids`; 422 when an id is unknown or deleted. */
async function permissionNames(db: Database, ids: number[]): Promise<string[]> {
  const missing = await missingIds(db, permissions, ids);
  if (missing.length) throw unprocessable([{ field: 'permissionIds', reason: `Unknown permission id ${missing.join(', ')}` }]);
  if (ids.length === 0) return [];
  return (await db.select({ name: permissions.name }).from(permissions).where(inArray(permissions.id, ids))).map((row) => row.name);
}

/** 422 when an organisation role would carry a permission outside the organisation's (docs/decisions.md#organisation-roles). */
function assertScopeAllows(scope: string | undefined, names: readonly string[]): void {
  if (scope !== 'organisation') return;
  const outside = names.filter((name) => !isOrganisationPermission(name));
  if (outside.length) throw unprocessable([{ field: 'permissionIds', ...keyed('apiErrors.organisationRolePermissions', { permissions: outside.slice(0, 5).join(', ') }) }]);
}

/** Replaces the role's permissions. */
async function setPermissions(db: Database, roleId: number, permissionIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) await db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
}

const carriedIds = async (db: Database, roleId: number) =>
  (await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((row) => row.id);

export default definedCrudRoutes(rolesDefinition, roles, {
  fieldSchemas,
  schemas: { create: writeBodyOf(rolesDefinition, 'create', writtenFields), update: writeBodyOf(rolesDefinition, 'update', writtenFields) },
  hooks: {
    present: presentRoles,
    async insert(ctx, written) {
      const { permissionIds = [], ...role } = written as RoleCreate;
      const names = await permissionNames(ctx.tx, permissionIds);
      assertScopeAllows(role.scope, names);
      assertHolds(ctx.principal, names, 'Creating this role');
      const [created] = await ctx.tx.insert(roles).values(role).returning({ id: roles.id });
      await setPermissions(ctx.tx, created.id, permissionIds);
      return created.id;
    },
    async authorise(ctx, action, rows, change) {
      for (const row of rows) {
        if (row.isSystem && action === 'delete') throw conflict(keyed('apiErrors.systemRoleDelete', { name: String(row.name) }));
        if (row.isSystem && action === 'update' && change?.name !== undefined && change.name !== row.name) {
          throw conflict(keyed('apiErrors.systemRoleRename', { name: String(row.name) }));
        }
        // Deleted roles too: restoring one grants its permissions again.
        assertHolds(ctx.principal, await permissionsCarriedBy(ctx.tx, row.id as number), 'Changing this role');
      }
    },
    async update(ctx, current, changes) {
      const { permissionIds, ...role } = changes as RoleUpdate;
      const roleId = current.id as number;
      if (permissionIds) {
        const names = await permissionNames(ctx.tx, permissionIds);
        assertScopeAllows(current.scope as string, names);
        if (current.isSystem) {
          const kept = new Set(permissionIds);
          if ((await carriedIds(ctx.tx, roleId)).some((id) => !kept.has(id))) {
            throw conflict(keyed('apiErrors.systemRolePermissions', { name: String(current.name) }));
          }
        }
        assertHolds(ctx.principal, names, 'Giving this role these permissions');
      }
      await ctx.tx.update(roles).set(role).where(eq(roles.id, roleId));
      if (permissionIds) await setPermissions(ctx.tx, roleId, permissionIds);
    },
  },
});
