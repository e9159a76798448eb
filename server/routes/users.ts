/**
 * Users (SPEC §7 "Users", DESIGN.md). The user form's rules (SPEC §5) are checked here too, with
 * the same messages. A user and their role and organisation links are written in one
 * transaction. Deleting users is not offered (SPEC §7: "Delete user is not implemented").
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { User as UserBody } from '../../src/contract/api';
import { hashPassword } from '../auth/passwords';
import type { Principal } from '../auth/session-user';
import type { Database } from '../db/client';
import { organisations, permissions, rolePermissions, roles, userOrganisations, userRoles, users } from '../db/schema';
import { badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { missingIds } from './crud';
import { orderBy, paged, pageWindow, searchCondition } from './paging';
import { Id, IdList, IdParams, NamedRef, Nullable, Paged, pagedQuery, StateFilters, Timestamp } from './schemas';

export const User = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userName: Type.String(),
  gender: Nullable(Type.Boolean()),
  dateOfBirth: Nullable(Type.String({ format: 'date' })),
  isActive: Type.Boolean(),
  requestPasswordChange: Type.Boolean(),
  roles: Type.Array(NamedRef),
  organisations: Type.Array(NamedRef),
  lastLoginAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** Fields of both the add and the edit form (SPEC §3 "User form"), with SPEC §5's messages. */
const UserWrite = {
  firstName: Type.String({ minLength: 2, maxLength: 100, 'x-error-message': 'First name must be at least 2 characters long' }),
  lastName: Type.String({ minLength: 2, maxLength: 100, 'x-error-message': 'Last name must be at least 2 characters long' }),
  email: Type.String({ format: 'email', maxLength: 254, 'x-error-message': 'Please enter a valid email address' }),
  userName: Type.String({ minLength: 2, maxLength: 100, 'x-error-message': 'Username must be at least 2 characters long' }),
  gender: Type.Optional(Nullable(Type.Boolean())),
  dateOfBirth: Type.Optional(Nullable(Type.String({ format: 'date', 'x-error-message': 'Date of birth must be a date (yyyy-mm-dd)' }))),
  roleIds: Type.Optional(IdList),
  organisationIds: Type.Optional(IdList),
  requestPasswordChange: Type.Optional(Type.Boolean()),
  /** Maps to isActive. */
  status: Type.Optional(Type.Boolean()),
};

export const UserCreateBody = Type.Object(
  {
    ...UserWrite,
    password: Type.String({ minLength: 6, maxLength: 200, 'x-error-message': 'Password must be at least 6 characters long' }),
    confirmPassword: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const UserUpdateBody = Type.Object({ id: Type.Optional(Id), ...UserWrite }, { additionalProperties: false });

const SORT_COLUMNS = {
  lastName: users.lastName,
  firstName: users.firstName,
  email: users.email,
  userName: users.userName,
  createdAt: users.createdAt,
  isActive: users.isActive,
  id: users.id,
} as const;

const ListFilters = { orgId: Type.Optional(Id), isActive: StateFilters.isActive, include_deleted: StateFilters.include_deleted };
const UsersPagedQuery = pagedQuery(Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[], ListFilters);
const UsersListQuery = Type.Object(ListFilters);

const SEARCH_COLUMNS = [users.firstName, users.lastName, users.email, users.userName, sql`${users.firstName} || ' ' || ${users.lastName}`];

function listConditions(query: { orgId?: number; isActive?: boolean; include_deleted: boolean; search_term?: string }): SQL | undefined {
  return and(
    query.include_deleted ? undefined : isNull(users.deletedAt),
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    query.orgId === undefined
      ? undefined
      : inArray(users.id, sql`(select ${userOrganisations.userId} from ${userOrganisations} where ${userOrganisations.organisationId} = ${query.orgId})`),
    query.search_term ? searchCondition(query.search_term, SEARCH_COLUMNS) : undefined,
  );
}

type UserRow = typeof users.$inferSelect;

/** Rows → User bodies with roles and organisations (two queries for any number of rows). */
async function presentUsers(db: Database, rows: UserRow[]): Promise<UserBody[]> {
  const ids = rows.map((row) => row.id);
  const [roleLinks, organisationLinks] = ids.length
    ? await Promise.all([
        db
          .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.name)),
        db
          .select({ userId: userOrganisations.userId, id: organisations.id, name: organisations.name })
          .from(userOrganisations)
          .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
          .where(and(inArray(userOrganisations.userId, ids), isNull(organisations.deletedAt)))
          .orderBy(asc(organisations.name)),
      ])
    : [[], []];
  const refsOf = (links: { userId: number; id: number; name: string }[], userId: number) =>
    links.filter((link) => link.userId === userId).map(({ id, name }) => ({ id, name }));

  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userName: row.userName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    isActive: row.isActive,
    requestPasswordChange: row.requestPasswordChange,
    roles: refsOf(roleLinks, row.id),
    organisations: refsOf(organisationLinks, row.id),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function findUser(db: Database, id: number): Promise<UserBody | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return (await presentUsers(db, rows))[0];
}

/** 422 when a role or organisation id does not exist. */
async function checkReferences(db: Database, roleIds: number[], organisationIds: number[]) {
  const [unknownRoles, unknownOrganisations] = await Promise.all([missingIds(db, roles, roleIds), missingIds(db, organisations, organisationIds)]);
  const errors = [
    ...(unknownRoles.length ? [{ field: 'roleIds', reason: `Unknown role id ${unknownRoles.join(', ')}` }] : []),
    ...(unknownOrganisations.length ? [{ field: 'organisationIds', reason: `Unknown organisation id ${unknownOrganisations.join(', ')}` }] : []),
  ];
  if (errors.length) throw unprocessable(errors);
}

/**
 * 403 unless the caller holds every permission the given roles carry: a Manager may not make
 * someone (or edit someone who is) an Administrator, which would be a privilege escalation.
 */
async function checkCanGrant(db: Database, principal: Principal, roleIds: number[]) {
  if (roleIds.length === 0) return;
  const granted = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  const lacking = granted.map((p) => p.name).filter((name) => !principal.permissions.has(name));
  if (lacking.length) throw forbidden(`Cannot grant roles carrying permissions you do not hold (${lacking.slice(0, 3).join(', ')})`);
}

async function replaceLinks(tx: Database, userId: number, roleIds: number[], organisationIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userOrganisations).where(eq(userOrganisations.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  if (organisationIds.length) {
    await tx.insert(userOrganisations).values(organisationIds.map((organisationId) => ({ userId, organisationId })));
  }
}

const tags = ['users'];

/** The users endpoints; register under /api/1.0. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/paged',
    { config: { permission: 'users.read' }, schema: { tags, querystring: UsersPagedQuery, response: { 200: Paged(User) } } },
    async ({ query }) => {
      const where = listConditions(query);
      const [{ count }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
      const { limit, offset } = pageWindow(query.current_page, query.page_size);
      const rows = await app.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[(query.sort_by ?? 'lastName') as keyof typeof SORT_COLUMNS], query.sort_order, users.id))
        .limit(limit)
        .offset(offset);
      return paged(await presentUsers(app.db, rows), count, query.current_page, query.page_size);
    },
  );

  app.get(
    '/users',
    { config: { permission: 'users.read' }, schema: { tags, querystring: UsersListQuery, response: { 200: Type.Array(User) } } },
    async ({ query }) => {
      const rows = await app.db.select().from(users).where(listConditions(query)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return presentUsers(app.db, rows);
    },
  );

  app.get(
    '/users/:id',
    { config: { permission: 'users.read' }, schema: { tags, params: IdParams, response: { 200: User } } },
    async ({ params }) => {
      const user = await findUser(app.db, params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  app.post(
    '/users',
    { config: { permission: 'users.create' }, schema: { tags, body: UserCreateBody, response: { 201: User } } },
    async (request, reply) => {
      const { password, confirmPassword, roleIds = [], organisationIds = [], status, ...fields } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw unprocessable([{ field: 'confirmPassword', reason: 'Passwords must match' }]);
      }
      await checkReferences(app.db, roleIds, organisationIds);
      await checkCanGrant(app.db, request.principal!, roleIds);
      const passwordHash = await hashPassword(password);

      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...fields, passwordHash, isActive: status ?? true, requestPasswordChange: fields.requestPasswordChange ?? true })
          .returning({ id: users.id });
        await replaceLinks(tx as unknown as Database, created.id, roleIds, organisationIds);
        return created.id;
      });
      return reply.status(201).send((await findUser(app.db, id))!);
    },
  );

  app.put(
    '/users/:id',
    { config: { permission: 'users.update' }, schema: { tags, params: IdParams, body: UserUpdateBody, response: { 200: User } } },
    async (request) => {
      const { id: bodyId, roleIds = [], organisationIds = [], status, ...fields } = request.body as Static<typeof UserUpdateBody>;
      const userId = request.params.id;
      if (bodyId !== undefined && bodyId !== userId) throw badRequest('The id in the payload does not match the path');

      const currentRoleIds = (await app.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
        (link) => link.roleId,
      );
      await checkReferences(app.db, roleIds, organisationIds);
      await checkCanGrant(app.db, request.principal!, [...new Set([...roleIds, ...currentRoleIds])]);

      const found = await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ ...fields, ...(status === undefined ? {} : { isActive: status }) })
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (!updated.length) return false;
        // SPEC §4: the form sends an empty role or organisation selection as absent.
        await replaceLinks(tx as unknown as Database, userId, roleIds, organisationIds);
        return true;
      });
      if (!found) throw notFound();
      return findUser(app.db, userId);
    },
  );
};

export default userRoutes;
