import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../src/contract/api';
import type { Database } from '../db/client';
import { organisations, permissions, rolePermissions, roles, userOrganisations, userRoles, users } from '../db/schema';

/** Who is calling: an active user and the union of their roles' permissions. */
export interface Principal {
  userId: number;
  permissions: ReadonlySet<string>;
}

/** Names of every permission `userId`'s roles carry, sorted. */
export async function permissionsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(permissions.name));
  return rows.map((row) => row.name);
}

/**
 * The principal for `userId`, loaded fresh on every request so that deactivation and role
 * changes apply at once; null when the user is unknown, inactive or deleted.
 */
export async function loadPrincipal(db: Database, userId: number): Promise<Principal | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
  if (!user) return null;
  return { userId, permissions: new Set(await permissionsOf(db, userId)) };
}

/** The signed-in user as the client keeps it (SPEC §3), or null when unknown or deleted. */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return null;

  const [roleRows, organisationRows, permissionNames] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.name)),
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(userOrganisations)
      .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
      .where(and(eq(userOrganisations.userId, userId), isNull(organisations.deletedAt)))
      .orderBy(asc(organisations.name)),
    permissionsOf(db, userId),
  ]);

  return {
    id: user.id,
    full_name: `${user.firstName} ${user.lastName}`,
    user_name: user.userName,
    email: user.email,
    roles: roleRows.map((role) => role.name),
    organisations: organisationRows,
    permissions: permissionNames,
    requestPasswordChange: user.requestPasswordChange,
  };
}
