/**
 * A date of birth is a real one: from 1900-01-01 to today, inclusive, on every route that takes
 * it (`POST /users`, `PUT /users/{id}`); anything else is 422 naming the field. `null` clears
 * a stored date (and gender).
 */
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/shared/api';
import { setupTestApp } from './helpers';

const t = setupTestApp();

/** Today's date (yyyy-mm-dd) where the test runs. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

let counter = 0;
const newUser = (dateOfBirth: unknown) => {
  const n = `${Date.now().toString(36)}${++counter}`;
  return { firstName: 'Vesna', lastName: 'Jović', email: `vesna.${n}@example.com`, userName: `vesna_${n}`, password: 'secret-pass', dateOfBirth };
};

const editBody = (user: User, changes: Record<string, unknown>) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.userName,
  ...changes,
});

describe('date of birth', () => {
  it.each(['9999-12-31', '1899-12-31', '0001-01-01'])('refuses %s on create and on update with 422 naming dateOfBirth', async (date) => {
    const created = await t.api('POST', '/users', newUser(date));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual([{ field: 'dateOfBirth', reason: expect.stringContaining('1900-01-01') }]);

    const user = await t.createUser();
    const updated = await t.api('PUT', `/users/${user.id}`, editBody(user, { dateOfBirth: date }));
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual([{ field: 'dateOfBirth', reason: expect.stringContaining('1900-01-01') }]);
    expect(((await t.api('GET', `/users/${user.id}`)).json() as User).dateOfBirth).toBeNull();
  });

  it('accepts the first and the last day of the range: 1900-01-01 and today', async () => {
    const first = await t.api('POST', '/users', newUser('1900-01-01'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ dateOfBirth: '1900-01-01' });

    const user = await t.createUser();
    const updated = await t.api('PUT', `/users/${user.id}`, editBody(user, { dateOfBirth: today() }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ dateOfBirth: today() });
  });

  it('is cleared (with gender) by null in PUT /users/{id}', async () => {
    const created = (await t.api('POST', '/users', { ...newUser('1988-03-14'), gender: true })).json() as User;
    expect(created).toMatchObject({ dateOfBirth: '1988-03-14', gender: true });

    const cleared = await t.api('PUT', `/users/${created.id}`, editBody(created, { dateOfBirth: null, gender: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ dateOfBirth: null, gender: null });
    expect((await t.api('GET', `/users/${created.id}`)).json()).toMatchObject({ dateOfBirth: null, gender: null });
  });
});
