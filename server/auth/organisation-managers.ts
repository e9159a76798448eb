/**
 * The organisation keeps a member who can manage it (docs/decisions.md#organisation-roles): once
 * an organisation has a member holding {@link MANAGING_PERMISSION} through an organisation role
 * there, no write may leave it with none — removing a membership (the members routes, a user's
 * `organisationIds`), deleting the account, or taking the role. Every such path asks
 * {@link assertManagersRemain} before it writes.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { membershipRoles, organisations, permissions, rolePermissions, roles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { keyed } from '../http/localize';

/** The permission that makes a member one of the organisation's managers. */
export const MANAGING_PERMISSION = 'organisations.update';

/** A member leaving an organisation, or losing roles there (`keptRoleIds`: the roles they keep). */
export interface MembershipLoss {
  userId: number;
  organisationId: number;
  /** The member's roles there after the change; absent when the membership goes. */
  keptRoleIds?: readonly number[];
}

/**
 * 409 when the `losses` (in the caller's transaction `db`) would leave an organisation that has
 * a manager with none. Locks the organisations concerned first (by id, so two writers queue
 * rather than deadlock), so two concurrent removals of its last two managers cannot both pass.
 */
export async function assertManagersRemain(db: Database, losses: readonly MembershipLoss[]): Promise<void> {
  const organisationIds = [...new Set(losses.map((loss) => loss.organisationId))].sort((a, b) => a - b);
  if (organisationIds.length === 0) return;
  await db.select({ id: organisations.id }).from(organisations).where(inArray(organisations.id, organisationIds)).orderBy(asc(organisations.id)).for('update');
  const managing = await db
    .selectDistinct({ organisationId: membershipRoles.organisationId, userId: membershipRoles.userId, roleId: membershipRoles.roleId })
    .from(membershipRoles)
    .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(users, eq(users.id, membershipRoles.userId))
    .where(
      and(
        inArray(membershipRoles.organisationId, organisationIds),
        eq(permissions.name, MANAGING_PERMISSION),
        isNull(roles.deletedAt),
        isNull(permissions.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  for (const organisationId of organisationIds) {
    const before = managing.filter((row) => row.organisationId === organisationId);
    if (before.length === 0) continue;
    const remaining = before.filter((row) => {
      const loss = losses.find((candidate) => candidate.organisationId === organisationId && candidate.userId === row.userId);
      return !loss || (loss.keptRoleIds?.includes(row.roleId) ?? false);
    });
    if (remaining.length === 0) throw conflict(keyed('apiErrors.lastOrganisationManager'));
  }
}
