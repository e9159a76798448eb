/**
 * One's own email changes only through My account (`POST /accounts/email`, confirmed by a link
 * sent to the new address): `PUT /users/{ownId}` refuses a new address with 409 naming the
 * field, so a stolen bearer cannot move the account to an address its thief reads. An
 * administrator still changes another user's email there.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/shared/api';
import { users } from '../../server/db/schema';
import { ADMIN_EMAIL, setupTestApp } from './helpers';
import { userBody } from './records';

const t = setupTestApp();

/** The PUT body of `user` as the edit form sends it, with `changes`. */
const editBody = (user: User, changes: Record<string, unknown> = {}) => ({ id: user.id, ...userBody(user, changes) });

describe('changing one’s own email through PUT /users/{id}', () => {
  it('is refused with 409 naming the email field and pointing to My account; the address stays', async () => {
    const self = await t.createUser({ roles: ['Administrator'] });
    const bearer = (await t.signIn(self.email, self.password)).bearer_token;

    const response = await t.api('PUT', `/users/${self.id}`, editBody(self, { email: `thief.${self.id}@example.com` }), bearer);

    expect(response.statusCode).toBe(409);
    const body = response.json() as { message: string; reason: string; errors: { field: string; reason: string }[] };
    expect(body.errors).toEqual([{ field: 'email', reason: expect.stringContaining('My account') }]);
    expect(body.reason).toContain('My account');
    const [stored] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, self.id));
    expect(stored.email).toBe(self.email);
  });

  it('is refused for the seeded administrator too, while the rest of their own record still saves', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const current = (await t.api('GET', `/users/${admin.id}`)).json() as User;

    expect((await t.api('PUT', `/users/${admin.id}`, editBody(current, { email: 'elsewhere@example.com' }))).statusCode).toBe(409);
    // Same address in another case is no change of address.
    const saved = await t.api('PUT', `/users/${admin.id}`, editBody(current, { email: ADMIN_EMAIL.toUpperCase(), lastName: 'Renamed' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lastName: 'Renamed' });
  });

  it("still lets an administrator change another user's email", async () => {
    const other = await t.createUser({ roles: ['Viewer'] });
    const moved = `moved.${other.id}@example.com`;
    const response = await t.api('PUT', `/users/${other.id}`, editBody(other, { email: moved }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: moved });
  });
});
