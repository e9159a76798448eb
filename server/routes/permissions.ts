/**
 * Permissions `<resource>.<action>` on their definition (src/shared/resources/permissions.ts), with soft delete.
 *
 * Rules (docs/decisions.md#identity): the system permissions (the names the API's routes declare, seeded with
 * `isSystem`) cannot be renamed or deleted (409). Renaming must never silently change what a
 * role carries, so a permission that a role other than the system Administrator carries cannot
 * be renamed either (409: take it out of those roles first); deleting one takes it out of every
 * role, so that restoring it grants nothing by itself. A new permission joins the system role at
 * once (docs/architecture.md: the Administrator holds every permission).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../db/schema';
import { conflict } from '../http/errors';
import { definedCrudRoutes } from './defined-crud';
import type { WriteOf } from '../../src/shared/resource';
import { permissionsDefinition } from '../../src/shared/resources';

// Entity, bodies (the name's pattern: src/shared/resources/permissions.ts), search and sort: derived.
export default definedCrudRoutes(permissionsDefinition, permissions, {
  hooks: {
    async insert(ctx, written) {
      const permission = written as WriteOf<typeof permissionsDefinition, 'create'>;
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
