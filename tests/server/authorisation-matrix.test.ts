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
import { pibFrom as pibOf } from '../../server/domain/serbian-identifiers';
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

/**
 * The same table for an organisation's own administrator (docs/decisions.md#organisation-roles):
 * Ana holds the seeded "Organization administrator" role in organisation A only. Every route
 * that declares an organisation scope and asks only what that role gives is called on
 * organisation B's records: a route naming one organisation answers 404 (B is not revealed), a
 * list answers without B. Every other non-public route answers 403, as to a caller without a role.
 */
describe('authorisation matrix: an administrator of organisation A on every route, aimed at organisation B', () => {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
  let ana: string;
  let orgA: number;
  const ofB: Record<string, number> = {};
  const organisationRole = seededRole('Organization administrator');

  beforeAll(async () => {
    const admin = bearers.Administrator!;
    const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      t.injectAs(admin, { method, url: `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });
    const organisation = async (name: string) =>
      (await api('POST', '/organisations', { name, taxRegistrationNumber: pibOf(digits(8)), nationalIdentificationNumber: digits(8), type: 'company' })).json().id as number;
    orgA = await organisation('Matrix A d.o.o.');
    ofB.organisations = await organisation('Matrix B d.o.o.');
    const [module] = (await api('GET', '/modules')).json() as { id: number }[];
    ofB['organisation-modules'] = (await api('POST', '/organisation-modules', { organisationId: ofB.organisations, moduleId: module.id })).json().id;
    const features = (await api('GET', `/organisation-features/paged?current_page=1&page_size=1&organisationId=${ofB.organisations}`)).json().items as { id: number }[];
    ofB['organisation-features'] = features[0].id;
    ofB.activity = ((await api('GET', `/activity/paged?current_page=1&page_size=1&organisationId=${ofB.organisations}`)).json().items as { id: number }[])[0].id;
    const roles = (await api('GET', '/roles')).json() as { id: number; name: string }[];
    const user = await t.createUser();
    const added = await api('POST', `/organisations/${orgA}/members`, { email: user.email, roleIds: [roles.find((role) => role.name === 'Organization administrator')!.id] });
    expect(added.statusCode, added.body).toBe(201);
    ana = (await t.signIn(user.email, user.password)).bearer_token;
  });

  /** The route's URL aimed at B: `:id` names B's record of that resource, other ids an unknown one. */
  const urlAtB = (url: string) => {
    const resource = url.slice(`${API}/`.length).split('/')[0];
    return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => (name === 'id' && ofB[resource] ? String(ofB[resource]) : /id$/i.test(name) ? String(MISSING_ID) : 'matrix-probe'));
  };

  /** Where a listed item says its organisation. */
  const ownerOf = (resource: string, item: { id: number; organisationId?: number | null }) => (resource === 'organisations' ? item.id : item.organisationId);

  it('opens each organisation-scoped route in A\'s role only, never onto B, and refuses the rest', async () => {
    const failures: string[] = [];
    let scoped = 0;
    for (const route of apiRoutes()) {
      if (route.permission === 'public') continue;
      const url = urlAtB(route.url);
      const resource = url.slice(`${API}/`.length).split('/')[0];
      const required = route.permission === 'authenticated' ? [] : [route.permission, ...(route.alsoRequires ?? [])];
      const opens = route.organisationScoped && required.every((name) => organisationRole.has(name));
      let payload: unknown;
      if (route.url.endsWith('/by-ids')) payload = [ofB[resource]];
      else if (route.url.endsWith('/change-state')) payload = { ids: [ofB[resource]], isActive: false };
      else if (route.method === 'POST' || route.method === 'PUT') payload = { organisationId: ofB.organisations };
      const response = await t.injectAs(ana, { method: route.method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
      const where = `${route.method} ${route.url} [${route.permission}]`;
      if (route.permission === 'authenticated') {
        if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) failures.push(`${where}: ${response.statusCode}`);
        continue;
      }
      if (!opens) {
        if (response.statusCode !== 403) failures.push(`${where}: not opened by an organisation role, expected 403, got ${response.statusCode}`);
        continue;
      }
      scoped++;
      const namesOne = route.url.includes(':id') || route.url.endsWith('/change-state') || route.method === 'POST' && !route.url.endsWith('/by-ids');
      if (namesOne) {
        if (response.statusCode !== 404) failures.push(`${where}: aimed at B, expected 404, got ${response.statusCode} ${response.body.slice(0, 150)}`);
        continue;
      }
      if (response.statusCode !== 200) {
        failures.push(`${where}: a list, expected 200, got ${response.statusCode} ${response.body.slice(0, 150)}`);
        continue;
      }
      const body = response.json() as { items?: { id: number; organisationId?: number | null }[] } | { id: number; organisationId?: number | null }[];
      const items = Array.isArray(body) ? body : (body.items ?? []);
      const foreign = items.filter((item) => ownerOf(resource, item) !== orgA);
      if (foreign.length) failures.push(`${where}: listed ${foreign.length} record(s) outside A`);
    }
    expect(failures).toEqual([]);
    expect(scoped).toBeGreaterThan(20);
  });
});
