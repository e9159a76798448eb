/**
 * User claims (docs/requirements.md#r7 `/user-claims`, docs/architecture.md#data-model): free `type`/`value` pairs on a
 * user, e.g. `department`/`sales`. Read with `users.read`, written with `users.update`
 * (docs/decisions.md#identity); deletes are hard. A claim belongs to an undeleted user, and changing one is
 * changing that user: the permission ceiling applies (403 for a user holding more than you).
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { assertCanManageUser } from '../auth/ceiling';
import { userClaims, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { crudRoutes, type WriteContext } from './crud';
import { UserClaim } from '../../src/shared/schemas/user-claims';
import { Id, NameString } from './schemas';

const ClaimFields = {
  type: NameString({ minLength: 1, maxLength: 100, label: 'Claim type', message: 'Claim type is required (up to 100 characters)' }),
  value: NameString({ minLength: 1, maxLength: 500, label: 'Claim value', message: 'Claim value is required (up to 500 characters)' }),
};

/** 422 unless `userId` is an undeleted user; 403 when they hold more than the caller. */
async function assertClaimable(ctx: WriteContext, userId: number) {
  const [user] = await ctx.tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unprocessable([{ field: 'userId', reason: `Unknown user id ${userId}` }]);
  await assertCanManageUser(ctx.tx, ctx.principal, userId);
}

export default crudRoutes({
  name: 'user-claims',
  permissions: { read: 'users.read', create: 'users.update', update: 'users.update', delete: 'users.update' },
  table: userClaims,
  schemas: {
    entity: UserClaim,
    create: Type.Object({ userId: Id, ...ClaimFields }, { additionalProperties: false }),
    update: Type.Object({ id: Type.Optional(Id), ...ClaimFields }, { additionalProperties: false }),
  },
  capabilities: { hardDelete: true },
  searchColumns: [userClaims.type, userClaims.value],
  sortColumns: { type: userClaims.type, value: userClaims.value, id: userClaims.id, createdAt: userClaims.createdAt },
  filters: { userId: { schema: Id, where: (userId: number) => eq(userClaims.userId, userId) } },
  hooks: {
    async insert(ctx, claim) {
      await assertClaimable(ctx, claim.userId);
      const [created] = await ctx.tx.insert(userClaims).values(claim).returning({ id: userClaims.id });
      return created.id;
    },
    async authorise(ctx, _action, rows) {
      for (const row of rows) await assertClaimable(ctx, row.userId as number);
    },
  },
});
