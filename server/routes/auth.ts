/**
 * Sign-in and sign-out (docs/decisions.md#tokens).
 * POST /auth/authenticate {email, password} → {bearer_token, refresh_token, user}; the same 401
 * for an unknown email, a wrong password and an inactive or deleted user; rate limited (429):
 * failed attempts per email+IP, every attempt per IP (server/plugins/rate-limit.ts). A failure is
 * logged without an actor (nobody was authenticated): the address typed is kept in the row's
 * changes, the account it names (if any) is the row's record.
 * POST /auth/logout {refreshToken} → 204, revoking that session (unknown tokens too: 204).
 */
import { randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { issueRefreshToken, revokeRefreshToken } from '../auth/refresh-tokens';
import { loadSessionUser } from '../auth/session-user';
import { recordActivity } from '../audit/activity';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { SessionUser, TokenString } from './session-schemas';
import { issueChallenge } from './two-factor';

const INVALID_CREDENTIALS = 'Invalid credentials';
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/authenticate',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn('email'),
      schema: {
        tags,
        body: Type.Object(
          // No email format here: a malformed address is just another wrong credential.
          { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Union([
            Type.Object({ bearer_token: Type.String(), refresh_token: Type.String(), user: SessionUser }),
            // docs/decisions.md#accounts: with two-factor on, a correct password earns a challenge, not tokens.
            Type.Object({ two_factor_required: Type.Literal(true), challenge: Type.String() }),
          ]),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await app.db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, deletedAt: users.deletedAt, twoFactorEnabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.email, email.trim()));

      // Verify a password even for unknown emails so that timing does not reveal accounts.
      const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !passwordMatches || !user.isActive || user.deletedAt) {
        // Never as the actor: anyone may type anything ("System Administrator") as the email.
        await recordActivity(app.db, request, {
          action: 'sign-in-failed',
          resource: 'auth',
          recordId: user?.id ?? null,
          actorId: null,
          actorName: null,
          changes: { email: [null, email.trim()] },
        });
        throw unauthorized(INVALID_CREDENTIALS);
      }

      if (user.twoFactorEnabled) return { two_factor_required: true as const, challenge: await issueChallenge(app.db, user.id) };

      await app.db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
      const sessionId = randomUUID();
      const [bearerToken, refreshToken, sessionUser] = await Promise.all([
        app.bearerTokens.sign(user.id, sessionId),
        issueRefreshToken(app.db, user.id, sessionId, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        loadSessionUser(app.db, user.id),
      ]);
      await recordActivity(app.db, request, { action: 'sign-in', resource: 'auth', recordId: user.id, actorId: user.id, actorName: sessionUser!.full_name });
      return { bearer_token: bearerToken, refresh_token: refreshToken, user: sessionUser! };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        body: Type.Object({ refreshToken: TokenString }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const userId = await revokeRefreshToken(app.db, request.body.refreshToken);
      if (userId !== null) await recordActivity(app.db, request, { action: 'sign-out', resource: 'auth', recordId: userId, actorId: userId, actorName: null });
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
