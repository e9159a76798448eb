/**
 * What an organisation's own administrator can learn and set (docs/decisions.md#organisation-roles),
 * observed through the API: Ana administers organisation A through the seeded "Organization
 * administrator" role; Bob is a member of A and of B and holds a global role.
 * - Every answer Ana can get from a route her organisation role opens is listed here field by
 *   field: members are memberships (name, email, roles in A, since when), never accounts (global
 *   roles, user name, sign-in facts, date of birth, other organisations).
 * - Billing facts (`isPaid`, `validUntil` of A's modules and features) are set only with global
 *   permissions: 403 naming the field; adding and activating stay hers.
 * - A user's memberships change by difference (roles in a kept organisation stay), and no path
 *   takes an organisation's last manager (409).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/shared/api';
import { ORGANISATION_ADMINISTRATOR_ROLE } from '../../server/db/seed-data';
import { setupTestApp } from './helpers';
import { createOrganisation, expectStatus, unique, userBody } from './records';

const t = setupTestApp();

let roleIds: Record<string, number>;
let orgA: number;
let orgB: number;
let nameOfB: string;
let moduleIds: number[];
let ana: { id: number; email: string; password: string };
let bob: { id: number; email: string };
let anaBearer: string;

const asAna = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.api(method, path, payload, anaBearer);
const getUser = async (id: number) => (await t.api('GET', `/users/${id}`)).json() as User;
const addMember = async (organisationId: number, email: string, roles: string[]) =>
  expectStatus(await t.api('POST', `/organisations/${organisationId}/members`, { email, roleIds: roles.map((name) => roleIds[name]) }), 201);

beforeAll(async () => {
  roleIds = Object.fromEntries(((await t.api('GET', '/roles')).json() as { id: number; name: string }[]).map((role) => [role.name, role.id]));
  orgA = await createOrganisation(t, `Alfa ${unique()} d.o.o.`);
  nameOfB = `Beta ${unique()} d.o.o.`;
  orgB = await createOrganisation(t, nameOfB);
  moduleIds = ((await t.api('GET', '/modules')).json() as { id: number }[]).map((module) => module.id);
  const created = await t.createUser({ firstName: 'Ana', lastName: 'Anić' });
  ana = { id: created.id, email: created.email, password: created.password };
  await addMember(orgA, ana.email, [ORGANISATION_ADMINISTRATOR_ROLE]);
  const bobUser = await t.createUser({ firstName: 'Bob', lastName: 'Bobić', roles: ['Viewer'], organisationIds: [orgB] });
  bob = { id: bobUser.id, email: bobUser.email };
  await addMember(orgA, bob.email, ['Organization member']);
  anaBearer = (await t.signIn(ana.email, ana.password)).bearer_token;
  // A's history and modules hold something to read.
  expectStatus(await t.api('POST', '/organisation-modules', { organisationId: orgA, moduleId: moduleIds[0] }), 201);
  // A feature of that module A has not taken yet, and an invitation of Ana's still open.
  expectStatus(await t.api('POST', '/features', { moduleId: moduleIds[0], code: `audit-${unique()}`, name: 'Audit feature' }), 201);
  expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: `invitee.${unique()}@example.com`, roleIds: [roleIds['Organization member']] }, anaBearer), 202);
});

/**
 * The key paths of a JSON value: `[]` for array items, sorted and without repeats. The keys
 * inside an activity row's `changes` are the changed fields' names, which vary with what the
 * tests did before: `changes` stands for them (their values are checked apart).
 */
function keyPaths(value: unknown, prefix = ''): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) for (const item of node) walk(item, `${path}[]`);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const here = path ? `${path}.${key}` : key;
        paths.add(here);
        if (key !== 'changes') walk(child, here);
      }
    }
  };
  walk(value, prefix);
  return [...paths].sort();
}

describe("an organisation administrator's view of her members", () => {
  it('gets memberships from /organisations/{id}/users: no account internals, no other organisation', async () => {
    const response = await asAna('GET', `/organisations/${orgA}/users`);
    expectStatus(response, 200);
    const members = response.json() as Record<string, unknown>[];
    expect(members.map((member) => member.userId).sort()).toEqual([ana.id, bob.id].sort());
    for (const member of members) {
      expect(Object.keys(member).sort()).toEqual(['email', 'firstName', 'invitationPending', 'isActive', 'lastName', 'memberSince', 'roleIds', 'roles', 'userId']);
      expect(Date.parse(member.memberSince as string)).toBeGreaterThan(Date.now() - 3_600_000);
    }
    expect(members.find((member) => member.userId === bob.id)).toMatchObject({ roles: [{ name: 'Organization member' }] });
    expect(response.body).not.toContain(nameOfB);
    expect(response.body).not.toContain('Viewer');
  });

  it('leaves the whole accounts to global holders', async () => {
    const members = (await t.api('GET', `/organisations/${orgA}/users`)).json() as User[];
    const whole = members.find((member) => member.id === bob.id)!;
    expect(whole.organisations.map((organisation) => organisation.id).sort()).toEqual([orgA, orgB].sort());
    expect(whole.roles.map((role) => role.name)).toEqual(['Viewer']);
  });
});

/** Each GET route an organisation role opens, with the fields of its answer as Ana gets it. */
const SCOPED_ANSWERS: Record<string, string[]> = {
  'GET /api/1.0/organisations/:id/member-roles': ['[].description', '[].id', '[].name'],
  'GET /api/1.0/organisations/:id/members': ['[].email', '[].firstName', '[].invitationPending', '[].isActive', '[].lastName', '[].memberSince', '[].roleIds', '[].roles', '[].roles[].id', '[].roles[].name', '[].userId'],
  'GET /api/1.0/organisations/:id/member-invitations': ['[].email', '[].expiresAt', '[].id', '[].roleIds', '[].roles', '[].roles[].id', '[].roles[].name', '[].sentAt'],
  'GET /api/1.0/organisations/paged': ['current_page', 'items', 'items[].address', 'items[].city', 'items[].country', 'items[].createdAt', 'items[].deletedAt', 'items[].email', 'items[].id', 'items[].isActive', 'items[].name', 'items[].nationalIdentificationNumber', 'items[].phone', 'items[].taxRegistrationNumber', 'items[].type', 'items[].updatedAt', 'items[].website', 'page_size', 'total_count', 'total_exact', 'total_pages'],
  'GET /api/1.0/organisations': ['[].address', '[].city', '[].country', '[].createdAt', '[].deletedAt', '[].email', '[].id', '[].isActive', '[].name', '[].nationalIdentificationNumber', '[].phone', '[].taxRegistrationNumber', '[].type', '[].updatedAt', '[].website'],
  'GET /api/1.0/organisations/:id': ['address', 'city', 'country', 'createdAt', 'deletedAt', 'email', 'id', 'isActive', 'name', 'nationalIdentificationNumber', 'phone', 'taxRegistrationNumber', 'type', 'updatedAt', 'website'],
  'GET /api/1.0/organisations/:id/modules': ['[].createdAt', '[].deletedAt', '[].expired', '[].featureCount', '[].id', '[].isActive', '[].isPaid', '[].moduleCode', '[].moduleId', '[].moduleName', '[].organisationId', '[].organisationName', '[].updatedAt', '[].validUntil'],
  'GET /api/1.0/organisations/:id/available-modules': ['[].code', '[].description', '[].id', '[].name'],
  'GET /api/1.0/organisations/:id/features': ['[].createdAt', '[].deletedAt', '[].expired', '[].featureCode', '[].featureId', '[].featureName', '[].id', '[].isActive', '[].isPaid', '[].moduleId', '[].moduleName', '[].organisationId', '[].organisationName', '[].updatedAt', '[].validUntil'],
  'GET /api/1.0/organisations/:id/available-features': ['[].code', '[].createdAt', '[].description', '[].id', '[].moduleId', '[].moduleName', '[].name', '[].updatedAt'],
  'GET /api/1.0/organisations/:id/users': ['[].email', '[].firstName', '[].invitationPending', '[].isActive', '[].lastName', '[].memberSince', '[].roleIds', '[].roles', '[].roles[].id', '[].roles[].name', '[].userId'],
  'GET /api/1.0/organisation-modules/paged': ['current_page', 'items', 'items[].createdAt', 'items[].deletedAt', 'items[].expired', 'items[].featureCount', 'items[].id', 'items[].isActive', 'items[].isPaid', 'items[].moduleCode', 'items[].moduleId', 'items[].moduleName', 'items[].organisationId', 'items[].organisationName', 'items[].updatedAt', 'items[].validUntil', 'page_size', 'total_count', 'total_exact', 'total_pages'],
  'GET /api/1.0/organisation-modules': ['[].createdAt', '[].deletedAt', '[].expired', '[].featureCount', '[].id', '[].isActive', '[].isPaid', '[].moduleCode', '[].moduleId', '[].moduleName', '[].organisationId', '[].organisationName', '[].updatedAt', '[].validUntil'],
  'GET /api/1.0/organisation-modules/:id': ['createdAt', 'deletedAt', 'expired', 'featureCount', 'id', 'isActive', 'isPaid', 'moduleCode', 'moduleId', 'moduleName', 'organisationId', 'organisationName', 'updatedAt', 'validUntil'],
  'GET /api/1.0/organisation-modules/:id/features': ['[].createdAt', '[].deletedAt', '[].expired', '[].featureCode', '[].featureId', '[].featureName', '[].id', '[].isActive', '[].isPaid', '[].moduleId', '[].moduleName', '[].organisationId', '[].organisationName', '[].updatedAt', '[].validUntil'],
  'GET /api/1.0/organisation-features/paged': ['current_page', 'items', 'items[].createdAt', 'items[].deletedAt', 'items[].expired', 'items[].featureCode', 'items[].featureId', 'items[].featureName', 'items[].id', 'items[].isActive', 'items[].isPaid', 'items[].moduleId', 'items[].moduleName', 'items[].organisationId', 'items[].organisationName', 'items[].updatedAt', 'items[].validUntil', 'page_size', 'total_count', 'total_exact', 'total_pages'],
  'GET /api/1.0/organisation-features': ['[].createdAt', '[].deletedAt', '[].expired', '[].featureCode', '[].featureId', '[].featureName', '[].id', '[].isActive', '[].isPaid', '[].moduleId', '[].moduleName', '[].organisationId', '[].organisationName', '[].updatedAt', '[].validUntil'],
  'GET /api/1.0/organisation-features/:id': ['createdAt', 'deletedAt', 'expired', 'featureCode', 'featureId', 'featureName', 'id', 'isActive', 'isPaid', 'moduleId', 'moduleName', 'organisationId', 'organisationName', 'updatedAt', 'validUntil'],
  'GET /api/1.0/activity/paged': ['current_page', 'items', 'items[].action', 'items[].actorId', 'items[].actorName', 'items[].at', 'items[].changes', 'items[].id', 'items[].organisationId', 'items[].recordId', 'items[].resource', 'page_size', 'total_count', 'total_exact', 'total_pages'],
  'GET /api/1.0/activity': ['[].action', '[].actorId', '[].actorName', '[].at', '[].changes', '[].id', '[].organisationId', '[].recordId', '[].resource'],
  'GET /api/1.0/activity/:id': ['action', 'actorId', 'actorName', 'at', 'changes', 'id', 'organisationId', 'recordId', 'resource'],
};

describe('every answer an organisation role opens', () => {
  it('exposes only the fields listed here, and nothing of another organisation', async () => {
    const assignment = ((await asAna('GET', `/organisations/${orgA}/modules`)).json() as { id: number }[])[0];
    const feature = ((await asAna('GET', `/organisations/${orgA}/features`)).json() as { id: number }[])[0];
    const activity = ((await asAna('GET', `/activity/paged?current_page=1&page_size=5`)).json() as { items: { id: number }[] }).items[0];
    const idFor = (url: string) =>
      url.startsWith('/api/1.0/organisation-modules/') ? assignment.id : url.startsWith('/api/1.0/organisation-features/') ? feature.id : url.startsWith('/api/1.0/activity/') ? activity.id : orgA;
    const routes = t.app.routePermissions.filter((route) => route.organisationScoped && route.method === 'GET');
    const seen: Record<string, string[]> = {};
    for (const route of routes) {
      const path = route.url.replace(/:id\b/, String(idFor(route.url))).replace('/api/1.0', '');
      const query = path.endsWith('/paged') ? '?current_page=1&page_size=100' : '';
      const response = await asAna('GET', `${path}${query}`);
      expectStatus(response, 200);
      expect(response.body, `${route.url} names organisation B`).not.toContain(nameOfB);
      seen[`GET ${route.url}`] = keyPaths(response.json());
    }
    expect(seen).toEqual(SCOPED_ANSWERS);
  });

  it("keeps the activity log's addresses and browsers for global holders", async () => {
    const { items } = (await t.api('GET', `/activity/paged?current_page=1&page_size=5&organisationId=${orgA}`)).json() as { items: Record<string, unknown>[] };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(['ip', 'userAgent']));
  });
});

describe('billing facts', () => {
  it("are not an organisation administrator's to set: 403 naming the field; adding and activating stay hers", async () => {
    const refused = await asAna('POST', '/organisation-modules', { organisationId: orgA, moduleId: moduleIds[1], isPaid: true });
    expectStatus(refused, 403);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'isPaid' })]);
    const added = await asAna('POST', '/organisation-modules', { organisationId: orgA, moduleId: moduleIds[1], isActive: false });
    expectStatus(added, 201);
    const id = added.json().id as number;
    expect(added.json()).toMatchObject({ isPaid: false, validUntil: null });

    const paidUntil = await asAna('PUT', `/organisation-modules/${id}`, { id, validUntil: '2099-12-31' });
    expectStatus(paidUntil, 403);
    expect(paidUntil.json().errors).toEqual([expect.objectContaining({ field: 'validUntil' })]);
    const paid = await asAna('PUT', `/organisation-modules/${id}/paid-status`, { isPaid: true });
    expectStatus(paid, 403);
    expect(paid.json().errors).toEqual([expect.objectContaining({ field: 'isPaid' })]);
    // The form sends the values it shows: unchanged billing facts pass.
    expectStatus(await asAna('PUT', `/organisation-modules/${id}`, { id, isActive: true, isPaid: false, validUntil: null }), 200);
    expectStatus(await asAna('PUT', `/organisation-modules/${id}/active-status`, { isActive: false }), 200);

    const features = (await asAna('GET', `/organisation-modules/${id}/features`)).json() as { id: number }[];
    if (features.length) {
      const refusedFeature = await asAna('PUT', `/organisation-features/${features[0].id}/paid-status`, { isPaid: true });
      expectStatus(refusedFeature, 403);
    }
    const unchanged = (await t.api('GET', `/organisation-modules/${id}`)).json();
    expect(unchanged).toMatchObject({ isPaid: false, validUntil: null });

    // A global holder sets them.
    expectStatus(await t.api('PUT', `/organisation-modules/${id}`, { id, isPaid: true, validUntil: '2099-12-31' }), 200);
    expect((await t.api('GET', `/organisation-modules/${id}`)).json()).toMatchObject({ isPaid: true, validUntil: '2099-12-31' });
  });
});

describe("a user's memberships", () => {
  it('change by difference: roles in a kept organisation stay', async () => {
    const orgC = await createOrganisation(t, `Cezar ${unique()} d.o.o.`);
    const before = await getUser(bob.id);
    expectStatus(await t.api('PUT', `/users/${bob.id}`, userBody(before, { organisationIds: [orgA, orgB, orgC] })), 200);
    const members = (await t.api('GET', `/organisations/${orgA}/members`)).json() as { userId: number; roles: { name: string }[] }[];
    expect(members.find((member) => member.userId === bob.id)?.roles.map((role) => role.name)).toEqual(['Organization member']);
    expectStatus(await t.api('PUT', `/users/${bob.id}`, userBody(await getUser(bob.id), { organisationIds: [orgA] })), 200);
    expect((await getUser(bob.id)).organisations.map((organisation) => organisation.id)).toEqual([orgA]);
    expect(((await t.api('GET', `/organisations/${orgA}/members`)).json() as { userId: number; roles: { name: string }[] }[]).find((member) => member.userId === bob.id)?.roles).toEqual([
      expect.objectContaining({ name: 'Organization member' }),
    ]);
  });

  it("never lose an organisation's last manager: 409 on the user form and on deleting the account", async () => {
    const orgD = await createOrganisation(t, `Delta ${unique()} d.o.o.`);
    const carl = await t.createUser({ firstName: 'Carl', lastName: 'Carlić' });
    await addMember(orgD, carl.email, [ORGANISATION_ADMINISTRATOR_ROLE]);
    const leaving = await t.api('PUT', `/users/${carl.id}`, userBody(await getUser(carl.id), { organisationIds: [] }));
    expectStatus(leaving, 409);
    expect((await getUser(carl.id)).organisations.map((organisation) => organisation.id)).toEqual([orgD]);
    expectStatus(await t.api('DELETE', `/users/${carl.id}/soft`), 409);
    expect((await getUser(carl.id)).deletedAt).toBeNull();
    const members = (await t.api('GET', `/organisations/${orgD}/members`)).json() as { userId: number }[];
    expect(members.map((member) => member.userId)).toEqual([carl.id]);

    // With a second manager, the first may go either way.
    const dora = await t.createUser({ firstName: 'Dora', lastName: 'Dorić' });
    await addMember(orgD, dora.email, [ORGANISATION_ADMINISTRATOR_ROLE]);
    expectStatus(await t.api('PUT', `/users/${carl.id}`, userBody(await getUser(carl.id), { organisationIds: [] })), 200);
    expectStatus(await t.api('DELETE', `/users/${dora.id}/soft`), 409);
  });
});
