/**
 * Organisation roles (docs/decisions.md#organisation-roles), observed through the API as a client
 * would: Ana, given the seeded "Organization administrator" role in organisation A only, manages
 * A's details, members and modules, sees A's history, and nothing of organisation B (404, its
 * existence not revealed) nor of the global back office (403); accounts stay global; the
 * ceiling applies inside the organisation; the last manager stays; role and user rules keep the
 * two kinds of roles apart; a change reaches her next request at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/api';
import { ORGANISATION_ADMINISTRATOR_ROLE } from '../../server/db/seed-data';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { setupTestApp } from './helpers';
import { createOrganisation, digits, expectStatus, unique } from './records';

const t = setupTestApp();

let roleIds: Record<string, number>;
let orgA: number;
let orgB: number;
let moduleId: number;
let moduleOfB: number;
let ana: { id: number; email: string; password: string };
let anaBearer: string;

const asAna = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.api(method, path, payload, anaBearer);

beforeAll(async () => {
  roleIds = Object.fromEntries(((await t.api('GET', '/roles')).json() as { id: number; name: string }[]).map((role) => [role.name, role.id]));
  orgA = await createOrganisation(t, `Alfa ${unique()} d.o.o.`);
  orgB = await createOrganisation(t, `Beta ${unique()} d.o.o.`);
  const modules = (await t.api('GET', '/modules')).json() as { id: number }[];
  moduleId = modules[0].id;
  const assigned = await t.api('POST', '/organisation-modules', { organisationId: orgB, moduleId: modules[1].id });
  expectStatus(assigned, 201);
  moduleOfB = assigned.json().id;
  const created = await t.createUser({ firstName: 'Ana', lastName: 'Anić' });
  ana = { id: created.id, email: created.email, password: created.password };
  const added = await t.api('POST', `/organisations/${orgA}/members`, { email: ana.email, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] });
  expectStatus(added, 201);
  expect(added.json()).toMatchObject({ invited: false, member: { userId: ana.id, roles: [{ name: ORGANISATION_ADMINISTRATOR_ROLE }] } });
  anaBearer = (await t.signIn(ana.email, ana.password)).bearer_token;
});

describe('an organisation administrator', () => {
  it('signs in with no global permission and A with its roles and permissions in the session user', async () => {
    const user = (await t.signIn(ana.email, ana.password)).user as SessionUser;
    expect(user.permissions).toEqual([]);
    expect(user.roles).toEqual([]);
    const [membership] = user.organisations;
    expect(membership).toMatchObject({ id: orgA, roles: [ORGANISATION_ADMINISTRATOR_ROLE] });
    expect(membership.permissions).toEqual(expect.arrayContaining(['organisations.read', 'organisations.update', 'organisation-modules.create', 'activity.read']));
    expect(membership.permissions).not.toContain('organisations.delete');
  });

  it('reads and changes A, and lists only A', async () => {
    expectStatus(await asAna('GET', `/organisations/${orgA}`), 200);
    const current = (await asAna('GET', `/organisations/${orgA}`)).json();
    const { name, taxRegistrationNumber, nationalIdentificationNumber, type } = current;
    expectStatus(await asAna('PUT', `/organisations/${orgA}`, { name: `${name} (renamed)`, taxRegistrationNumber, nationalIdentificationNumber, type }), 200);
    const paged = await asAna('GET', '/organisations/paged?current_page=1&page_size=100');
    expectStatus(paged, 200);
    expect(paged.json().items.map((item: { id: number }) => item.id)).toEqual([orgA]);
    expect(paged.json().total_count).toBe(1);
    const byIds = await asAna('POST', '/organisations/by-ids', [orgA, orgB]);
    expect(byIds.json().map((item: { id: number }) => item.id)).toEqual([orgA]);
  });

  it('gets 404 for everything of B, as for an organisation that does not exist', async () => {
    for (const [method, path, payload] of [
      ['GET', `/organisations/${orgB}`],
      ['PUT', `/organisations/${orgB}`, { name: 'Taken over d.o.o.', taxRegistrationNumber: pibFrom(digits(8)), nationalIdentificationNumber: digits(8), type: 'company' }],
      ['GET', `/organisations/${orgB}/members`],
      ['GET', `/organisations/${orgB}/modules`],
      ['PUT', `/organisations/${orgB}/members/${ana.id}/roles`, { roleIds: [] }],
      ['POST', `/organisations/${orgB}/members`, { email: ana.email, roleIds: [] }],
      ['GET', `/organisation-modules/${moduleOfB}`],
      ['PUT', `/organisation-modules/${moduleOfB}/paid-status`, { isPaid: true }],
      ['DELETE', `/organisation-modules/${moduleOfB}/soft`],
      ['POST', '/organisation-modules', { organisationId: orgB, moduleId }],
      ['POST', '/organisation-modules/change-state', { ids: [moduleOfB], isActive: false }],
      ['GET', '/organisations/999999'],
    ] as const) {
      const response = await asAna(method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
    }
    expect((await t.api('GET', `/organisation-modules/${moduleOfB}`)).json().isPaid).toBe(false);
  });

  it('adds a module to A and sees only A\'s modules', async () => {
    const added = await asAna('POST', '/organisation-modules', { organisationId: orgA, moduleId });
    expectStatus(added, 201);
    const listed = await asAna('GET', '/organisation-modules/paged?current_page=1&page_size=100');
    expect(listed.json().items.map((item: { organisationId: number }) => item.organisationId)).toEqual([orgA]);
  });

  it('is refused the global back office and global acts (403)', async () => {
    for (const [method, path, payload] of [
      ['GET', '/users/paged?current_page=1&page_size=10'],
      ['GET', '/roles'],
      ['POST', '/organisations', { name: 'New d.o.o.', taxRegistrationNumber: pibFrom(digits(8)), nationalIdentificationNumber: digits(8), type: 'company' }],
      ['DELETE', `/organisations/${orgA}/soft`],
      ['POST', `/organisations/${orgA}/users`, { userId: ana.id }],
      ['PUT', `/users/${ana.id}`, { roleIds: [roleIds.Administrator] }],
    ] as const) {
      const response = await asAna(method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(403);
    }
  });

  it('invites an existing account and an unknown address alike, adding neither (tests/server/organisation-invitations.test.ts); never changes their accounts', async () => {
    const bob = await t.createUser({ firstName: 'Bob', lastName: 'Bobić' });
    const address = `new.${unique()}@example.com`;
    for (const email of [bob.email.toUpperCase(), address]) {
      const invited = await asAna('POST', `/organisations/${orgA}/members`, { email, roleIds: [roleIds['Organization member']] });
      expectStatus(invited, 202);
      expect(invited.json()).toMatchObject({ email, roles: [{ name: 'Organization member' }] });
    }

    expectStatus(await asAna('PUT', `/users/${bob.id}`, { email: `taken.${unique()}@example.com` }), 403);
    expectStatus(await asAna('PUT', `/users/${bob.id}/active-status`, { isActive: false }), 403);
    const members = (await asAna('GET', `/organisations/${orgA}/members`)).json() as { userId: number; email: string }[];
    expect(members.map((member) => member.userId)).toContain(ana.id);
    expect(members.map((member) => member.userId)).not.toContain(bob.id);
    expect(members.map((member) => member.email)).not.toContain(address);
  });

  it('gives organisation roles only, and within what the giver holds in A (the ceiling)', async () => {
    const carol = await t.createUser({ firstName: 'Carol', lastName: 'Carić' });
    // Members join directly only through a global administrator; Ana's additions are invitations.
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: carol.email, roleIds: [] }), 201);
    expectStatus(await asAna('PUT', `/organisations/${orgA}/members/${carol.id}/roles`, { roleIds: [roleIds.Viewer] }), 422);
    // Gina manages A's details and members only: giving the full administrator role is above her.
    const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
    const limited = await t.api('POST', '/roles', {
      name: `Members only ${unique()}`,
      scope: 'organisation',
      permissionIds: permissions.filter((permission) => ['organisations.read', 'organisations.update'].includes(permission.name)).map((permission) => permission.id),
    });
    expectStatus(limited, 201);
    const gina = await t.createUser({ firstName: 'Gina', lastName: 'Ginić' });
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: gina.email, roleIds: [limited.json().id] }), 201);
    const ginaBearer = (await t.signIn(gina.email, gina.password)).bearer_token;
    const above = await t.api('PUT', `/organisations/${orgA}/members/${carol.id}/roles`, { roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }, ginaBearer);
    expectStatus(above, 403);
    expectStatus(await t.api('DELETE', `/organisations/${orgA}/users/${ana.id}`, undefined, ginaBearer), 403);
    const within = await t.api('PUT', `/organisations/${orgA}/members/${carol.id}/roles`, { roleIds: [limited.json().id] }, ginaBearer);
    expectStatus(within, 200);
    expect(within.json().roles.map((role: { name: string }) => role.name)).toEqual([limited.json().name]);
  });

  it('lists the organisation roles she may give in A (the back office\'s checklist), and nothing of B', async () => {
    const listed = await asAna('GET', `/organisations/${orgA}/member-roles`);
    expectStatus(listed, 200);
    const names = (listed.json() as { name: string }[]).map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining([ORGANISATION_ADMINISTRATOR_ROLE, 'Organization member']));
    expect(names).not.toContain('Administrator');
    expect(names).not.toContain('Viewer');
    expectStatus(await asAna('GET', `/organisations/${orgB}/member-roles`), 404);
  });

  it('keeps the last member who can manage an organisation (409); a second manager lets the first go', async () => {
    const orgC = await createOrganisation(t, `Gama ${unique()} d.o.o.`);
    expectStatus(await t.api('POST', `/organisations/${orgC}/members`, { email: ana.email, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }), 201);
    expectStatus(await asAna('PUT', `/organisations/${orgC}/members/${ana.id}/roles`, { roleIds: [] }), 409);
    expectStatus(await asAna('DELETE', `/organisations/${orgC}/users/${ana.id}`), 409);
    const dora = await t.createUser({ firstName: 'Dora', lastName: 'Dorić' });
    expectStatus(await t.api('POST', `/organisations/${orgC}/members`, { email: dora.email, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }), 201);
    expectStatus(await asAna('PUT', `/organisations/${orgC}/members/${ana.id}/roles`, { roleIds: [] }), 200);
    // Ana no longer reaches C, and still manages A.
    expectStatus(await asAna('GET', `/organisations/${orgC}`), 404);
    expectStatus(await asAna('GET', `/organisations/${orgA}`), 200);
  });

  it('reads the history of A only, filtered by organisation', async () => {
    const own = await asAna('GET', `/activity/paged?current_page=1&page_size=100&organisationId=${orgA}`);
    expectStatus(own, 200);
    const rows = own.json().items as { organisationId: number | null; resource: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organisationId === orgA)).toBe(true);
    const everything = (await asAna('GET', '/activity/paged?current_page=1&page_size=100')).json().items as { organisationId: number | null }[];
    expect(everything.every((row) => row.organisationId === orgA)).toBe(true);
    const ofB = (await t.api('GET', `/activity/paged?current_page=1&page_size=100&organisationId=${orgB}`)).json().items as { id: number }[];
    expect(ofB.length).toBeGreaterThan(0);
    expectStatus(await asAna('GET', `/activity/${ofB[0].id}`), 404);
  });

  it('loses A at her next request when the administrator takes her role', async () => {
    const eve = await t.createUser({ firstName: 'Eve', lastName: 'Ević' });
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: eve.email, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }), 201);
    const eveBearer = (await t.signIn(eve.email, eve.password)).bearer_token;
    expectStatus(await t.api('GET', `/organisations/${orgA}`, undefined, eveBearer), 200);
    expectStatus(await t.api('PUT', `/organisations/${orgA}/members/${eve.id}/roles`, { roleIds: [] }), 200);
    expectStatus(await t.api('GET', `/organisations/${orgA}`, undefined, eveBearer), 403);
  });
});

describe('the two kinds of roles stay apart', () => {
  it('refuses an organisation role with a global permission (422) and takes one with organisation permissions', async () => {
    const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
    const id = (name: string) => permissions.find((permission) => permission.name === name)!.id;
    const refused = await t.api('POST', '/roles', { name: `Org ${unique()}`, scope: 'organisation', permissionIds: [id('users.read')] });
    expectStatus(refused, 422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'permissionIds' });
    const created = await t.api('POST', '/roles', { name: `Org ${unique()}`, scope: 'organisation', permissionIds: [id('organisation-modules.read')] });
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({ scope: 'organisation', userCount: 0 });
    const name = created.json().name;
    expectStatus(await t.api('PUT', `/roles/${created.json().id}`, { name, permissionIds: [id('users.read')] }), 422);
    expectStatus(await t.api('PUT', `/roles/${created.json().id}`, { name, scope: 'global' }), 400);
    const listed = (await t.api('GET', '/roles/paged?current_page=1&page_size=100&scope=organisation')).json().items as { scope: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed.every((role) => role.scope === 'organisation')).toBe(true);
  });

  it('refuses an organisation role among a user\'s global roles (422)', async () => {
    const response = await t.api('POST', '/users', {
      firstName: 'Org',
      lastName: 'Role',
      email: `org.role.${unique()}@example.com`,
      userName: `orgrole${unique()}`,
      password: 'password-123',
      roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]],
    });
    expectStatus(response, 422);
    expect(response.json().errors[0]).toMatchObject({ field: 'roleIds' });
  });

  it('makes a member of an organisation role that requires two-factor sign-in enrol first', async () => {
    const role = await t.api('POST', '/roles', { name: `Strict ${unique()}`, scope: 'organisation', requireTwoFactor: true, permissionIds: [] });
    expectStatus(role, 201);
    const frank = await t.createUser({ firstName: 'Frank', lastName: 'Frankić' });
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: frank.email, roleIds: [role.json().id, roleIds['Organization member']] }), 201);
    const session = await t.signIn(frank.email, frank.password);
    expect(session.user.twoFactorRequired).toBe(true);
    expectStatus(await t.api('GET', `/organisations/${orgA}`, undefined, session.bearer_token), 403);
  });
});
