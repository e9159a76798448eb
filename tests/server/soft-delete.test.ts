/**
 * Soft delete and restore (docs/decisions.md#identity), observed as a
 * client would: a deleted user cannot sign in, refresh or use a bearer they already hold;
 * restore brings them back; writes to a soft-deleted row of ANY soft-deletable resource are
 * refused (409); permission and role changes reach the affected user's next request
 * (ASVS 8.3.2); user list filters; bulk state changes; `by-ids` order; user claims.
 * One file on purpose: the cases share one app and the fixtures below (signed-in users of given
 * roles, one row of every soft-deletable resource), which the role, by-ids and claim cases use too.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { User } from '../../src/shared/api';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { jobApplications } from '../../server/db/schema';
import { API, setupTestApp, uniqueLetters } from './helpers';
import { caseStudyBody, jobOpeningBody } from './records';

const t = setupTestApp();

type Entity = Record<string, unknown> & { id: number };
interface Session {
  user: User;
  password: string;
  bearer: string;
  refresh: string;
}

let admin: string;
let roleId: Record<string, number>;
let permissionId: Record<string, number>;

const unique = () => randomBytes(4).toString('hex');
const eightDigits = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

const call = (bearer: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  t.injectAs(bearer, { method, url: `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => call(admin, method, path, payload);

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

const refresh = (session: Session) =>
  t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken: session.bearer, refreshToken: session.refresh } });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password } });

/** A user (made by the administrator) with `roleIds`, signed in. */
async function makeUser(roleIds: number[], fields: Record<string, unknown> = {}): Promise<Session> {
  const n = unique();
  const password = 'password-123';
  const response = await asAdmin('POST', '/users', {
    firstName: 'Soft',
    lastName: `Delete${n}`,
    email: `soft.${n}@example.com`,
    userName: `soft_${n}`,
    password,
    roleIds,
    ...fields,
  });
  expectStatus(response, 201);
  const user = response.json() as User;
  const session = await t.signIn(user.email, password);
  return { user, password, bearer: session.bearer_token, refresh: session.refresh_token };
}

async function makeRole(permissionNames: string[]): Promise<Entity> {
  const response = await asAdmin('POST', '/roles', { name: `Soft ${unique()}`, permissionIds: permissionNames.map((name) => permissionId[name]) });
  expectStatus(response, 201);
  return response.json();
}

/** A 1 × 1 PNG, for the media library's fixture. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function create(path: string, body: Record<string, unknown>): Promise<Entity> {
  const response = await asAdmin('POST', path, body);
  expectStatus(response, 201);
  return response.json();
}

const organisationBody = () => ({
  name: `Soft ${unique()} d.o.o.`,
  taxRegistrationNumber: pibFrom(eightDigits()),
  nationalIdentificationNumber: eightDigits(),
  type: 'company',
});

const moduleBody = () => ({ code: `soft-${uniqueLetters()}`, name: `Soft module ${unique()}`, features: [{ code: `feature-${uniqueLetters()}`, name: 'Soft feature' }] });

beforeAll(async () => {
  admin = await t.adminBearer();
  roleId = Object.fromEntries(((await asAdmin('GET', '/roles')).json() as Entity[]).map((role) => [role.name, role.id]));
  permissionId = Object.fromEntries(((await asAdmin('GET', '/permissions')).json() as Entity[]).map((p) => [p.name, p.id]));
});

describe('a soft-deleted user', () => {
  it('DELETE /users/{id}/soft answers 204, and the user can no longer sign in (401)', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);
    expectStatus(await signIn(session.user.email, session.password), 401);
  });

  it("refuses the deleted user's refresh token (401)", async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);
    expectStatus(await refresh(session), 401);
  });

  it("refuses the deleted user's existing bearer on the next request (401)", async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 200);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 401);
    expectStatus(await call(session.bearer, 'POST', '/accounts/authenticate'), 401);
  });

  it('leaves the user lists unless include_deleted=true, and GET /users/{id} shows deletedAt', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);
    const search = encodeURIComponent(session.user.email);

    expect((await asAdmin('GET', `/users/paged?search_term=${search}`)).json().total_count).toBe(0);
    expect((await asAdmin('GET', `/users?search_term=${search}`)).json()).toEqual([]);
    const withDeleted = (await asAdmin('GET', `/users/paged?search_term=${search}&include_deleted=true`)).json();
    expect(withDeleted.items.map((user: User) => user.id)).toEqual([session.user.id]);
    expect((await asAdmin('GET', `/users/${session.user.id}`)).json().deletedAt).toEqual(expect.any(String));
  });

  it('POST /users/{id}/restore answers 200, and the user can sign in again', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);

    const restored = await asAdmin('POST', `/users/${session.user.id}/restore`);

    expectStatus(restored, 200);
    expect(restored.json()).toMatchObject({ id: session.user.id, deletedAt: null, roles: [{ id: roleId.Viewer, name: 'Viewer' }] });
    const again = await signIn(session.user.email, session.password);
    expectStatus(again, 200);
    expectStatus(await call(again.json().bearer_token, 'GET', '/users/paged'), 200);
  });

  it('refuses PUT, active-status and change-state to a deleted user; restore is the way back', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${session.user.id}/soft`), 204);
    const body = { firstName: 'Changed', lastName: session.user.lastName, email: session.user.email, userName: session.user.userName, roleIds: [roleId.Viewer] };

    expectStatus(await asAdmin('PUT', `/users/${session.user.id}`, body), 409);
    expectStatus(await asAdmin('PUT', `/users/${session.user.id}/active-status`, { isActive: false }), 409);
    const bulk = await asAdmin('POST', '/users/change-state', { ids: [session.user.id], isActive: false });
    expectStatus(bulk, 200);
    expect(bulk.json()).toEqual({ ids: [] });
    expect((await asAdmin('GET', `/users/${session.user.id}`)).json()).toMatchObject({ firstName: 'Soft', isActive: true });

    expectStatus(await asAdmin('POST', `/users/${session.user.id}/restore`), 200);
    expectStatus(await asAdmin('PUT', `/users/${session.user.id}`, body), 200);
  });
});

/** How to make a record of each soft-deletable resource, and a valid update body for it. */
const FIXTURES: Record<string, { create(): Promise<Entity>; update(entity: Entity): Record<string, unknown> }> = {
  users: {
    create: async () => (await makeUser([roleId.Viewer])).user as unknown as Entity,
    update: (user) => ({ firstName: 'Changed', lastName: user.lastName, email: user.email, userName: user.userName }),
  },
  roles: { create: () => create('/roles', { name: `Soft ${unique()}` }), update: (role) => ({ name: `${String(role.name)} changed` }) },
  permissions: {
    create: () => create('/permissions', { name: `soft${uniqueLetters()}.read` }),
    update: (permission) => ({ name: permission.name, description: 'Changed' }),
  },
  organisations: {
    create: () => create('/organisations', organisationBody()),
    update: (organisation) => ({
      name: `${String(organisation.name)} changed`,
      taxRegistrationNumber: organisation.taxRegistrationNumber,
      nationalIdentificationNumber: organisation.nationalIdentificationNumber,
      type: organisation.type,
    }),
  },
  modules: { create: () => create('/modules', moduleBody()), update: (module) => ({ code: module.code, name: `${String(module.name)} changed` }) },
  'organisation-modules': {
    create: async () => {
      const [organisation, module] = [await create('/organisations', organisationBody()), await create('/modules', moduleBody())];
      return create('/organisation-modules', { organisationId: organisation.id, moduleId: module.id });
    },
    update: () => ({ isPaid: true }),
  },
  'organisation-features': {
    create: async () => {
      const [organisation, module] = [await create('/organisations', organisationBody()), await create('/modules', moduleBody())];
      // The module comes with its features.
      await create('/organisation-modules', { organisationId: organisation.id, moduleId: module.id, isActive: true });
      const featureId = (module.features as Entity[])[0].id;
      const [given] = (await asAdmin('GET', `/organisation-features?organisationId=${organisation.id}&featureId=${featureId}`)).json() as Entity[];
      return given;
    },
    update: () => ({ isPaid: true }),
  },
  'job-openings': {
    create: () => create('/job-openings', jobOpeningBody(`Soft opening ${unique()}`)),
    update: (opening) => ({ title: { en: `${(opening.title as { en: string }).en} changed` } }),
  },
  articles: {
    create: () => create('/articles', { slug: `soft-${uniqueLetters().toLowerCase()}`, translations: [{ language: 'en', title: 'Soft', summary: 'Summary', body: 'Body' }] }),
    update: (article) => ({ tags: ['changed'], slug: article.slug }),
  },
  'email-templates': {
    create: () => create('/email-templates', { name: `Soft ${uniqueLetters()}`, translations: { en: { subject: 'Soft', body: 'Hello {{firstName}}' } } }),
    update: (template) => ({ name: template.name, translations: { en: { subject: 'Changed', body: 'Body' } } }),
  },
  media: {
    // An image is uploaded as the raw file (a 1 × 1 PNG), not as JSON.
    create: async () => {
      const response = await t.injectAs(admin, { method: 'POST', url: `${API}/media?fileName=soft.png`, headers: { 'content-type': 'image/png' }, payload: ONE_PIXEL_PNG });
      expectStatus(response, 201);
      return response.json();
    },
    update: () => ({ alt: { en: 'Changed' } }),
  },
  testimonials: {
    create: () => create('/testimonials', { quote: { en: 'They shipped what they promised.' }, person: `Soft ${unique()}`, role: { en: 'Head of Operations' } }),
    update: (testimonial) => ({ person: `${String(testimonial.person)} changed` }),
  },
  'case-studies': {
    create: () =>
      create('/case-studies', caseStudyBody()),
    update: (study) => ({ clientName: `${String(study.clientName)} changed` }),
  },
  'crawled-organisations': {
    create: () => create('/crawled-organisations', { ...organisationBody(), type: undefined }),
    update: (record) => ({
      name: `${String(record.name)} changed`,
      taxRegistrationNumber: record.taxRegistrationNumber,
      nationalIdentificationNumber: record.nationalIdentificationNumber,
    }),
  },
};

describe('writes to soft-deleted rows, for every soft-deletable resource', () => {
  it('has a fixture for every resource the route table gives a soft delete', () => {
    const softDeletable = t.app.routePermissions
      .filter((route) => route.method === 'DELETE' && route.url.endsWith('/:id/soft'))
      .map((route) => route.url.replace(`${API}/`, '').replace('/:id/soft', ''))
      .sort();
    expect(softDeletable).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('soft-deletes a %s, hides it from the list, refuses writes to it (409) and restores it', async (resource) => {
    const fixture = FIXTURES[resource];
    const record = await fixture.create();
    const routes = new Set(t.app.routePermissions.map((route) => `${route.method} ${route.url}`));

    expectStatus(await asAdmin('DELETE', `/${resource}/${record.id}/soft`), 204);
    const listed = (await asAdmin('GET', `/${resource}`)).json() as Entity[];
    expect(listed.map((entity) => entity.id)).not.toContain(record.id);
    const withDeleted = (await asAdmin('GET', `/${resource}?include_deleted=true`)).json() as Entity[];
    expect(withDeleted.find((entity) => entity.id === record.id)?.deletedAt).toEqual(expect.any(String));

    const before = (await asAdmin('GET', `/${resource}/${record.id}`)).json();
    expectStatus(await asAdmin('PUT', `/${resource}/${record.id}`, fixture.update(record)), 409);
    if (routes.has(`PUT ${API}/${resource}/:id/active-status`)) {
      expectStatus(await asAdmin('PUT', `/${resource}/${record.id}/active-status`, { isActive: false }), 409);
    }
    if (routes.has(`PUT ${API}/${resource}/:id/paid-status`)) {
      expectStatus(await asAdmin('PUT', `/${resource}/${record.id}/paid-status`, { isPaid: true }), 409);
    }
    expect((await asAdmin('GET', `/${resource}/${record.id}`)).json()).toEqual(before);

    const restored = await asAdmin('POST', `/${resource}/${record.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.json().deletedAt).toBeNull();
    expectStatus(await asAdmin('PUT', `/${resource}/${record.id}`, fixture.update(record)), 200);
  });
});

describe('roles', () => {
  it('GET /roles/{id} answers the role with its permissions, permissionIds and the count of its undeleted users', async () => {
    const role = await makeRole(['users.read', 'roles.read']);
    await makeUser([role.id]);
    const gone = await makeUser([role.id]);
    expectStatus(await asAdmin('DELETE', `/users/${gone.user.id}/soft`), 204);

    const response = await asAdmin('GET', `/roles/${role.id}`);

    expectStatus(response, 200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['createdAt', 'deletedAt', 'description', 'id', 'isSystem', 'name', 'permissionIds', 'permissions', 'requireTwoFactor', 'scope', 'updatedAt', 'userCount'].sort(),
    );
    expect(body).toMatchObject({ id: role.id, name: role.name, isSystem: false, scope: 'global', userCount: 1, deletedAt: null });
    expect(body.permissions).toEqual([
      { id: permissionId['roles.read'], name: 'roles.read' },
      { id: permissionId['users.read'], name: 'users.read' },
    ]);
    expect([...body.permissionIds].sort()).toEqual([permissionId['roles.read'], permissionId['users.read']].sort());
  });

  it('refuses a second role with a name already in use (409)', async () => {
    const role = await makeRole([]);
    const response = await asAdmin('POST', '/roles', { name: role.name });
    expectStatus(response, 409);
    expect((await asAdmin('GET', `/roles?search_term=${encodeURIComponent(String(role.name))}`)).json()).toHaveLength(1);
  });

  it('refuses a PUT whose payload id differs from the path (400)', async () => {
    const role = await makeRole([]);
    expectStatus(await asAdmin('PUT', `/roles/${role.id}`, { id: role.id + 1, name: 'Mismatch' }), 400);
    expect((await asAdmin('GET', `/roles/${role.id}`)).json().name).toBe(role.name);
  });
});

describe('permission and role changes reach the next request (ASVS 8.3.2)', () => {
  it("refuses the same bearer once the user's role loses the permission (403)", async () => {
    const role = await makeRole(['users.read']);
    const session = await makeUser([role.id]);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 200);

    expectStatus(await asAdmin('PUT', `/roles/${role.id}`, { id: role.id, name: role.name, permissionIds: [permissionId['roles.read']] }), 200);

    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 403);
    expectStatus(await call(session.bearer, 'GET', '/roles/paged'), 200);
  });

  it('refuses the same bearer once the user loses the role (403)', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 200);
    const body = { firstName: session.user.firstName, lastName: session.user.lastName, email: session.user.email, userName: session.user.userName, roleIds: [] };
    expectStatus(await asAdmin('PUT', `/users/${session.user.id}`, body), 200);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 403);
  });

  it('refuses the same bearer while the role is soft-deleted, and honours it again after restore', async () => {
    const role = await makeRole(['users.read']);
    const session = await makeUser([role.id]);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 200);

    expectStatus(await asAdmin('DELETE', `/roles/${role.id}/soft`), 204);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 403);

    expectStatus(await asAdmin('POST', `/roles/${role.id}/restore`), 200);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 200);
  });

  it('refuses the same bearer once the user is deactivated (401)', async () => {
    const session = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('PUT', `/users/${session.user.id}/active-status`, { isActive: false }), 200);
    expectStatus(await call(session.bearer, 'GET', '/users/paged'), 401);
    expectStatus(await refresh(session), 401);
  });
});

describe('user list filters and bulk state', () => {
  let organisation: Entity;
  let role: Entity;
  let active: Session;
  let inactive: Session;
  let deleted: Session;
  let outsider: Session;

  beforeAll(async () => {
    organisation = await create('/organisations', organisationBody());
    role = await makeRole(['users.read']);
    active = await makeUser([role.id], { organisationIds: [organisation.id] });
    inactive = await makeUser([role.id], { organisationIds: [organisation.id] });
    expectStatus(await asAdmin('PUT', `/users/${inactive.user.id}/active-status`, { isActive: false }), 200);
    deleted = await makeUser([role.id], { organisationIds: [organisation.id] });
    expectStatus(await asAdmin('DELETE', `/users/${deleted.user.id}/soft`), 204);
    outsider = await makeUser([roleId.Viewer]);
  });

  const ids = async (query: string) => ((await asAdmin('GET', `/users/paged?page_size=100&${query}`)).json().items as User[]).map((user) => user.id).sort((a, b) => a - b);
  const sorted = (...sessions: Session[]) => sessions.map((session) => session.user.id).sort((a, b) => a - b);

  it('filters by organisation (orgId)', async () => {
    expect(await ids(`orgId=${organisation.id}`)).toEqual(sorted(active, inactive));
  });

  it('filters by role (roleId)', async () => {
    expect(await ids(`roleId=${role.id}`)).toEqual(sorted(active, inactive));
  });

  it('filters by state (isActive)', async () => {
    expect(await ids(`roleId=${role.id}&isActive=false`)).toEqual(sorted(inactive));
    expect(await ids(`roleId=${role.id}&isActive=true`)).toEqual(sorted(active));
  });

  it('includes deleted users only with include_deleted=true', async () => {
    expect(await ids(`orgId=${organisation.id}&include_deleted=true`)).toEqual(sorted(active, inactive, deleted));
    expect(await ids(`roleId=${role.id}`)).not.toContain(deleted.user.id);
    expect(await ids(`orgId=${organisation.id}`)).not.toContain(outsider.user.id);
  });

  it('POST /users/change-state answers the ids actually changed (not those already in that state, nor deleted ones)', async () => {
    const response = await asAdmin('POST', '/users/change-state', { ids: [active.user.id, inactive.user.id, deleted.user.id, outsider.user.id], isActive: false });

    expectStatus(response, 200);
    expect([...response.json().ids].sort((a: number, b: number) => a - b)).toEqual(sorted(active, outsider));
    expect(await ids(`roleId=${role.id}&isActive=true`)).toEqual([]);
    expectStatus(await signIn(outsider.user.email, outsider.password), 401);

    const back = await asAdmin('POST', '/users/change-state', { ids: [active.user.id, outsider.user.id], isActive: true });
    expect([...back.json().ids].sort((a: number, b: number) => a - b)).toEqual(sorted(active, outsider));
    expectStatus(await signIn(outsider.user.email, outsider.password), 200);
  });
});

describe('POST /{resource}/by-ids', () => {
  it('answers the users found, in the order asked, leaving unknown ids out', async () => {
    const [a, b, c] = [await makeUser([]), await makeUser([]), await makeUser([])];
    const response = await asAdmin('POST', '/users/by-ids', { ids: [c.user.id, 999999, a.user.id, b.user.id] });
    expectStatus(response, 200);
    expect((response.json() as User[]).map((user) => user.id)).toEqual([c.user.id, a.user.id, b.user.id]);
  });

  it('keeps the asked order on every by-ids route of the route table', async () => {
    // At least two rows of everything that starts empty.
    for (let round = 0; round < 2; round++) {
      const user = await FIXTURES.users.create();
      await create('/user-claims', { userId: user.id, type: 'order', value: `${round}` });
      await FIXTURES['organisation-features'].create();
      await FIXTURES.media.create();
      await FIXTURES['email-templates'].create();
      const opening = await FIXTURES['job-openings'].create();
      // Applications come from the careers form only: stored directly.
      await t.app.db.insert(jobApplications).values({
        jobOpeningId: opening.id as number,
        name: `Candidate ${round}`,
        email: `candidate-${round}@example.com`,
        language: 'en',
        consentAt: new Date(),
        cvFileName: 'cv.pdf',
        cvContentType: 'application/pdf',
        cvSize: 9,
        cvData: Buffer.from('%PDF-1.4\n'),
      });
      expectStatus(await asAdmin('POST', '/emails/send', { to: [`order-${round}@example.com`], subject: `Order ${round}`, body: 'Body' }), 202);
      const visitor = { name: `Visitor ${round}`, email: `visitor-${round}@example.com`, message: 'Please call me about a website.', language: 'en' };
      expectStatus(await t.app.inject({ method: 'POST', url: `${API}/public/contact`, payload: visitor, remoteAddress: `203.0.113.${90 + round}` }), 202);
    }
    const routes = t.app.routePermissions.filter((route) => route.method === 'POST' && route.url.endsWith('/by-ids'));
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      const listUrl = route.url.replace(/\/by-ids$/, '');
      const list = await t.injectAs(admin, { method: 'GET', url: listUrl });
      const known = (list.json() as Entity[]).map((entity) => entity.id);
      const asked = [...known.slice(0, 3)].reverse();
      if (asked.length < 2) failures.push(`${route.url}: GET ${listUrl} gave ${list.statusCode} with fewer than two rows to ask for`);
      const response = await t.injectAs(admin, { method: 'POST', url: route.url, payload: { ids: [999999, ...asked] } });
      const answered = response.statusCode === 200 ? (response.json() as Entity[]).map((entity) => entity.id) : response.statusCode;
      if (JSON.stringify(answered) !== JSON.stringify(asked)) failures.push(`${route.url}: asked [999999, ${asked.join(', ')}], answered ${JSON.stringify(answered)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('user claims', () => {
  let manager: Session;
  let viewer: Session;
  let subject: Session;

  beforeAll(async () => {
    manager = await makeUser([roleId.Manager]);
    viewer = await makeUser([roleId.Viewer]);
    subject = await makeUser([roleId.Viewer]);
  });

  it('creates (201), lists by user, pages, updates and deletes (204) a claim', async () => {
    const created = await call(manager.bearer, 'POST', '/user-claims', { userId: subject.user.id, type: 'department', value: 'sales' });
    expectStatus(created, 201);
    const claim = created.json() as Entity;
    expect(claim).toMatchObject({ userId: subject.user.id, type: 'department', value: 'sales' });
    expectStatus(await call(manager.bearer, 'POST', '/user-claims', { userId: viewer.user.id, type: 'department', value: 'support' }), 201);

    const list = (await call(manager.bearer, 'GET', `/user-claims?userId=${subject.user.id}`)).json() as Entity[];
    expect(list.map((entry) => entry.id)).toEqual([claim.id]);
    const page = (await call(manager.bearer, 'GET', `/user-claims/paged?userId=${subject.user.id}`)).json();
    expect(page).toMatchObject({ total_count: 1, items: [expect.objectContaining({ id: claim.id })] });

    const updated = await call(manager.bearer, 'PUT', `/user-claims/${claim.id}`, { type: 'department', value: 'marketing' });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ id: claim.id, userId: subject.user.id, value: 'marketing' });

    expectStatus(await call(manager.bearer, 'DELETE', `/user-claims/${claim.id}`), 204);
    expectStatus(await call(manager.bearer, 'GET', `/user-claims/${claim.id}`), 404);
    expect((await call(manager.bearer, 'GET', `/user-claims?userId=${subject.user.id}`)).json()).toEqual([]);
  });

  it('lets a Viewer read claims (users.read) but not write them (403)', async () => {
    const claim = await create('/user-claims', { userId: subject.user.id, type: 'site', value: 'Beograd' });

    expectStatus(await call(viewer.bearer, 'GET', `/user-claims?userId=${subject.user.id}`), 200);
    expectStatus(await call(viewer.bearer, 'GET', `/user-claims/paged?userId=${subject.user.id}`), 200);
    expectStatus(await call(viewer.bearer, 'GET', `/user-claims/${claim.id}`), 200);
    expectStatus(await call(viewer.bearer, 'POST', '/user-claims', { userId: subject.user.id, type: 'site', value: 'Niš' }), 403);
    expectStatus(await call(viewer.bearer, 'PUT', `/user-claims/${claim.id}`, { type: 'site', value: 'Niš' }), 403);
    expectStatus(await call(viewer.bearer, 'DELETE', `/user-claims/${claim.id}`), 403);
    expect((await asAdmin('GET', `/user-claims/${claim.id}`)).json()).toMatchObject({ value: 'Beograd' });
  });

  it('refuses adding, changing or removing claims of a user who holds more than the caller (403)', async () => {
    const administrator = await makeUser([roleId.Administrator]);
    const claim = await create('/user-claims', { userId: administrator.user.id, type: 'clearance', value: 'top' });

    expectStatus(await call(manager.bearer, 'POST', '/user-claims', { userId: administrator.user.id, type: 'clearance', value: 'none' }), 403);
    expectStatus(await call(manager.bearer, 'PUT', `/user-claims/${claim.id}`, { type: 'clearance', value: 'none' }), 403);
    expectStatus(await call(manager.bearer, 'DELETE', `/user-claims/${claim.id}`), 403);
    expect((await asAdmin('GET', `/user-claims?userId=${administrator.user.id}`)).json()).toEqual([expect.objectContaining({ id: claim.id, value: 'top' })]);
  });

  it('refuses a claim for an unknown or deleted user (422)', async () => {
    expectStatus(await call(manager.bearer, 'POST', '/user-claims', { userId: 999999, type: 'department', value: 'sales' }), 422);
    const gone = await makeUser([roleId.Viewer]);
    expectStatus(await asAdmin('DELETE', `/users/${gone.user.id}/soft`), 204);
    expectStatus(await call(manager.bearer, 'POST', '/user-claims', { userId: gone.user.id, type: 'department', value: 'sales' }), 422);
  });

  it('refuses moving a claim to another user through PUT (400)', async () => {
    const claim = await create('/user-claims', { userId: subject.user.id, type: 'team', value: 'blue' });
    expectStatus(await call(manager.bearer, 'PUT', `/user-claims/${claim.id}`, { userId: viewer.user.id, type: 'team', value: 'blue' }), 400);
    expect((await asAdmin('GET', `/user-claims/${claim.id}`)).json()).toMatchObject({ userId: subject.user.id });
  });
});
