/**
 * Sign-in and sign-out (DESIGN.md "Authentication and authorisation").
 * POST /auth/authenticate {email, password} → {bearer_token, refresh_token, user}; the same 401
 * for an unknown email, a wrong password and an inactive or deleted user; rate limited per
 * email+IP and per IP (429).
 * POST /auth/logout {refreshToken} → 204, revoking that session (unknown tokens too: 204).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { issueRefreshToken, revokeRefreshToken } from '../auth/refresh-tokens';
import { loadSessionUser } from '../auth/session-user';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { SessionUser, TokenString } from './session-schemas';

const INVALID_CREDENTIALS = 'Invalid credentials';
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/authenticate',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn,
      schema: {
        tags,
        body: Type.Object(
          // No email format here: a malformed address is just another wrong credential.
          { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ bearer_token: Type.String(), refresh_token: Type.String(), user: SessionUser }),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await app.db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.email, email.trim()));

      // Verify a password even for unknown emails so that timing does not reveal accounts.
      const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !passwordMatches || !user.isActive || user.deletedAt) throw unauthorized(INVALID_CREDENTIALS);

      await app.db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
      const [bearerToken, refreshToken, sessionUser] = await Promise.all([
        app.bearerTokens.sign(user.id),
        issueRefreshToken(app.db, user.id),
        loadSessionUser(app.db, user.id),
      ]);
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
      await revokeRefreshToken(app.db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
