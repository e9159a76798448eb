/**
 * User claims (docs/requirements.md#r7 `/user-claims`, docs/architecture.md#data-model): free `type`/`value` pairs on a
 * user, e.g. `department`/`sales`. Read with `users.read`, written with `users.update`
 * (docs/decisions.md#identity); deletes are hard. A claim belongs to an undeleted user, and changing one is
 * changing that user: the permission ceiling applies (403 for a user holding more than you).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { assertCanManageUser } from '../auth/ceiling';
import { userClaims, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import type { WriteContext } from './crud';
import { definedCrudRoutes } from './defined-crud';
import type { WriteOf } from '../../src/shared/resource';
import { userClaimsDefinition } from '../../src/shared/resources';
import { Id } from './schemas';

/** 422 unless `userId` is an undeleted user; 403 when they hold more than the caller. */
async function assertClaimable(ctx: WriteContext, userId: number) {
  const [user] = await ctx.tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unprocessable([{ field: 'userId', reason: `Unknown user id ${userId}` }]);
  await assertCanManageUser(ctx.tx, ctx.principal, userId);
}

/** The claims endpoints (src/shared/resources/user-claims.ts); register under /api/1.0. */
export default definedCrudRoutes(userClaimsDefinition, userClaims, {
  filters: { userId: { schema: Id, where: (userId: number) => eq(userClaims.userId, userId) } },
  hooks: {
    async insert(ctx, body) {
      const claim = body as WriteOf<typeof userClaimsDefinition, 'create'>;
      await assertClaimable(ctx, claim.userId);
      const [created] = await ctx.tx.insert(userClaims).values(claim).returning({ id: userClaims.id });
      return created.id;
    },
    async authorise(ctx, _action, rows) {
      for (const row of rows) await assertClaimable(ctx, row.userId as number);
    },
  },
});
