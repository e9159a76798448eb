import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../src/shared/api';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../src/shared/languages';
import type { Database } from '../db/client';
import { membershipRoles, organisations, permissions, rolePermissions, roles, userOrganisations, userRoles, users } from '../db/schema';

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
  /**
   * What the user may do inside each organisation they are a member of, through the organisation
   * roles of that membership (organisation id → permission names; docs/decisions.md#organisation-roles).
   * Absent or empty: none.
   */
  organisations?: ReadonlyMap<number, ReadonlySet<string>>;
}

/** Whether `principal` holds `permission` in organisation `organisationId`: globally, or through a role of that membership. */
export const holdsIn = (principal: Principal, organisationId: number, permission: string): boolean =>
  principal.permissions.has(permission) || (principal.organisations?.get(organisationId)?.has(permission) ?? false);

/** The organisations in which `principal` holds every one of `required` through its memberships' roles (global holdings count too). */
export function organisationsHolding(principal: Principal, required: readonly string[]): number[] {
  return [...(principal.organisations?.keys() ?? [])].filter((organisationId) => required.every((permission) => holdsIn(principal, organisationId, permission)));
}

/**
 * Per organisation, the names of the permissions `userId`'s organisation roles carry there
 * (undeleted roles, permissions and organisations), sorted.
 */
export async function organisationPermissionsOf(db: Database, userId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectDistinct({ organisationId: membershipRoles.organisationId, name: permissions.name })
    .from(membershipRoles)
    .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .innerJoin(organisations, eq(organisations.id, membershipRoles.organisationId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, membershipRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(membershipRoles.userId, userId), eq(roles.scope, 'organisation'), isNull(roles.deletedAt), isNull(permissions.deletedAt), isNull(organisations.deletedAt)))
    .orderBy(asc(membershipRoles.organisationId), asc(permissions.name));
  const byOrganisation = new Map<number, string[]>();
  for (const row of rows) byOrganisation.set(row.organisationId, [...(byOrganisation.get(row.organisationId) ?? []), row.name]);
  return byOrganisation;
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
    .where(and(eq(userRoles.userId, userId), eq(roles.scope, 'global'), isNull(roles.deletedAt), isNull(permissions.deletedAt)))
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
  const [names, inOrganisations, mustEnrol] = await Promise.all([
    permissionsOf(db, userId),
    organisationPermissionsOf(db, userId),
    user.twoFactorEnabled ? false : requiresTwoFactor(db, userId),
  ]);
  return {
    userId,
    name: `${user.firstName} ${user.lastName}`,
    permissions: new Set(names),
    organisations: new Map([...inOrganisations].map(([organisationId, held]) => [organisationId, new Set(held)])),
    mustEnrolTwoFactor: mustEnrol,
  };
}

/** Whether one of `userId`'s (undeleted) roles, global or of a membership, requires two-factor sign-in. */
export async function requiresTwoFactor(db: Database, userId: number): Promise<boolean> {
  const [[global], [inOrganisation]] = await Promise.all([
    db
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, userId), eq(roles.requireTwoFactor, true), isNull(roles.deletedAt)))
      .limit(1),
    db
      .select({ id: roles.id })
      .from(membershipRoles)
      .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
      .where(and(eq(membershipRoles.userId, userId), eq(roles.requireTwoFactor, true), isNull(roles.deletedAt)))
      .limit(1),
  ]);
  return global !== undefined || inOrganisation !== undefined;
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
      .where(and(eq(userRoles.userId, userId), eq(roles.scope, 'global'), isNull(roles.deletedAt)))
      .orderBy(asc(roles.name)),
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(userOrganisations)
      .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
      .where(and(eq(userOrganisations.userId, userId), isNull(organisations.deletedAt)))
      .orderBy(asc(organisations.name)),
    permissionsOf(db, userId),
  ]);
  const [memberRoles, inOrganisations] = await Promise.all([
    db
      .select({ organisationId: membershipRoles.organisationId, name: roles.name })
      .from(membershipRoles)
      .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
      .where(and(eq(membershipRoles.userId, userId), isNull(roles.deletedAt)))
      .orderBy(asc(roles.name)),
    organisationPermissionsOf(db, userId),
  ]);

  return {
    id: user.id,
    full_name: `${user.firstName} ${user.lastName}`,
    user_name: user.userName,
    email: user.email,
    roles: roleRows.map((role) => role.name),
    organisations: organisationRows.map((organisation) => ({
      ...organisation,
      roles: memberRoles.filter((role) => role.organisationId === organisation.id).map((role) => role.name),
      permissions: inOrganisations.get(organisation.id) ?? [],
    })),
    permissions: permissionNames,
    requestPasswordChange: user.requestPasswordChange,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorRequired: !user.twoFactorEnabled && (await requiresTwoFactor(db, userId)),
    preferredLanguage: isSupportedLanguage(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE,
  };
}
