import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../src/shared/api';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../src/shared/languages';
import type { Database } from '../db/client';
import { organisations, permissions, rolePermissions, roles, userOrganisations, userRoles, users } from '../db/schema';

/** Who is calling: an active user and the union of their roles' permissions. */
export interface Principal {
  userId: number;
  /** Full name, for the activity log. */
  name: string;
  /** The refresh-token family the bearer was issued for (its `sid`), when known. */
  sessionId?: string | null;
  /** A role requires two-factor sign-in and the user has not enrolled: only account routes are open. */
  mustEnrolTwoFactor?: boolean;
  permissions: ReadonlySet<string>;
}

/** Names of every permission `userId`'s (undeleted) roles carry, sorted; deleted permissions excluded. */
export async function permissionsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    // A soft-deleted role or permission grants nothing.
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt), isNull(permissions.deletedAt)))
    .orderBy(asc(permissions.name));
  return rows.map((row) => row.name);
}

/**
 * The principal for `userId` from the database; null when the user is unknown, inactive or
 * deleted. The auth hook asks it through the principal cache (principal-cache.ts), which every
 * write that changes a principal invalidates, so deactivation and role changes apply at once.
 */
export async function loadPrincipal(db: Database, userId: number): Promise<Principal | null> {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
  if (!user) return null;
  const [names, mustEnrol] = await Promise.all([permissionsOf(db, userId), user.twoFactorEnabled ? false : requiresTwoFactor(db, userId)]);
  return { userId, name: `${user.firstName} ${user.lastName}`, permissions: new Set(names), mustEnrolTwoFactor: mustEnrol };
}

/** Whether one of `userId`'s (undeleted) roles requires two-factor sign-in. */
export async function requiresTwoFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requireTwoFactor, true), isNull(roles.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The signed-in user as the client keeps it (docs/requirements.md#r3), or null when unknown or deleted. */
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
      .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt)))
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
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorRequired: !user.twoFactorEnabled && (await requiresTwoFactor(db, userId)),
    preferredLanguage: isSupportedLanguage(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE,
  };
}
