/**
 * The rules every change of an organisation's membership checks (docs/decisions.md#organisation-roles),
 * shared by adding members (members.ts), removing them (membership.ts) and inviting them
 * (member-invitations.ts): the organisation exists and is not deleted, the roles are
 * organisation roles, and the caller holds in the organisation every permission of the roles
 * given or taken (the ceiling inside an organisation, docs/decisions.md#ceiling).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { permissionsOfRoles } from '../../auth/ceiling';
import { holdsIn, type Principal } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { organisations, roles, users } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { keyed } from '../../http/localize';

/** 422 unless every id names an undeleted organisation role. */
export async function assertOrganisationRoles(db: Database, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db
    .select({ id: roles.id, scope: roles.scope, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), isNull(roles.deletedAt)));
  const unknown = roleIds.filter((id) => !found.some((role) => role.id === id));
  if (unknown.length) throw unprocessable([{ field: 'roleIds', reason: `Unknown role id ${unknown.join(', ')}` }]);
  const global = found.filter((role) => role.scope !== 'organisation');
  if (global.length) throw unprocessable([{ field: 'roleIds', ...keyed('apiErrors.notOrganisationRole', { names: global.map((role) => role.name).join(', ') }) }]);
}

/** 403 unless the caller holds in `organisationId` every permission the roles carry (the ceiling inside an organisation). */
export async function assertCanGrantIn(db: Database, principal: Principal, organisationId: number, roleIds: readonly number[]): Promise<void> {
  const missing = (await permissionsOfRoles(db, roleIds)).filter((name) => !holdsIn(principal, organisationId, name));
  if (missing.length) throw forbidden(keyed('apiErrors.organisationCeiling', { permissions: missing.slice(0, 5).join(', ') }));
}

/** The organisation, locked for the transaction; 404 when missing, 409 when deleted. */
export async function lockOrganisation(db: Database, organisationId: number): Promise<void> {
  const [organisation] = await db.select({ deletedAt: organisations.deletedAt }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
  if (!organisation) throw notFound();
  if (organisation.deletedAt) throw conflict(keyed('apiErrors.recordDeleted'));
}

/** A user name for a new member's account: the address's local part, numbered when taken. */
export async function freeUserName(db: Database, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'member').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40).padEnd(2, '0');
  const taken = new Set(
    (await db.select({ userName: users.userName }).from(users).where(sql`${users.userName}::text ilike ${`${base}%`}`)).map((row) => String(row.userName).toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}${suffix}`.toLowerCase())) return `${base}${suffix}`;
}
