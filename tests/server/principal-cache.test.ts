/**
 * The principal cache (server/auth/principal-cache.ts) keeps "changes apply to the next
 * request": through the API, a role losing a permission, a user losing a role, deactivation and
 * deletion are seen by the very next request of the member, although entries live an hour here
 * (so no expiry can make these tests pass). Across instances: two caches sharing versions (in
 * memory here, and in Redis when REDIS_URL is set).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPrincipalCache, redisVersions, type CachedPrincipal, type SharedVersions } from '../../server/auth/principal-cache';
import { API, setupTestApp } from './helpers';

const t = setupTestApp({ principalCacheTtlMs: 60 * 60_000 });

let admin: string;
let permissionId: number;

beforeAll(async () => {
  admin = await t.adminBearer();
  const permissions = (await t.injectAs(admin, { method: 'GET', url: `${API}/permissions` })).json() as { id: number; name: string }[];
  permissionId = permissions.find((permission) => permission.name === 'organisations.read')!.id;
});

/** A role carrying organisations.read, a member of it, and the member's bearer. */
async function memberOfNewRole() {
  const role = await t.injectAs(admin, { method: 'POST', url: `${API}/roles`, payload: { name: `Readers ${randomBytes(3).toString('hex')}`, permissionIds: [permissionId] } });
  expect(role.statusCode).toBe(201);
  const roleId = (role.json() as { id: number }).id;
  const password = 'password-123';
  const user = await t.createUser({ password });
  const put = await t.injectAs(admin, { method: 'PUT', url: `${API}/users/${user.id}`, payload: { firstName: user.firstName, lastName: user.lastName, email: user.email, userName: user.userName, roleIds: [roleId] } });
  expect(put.statusCode).toBe(200);
  const bearer = (await t.signIn(user.email, password)).bearer_token;
  return { roleId, user, bearer };
}

const readOrganisations = (bearer: string) => t.injectAs(bearer, { method: 'GET', url: `${API}/organisations/paged` });

describe('principal cache', () => {
  it('serves the cached principal: a change made behind the API (raw SQL) is not seen until the next invalidation', async () => {
    const { roleId, bearer } = await memberOfNewRole();
    expect((await readOrganisations(bearer)).statusCode).toBe(200);
    await t.app.db.execute(sql`delete from role_permissions where role_id = ${roleId}`);
    expect((await readOrganisations(bearer)).statusCode).toBe(200);
    await t.app.principalCache.invalidateAll();
    expect((await readOrganisations(bearer)).statusCode).toBe(403);
  });

  it("applies a role's lost permission to the member's very next request", async () => {
    const { roleId, bearer } = await memberOfNewRole();
    expect((await readOrganisations(bearer)).statusCode).toBe(200);
    const role = (await t.injectAs(admin, { method: 'GET', url: `${API}/roles/${roleId}` })).json() as { name: string };
    const put = await t.injectAs(admin, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { name: role.name, permissionIds: [] } });
    expect(put.statusCode).toBe(200);
    expect((await readOrganisations(bearer)).statusCode).toBe(403);
  });

  it('applies a lost role and a deactivation to the very next request', async () => {
    const { user, bearer } = await memberOfNewRole();
    expect((await readOrganisations(bearer)).statusCode).toBe(200);
    const put = await t.injectAs(admin, { method: 'PUT', url: `${API}/users/${user.id}`, payload: { firstName: user.firstName, lastName: user.lastName, email: user.email, userName: user.userName, roleIds: [] } });
    expect(put.statusCode).toBe(200);
    expect((await readOrganisations(bearer)).statusCode).toBe(403);

    expect((await t.injectAs(bearer, { method: 'GET', url: `${API}/accounts/sessions` })).statusCode).toBe(200);
    const deactivated = await t.injectAs(admin, { method: 'POST', url: `${API}/users/change-state`, payload: { ids: [user.id], isActive: false } });
    expect(deactivated.statusCode).toBe(200);
    expect((await t.injectAs(bearer, { method: 'GET', url: `${API}/accounts/sessions` })).statusCode).toBe(401);
  });

  it("applies a deleted role to the member's very next request", async () => {
    const { roleId, bearer } = await memberOfNewRole();
    expect((await readOrganisations(bearer)).statusCode).toBe(200);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `${API}/roles/${roleId}/soft` })).statusCode).toBeLessThan(300);
    expect((await readOrganisations(bearer)).statusCode).toBe(403);
  });
});

const principal = (name: string): CachedPrincipal => ({ userId: 7, name, permissions: new Set(['users.read']) });

/** Two instances' caches over the same shared versions; each load answers the next name. */
async function crossInstance(shared: () => SharedVersions) {
  const a = createPrincipalCache({ ttlMs: 60 * 60_000, shared: shared() });
  const b = createPrincipalCache({ ttlMs: 60 * 60_000, shared: shared() });
  let loads = 0;
  const load = async () => principal(`load ${++loads}`);
  try {
    expect((await a.get(7, load))?.name).toBe('load 1');
    expect((await a.get(7, load))?.name).toBe('load 1');
    await b.invalidateUser(7);
    expect((await a.get(7, load))?.name).toBe('load 2');
    expect((await a.get(7, load))?.name).toBe('load 2');
    await b.invalidateAll();
    expect((await a.get(7, load))?.name).toBe('load 3');
  } finally {
    await a.close();
    await b.close();
  }
}

describe('principal cache across instances', () => {
  it('sees another instance’s invalidation on the next lookup (shared versions in memory)', async () => {
    const versions = new Map<string, number>();
    const inMemory = (): SharedVersions => ({
      read: async (userId) => [String(versions.get('all') ?? ''), String(versions.get(`user:${userId}`) ?? '')] as const,
      bumpUser: async (userId) => void versions.set(`user:${userId}`, (versions.get(`user:${userId}`) ?? 0) + 1),
      bumpAll: async () => void versions.set('all', (versions.get('all') ?? 0) + 1),
      close: async () => undefined,
    });
    await crossInstance(inMemory);
  });

  it.runIf(process.env.REDIS_URL)('sees another instance’s invalidation on the next lookup (Redis version keys)', async () => {
    // Keys of this run only, so that parallel runs and running servers do not meet.
    const keyPrefix = `test:principal-version:${randomBytes(6).toString('hex')}:`;
    const clients = [redisVersions(process.env.REDIS_URL!, { keyPrefix }), redisVersions(process.env.REDIS_URL!, { keyPrefix })];
    await Promise.all(clients.map((client) => client.ready()));
    await crossInstance(() => clients.shift()!);
  });

  it('loads on every lookup while the shared store fails, and never caches a missing user', async () => {
    const failing: SharedVersions = {
      read: async () => Promise.reject(new Error('down')),
      bumpUser: async () => Promise.reject(new Error('down')),
      bumpAll: async () => Promise.reject(new Error('down')),
      close: async () => undefined,
    };
    const errors: unknown[] = [];
    const cache = createPrincipalCache({ ttlMs: 60 * 60_000, shared: failing, onSharedError: (error) => errors.push(error) });
    let loads = 0;
    await cache.get(7, async () => principal(`load ${++loads}`));
    await cache.get(7, async () => principal(`load ${++loads}`));
    expect(loads).toBe(2);
    expect(errors).toHaveLength(2);

    const local = createPrincipalCache({ ttlMs: 60 * 60_000 });
    let misses = 0;
    await local.get(8, async () => (misses++, null));
    await local.get(8, async () => (misses++, null));
    expect(misses).toBe(2);
  });
});
