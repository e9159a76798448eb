/**
 * Permissions `<resource>.<action>` on the CRUD route factory, with soft delete.
 *
 * Rules (docs/decisions.md#identity): the system permissions (the names the API's routes declare, seeded with
 * `isSystem`) cannot be renamed or deleted (409). Renaming must never silently change what a
 * role carries, so a permission that a role other than the system Administrator carries cannot
 * be renamed either (409: take it out of those roles first); deleting one takes it out of every
 * role, so that restoring it grants nothing by itself. A new permission joins the system role at
 * once (docs/architecture.md: the Administrator holds every permission).
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../db/schema';
import { conflict } from '../http/errors';
import { crudRoutes } from './crud';
import { Permission } from '../../src/shared/schemas/permissions';
import { FreeText, Id, Nullable } from './schemas';

/** Permission strings (docs/decisions.md#identity): `resource.action`, lower case, hyphens inside words. */
export const PERMISSION_NAME_PATTERN = '^[a-z][a-z-]*\\.[a-z][a-z-]*$';

const PermissionName = Type.String({
  pattern: PERMISSION_NAME_PATTERN,
  maxLength: 100,
  'x-error-message': 'Permission names look like resource.action, in lower case',
});

const PermissionWrite = {
  name: PermissionName,
  description: Type.Optional(Nullable(FreeText({ maxLength: 500, minLength: 1, message: 'Description must not be empty (send null to clear it)' }))),
};

export default crudRoutes({
  name: 'permissions',
  table: permissions,
  schemas: {
    entity: Permission,
    create: Type.Object(PermissionWrite, { additionalProperties: false }),
    update: Type.Object({ id: Type.Optional(Id), ...PermissionWrite }, { additionalProperties: false }),
  },
  capabilities: { softDelete: true },
  searchColumns: [permissions.name, permissions.description],
  sortColumns: { name: permissions.name, id: permissions.id, createdAt: permissions.createdAt },
  hooks: {
    async insert(ctx, permission) {
      const [created] = await ctx.tx.insert(permissions).values(permission).returning({ id: permissions.id });
      const systemRoles = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true));
      if (systemRoles.length) await ctx.tx.insert(rolePermissions).values(systemRoles.map((role) => ({ roleId: role.id, permissionId: created.id })));
      return created.id;
    },
    async authorise(ctx, action, rows, change) {
      for (const row of rows) {
        const renaming = action === 'update' && change?.name !== undefined && change.name !== row.name;
        if (row.isSystem && (renaming || action === 'delete')) {
          throw conflict(`${String(row.name)} is a system permission and cannot be ${renaming ? 'renamed' : 'deleted'}`);
        }
        if (renaming) {
          const carriers = await ctx.tx
            .select({ name: roles.name })
            .from(rolePermissions)
            .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
            .where(and(eq(rolePermissions.permissionId, row.id as number), isNull(roles.deletedAt), eq(roles.isSystem, false)));
          if (carriers.length) {
            throw conflict(`${String(row.name)} is carried by ${carriers.map((role) => role.name).join(', ')}; remove it from those roles before renaming it`);
          }
        }
      }
    },
    async afterChange(ctx, action, rows) {
      const ids = rows.map((row) => row.id as number);
      if (action === 'delete') await ctx.tx.delete(rolePermissions).where(inArray(rolePermissions.permissionId, ids));
      if (action === 'restore') {
        // Back in the system role only (the Administrator holds every permission).
        const systemRoles = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true));
        const links = systemRoles.flatMap((role) => ids.map((permissionId) => ({ roleId: role.id, permissionId })));
        if (links.length) await ctx.tx.insert(rolePermissions).values(links).onConflictDoNothing();
      }
    },
  },
});
