/**
 * Authorisation declared per route and checked in one place (docs/decisions.md#identity; fastify/demo). Every `/api` route declares `config.permission`:
 * - `'public'`: anyone;
 * - `'authenticated'`: any active user with a valid bearer;
 * - `'<resource>.<action>'`: an active user whose roles carry that permission;
 * and `config.alsoRequires` lists further permissions the caller must hold too (a route that
 * reads one resource to write another, e.g. importing a crawled record as an organisation).
 * A route without a declaration makes startup fail (deny by default).
 * An organisation-owned route also declares `config.organisationScope`: then a caller without
 * the permission globally is let in when an organisation role of theirs gives it in the
 * organisation the request acts in, and gets 404 for any other organisation (its existence is
 * not revealed); lists narrow to `request.organisationAccess` (docs/decisions.md#organisation-roles).
 * A bearer is honoured only while its session (its `sid`, a refresh-token family) is live: a
 * session revoked by any path is refused at the very next request, on every instance.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createBearerTokens, type BearerTokens } from '../auth/bearer-tokens';
import { createSecretBox, type SecretBox } from '../auth/secret-box';
import { collectEndedSessions } from '../auth/ended-sessions';
import { createPrincipalCache, principalChangeOf, redisVersions, type PrincipalCache } from '../auth/principal-cache';
import { isSessionLive } from '../auth/refresh-tokens';
import { loadPrincipal, organisationsHolding, type Principal } from '../auth/session-user';
import { isOrganisationPermission } from '../../src/shared/resources';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { keyed } from '../http/localize';

/** What a route may declare as `config.permission`. */
export type RoutePermission = 'public' | 'authenticated' | `${string}.${string}`;

/**
 * How an organisation-owned route finds the organisation it acts in (docs/decisions.md#organisation-roles):
 * - `organisationOf`: one organisation, from the request (a path id, the body, or the owner of the
 *   record named in the path); called after the body is parsed; undefined when there is none
 *   (an unknown record), which answers 404 to a caller without the global permission;
 * - `narrows`: any number; the route itself keeps to `request.organisationAccess` (lists, lookups by ids).
 */
export type OrganisationScope =
  | { organisationOf: (request: FastifyRequest) => Promise<number | undefined> | number | undefined }
  | { narrows: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Further `<resource>.<action>` permissions the caller must hold beside `permission` (all of them). */
    alsoRequires?: readonly `${string}.${string}`[];
    /** The route acts on organisation-owned data: organisation roles can open it ({@link OrganisationScope}). */
    organisationScope?: OrganisationScope;
  }
  interface FastifyInstance {
    bearerTokens: BearerTokens;
    /** Encrypts two-factor secrets at rest (server/auth/secret-box.ts). */
    twoFactorBox: SecretBox;
    /** Every /api route with its declared permission, as registered (the authorisation matrix's source). */
    routePermissions: readonly RouteDeclaration[];
    /** Principals of recent callers (server/auth/principal-cache.ts); writes invalidate it. */
    principalCache: PrincipalCache;
  }
  interface FastifyRequest {
    /** Set by the authorisation hook on every non-public route. */
    principal: Principal | null;
    /** Users whose sessions this request ended (server/auth/ended-sessions.ts). */
    endedSessions: ReadonlySet<number> | null;
    /**
     * Null when the caller holds the route's permissions globally; else the organisations it may
     * act in through its organisation roles (one, for a route that names its organisation).
     */
    organisationAccess: ReadonlySet<number> | null;
  }
}

/** One registered /api route and what it requires. */
export interface RouteDeclaration {
  method: string;
  url: string;
  permission: RoutePermission;
  /** The route's `config.alsoRequires`, when it declares any. */
  alsoRequires?: readonly string[];
  /** The route declares `config.organisationScope`: organisation roles can open it. */
  organisationScoped?: true;
}

/** Routes of third-party plugins under /api that are public by nature (the OpenAPI UI). */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

/** Options of the auth plugin. */
export interface AuthPluginOptions {
  jwtSecret: string;
  /** With Redis, principal cache invalidations reach every instance. */
  redisUrl?: string;
  /** How long a cached principal may be served (milliseconds; default 5 s, 0: no cache). */
  principalCacheTtlMs?: number;
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
    app.decorate('twoFactorBox', createSecretBox(options.jwtSecret, 'two-factor-secret'));
    app.decorateRequest('principal', null);
    app.decorateRequest('endedSessions', null);
    app.decorateRequest('organisationAccess', null);
    const routePermissions: RouteDeclaration[] = [];
    app.decorate('routePermissions', routePermissions);

    let lastWarning = 0;
    const onSharedError = (error: unknown) => {
      // At most one line a minute during an outage, not one per lookup.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'Redis unavailable: principals are loaded on every request');
    };
    const shared = options.redisUrl ? redisVersions(options.redisUrl, { onError: onSharedError }) : undefined;
    const principalCache = createPrincipalCache({ ttlMs: options.principalCacheTtlMs ?? 5_000, shared, onSharedError });
    app.decorate('principalCache', principalCache);
    app.addHook('onClose', () => principalCache.close());

    app.addHook('onRoute', (route) => {
      requirePermissionDeclaration(route);
      if (/^\/api(\/|$)/.test(route.url)) {
        for (const method of [route.method].flat()) {
          const alsoRequires = route.config!.alsoRequires;
          if (method !== 'HEAD')
            routePermissions.push({
              method,
              url: route.url,
              permission: route.config!.permission!,
              ...(alsoRequires?.length ? { alsoRequires } : {}),
              ...(route.config!.organisationScope ? { organisationScoped: true } : {}),
            });
        }
      }
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
      const claims = token ? await bearerTokens.verifyClaims(token) : null;
      // Every bearer the API issues names its session; one that does not cannot be revoked.
      const sessionId = claims?.sessionId;
      const loaded =
        claims && sessionId
          ? await principalCache.getForSession(claims.userId, sessionId, {
              principal: () => loadPrincipal(app.db, claims.userId),
              sessionIsLive: () => isSessionLive(app.db, claims.userId, sessionId),
            })
          : null;
      const principal = loaded && { ...loaded, sessionId };
      if (!principal) {
        reply.header('www-authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
        throw unauthorized();
      }
      // A member of a role that requires two-factor sign-in enrols before anything else.
      if (permission !== 'authenticated' && principal.mustEnrolTwoFactor) {
        throw forbidden('Two-factor authentication must be set up first');
      }
      const required = permission === 'authenticated' ? [] : [permission, ...(request.routeOptions.config?.alsoRequires ?? [])];
      const missing = required.find((name) => !principal.permissions.has(name));
      if (missing) {
        // Organisation roles open organisation-owned routes, in their organisations only.
        const scope = request.routeOptions.config?.organisationScope;
        const within = scope && required.every((name) => principal.permissions.has(name) || isOrganisationPermission(name)) ? organisationsHolding(principal, required) : [];
        if (within.length === 0) throw forbidden(keyed('apiErrors.missingPermission', { permission: missing }));
        request.organisationAccess = new Set(within);
      }
      request.principal = principal;
    });

    // The organisation a scoped request acts in, once its body is parsed: one the caller's roles
    // reach, or 404 as for a record that does not exist.
    app.addHook('preValidation', async (request) => {
      const access = request.organisationAccess;
      const scope = request.routeOptions.config?.organisationScope;
      if (!access || !scope || !('organisationOf' in scope)) return;
      const organisationId = await scope.organisationOf(request);
      if (organisationId === undefined || !access.has(organisationId)) throw notFound();
      request.organisationAccess = new Set([organisationId]);
    });

    // Revocations report the users whose sessions they end (server/auth/refresh-tokens.ts); the
    // scope starts here, after the body is parsed, so that it reaches the route's handler.
    app.addHook('preHandler', (request, _reply, done) => {
      const ended = new Set<number>();
      request.endedSessions = ended;
      collectEndedSessions(ended, done);
    });

    // A write that may change principals or end sessions invalidates before its answer leaves
    // (after its transaction committed), so the next request (on any instance) sees the change.
    app.addHook('onSend', async (request) => {
      const change = principalChangeOf(request);
      if (change.scope === 'all') return principalCache.invalidateAll();
      const userIds = new Set(request.endedSessions);
      if (change.scope === 'user') userIds.add(change.userId);
      for (const userId of userIds) await principalCache.invalidateUser(userId);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
