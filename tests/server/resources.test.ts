import { describe, expect, it } from 'vitest';
import type { Organisation, Paged, Permission, Role } from '../../src/shared/api';
import { SEEDED_PERMISSIONS } from '../../server/db/seed-data';
import { setupTestApp } from './helpers';

const t = setupTestApp();

const call = t.api;

describe('permissions', () => {
  it('lists every seeded permission in pages, sorted by name', async () => {
    const first = (await call('GET', '/permissions/paged?page_size=10')).json() as Paged<Permission>;
    expect(first.total_count).toBe(SEEDED_PERMISSIONS.length);
    expect(first.total_pages).toBe(Math.ceil(SEEDED_PERMISSIONS.length / 10));
    const names = first.items.map((p) => p.name);
    expect(names).toEqual([...names].sort());
  });

  it('searches case-insensitively', async () => {
    const page = (await call('GET', '/permissions/paged?search_term=USERS.&page_size=100')).json() as Paged<Permission>;
    expect(page.items.map((p) => p.name).sort()).toEqual(['users.create', 'users.delete', 'users.read', 'users.update']);
  });

  it('creates a permission (201) and refuses a malformed or duplicate name', async () => {
    const created = await call('POST', '/permissions', { name: 'reports.export', description: 'Export reports' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(Number), name: 'reports.export', description: 'Export reports', isSystem: false, deletedAt: null });
    expect((await call('POST', '/permissions', { name: 'Reports Export' })).statusCode).toBe(422);
    expect((await call('POST', '/permissions', { name: 'reports.export' })).statusCode).toBe(409);
  });
});

describe('roles', () => {
  it('lists the seeded roles with their permissions', async () => {
    const page = (await call('GET', '/roles/paged?current_page=1&page_size=100&search_term=')).json() as Paged<Role>;
    const byName = Object.fromEntries(page.items.map((role) => [role.name, role]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['Administrator', 'Manager', 'Viewer']));
    const viewer = byName.Viewer.permissions.map((p) => p.name);
    expect(viewer.every((name) => name.endsWith('.read'))).toBe(true);
    const manager = byName.Manager.permissions.map((p) => p.name);
    expect(manager).toContain('users.create');
    expect(manager).not.toContain('roles.update');
    expect(manager).toContain('roles.read');
  });

  it('creates a role with permissions and replaces them on update (id in the payload)', async () => {
    const permissions = (await call('GET', '/permissions?search_term=organisations.')).json() as Permission[];
    const read = permissions.find((p) => p.name === 'organisations.read')!;
    const update = permissions.find((p) => p.name === 'organisations.update')!;

    const created = await call('POST', '/roles', { name: 'Auditor', description: 'Reads organisations', permissionIds: [read.id] });
    expect(created.statusCode).toBe(201);
    const role = created.json() as Role;
    expect(role.permissions).toEqual([{ id: read.id, name: 'organisations.read' }]);

    const updated = await call('PUT', `/roles/${role.id}`, { id: role.id, name: 'Auditor', permissionIds: [read.id, update.id] });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as Role).permissions.map((p) => p.name)).toEqual(['organisations.read', 'organisations.update']);

    expect((await call('GET', `/roles/${role.id}`)).json()).toEqual(updated.json());
  });

  it('answers 400 for an id mismatch, 422 for unknown permission ids, 409 for a taken name, 404 for an unknown role', async () => {
    const role = (await call('POST', '/roles', { name: 'Temporary' })).json() as Role;
    expect((await call('PUT', `/roles/${role.id}`, { id: role.id + 100, name: 'Temporary' })).statusCode).toBe(400);
    expect((await call('PUT', `/roles/${role.id}`, { name: 'Temporary', permissionIds: [99999] })).statusCode).toBe(422);
    expect((await call('POST', '/roles', { name: 'Administrator' })).statusCode).toBe(409);
    expect((await call('PUT', '/roles/99999', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('GET', '/roles/99999')).statusCode).toBe(404);
  });

  it('refuses role changes to a Manager (403) but lets them read roles', async () => {
    const manager = await t.createUser({ roles: ['Manager'] });
    const { bearer_token } = await t.signIn(manager.email, manager.password);
    expect((await call('GET', '/roles/paged', undefined, bearer_token)).statusCode).toBe(200);
    const denied = await call('POST', '/roles', { name: 'Superuser' }, bearer_token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().reason).toBe('Missing permission roles.create');
  });
});

describe('organisations', () => {
  const organisation = (overrides: object = {}) => ({
    name: 'Sava Tech d.o.o.',
    taxRegistrationNumber: '100200309',
    nationalIdentificationNumber: '12345678',
    type: 'company',
    city: 'Šabac',
    country: 'RS',
    ...overrides,
  });

  it('lists the four sample organisations, searchable and filterable by type', async () => {
    const page = (await call('GET', '/organisations/paged?page_size=100')).json() as Paged<Organisation>;
    expect(page.total_count).toBeGreaterThanOrEqual(4);
    for (const item of page.items) {
      expect(item.taxRegistrationNumber).toMatch(/^\d{9}$/);
      expect(item.nationalIdentificationNumber).toMatch(/^\d{8}$/);
    }
    const search = (await call('GET', '/organisations/paged?search_term=novi sad')).json() as Paged<Organisation>;
    expect(search.items.map((o) => o.city)).toEqual(['Novi Sad']);
    const entrepreneurs = (await call('GET', '/organisations/paged?type=entrepreneur')).json() as Paged<Organisation>;
    expect(entrepreneurs.items.every((o) => o.type === 'entrepreneur')).toBe(true);
    expect(entrepreneurs.total_count).toBeGreaterThan(0);
  });

  it('creates and updates an organisation; PIB and MB must have 9 and 8 digits and be unique', async () => {
    const created = await call('POST', '/organisations', organisation());
    expect(created.statusCode).toBe(201);
    const body = created.json() as Organisation;
    expect(body).toMatchObject({ name: 'Sava Tech d.o.o.', isActive: true, deletedAt: null, email: null });

    const updated = await call('PUT', `/organisations/${body.id}`, organisation({ name: 'Sava Tech Group d.o.o.', id: body.id }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Sava Tech Group d.o.o.');

    const badPib = await call('POST', '/organisations', organisation({ taxRegistrationNumber: '12345' }));
    expect(badPib.statusCode).toBe(422);
    expect(badPib.json().errors).toEqual([{ field: 'taxRegistrationNumber', reason: 'Tax registration number (PIB) must be 9 digits' }]);
    expect((await call('POST', '/organisations', organisation({ type: 'castle' }))).statusCode).toBe(422);

    const duplicate = await call('POST', '/organisations', organisation({ nationalIdentificationNumber: '87654321' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().reason).toBe('Tax registration number already in use');
  });

  it('soft-deletes: the row leaves every list unless include_deleted, and can be restored', async () => {
    const created = (await call('POST', '/organisations', organisation({ taxRegistrationNumber: '100200317', nationalIdentificationNumber: '12345679', name: 'Ephemeral d.o.o.' }))).json() as Organisation;

    const deleted = await call('DELETE', `/organisations/${created.id}/soft`);
    expect(deleted.statusCode).toBe(204);
    const hidden = (await call('GET', '/organisations/paged?search_term=ephemeral')).json() as Paged<Organisation>;
    expect(hidden.total_count).toBe(0);
    expect(((await call('GET', '/organisations')).json() as Organisation[]).some((o) => o.id === created.id)).toBe(false);
    const shown = (await call('GET', '/organisations/paged?search_term=ephemeral&include_deleted=true')).json() as Paged<Organisation>;
    expect(shown.items[0].deletedAt).not.toBeNull();

    const restored = await call('POST', `/organisations/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect((await call('DELETE', '/organisations/99999/soft')).statusCode).toBe(404);
  });

  it('changes the active state of several at once, or of one', async () => {
    const all = (await call('GET', '/organisations')).json() as Organisation[];
    const ids = all.slice(0, 2).map((o) => o.id);

    const changed = await call('POST', '/organisations/change-state', { ids, isActive: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ids.sort()).toEqual([...ids].sort());
    const inactive = (await call('GET', '/organisations/paged?isActive=false')).json() as Paged<Organisation>;
    expect(inactive.items.map((o) => o.id)).toEqual(expect.arrayContaining(ids));

    const one = await call('PUT', `/organisations/${ids[0]}/active-status`, { isActive: true });
    expect(one.statusCode).toBe(200);
    expect(one.json().isActive).toBe(true);
    expect((await call('POST', '/organisations/change-state', { ids: [], isActive: true })).statusCode).toBe(422);
  });
});
