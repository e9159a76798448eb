/**
 * Roles: the standard CRUD endpoints; a role carries `permissions [{id, name}]`, written as
 * `permissionIds` in the same transaction as the role. On PUT, an absent `permissionIds`
 * leaves the role's permissions as they are.
 */
import { Type } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import { unprocessable } from '../http/errors';
import { crudRoutes, missingIds, type Row } from './crud';
import { Id, IdList, NamedRef, Nullable } from './schemas';

export const Role = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  permissions: Type.Array(NamedRef),
});

const RoleWrite = {
  name: Type.String({ minLength: 2, maxLength: 100, 'x-error-message': 'Role name must be at least 2 characters long' }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  permissionIds: Type.Optional(IdList),
};

/** Roles with their permissions, in the order of `rows`. */
async function presentRoles(db: Database, rows: Row[]) {
  const ids = rows.map((row) => row.id as number);
  const links = ids.length
    ? await db
        .select({ roleId: rolePermissions.roleId, id: permissions.id, name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, ids))
        .orderBy(asc(permissions.name))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: links.filter((link) => link.roleId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Replaces the role's permissions; 422 when an id is unknown. */
async function setPermissions(db: Database, roleId: number, permissionIds: number[]) {
  const missing = await missingIds(db, permissions, permissionIds);
  if (missing.length) throw unprocessable([{ field: 'permissionIds', reason: `Unknown permission id ${missing.join(', ')}` }]);
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) await db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
}

export default crudRoutes({
  name: 'roles',
  table: roles,
  schemas: {
    entity: Role,
    create: Type.Object(RoleWrite, { additionalProperties: false }),
    update: Type.Object({ id: Type.Optional(Id), ...RoleWrite }, { additionalProperties: false }),
  },
  searchColumns: [roles.name, roles.description],
  sortColumns: { name: roles.name, id: roles.id, createdAt: roles.createdAt },
  hooks: {
    present: presentRoles,
    async insert(tx, { permissionIds, ...role }) {
      const [created] = await tx.insert(roles).values(role).returning({ id: roles.id });
      if (permissionIds) await setPermissions(tx, created.id, permissionIds);
      return created.id;
    },
    async update(tx, id, { permissionIds, ...role }) {
      const updated = await tx.update(roles).set(role).where(eq(roles.id, id)).returning({ id: roles.id });
      if (!updated.length) return false;
      if (permissionIds) await setPermissions(tx, id, permissionIds);
      return true;
    },
  },
});
