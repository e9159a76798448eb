/**
 * The authorisation matrix of docs/decisions.md#identity, GENERATED from the server's own route table
 * (`app.routePermissions`, filled as routes register): every /api route × {anonymous, signed in
 * without a role, Viewer, Manager, Administrator} must answer what its declared permission
 * demands. A route added later is in the table, so it cannot be forgotten here.
 *
 * What a caller holds comes from the seed's role definitions (SEEDED_ROLES), not from the
 * server's session code, so a server that grants more than the seed says fails the matrix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteDeclaration } from '../../server/plugins/auth';
import { SEEDED_PERMISSIONS, SEEDED_ROLES } from '../../server/db/seed-data';
import { PERMISSION_NAME_PATTERN } from '../../src/shared/resources/permissions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

const CALLERS = ['anonymous', 'signed in without a role', 'Viewer', 'Manager', 'Administrator'] as const;
type Caller = (typeof CALLERS)[number];

/** Third-party routes (the OpenAPI UI): public by nature, not called by the matrix. */
const isDocs = (route: RouteDeclaration) => route.url === '/api/docs' || route.url.startsWith('/api/docs/');

/** An id no row has. */
const MISSING_ID = 999999;

/** The route's URL with `:id`-like params set to a missing id and others to a harmless word. */
function concreteUrl(url: string): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => (/id$/i.test(name) ? String(MISSING_ID) : 'matrix-probe'))
    .replace(/\*/g, 'matrix-probe');
}

const bearers = {} as Record<Caller, string | undefined>;
const holdings = {} as Record<Caller, ReadonlySet<string>>;
const signedInPermissions = {} as Record<Caller, string[]>;

const seededRole = (name: string) => {
  const role = SEEDED_ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no seeded role ${name}`);
  return new Set(role.permissions);
};

beforeAll(async () => {
  await t.app.ready();
  bearers.anonymous = undefined;
  holdings.anonymous = new Set();
  signedInPermissions.anonymous = [];

  const admin = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  bearers.Administrator = admin.bearer_token;
  holdings.Administrator = seededRole('Administrator');
  signedInPermissions.Administrator = admin.user.permissions;

  for (const [caller, roles] of [
    ['signed in without a role', []],
    ['Viewer', ['Viewer']],
    ['Manager', ['Manager']],
  ] as const) {
    const user = await t.createUser({ roles: [...roles] });
    const session = await t.signIn(user.email, user.password);
    bearers[caller] = session.bearer_token;
    holdings[caller] = roles.length ? seededRole(roles[0]) : new Set();
    signedInPermissions[caller] = session.user.permissions;
  }
});

/** What `caller` must observe on a route declaring `permission` (and `alsoRequires`); null when it is fine. */
function violation(route: RouteDeclaration, caller: Caller, status: number): string | null {
  const { permission } = route;
  if (status >= 500) return `answered ${status} (never 5xx)`;
  if (permission === 'public') return status === 401 || status === 403 ? `answered ${status} on a public route` : null;
  if (caller === 'anonymous') return status === 401 ? null : `expected 401 without a bearer, got ${status}`;
  if (permission === 'authenticated') return status === 401 || status === 403 ? `answered ${status} to a signed-in caller` : null;
  const required = [permission, ...(route.alsoRequires ?? [])];
  const lacking = required.filter((name) => !holdings[caller].has(name));
  if (lacking.length) return status === 403 ? null : `lacks ${lacking.join(', ')}: expected 403, got ${status}`;
  return status === 401 || status === 403 ? `holds ${required.join(', ')} but got ${status}` : null;
}

async function call(route: RouteDeclaration, caller: Caller): Promise<LightMyRequestResponse> {
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const bearer = bearers[caller];
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    ...(withBody ? { payload: {} } : {}),
    ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}),
  });
}

const apiRoutes = () => t.app.routePermissions.filter((route) => !isDocs(route));

describe('the route table the matrix is generated from', () => {
  it('holds every /api route with a declared permission, including the identity routes of docs/decisions.md#identity', () => {
    const table = t.app.routePermissions.map((route) => `${route.method} ${route.url} ${route.permission}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'GET /api/1.0/users/paged users.read',
        'DELETE /api/1.0/users/:id/soft users.delete',
        'POST /api/1.0/users/change-state users.update',
        'PUT /api/1.0/roles/:id roles.update',
        'POST /api/1.0/roles roles.create',
        'PUT /api/1.0/permissions/:id permissions.update',
        'GET /api/1.0/user-claims users.read',
        'POST /api/1.0/user-claims users.update',
        'DELETE /api/1.0/user-claims/:id users.update',
        'POST /api/1.0/accounts/authenticate authenticated',
        'POST /api/1.0/auth/authenticate public',
      ]),
    );
    for (const route of t.app.routePermissions) {
      expect(route.permission, `${route.method} ${route.url}`).toMatch(new RegExp(`^(public|authenticated)$|${PERMISSION_NAME_PATTERN}`));
      for (const also of route.alsoRequires ?? []) expect(also, `${route.method} ${route.url} alsoRequires`).toMatch(new RegExp(PERMISSION_NAME_PATTERN));
    }
  });

  it('declares the OpenAPI documentation routes public, and serves them without a bearer', async () => {
    const docs = t.app.routePermissions.filter(isDocs);
    expect(docs.length).toBeGreaterThan(0);
    for (const route of docs) expect(route.permission, `${route.method} ${route.url}`).toBe('public');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
  });

  it('declares only seeded permissions, each flagged isSystem in GET /permissions', async () => {
    const seeded = new Set(SEEDED_PERMISSIONS.map((permission) => permission.name));
    const declared = [...new Set(t.app.routePermissions.flatMap((route) => [route.permission, ...(route.alsoRequires ?? [])]))].filter(
      (permission) => permission !== 'public' && permission !== 'authenticated',
    );
    expect(declared.filter((permission) => !seeded.has(permission))).toEqual([]);

    const response = await t.injectAs(bearers.Administrator!, { method: 'GET', url: `${API}/permissions` });
    expect(response.statusCode).toBe(200);
    const stored = new Map((response.json() as { name: string; isSystem: boolean }[]).map((permission) => [permission.name, permission]));
    const notSystem = declared.filter((permission) => stored.get(permission)?.isSystem !== true);
    expect(notSystem, 'declared permissions missing from GET /permissions or not isSystem').toEqual([]);
  });

  it('signs the seeded roles in with exactly the permissions the seed gives them', () => {
    for (const caller of CALLERS) {
      expect([...signedInPermissions[caller]].sort(), caller).toEqual([...holdings[caller]].sort());
    }
  });
});

describe('authorisation matrix: every /api route × caller', () => {
  it.each(CALLERS)('answers %s on every route as its declared permission demands', async (caller) => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const response = await call(route, caller);
      const problem = violation(route, caller, response.statusCode);
      if (problem) failures.push(`${route.method} ${route.url} [${route.permission}] as ${caller}: ${problem} — ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
