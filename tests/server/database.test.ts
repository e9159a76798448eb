import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { SAMPLE_ORGANISATIONS, SEEDED_PERMISSIONS, SEEDED_ROLES } from '../../server/db/seed-data';
import { API, startApp, stopApp, testConfig } from './helpers';

const TABLES = ['users', 'roles', 'permissions', 'role_permissions', 'user_roles', 'organisations', 'user_organisations'];

describe('seed', () => {
  // Started without seeding, so that the test sees the first run.
  const config = testConfig({ adminPassword: undefined, adminEmail: 'owner@example.com' });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp(config, { seed: false });
  });
  afterAll(() => stopApp(app, config));

  /** The single number a `select count(*)::int as count …` answers (both drivers return rows). */
  const countOf = async (query: SQL) => ((await app.db.execute(query)) as unknown as { rows: { count: number }[] }).rows[0].count;

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) result[table] = await countOf(sql.raw(`select count(*)::int as count from ${table}`));
    return result;
  };

  it('creates reference data and an administrator once, printing a generated password only the first time', async () => {
    const printed: string[] = [];
    const first = await seed(app.db, { adminEmail: config.adminEmail, print: (text) => printed.push(text) });

    expect(first.adminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{20,}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(first.generatedPassword);
    expect(printed[0]).toContain('owner@example.com');
    expect(printed[0]).toContain('╔');

    const afterFirst = await counts();
    expect(afterFirst).toMatchObject({ permissions: SEEDED_PERMISSIONS.length, roles: SEEDED_ROLES.length, organisations: SAMPLE_ORGANISATIONS.length, users: 1, user_roles: 1 });

    const second = await seed(app.db, { adminEmail: config.adminEmail, print: (text) => printed.push(text) });
    expect(second).toEqual({ adminCreated: false });
    expect(printed).toHaveLength(1);
    expect(await counts()).toEqual(afterFirst);

    // The printed password works, and asks for a change.
    const signIn = await app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: 'owner@example.com', password: first.generatedPassword } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.requestPasswordChange).toBe(true);
  });

  it('does not touch role permissions an administrator changed, except topping up Administrator', async () => {
    await app.db.execute(sql`delete from role_permissions where role_id = (select id from roles where name = 'Viewer')`);
    await app.db.execute(sql`delete from role_permissions where role_id = (select id from roles where name = 'Administrator')`);

    await seed(app.db, { adminEmail: config.adminEmail, print: () => undefined });

    const permissionsOf = (role: string) =>
      countOf(sql`select count(*)::int as count from role_permissions rp join roles r on r.id = rp.role_id where r.name = ${role}`);
    expect(await permissionsOf('Viewer')).toBe(0);
    expect(await permissionsOf('Administrator')).toBe(SEEDED_PERMISSIONS.length);
  });
});

describe('migrations', () => {
  const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).sort();

  it('start by creating the citext extension', () => {
    expect(readFileSync(join(MIGRATIONS_FOLDER, files[0]), 'utf8')).toMatch(/CREATE EXTENSION IF NOT EXISTS citext/);
  });

  it('never name the "public" schema, so that DATABASE_SCHEMA can hold everything', () => {
    // drizzle-kit writes REFERENCES "public"."table"; `npm run db:generate` removes the qualifier (scripts/neutral-migrations.mjs).
    for (const file of files) expect(readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8'), file).not.toContain('"public".');
  });
});
