/**
 * Users (docs/requirements.md#r7 "Users", docs/architecture.md) on their definition (src/shared/resources/users.ts): the standard endpoints with
 * soft delete, restore and active state, filters `orgId`, `roleId`, `isActive`. The user form's
 * rules (docs/requirements.md#r5) are checked here too, with the same messages; a user and their role and
 * organisation links are written in one transaction.
 *
 * Rules of docs/decisions.md#identity ("Permission ceiling", docs/architecture.md): a caller grants only roles whose
 * permissions they hold, changes only users who hold nothing they lack (403), cannot deactivate
 * or delete themselves (409), cannot leave the product without an active Administrator (409),
 * and changes another user's email only from strictly above them: the old address is told and
 * the user's sessions are revoked. One's own email is changed in My account only (409 here). A deleted user's sessions are revoked at once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { assertAdministratorsRemain, assertCanManageUser, assertHolds, assertNotSelf, isStrictlyAbove, permissionsOfRoles, systemRoleIds } from '../auth/ceiling';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/refresh-tokens';
import { assertManagersRemain } from '../auth/organisation-managers';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { organisations, roles, userOrganisations, userRoles, users, userSearchText, userSearchTrigrams } from '../db/schema';
import { forbidden, HttpError, unprocessable } from '../http/errors';
import { keyed } from '../http/localize';
import { emailChangedMail } from '../mail/messages';
import { missingIds, type Row, type WriteContext } from './crud';
import { loweredTextSearch } from './paging';
import type { OrderedSearch } from './ordered-search';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf, writeBodyOf } from './definition-schemas';
import type { User as UserEntity } from '../../src/shared/api';
import type { WriteOf } from '../../src/shared/resource';
import { usersDefinition } from '../../src/shared/resources';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type LanguageCode } from '../../src/shared/languages';
import { BirthDate, Id, Nullable } from './schemas';

/** A user as every endpoint answers it (derived from src/shared/resources/users.ts). */
export const User = entitySchemaOf(usersDefinition);

/**
 * The add and edit bodies (docs/requirements.md#r3 "User form", #r5's messages), derived; the
 * date of birth is written in the server's birth-date format (1900-01-01 to today), a range
 * the definition's `date` kind does not hold.
 */
const writtenFields = { dateOfBirth: Nullable(BirthDate) };
export const UserCreateBody = writeBodyOf(usersDefinition, 'create', writtenFields);
export const UserUpdateBody = writeBodyOf(usersDefinition, 'update', writtenFields);
/** The written fields' schemas, for bodies that take some of them (the invitation). */
export const UserWrite = UserUpdateBody.properties;
type UserCreate = WriteOf<typeof usersDefinition, 'create'>;
/** The fields of both bodies as TypeScript (the update body without its optional id). */
export type UserWriteBody = WriteOf<typeof usersDefinition, 'update'>;

type UserRow = typeof users.$inferSelect;

/** A stored preferred language as a supported code (a value outside the seven reads as English). */
export const preferredLanguageOf = (row: { preferredLanguage: string }): LanguageCode =>
  isSupportedLanguage(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE;

/**
 * The role and organisation links of some users (prepared statements: every user answer reads
 * them), as `{userId, id, name}` in name order; deleted roles and organisations left out.
 */
const userLinks = preparedPer((db) => ({
  roles: db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(sql`${userRoles.userId} = any(${sql.placeholder('ids')}::int[])`, isNull(roles.deletedAt)))
    .orderBy(asc(roles.name))
    .prepare('users_role_links'),
  organisations: db
    .select({ userId: userOrganisations.userId, id: organisations.id, name: organisations.name })
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .where(and(sql`${userOrganisations.userId} = any(${sql.placeholder('ids')}::int[])`, isNull(organisations.deletedAt)))
    .orderBy(asc(organisations.name))
    .prepare('users_organisation_links'),
}));

/** Rows → User bodies with roles and organisations (two queries for any number of rows). */
export async function presentUsers(db: Database, rows: Row[]): Promise<UserEntity[]> {
  const userRows = rows as UserRow[];
  const ids = userRows.map((row) => row.id);
  const links = userLinks(db);
  const [roleLinks, organisationLinks] = ids.length ? await Promise.all([links.roles.execute({ ids }), links.organisations.execute({ ids })]) : [[], []];
  const refsOf = (links: { userId: number; id: number; name: string }[], userId: number) =>
    links.filter((link) => link.userId === userId).map(({ id, name }) => ({ id, name }));

  return userRows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userName: row.userName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    isActive: row.isActive,
    preferredLanguage: preferredLanguageOf(row),
    requestPasswordChange: row.requestPasswordChange,
    roles: refsOf(roleLinks, row.id),
    organisations: refsOf(organisationLinks, row.id),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    invitationAcceptedAt: row.invitationAcceptedAt?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}

/**
 * 422 when a role or organisation id does not exist (or is deleted), or a role is an organisation
 * role (given per membership, docs/decisions.md#organisation-roles).
 */
export async function checkReferences(db: Database, roleIds: number[], organisationIds: number[]) {
  const [unknownRoles, unknownOrganisations, organisationRoles] = await Promise.all([
    missingIds(db, roles, roleIds),
    missingIds(db, organisations, organisationIds),
    roleIds.length ? db.select({ name: roles.name }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.scope, 'organisation'))) : [],
  ]);
  const errors = [
    ...(unknownRoles.length ? [{ field: 'roleIds', reason: `Unknown role id ${unknownRoles.join(', ')}` }] : []),
    ...(organisationRoles.length ? [{ field: 'roleIds', ...keyed('apiErrors.organisationRoleForUser', { names: organisationRoles.map((role) => role.name).join(', ') }) }] : []),
    ...(unknownOrganisations.length ? [{ field: 'organisationIds', reason: `Unknown organisation id ${unknownOrganisations.join(', ')}` }] : []),
  ];
  if (errors.length) throw unprocessable(errors);
}

/** 403 unless the caller holds every permission the roles carry (no privilege escalation). */
export async function assertCanGrant(ctx: WriteContext, roleIds: number[]) {
  assertHolds(ctx.principal, await permissionsOfRoles(ctx.tx, roleIds), 'Granting these roles');
}

/**
 * Sets `userId`'s roles and organisations to exactly `roleIds` and `organisationIds`, writing only
 * what changes: `current` are the links the user has now when the caller knows them (a new user
 * has none); links of a kind that does not change cost no statement. Memberships change by
 * difference: a kept membership keeps its organisation roles and its start, a removed one takes
 * its organisation roles with it, and one that would take an organisation's last manager is
 * refused with 409 before anything is written (docs/decisions.md#organisation-roles).
 */
export async function replaceLinks(
  tx: Database,
  userId: number,
  roleIds: number[],
  organisationIds: number[],
  current?: { roleIds: readonly number[]; organisationIds: readonly number[] },
) {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;
  if (!current || !same(current.roleIds, roleIds)) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
  const before = current?.organisationIds ?? (await organisationIdsOf(tx, userId));
  const leaving = before.filter((organisationId) => !organisationIds.includes(organisationId));
  const joining = organisationIds.filter((organisationId) => !before.includes(organisationId));
  if (leaving.length) {
    await assertManagersRemain(tx, leaving.map((organisationId) => ({ userId, organisationId })));
    await tx.delete(userOrganisations).where(and(eq(userOrganisations.userId, userId), inArray(userOrganisations.organisationId, leaving)));
  }
  if (joining.length) await tx.insert(userOrganisations).values(joining.map((organisationId) => ({ userId, organisationId })));
}

const organisationIdsOf = async (db: Database, userId: number) =>
  (await db.select({ organisationId: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, userId))).map((link) => link.organisationId);

const roleIdsOf = async (db: Database, userId: number) =>
  (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((link) => link.roleId);

/** Why `PUT /users/{ownId}` refuses a new address: where one's own email is changed instead. */
export const OWN_EMAIL_CHANGE_REASON =
  'Change your own email address in My account: the change is confirmed by a link sent to the new address';

/**
 * 409 for a caller changing their own email through the users endpoints (OWASP ASVS V2.5 /
 * Authentication Cheat Sheet: an account's address changes only after re-authentication and
 * confirmation by the new address, with notice to the old one).
 */
export const ownEmailChange = () => new HttpError(409, 'Conflict', OWN_EMAIL_CHANGE_REASON, [{ field: 'email', reason: OWN_EMAIL_CHANGE_REASON }]);

/** Filter `orgId`: members of that organisation. */
const memberOf = (organisationId: number) =>
  inArray(users.id, sql`(select ${userOrganisations.userId} from ${userOrganisations} where ${userOrganisations.organisationId} = ${organisationId})`);

/** Filter `roleId`: holders of that role. */
const holderOf = (roleId: number) =>
  inArray(users.id, sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`);

/** Searched pages by last name (the default sort) walk these ordered postings (schema.ts, userSearchTrigrams). */
export const userOrderedSearch: OrderedSearch = {
  postings: userSearchTrigrams,
  trigram: userSearchTrigrams.trigram,
  sortKey: userSearchTrigrams.lastName,
  rowId: userSearchTrigrams.userId,
  sortColumn: users.lastName,
  text: users.searchText,
};

/** The users endpoints; register under /api/1.0. */
export default definedCrudRoutes(usersDefinition, users, {
  schemas: { create: UserCreateBody, update: UserUpdateBody },
  // One LIKE on the stored, lower-cased text under the trigram index users_search_text_trgm_idx (schema.ts).
  searchColumns: [userSearchText(users)],
  indexedSearch: loweredTextSearch(users.searchText),
  orderedSearch: userOrderedSearch,
  filters: {
    orgId: { schema: Id, where: memberOf },
    roleId: { schema: Id, where: holderOf },
  },
  hooks: {
    present: presentUsers,

    async insert(ctx, body) {
      const { password, confirmPassword, roleIds = [], organisationIds = [], status, ...fields } = body as UserCreate;
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw unprocessable([{ field: 'confirmPassword', ...keyed('users.validation.passwordsMatch') }]);
      }
      await checkReferences(ctx.tx, roleIds, organisationIds);
      await assertCanGrant(ctx, roleIds);
      const [created] = await ctx.tx
        .insert(users)
        .values({ ...fields, passwordHash: await hashPassword(password), isActive: status ?? true, requestPasswordChange: fields.requestPasswordChange ?? true })
        .returning({ id: users.id });
      await replaceLinks(ctx.tx, created.id, roleIds, organisationIds, { roleIds: [], organisationIds: [] });
      return created.id;
    },

    async authorise(ctx, action, rows, change) {
      const ids = rows.map((row) => row.id as number);
      for (const id of ids) await assertCanManageUser(ctx.tx, ctx.principal, id);
      const leaving = action === 'delete' || (action === 'state' && change?.isActive === false);
      if (leaving) {
        assertNotSelf(ctx.principal, ids, action === 'delete' ? 'delete' : 'deactivate');
        await assertAdministratorsRemain(ctx.tx, ids);
      }
      // A deleted account leaves every organisation it managed: not the last manager of one.
      if (action === 'delete') {
        const memberships = ids.length ? await ctx.tx.select().from(userOrganisations).where(inArray(userOrganisations.userId, ids)) : [];
        await assertManagersRemain(ctx.tx, memberships.map(({ userId, organisationId }) => ({ userId, organisationId })));
      }
    },

    async update(ctx, current, body) {
      const userId = current.id as number;
      // docs/requirements.md#r4: the form sends an empty role or organisation selection as absent.
      const { roleIds = [], organisationIds = [], status, ...fields } = body as UserWriteBody;
      await checkReferences(ctx.tx, roleIds, organisationIds);
      const currentRoleIds = await roleIdsOf(ctx.tx, userId);
      // Newly granted roles need the caller to hold their permissions (kept ones were checked
      // by authorise: the caller holds everything the user holds).
      await assertCanGrant(ctx, roleIds.filter((roleId) => !currentRoleIds.includes(roleId)));

      const deactivating = status === false && current.isActive === true;
      // Only a role taken away can be the Administrator role.
      const droppedRoleIds = currentRoleIds.filter((roleId) => !roleIds.includes(roleId));
      const systemRoles = droppedRoleIds.length ? await systemRoleIds(ctx.tx) : [];
      const losingAdministrator = droppedRoleIds.some((roleId) => systemRoles.includes(roleId));
      if (deactivating) assertNotSelf(ctx.principal, [userId], 'deactivate');
      if (deactivating || losingAdministrator) await assertAdministratorsRemain(ctx.tx, [userId]);

      const emailChanged = fields.email.toLowerCase() !== String(current.email).toLowerCase();
      // One's own address moves only through the confirmed flow of My account (a link sent to
      // the new address, the old one told): here a stolen bearer could move the account at once.
      if (emailChanged && userId === ctx.principal.userId) throw ownEmailChange();
      const changedByOther = emailChanged && userId !== ctx.principal.userId;
      if (changedByOther) {
        const held = await roleIdsOf(ctx.tx, userId).then((ids) => permissionsOfRoles(ctx.tx, ids));
        if (!isStrictlyAbove(ctx.principal, held)) {
          throw forbidden("Changing another user's email needs more permissions than that user holds");
        }
      }

      await ctx.tx
        .update(users)
        .set({ ...fields, ...(status === undefined ? {} : { isActive: status }) })
        .where(eq(users.id, userId));
      await replaceLinks(ctx.tx, userId, roleIds, organisationIds, { roleIds: currentRoleIds, organisationIds: await organisationIdsOf(ctx.tx, userId) });

      if (changedByOther) {
        // The old address learns of the change, and sessions opened before it end (docs/decisions.md#identity).
        await revokeUserSessions(ctx.tx, [userId]);
        const app = ctx.request.server;
        const mail = await app.mailer.record(ctx.tx, emailChangedMail(String(current.email), fields.email, preferredLanguageOf(current as UserRow), app.mailer.texts));
        ctx.afterCommit(() => app.mailer.deliverLater(async () => mail));
      }
    },

    async afterChange(ctx, action, rows, change) {
      // A deleted or deactivated user's sessions end now, not when their refresh token expires.
      if (action === 'delete' || (action === 'state' && change?.isActive === false)) {
        await revokeUserSessions(ctx.tx, rows.map((row) => row.id as number));
      }
    },
  },
});
