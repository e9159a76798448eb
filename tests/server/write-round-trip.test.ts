/**
 * Generated edit forms against the real server's schemas (docs/decisions.md#declared-resources,
 * #strict-validation): a form sends only its declared fields, since the API rejects unknown ones.
 * For every declared resource with an edit screen: GET a record, build the edit form's body
 * exactly as the admin does (toWritePayload), PUT it → 200 and nothing changed. The users'
 * hand-written form goes through its own payload builder the same way.
 */
import { describe, expect, it } from 'vitest';
import { toWritePayload } from '../../src/admin/crud/writePayload';
import type { ResourceDeclaration } from '../../src/admin/crud/types';
import { API_PATHS } from '../../src/admin/dataProvider';
import { toUpdatePayload, userToFormValues } from '../../src/resources/users/userForm';
import type { User } from '../../src/shared/api';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

const modules = import.meta.glob<Record<string, unknown>>('../../src/resources/*/declaration.ts', { eager: true });
const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'name' in value && 'fields' in value && 'screens' in value;
const declarations = Object.values(modules)
  .flatMap((module) => Object.values(module).filter(isDeclaration))
  .filter((declaration, index, all) => all.findIndex((other) => other.name === declaration.name) === index)
  .filter((declaration) => declaration.screens.edit && declaration.fields.some((field) => field.form === true || field.form === 'edit'));

describe('edit forms round-trip through the real API', () => {
  it('has generated edit forms to check', () => {
    expect(declarations.map((declaration) => declaration.name)).toEqual(expect.arrayContaining(['roles', 'permissions']));
  });

  for (const declaration of declarations) {
    it(`${declaration.name}: GET → edit form body → PUT answers 200 and changes nothing`, async () => {
      const bearer = await t.adminBearer();
      const path = API_PATHS[declaration.name] ?? declaration.name;
      const list = await t.injectAs(bearer, { method: 'GET', url: `${API}/${path}/paged?page_size=5` });
      expect(list.statusCode).toBe(200);
      const [record] = list.json().items as Record<string, unknown>[];
      if (!record) return; // nothing seeded for this resource: covered by its own tests
      const body = toWritePayload(declaration, record, 'edit', { id: record.id as number });
      const response = await t.injectAs(bearer, { method: 'PUT', url: `${API}/${path}/${record.id}`, payload: body });
      expect({ status: response.statusCode, body: response.statusCode === 200 ? 'ok' : response.body }).toEqual({ status: 200, body: 'ok' });
      const { updatedAt: _before, ...before } = record;
      const { updatedAt: _after, ...after } = response.json() as Record<string, unknown>;
      expect(after).toEqual(before);
    });
  }

  it('users: the hand-written edit form body round-trips too', async () => {
    const bearer = await t.adminBearer();
    const created = await t.createUser({ roles: ['Viewer'] });
    const user = (await t.injectAs(bearer, { method: 'GET', url: `${API}/users/${created.id}` })).json() as User;
    const body = toUpdatePayload(user.id, userToFormValues(user));
    const response = await t.injectAs(bearer, { method: 'PUT', url: `${API}/users/${user.id}`, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(user.roles);
  });
});
