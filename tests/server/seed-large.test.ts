/**
 * `npm run seed:large` on a small count: the rows it promises (valid PIBs, unique MBs, roles and
 * memberships, activity), the shared password, and idempotency (a second run inserts nothing).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, organisations, userOrganisations, userRoles, users } from '../../server/db/schema';
import { LARGE_SEED_MARKER, LARGE_SEED_MB_BASE, seedLarge } from '../../server/db/seed-large';
import { pibProblem } from '../../server/domain/serbian-identifiers';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();
const counts = { users: 200, organisations: 30, activity: 70 };
const password = 'large-seed-test-password';

const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0].count;
const largeUsers = () => sql`${users.userName} like 'large.%'`;

describe('seed:large', () => {
  it('inserts the wanted rows once, and nothing on a second run', async () => {
    const phases = new Set<string>();
    const first = await seedLarge(t.app.db, { ...counts, password, batchSize: 64, progress: (phase, done, total) => (expect(done).toBeLessThanOrEqual(total), phases.add(phase)) });
    expect(first).toEqual(counts);
    expect([...phases].sort()).toEqual(['activity', 'organisations', 'users']);

    const second = await seedLarge(t.app.db, { ...counts, password, batchSize: 64 });
    expect(second).toEqual({ users: 0, organisations: 0, activity: 0 });

    const db = t.app.db;
    expect(await countOf(db.select({ count: sql<number>`count(*)::int` }).from(users).where(largeUsers()))).toBe(counts.users);
    expect(await countOf(db.select({ count: sql<number>`count(*)::int` }).from(activity).where(eq(activity.userAgent, LARGE_SEED_MARKER)))).toBe(counts.activity);
    const generated = await db.select().from(organisations).where(gte(organisations.nationalIdentificationNumber, String(LARGE_SEED_MB_BASE)));
    expect(generated).toHaveLength(counts.organisations);
    expect(generated.filter((organisation) => pibProblem(organisation.taxRegistrationNumber) !== null)).toEqual([]);
    expect(new Set(generated.map((organisation) => organisation.nationalIdentificationNumber)).size).toBe(counts.organisations);

    // Every generated user holds a role; most belong to an organisation.
    const withRole = await countOf(db.select({ count: sql<number>`count(distinct ${userRoles.userId})::int` }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(largeUsers()));
    expect(withRole).toBe(counts.users);
    const members = await countOf(db.select({ count: sql<number>`count(distinct ${userOrganisations.userId})::int` }).from(userOrganisations).innerJoin(users, eq(users.id, userOrganisations.userId)).where(largeUsers()));
    expect(members).toBeGreaterThan(counts.users / 2);

    // Names from several traditions, Cyrillic included; one shared hash.
    const rows = await db.select({ lastName: users.lastName, passwordHash: users.passwordHash, email: users.email }).from(users).where(largeUsers());
    expect(rows.some((row) => /[\u0400-\u04ff]/.test(row.lastName))).toBe(true);
    expect(rows.some((row) => /ć|č|ž|š|đ/.test(row.lastName))).toBe(true);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(rows.every((row) => /^[a-z.0-9]+@large\.example$/.test(row.email))).toBe(true);
  });

  it('lets a generated active user sign in with the shared password', async () => {
    const [user] = await t.app.db.select({ email: users.email }).from(users).where(and(largeUsers(), eq(users.isActive, true))).limit(1);
    const response = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: user.email, password } });
    expect(response.statusCode).toBe(200);
  });
});
