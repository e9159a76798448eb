import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp();

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** The id of the permission named `name`. */
async function permissionId(name: string): Promise<number> {
  const found = (await t.api('GET', `/permissions?search_term=${name}`)).json() as { id: number; name: string }[];
  return found.find((permission) => permission.name === name)!.id;
}

describe('roles that require two-factor sign-in', () => {
  it('are created with requireTwoFactor, which the role answers and the activity log records', async () => {
    const created = await t.api('POST', '/roles', { name: `Strict ${uniqueLetters(6)}`, requireTwoFactor: true, permissionIds: [] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ requireTwoFactor: true });
    expect((await t.api('GET', `/roles/${created.json().id}`)).json()).toMatchObject({ requireTwoFactor: true });

    // A role created without it does not require it.
    const relaxed = await t.api('POST', '/roles', { name: `Relaxed ${uniqueLetters(6)}` });
    expect(relaxed.json()).toMatchObject({ requireTwoFactor: false });

    const turnedOff = await t.api('PUT', `/roles/${created.json().id}`, { id: created.json().id, name: created.json().name, requireTwoFactor: false });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json()).toMatchObject({ requireTwoFactor: false });
    const history = (await t.api('GET', `/activity/paged?resource=roles&recordId=${created.json().id}`)).json() as { items: { action: string; changes: Record<string, unknown> }[] };
    const update = history.items.find((row) => row.action === 'update');
    expect(JSON.stringify(update?.changes)).toContain('requireTwoFactor');
  });

  it('refuses a requireTwoFactor that is not a boolean (400 naming the field as a known one)', async () => {
    const answer = await t.api('POST', '/roles', { name: `Odd ${uniqueLetters(6)}`, requireTwoFactor: 'yes' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'requireTwoFactor' })]);
    expect(answer.json().errors[0].reason).not.toMatch(/unknown field/i);
  });

  it('send a member to enrolment (403 elsewhere) once set on update, and let them through after enrolling', async () => {
    const role = await t.api('POST', '/roles', { name: `Readers ${uniqueLetters(6)}`, permissionIds: [await permissionId('users.read')] });
    expect(role.statusCode).toBe(201);
    const member = await t.createUser({ roles: [role.json().name] });
    const { bearer_token: bearer } = await t.signIn(member.email, member.password);
    expect((await t.api('GET', '/users/paged', undefined, bearer)).statusCode).toBe(200);

    const strict = await t.api('PUT', `/roles/${role.json().id}`, { id: role.json().id, name: role.json().name, requireTwoFactor: true });
    expect(strict.statusCode).toBe(200);

    const blocked = await t.api('GET', '/users/paged', undefined, bearer);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().reason).toBe('Two-factor authentication must be set up first');
    // The session user tells the admin why, so it can send the member to enrolment.
    const session = await t.api('POST', '/accounts/authenticate', undefined, bearer);
    expect(session.json()).toMatchObject({ twoFactorRequired: true });

    const enrol = await t.api('POST', '/accounts/two-factor/enrol', undefined, bearer);
    expect(enrol.statusCode).toBe(200);
    const confirm = await t.api('POST', '/accounts/two-factor/confirm', { code: codeFor(enrol.json().secret) }, bearer);
    expect(confirm.statusCode).toBe(200);
    expect((await t.api('GET', '/users/paged', undefined, bearer)).statusCode).toBe(200);
  });
});
