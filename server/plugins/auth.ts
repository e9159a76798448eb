/**
 * Authorisation declared per route and checked in one place (DESIGN.md "Authentication and
 * authorisation"; fastify/demo). Every `/api` route declares `config.permission`:
 * - `'public'`: anyone;
 * - `'authenticated'`: any active user with a valid bearer;
 * - `'<resource>.<action>'`: an active user whose roles carry that permission.
 * A route without a declaration makes startup fail (deny by default).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createBearerTokens, type BearerTokens } from '../auth/bearer-tokens';
import { loadPrincipal, type Principal } from '../auth/session-user';
import { forbidden, unauthorized } from '../http/errors';

/** What a route may declare as `config.permission`. */
export type RoutePermission = 'public' | 'authenticated' | `${string}.${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    bearerTokens: BearerTokens;
  }
  interface FastifyRequest {
    /** Set by the authorisation hook on every non-public route. */
    principal: Principal | null;
  }
}

/** Routes of third-party plugins under /api that are public by nature (the OpenAPI UI). */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

/** Options of the auth plugin. */
export interface AuthPluginOptions {
  jwtSecret: string;
}

/** Throws when an `/api` route declares no permission; marks the OpenAPI routes public. */
export function requirePermissionDeclaration(route: RouteOptions): void {
  if (!/^\/api(\/|$)/.test(route.url)) return;
  route.config ??= {};
  if (route.config.permission) return;
  if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))) {
    route.config.permission = 'public';
    return;
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(`Route ${methods} ${route.url} declares no config.permission (deny by default)`);
}

/** The bearer token in `Authorization: Bearer <token>`, if any. */
function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export default fp(
  async function auth(app: FastifyInstance, options: AuthPluginOptions) {
    const bearerTokens = createBearerTokens(options.jwtSecret);
    app.decorate('bearerTokens', bearerTokens);
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      requirePermissionDeclaration(route);
      // Document the bearer requirement in OpenAPI.
      const permission = route.config?.permission;
      if (route.schema && permission && permission !== 'public') {
        route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as typeof route.schema;
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const permission = request.routeOptions.config?.permission;
      if (!permission || permission === 'public') return;

      const token = bearerOf(request);
      const userId = token ? await bearerTokens.verify(token) : null;
      const principal = userId ? await loadPrincipal(app.db, userId) : null;
      if (!principal) {
        reply.header('www-authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
        throw unauthorized();
      }
      if (permission !== 'authenticated' && !principal.permissions.has(permission)) {
        throw forbidden(`Missing permission ${permission}`);
      }
      request.principal = principal;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
