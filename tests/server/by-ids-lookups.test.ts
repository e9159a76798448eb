/**
 * Lookups of many records by id answer what the lookup of one record answers:
 * - `/organisations/info/by-ids` leaves out soft-deleted organisations, as `/organisations/info/{id}`
 *   answers 404 for them;
 * - every other `POST /{resource}/by-ids` of the route table returns a soft-deleted row exactly
 *   when `GET /{resource}/{id}` does (with its `deletedAt`), so that the two never disagree;
 * - `POST /{resource}/by-ids` takes the ids as a plain JSON array (`[1, 2]`) as well as `{ids}`;
 * - `GET /organisations/info/by-ids?ids=1,2` answers as the POST does, with 400 (as for any bad
 *   query) for garbage, ids that are not positive integers, repeated ids or too many;
 * - OpenAPI documents both body forms and the GET.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { API, setupTestApp, uniqueLetters } from './helpers';
import { caseStudyBody, jobOpeningBody } from './records';

const t = setupTestApp();

type Entity = Record<string, unknown> & { id: number };

let admin: string;
let roleId: Record<string, number>;

const unique = () => randomBytes(4).toString('hex');
let serial = 0;
const eightDigits = () => String(52_000_000 + ++serial * 7_919);

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t.injectAs(admin, { method, url: path.startsWith('/api') ? path : `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

async function create(path: string, body: Record<string, unknown>): Promise<Entity> {
  const response = await asAdmin('POST', path, body);
  expectStatus(response, 201);
  return response.json();
}

const organisationBody = () => ({ name: `Lookup ${unique()} d.o.o.`, taxRegistrationNumber: pibFrom(eightDigits()), nationalIdentificationNumber: eightDigits(), type: 'company' });
const moduleBody = () => ({ code: `lookup-${uniqueLetters()}`, name: `Lookup module ${unique()}`, features: [{ code: `feature-${uniqueLetters()}`, name: 'Lookup feature' }] });

/** How to make a record of each soft-deletable resource. */
const FIXTURES: Record<string, () => Promise<Entity>> = {
  users: () =>
    create('/users', { firstName: 'Lookup', lastName: `User${unique()}`, email: `lookup.${unique()}@example.com`, userName: `lookup_${unique()}`, password: 'password-123', roleIds: [roleId.Viewer] }),
  roles: () => create('/roles', { name: `Lookup ${unique()}` }),
  permissions: () => create('/permissions', { name: `lookup${uniqueLetters()}.read` }),
  organisations: () => create('/organisations', organisationBody()),
  modules: () => create('/modules', moduleBody()),
  'organisation-modules': async () => {
    const [organisation, module] = [await create('/organisations', organisationBody()), await create('/modules', moduleBody())];
    return create('/organisation-modules', { organisationId: organisation.id, moduleId: module.id });
  },
  'organisation-features': async () => {
    const [organisation, module] = [await create('/organisations', organisationBody()), await create('/modules', moduleBody())];
    await create('/organisation-modules', { organisationId: organisation.id, moduleId: module.id });
    const features = (await asAdmin('GET', `/organisation-features?organisationId=${organisation.id}`)).json() as Entity[];
    if (features.length) return features[0];
    return create('/organisation-features', { organisationId: organisation.id, featureId: (module.features as Entity[])[0].id });
  },
  'crawled-organisations': () => create('/crawled-organisations', { name: `Lookup ${unique()} d.o.o.`, taxRegistrationNumber: pibFrom(eightDigits()), nationalIdentificationNumber: eightDigits() }),
  articles: () => create('/articles', { slug: `lookup-${uniqueLetters()}`, translations: [{ language: 'en', title: 'Lookup', summary: 'Summary', body: 'Body' }] }),  // An image is uploaded as the raw file (a 1 × 1 PNG), not as JSON.
  'job-openings': () => create('/job-openings', jobOpeningBody(`Lookup opening ${unique()}`)),
  testimonials: () => create('/testimonials', { quote: { en: 'They shipped what they promised.' }, person: `Lookup ${unique()}`, role: { en: 'Head of Operations' } }),
  'case-studies': () =>
    create('/case-studies', caseStudyBody()),
  'email-templates': () => create('/email-templates', { name: `Lookup ${uniqueLetters()}`, translations: { en: { subject: 'Lookup', body: 'Body' } } }),
  media: async () => {
    const response = await t.injectAs(admin, { method: 'POST', url: `${API}/media?fileName=lookup.png`, headers: { 'content-type': 'image/png' }, payload: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
    expectStatus(response, 201);
    return response.json();
  },
};

beforeAll(async () => {
  admin = await t.adminBearer();
  roleId = Object.fromEntries(((await asAdmin('GET', '/roles')).json() as Entity[]).map((role) => [role.name, role.id]));
});

const byIdsRoutes = () => t.app.routePermissions.filter((route) => route.method === 'POST' && route.url.endsWith('/by-ids'));
const softDeletable = () =>
  new Set(t.app.routePermissions.filter((route) => route.method === 'DELETE' && route.url.endsWith('/:id/soft')).map((route) => route.url.slice(API.length + 1, -'/:id/soft'.length)));

describe('soft-deleted rows in by-ids lookups', () => {
  it('leaves a soft-deleted organisation out of /organisations/info/by-ids, as /organisations/info/{id} does', async () => {
    const [kept, deleted] = [await FIXTURES.organisations(), await FIXTURES.organisations()];
    expectStatus(await asAdmin('DELETE', `/organisations/${deleted.id}/soft`), 204);
    expectStatus(await asAdmin('GET', `/organisations/info/${deleted.id}`), 404);

    const posted = await asAdmin('POST', '/organisations/info/by-ids', { ids: [deleted.id, kept.id] });
    expectStatus(posted, 200);
    expect(posted.json()).toEqual([{ id: kept.id, name: kept.name }]);
    const got = await asAdmin('GET', `/organisations/info/by-ids?ids=${deleted.id},${kept.id}`);
    expectStatus(got, 200);
    expect(got.json()).toEqual([{ id: kept.id, name: kept.name }]);
  });

  it('has a fixture for every soft-deletable resource with a by-ids route', () => {
    const resources = byIdsRoutes()
      .map((route) => route.url.slice(API.length + 1, -'/by-ids'.length))
      .filter((resource) => softDeletable().has(resource.replace(/\/info$/, '')));
    expect(resources.length).toBeGreaterThan(5);
    for (const resource of resources) expect(Object.keys(FIXTURES), resource).toContain(resource.replace(/\/info$/, ''));
  });

  it('answers a soft-deleted row on every by-ids route exactly as that route\'s single-record read does', async () => {
    const failures: string[] = [];
    for (const route of byIdsRoutes()) {
      const path = route.url.slice(API.length, -'/by-ids'.length);
      const resource = path.slice(1).replace(/\/info$/, '');
      if (!softDeletable().has(resource)) continue;
      const [kept, deleted] = [await FIXTURES[resource](), await FIXTURES[resource]()];
      expectStatus(await asAdmin('DELETE', `/${resource}/${deleted.id}/soft`), 204);

      const single = await asAdmin('GET', `${path}/${deleted.id}`);
      const many = await asAdmin('POST', `${path}/by-ids`, { ids: [deleted.id, kept.id] });
      if (many.statusCode !== 200) {
        failures.push(`${route.url}: ${many.statusCode}`);
        continue;
      }
      const answered = (many.json() as Entity[]).map((entity) => entity.id);
      const expected = single.statusCode === 200 ? [deleted.id, kept.id] : [kept.id];
      if (JSON.stringify(answered) !== JSON.stringify(expected)) {
        failures.push(`${route.url}: GET ${path}/{id} of the deleted row answered ${single.statusCode}, by-ids answered ${JSON.stringify(answered)}`);
      }
      if (single.statusCode === 200) {
        const returned = (many.json() as Entity[]).find((entity) => entity.id === deleted.id);
        if (!returned?.deletedAt) failures.push(`${route.url}: the deleted row came back without deletedAt`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the forms of a by-ids lookup', () => {
  it('POST /organisations/by-ids takes a plain array of ids as well as {ids}, in the asked order', async () => {
    const [first, second] = [await FIXTURES.organisations(), await FIXTURES.organisations()];
    const plain = await asAdmin('POST', '/organisations/by-ids', [second.id, 999_999, first.id]);
    expectStatus(plain, 200);
    expect((plain.json() as Entity[]).map((entity) => entity.id)).toEqual([second.id, first.id]);
    const wrapped = await asAdmin('POST', '/organisations/by-ids', { ids: [second.id, first.id] });
    expectStatus(wrapped, 200);
    expect(wrapped.json()).toEqual(plain.json());
    expect((await asAdmin('POST', '/organisations/by-ids', [])).json()).toEqual([]);
  });

  it('refuses a malformed by-ids body with 400 and invalid ids with 422, in either form', async () => {
    expectStatus(await asAdmin('POST', '/organisations/by-ids', { ids: [1], extra: true }), 400);
    expectStatus(await asAdmin('POST', '/organisations/by-ids', { ids: 'one' }), 400);
    expectStatus(await asAdmin('POST', '/organisations/by-ids', ['one']), 400);
    const negative = await asAdmin('POST', '/organisations/by-ids', [3, -1]);
    expectStatus(negative, 422);
    expect(negative.json().errors).toEqual([expect.objectContaining({ field: 'ids.1' })]);
    expectStatus(await asAdmin('POST', '/organisations/by-ids', { ids: [0] }), 422);
    expectStatus(await asAdmin('POST', '/organisations/by-ids', [5, 5]), 422);
  });

  it('answers GET /organisations/info/by-ids?ids=… as the POST does', async () => {
    const [first, second] = [await FIXTURES.organisations(), await FIXTURES.organisations()];
    const got = await asAdmin('GET', `/organisations/info/by-ids?ids=${second.id},${first.id},999999`);
    expectStatus(got, 200);
    expect(got.json()).toEqual([
      { id: second.id, name: second.name },
      { id: first.id, name: first.name },
    ]);
    const posted = await asAdmin('POST', '/organisations/info/by-ids', [second.id, first.id, 999_999]);
    expectStatus(posted, 200);
    expect(posted.json()).toEqual(got.json());
    expect((await asAdmin('GET', '/organisations/info/by-ids?ids=')).json()).toEqual([]);
  });

  it('validates GET /organisations/info/by-ids: 400 naming ids for garbage, ids out of range, repeated or too many', async () => {
    for (const garbage of ['abc', '1,,2', '1;2', '1,2,', ' 1', '1.5', '-1', '0', '1,0', '007', '2147483648', '99999999999999999999', '4,4']) {
      const response = await asAdmin('GET', `/organisations/info/by-ids?ids=${encodeURIComponent(garbage)}`);
      expectStatus(response, 400);
      expect(response.json().errors[0].field, garbage).toBe('ids');
    }
    expectStatus(await asAdmin('GET', '/organisations/info/by-ids'), 400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expectStatus(await asAdmin('GET', `/organisations/info/by-ids?ids=${tooMany}`), 400);
    const most = Array.from({ length: 100 }, (_, index) => index + 1).join(',');
    expectStatus(await asAdmin('GET', `/organisations/info/by-ids?ids=${most}`), 200);
  });

  it('documents both body forms and the GET in OpenAPI', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters?: { name: string; in: string }[] }>>;
    };
    const body = document.paths[`${API}/organisations/by-ids`].post.requestBody!.content['application/json'].schema;
    const forms = (body.anyOf ?? body.oneOf) as { type: string }[];
    expect(forms.map((form) => form.type).sort()).toEqual(['array', 'object']);
    const infoBody = document.paths[`${API}/organisations/info/by-ids`].post.requestBody!.content['application/json'].schema;
    expect(((infoBody.anyOf ?? infoBody.oneOf) as unknown[]).length).toBe(2);
    const get = document.paths[`${API}/organisations/info/by-ids`].get;
    expect(get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'ids', in: 'query' })]));
  });
});
