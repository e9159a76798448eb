/**
 * Mass assignment (docs/decisions.md#identity, docs/architecture.md#api-conventions): every create and update endpoint of users, roles, permissions, organisations
 * and user claims answers 400 to a valid body carrying an unknown or read-only field, and
 * stores nothing: the record count (create) or the record itself (update) is unchanged.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { API, setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp();

let admin: string;
let viewerRoleId: number;
let claimUserId: number;

const unique = () => randomBytes(4).toString('hex');
const eightDigits = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.injectAs(admin, { method, url: `${API}${path}`, ...(payload ? { payload } : {}) });

type Entity = Record<string, unknown> & { id: number };

interface Resource {
  /** A valid create body. */
  create(): Record<string, unknown>;
  /** A valid update body of `entity` that changes something a client would see. */
  update(entity: Entity): Record<string, unknown>;
  /** How many records exist (deleted included): a stored create changes it. */
  count(): Promise<number>;
}

const totalOf = async (path: string) => {
  const response = await call('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return Array.isArray(body) ? body.length : (body.total_count as number);
};

const RESOURCES: Record<string, Resource> = {
  users: {
    create: () => ({
      firstName: 'Mass',
      lastName: 'Assignment',
      email: `mass.${unique()}@example.com`,
      userName: `mass_${unique()}`,
      password: 'password-123',
      roleIds: [viewerRoleId],
    }),
    update: (user) => ({ firstName: 'Changed', lastName: user.lastName, email: user.email, userName: user.userName, roleIds: [viewerRoleId] }),
    count: () => totalOf('/users/paged?include_deleted=true&page_size=1'),
  },
  roles: {
    create: () => ({ name: `Mass ${unique()}`, description: 'Mass assignment probe', permissionIds: [] }),
    update: (role) => ({ id: role.id, name: `${String(role.name)} changed`, description: 'Changed' }),
    count: () => totalOf('/roles?include_deleted=true'),
  },
  permissions: {
    create: () => ({ name: `mass${uniqueLetters()}.read`, description: 'Mass assignment probe' }),
    update: (permission) => ({ name: permission.name, description: 'Changed' }),
    count: () => totalOf('/permissions?include_deleted=true'),
  },
  organisations: {
    create: () => ({
      name: `Mass ${unique()} d.o.o.`,
      taxRegistrationNumber: pibFrom(eightDigits()),
      nationalIdentificationNumber: eightDigits(),
      type: 'company',
      country: 'RS',
    }),
    update: (organisation) => ({
      name: `${String(organisation.name)} changed`,
      taxRegistrationNumber: organisation.taxRegistrationNumber,
      nationalIdentificationNumber: organisation.nationalIdentificationNumber,
      type: organisation.type,
    }),
    count: () => totalOf('/organisations/paged?include_deleted=true&page_size=1'),
  },
  'user-claims': {
    create: () => ({ userId: claimUserId, type: 'department', value: `sales-${unique()}` }),
    update: () => ({ type: 'department', value: 'changed' }),
    count: () => totalOf(`/user-claims?userId=${claimUserId}`),
  },
};

/** Unknown or read-only fields a client might try to set, with tempting values. */
const FORBIDDEN_FIELDS: Record<string, unknown> = {
  id: 424242,
  isSystem: true,
  deletedAt: '2020-01-01T00:00:00.000Z',
  userCount: 0,
  createdAt: '2000-01-01T00:00:00.000Z',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  permissions: [{ id: 1, name: 'users.read' }],
};

const existing: Record<string, Entity> = {};

beforeAll(async () => {
  admin = await t.adminBearer();
  const roles = (await call('GET', '/roles')).json() as { id: number; name: string }[];
  viewerRoleId = roles.find((role) => role.name === 'Viewer')!.id;
  claimUserId = (await t.createUser({ roles: ['Viewer'] })).id;
  for (const [name, resource] of Object.entries(RESOURCES)) {
    const created = await call('POST', `/${name}`, resource.create());
    expect(created.statusCode, `${name}: ${created.body}`).toBe(201);
    existing[name] = created.json();
  }
});

const CREATE_CASES = Object.keys(RESOURCES).flatMap((resource) => Object.keys(FORBIDDEN_FIELDS).map((field) => [resource, field] as const));
// On update the id may travel in the body (it must match the path), so it is not probed there.
const UPDATE_CASES = CREATE_CASES.filter(([, field]) => field !== 'id');

describe('create with an unknown or read-only field', () => {
  it.each(Object.keys(RESOURCES))('creates a %s from the same body without the extra field (the probe body is valid)', async (resource) => {
    const response = await call('POST', `/${resource}`, RESOURCES[resource].create());
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each(CREATE_CASES)('refuses POST /%s carrying %s with 400, and stores nothing', async (resource, field) => {
    const before = await RESOURCES[resource].count();

    const response = await call('POST', `/${resource}`, { ...RESOURCES[resource].create(), [field]: FORBIDDEN_FIELDS[field] });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await RESOURCES[resource].count()).toBe(before);
  });
});

describe('update with an unknown or read-only field', () => {
  it.each(Object.keys(RESOURCES))('updates a %s with the same body without the extra field (the probe body is valid)', async (resource) => {
    const fresh = (await call('POST', `/${resource}`, RESOURCES[resource].create())).json() as Entity;
    const response = await call('PUT', `/${resource}/${fresh.id}`, RESOURCES[resource].update(fresh));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toEqual(fresh);
  });

  it.each(UPDATE_CASES)('refuses PUT /%s/{id} carrying %s with 400, and leaves the record unchanged', async (resource, field) => {
    const record = existing[resource];
    const before = (await call('GET', `/${resource}/${record.id}`)).json();

    const response = await call('PUT', `/${resource}/${record.id}`, { ...RESOURCES[resource].update(record), [field]: FORBIDDEN_FIELDS[field] });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await call('GET', `/${resource}/${record.id}`)).json()).toEqual(before);
  });
});

describe('state changes with an extra field', () => {
  it.each(['users', 'organisations'])('refuses the change-state and active-status endpoints of %s carrying deletedAt with 400, and changes nothing', async (resource) => {
    const record = existing[resource];
    const before = (await call('GET', `/${resource}/${record.id}`)).json();

    const bulk = await call('POST', `/${resource}/change-state`, { ids: [record.id], isActive: false, deletedAt: null });
    const single = await call('PUT', `/${resource}/${record.id}/active-status`, { isActive: false, deletedAt: null });

    expect([bulk.statusCode, single.statusCode]).toEqual([400, 400]);
    expect((await call('GET', `/${resource}/${record.id}`)).json()).toEqual(before);
  });
});
