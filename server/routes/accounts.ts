/**
 * Session upkeep (docs/decisions.md#tokens).
 * POST /accounts/token {bearerToken, refreshToken} → {data: {bearerToken, refreshToken}}: the
 * bearer may have expired but must carry our signature; the refresh token is rotated, and a
 * reused one revokes its family (RFC 9700 §4.14.2). Any failure is 401.
 * POST /accounts/authenticate (bearer) → the current SessionUser, to restore a session.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rotateRefreshToken } from '../auth/refresh-tokens';
import { loadSessionUser } from '../auth/session-user';
import { unauthorized } from '../http/errors';
import { SessionUser, TokenString } from './session-schemas';

const tags = ['accounts'];

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/accounts/token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        body: Type.Object({ bearerToken: TokenString, refreshToken: TokenString }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Object({ bearerToken: Type.String(), refreshToken: Type.String() }) }) },
      },
    },
    async (request) => {
      const userId = await app.bearerTokens.verify(request.body.bearerToken, { allowExpired: true });
      if (!userId) throw unauthorized();
      const rotated = await rotateRefreshToken(app.db, request.body.refreshToken, userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
      if (!rotated) throw unauthorized();
      return { data: { bearerToken: await app.bearerTokens.sign(userId, rotated.familyId), refreshToken: rotated.token } };
    },
  );

  app.post(
    '/accounts/authenticate',
    { config: { permission: 'authenticated' }, schema: { tags, response: { 200: SessionUser } } },
    async (request) => {
      const sessionUser = await loadSessionUser(app.db, request.principal!.userId);
      if (!sessionUser) throw unauthorized();
      return sessionUser;
    },
  );
};

export default accountRoutes;
