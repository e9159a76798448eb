import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, User } from '../../src/shared/api';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

let admin: string;
let roleIds: Record<string, number>;
let organisationIds: number[];

beforeAll(async () => {
  admin = await t.adminBearer();
  const roles = (await t.injectAs(admin, { method: 'GET', url: `${API}/roles` })).json() as { id: number; name: string }[];
  roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id]));
  const organisations = (await t.injectAs(admin, { method: 'GET', url: `${API}/organisations` })).json() as { id: number }[];
  organisationIds = organisations.map((organisation) => organisation.id);
});

const post = (payload: object, bearer = admin) => t.injectAs(bearer, { method: 'POST', url: `${API}/users`, payload });
const put = (id: number, payload: object, bearer = admin) => t.injectAs(bearer, { method: 'PUT', url: `${API}/users/${id}`, payload });
const get = (url: string, bearer = admin) => t.injectAs(bearer, { method: 'GET', url: `${API}${url}` });

const newUser = (overrides: object = {}) => ({
  firstName: 'Jelena',
  lastName: 'Marković',
  email: `jelena.${Math.random().toString(36).slice(2, 8)}@example.com`,
  userName: `jelena_${Math.random().toString(36).slice(2, 8)}`,
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  ...overrides,
});

describe('users CRUD', () => {
  it('creates, reads and updates a user with roles and organisations', async () => {
    const created = await post(
      newUser({ gender: false, dateOfBirth: '1990-04-12', roleIds: [roleIds.Viewer], organisationIds: [organisationIds[0]] }),
    );
    expect(created.statusCode).toBe(201);
    const user: User = created.json();
    expect(user).toMatchObject({
      firstName: 'Jelena',
      lastName: 'Marković',
      gender: false,
      dateOfBirth: '1990-04-12',
      isActive: true,
      requestPasswordChange: true,
      roles: [{ id: roleIds.Viewer, name: 'Viewer' }],
      organisations: [{ id: organisationIds[0], name: expect.any(String) }],
      lastLoginAt: null,
    });
    expect(Object.keys(user)).not.toContain('passwordHash');
    expect(JSON.stringify(user)).not.toContain('argon2');

    const fetched = await get(`/users/${user.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(user);

    const updated = await put(user.id, {
      id: user.id,
      firstName: 'Jelena',
      lastName: 'Petrović',
      email: user.email,
      userName: user.userName,
      gender: null,
      dateOfBirth: null,
      roleIds: [roleIds.Manager],
      organisationIds: [organisationIds[1], organisationIds[2]],
      status: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      lastName: 'Petrović',
      gender: null,
      dateOfBirth: null,
      isActive: false,
      roles: [{ id: roleIds.Manager, name: 'Manager' }],
    });
    expect(updated.json().organisations.map((o: { id: number }) => o.id).sort()).toEqual([organisationIds[1], organisationIds[2]].sort());
  });

  it('treats absent roleIds and organisationIds on update as empty selections (docs/requirements.md#r4)', async () => {
    const user: User = (await post(newUser({ roleIds: [roleIds.Viewer], organisationIds: [organisationIds[0]] }))).json();

    const updated = await put(user.id, { firstName: user.firstName, lastName: user.lastName, email: user.email, userName: user.userName });

    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ roles: [], organisations: [], isActive: true });
  });

  it('defaults status to active and requestPasswordChange to true, and honours explicit values', async () => {
    const defaults: User = (await post(newUser())).json();
    expect(defaults).toMatchObject({ isActive: true, requestPasswordChange: true, roles: [], organisations: [] });

    const explicit: User = (await post(newUser({ status: false, requestPasswordChange: false }))).json();
    expect(explicit).toMatchObject({ isActive: false, requestPasswordChange: false });
  });

  it('lets a created user sign in with the given password', async () => {
    const payload = newUser();
    await post(payload);
    const session = await t.signIn(payload.email, payload.password);
    expect(session.user.user_name).toBe(payload.userName);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get('/users/999999')).statusCode).toBe(404);
    expect((await get('/users/999999')).json()).toEqual({ message: 'Not found' });
    expect((await get('/users/abc')).statusCode).toBe(400);
    expect((await put(999999, newUser({ password: undefined, confirmPassword: undefined }))).statusCode).toBe(404);
  });
});

describe('users validation', () => {
  it('rejects unknown fields with 400', async () => {
    const response = await post(newUser({ isAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Bad request', errors: [{ field: 'isAdmin', reason: 'Unknown field isAdmin' }] });
  });

  it('rejects wrong types with 400', async () => {
    expect((await post(newUser({ firstName: 123 }))).statusCode).toBe(400);
    expect((await post(newUser({ roleIds: 'all' }))).statusCode).toBe(400);
  });

  it('answers 422 with one error per field for a bad email and short names (docs/requirements.md#r5 messages)', async () => {
    const response = await post(newUser({ email: 'not-an-email', firstName: 'J', userName: 'j', password: '12345', confirmPassword: '12345' }));

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', reason: 'Please enter a valid email address' },
        { field: 'firstName', reason: 'First name must be at least 2 characters long' },
        { field: 'userName', reason: 'Username must be at least 2 characters long' },
        { field: 'password', reason: 'Password must be at least 6 characters long' },
      ]),
    );
  });

  it('answers 422 when the confirmation does not match', async () => {
    const response = await post(newUser({ confirmPassword: 'something-else' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'confirmPassword', reason: 'Passwords must match' }]);
  });

  it('answers 422 for unknown role or organisation ids, and writes nothing', async () => {
    const payload = newUser({ roleIds: [987654], organisationIds: [876543] });
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['organisationIds', 'roleIds']);

    const search = await get(`/users/paged?search_term=${encodeURIComponent(payload.email)}`);
    expect(search.json().total_count).toBe(0);
  });

  it('answers 409 for an email already in use in another case, and for a taken username', async () => {
    const first = newUser();
    await post(first);

    const sameEmail = await post(newUser({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'Conflict', reason: 'Email already in use' });

    const sameUserName = await post(newUser({ userName: first.userName }));
    expect(sameUserName.statusCode).toBe(409);
    expect(sameUserName.json()).toMatchObject({ message: 'Conflict', reason: 'User name already in use' });
  });

  it('answers 400 when the id in the payload differs from the path', async () => {
    const user: User = (await post(newUser())).json();
    const response = await put(user.id, { id: user.id + 1, firstName: 'Xx', lastName: 'Yy', email: user.email, userName: user.userName });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /users/paged', () => {
  const tag = Math.random().toString(36).slice(2, 7);
  beforeAll(async () => {
    const people = [
      ['Ana', 'Zorić', 0],
      ['Bojan', 'Ilić', 1],
      ['Ćira', 'Anić', 0],
    ] as const;
    for (const [firstName, lastName, organisation] of people) {
      await post(newUser({ firstName, lastName: `${lastName}${tag}`, organisationIds: [organisationIds[organisation]] }));
    }
  });

  it('pages with totals', async () => {
    const page = (await get('/users/paged?current_page=1&page_size=2')).json() as Paged<User>;
    expect(page.items).toHaveLength(2);
    expect(page).toMatchObject({ current_page: 1, page_size: 2 });
    expect(page.total_pages).toBe(Math.ceil(page.total_count / 2));

    const last = (await get(`/users/paged?current_page=${page.total_pages}&page_size=2`)).json() as Paged<User>;
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('searches case-insensitively over names, email and username', async () => {
    const page = (await get(`/users/paged?search_term=${tag.toUpperCase()}`)).json() as Paged<User>;
    expect(page.total_count).toBe(3);
    const byFirstName = (await get(`/users/paged?search_term=bOJAN`)).json() as Paged<User>;
    expect(byFirstName.items.map((u) => u.firstName)).toContain('Bojan');
  });

  it('sorts by a whitelisted column in either order and refuses others (400)', async () => {
    const ascending = (await get(`/users/paged?search_term=${tag}&sort_by=lastName&sort_order=asc`)).json() as Paged<User>;
    expect(ascending.items.map((u) => u.firstName)).toEqual(['Ćira', 'Bojan', 'Ana']);
    const descending = (await get(`/users/paged?search_term=${tag}&sort_by=lastName&sort_order=desc`)).json() as Paged<User>;
    expect(descending.items.map((u) => u.firstName)).toEqual(['Ana', 'Bojan', 'Ćira']);
    expect((await get('/users/paged?sort_by=passwordHash')).statusCode).toBe(400);
  });

  it('filters by organisation (orgId), also on GET /users', async () => {
    const page = (await get(`/users/paged?search_term=${tag}&orgId=${organisationIds[1]}`)).json() as Paged<User>;
    expect(page.items.map((u) => u.firstName)).toEqual(['Bojan']);
    const list = (await get(`/users?orgId=${organisationIds[1]}`)).json() as User[];
    expect(list.every((u) => u.organisations.some((o) => o.id === organisationIds[1]))).toBe(true);
    expect(list.map((u) => u.firstName)).toContain('Bojan');
  });

  it('answers 400 for page_size 101 and page 0', async () => {
    const response = await get('/users/paged?page_size=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('page_size');
    expect((await get('/users/paged?current_page=0')).statusCode).toBe(400);
  });
});

describe('users permissions', () => {
  it('lets a Viewer read (200) but not create (403)', async () => {
    const viewer = await t.createUser({ roles: ['Viewer'] });
    const { bearer_token } = await t.signIn(viewer.email, viewer.password);

    expect((await get('/users/paged', bearer_token)).statusCode).toBe(200);
    const denied = await post(newUser(), bearer_token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Forbidden', reason: 'Missing permission users.create' });
  });

  it('answers 401 without a bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/users/paged` });
    expect(response.statusCode).toBe(401);
  });

  it('stops a Manager from granting the Administrator role or editing an Administrator', async () => {
    const manager = await t.createUser({ roles: ['Manager'] });
    const { bearer_token } = await t.signIn(manager.email, manager.password);

    expect((await post(newUser({ roleIds: [roleIds.Viewer] }), bearer_token)).statusCode).toBe(201);
    expect((await post(newUser({ roleIds: [roleIds.Administrator] }), bearer_token)).statusCode).toBe(403);

    const administrator = await t.createUser({ roles: ['Administrator'] });
    const edit = await put(
      administrator.id,
      { firstName: 'Taken', lastName: 'Over', email: 'attacker@example.com', userName: administrator.userName },
      bearer_token,
    );
    expect(edit.statusCode).toBe(403);
  });
});
