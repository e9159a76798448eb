/**
 * Backup and restore (server/operations/*, scripts/backup.ts, scripts/restore.ts;
 * docs/decisions.md#backup) on the engine of the run: PGlite in folders of its own, or with
 * DATABASE_URL fresh PostgreSQL schemas. The seeded database plus a picture uploaded through the
 * API, a 2 MiB original stored in the media table, a contact message and their activity is backed
 * up (on PostgreSQL while the server runs), restored into a new empty database, and every table,
 * user_search_trigrams (rebuilt by its triggers) included, has the same rows: count and MD5 of
 * the rows' JSON. Refused: a backup while the server holds the PGlite folder, a restore into a
 * database with rows (the command exits 1), a backup of a newer schema, damaged files (the
 * database stays empty). A backup killed midway or failing leaves no file under its name.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { SEEDED_CASE_STUDIES } from '../../content/case-studies/case-studies';
import { media, users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { backupDatabase } from '../../server/operations/backup';
import { DamagedBackup, readLines, writeAtomically, type Manifest } from '../../server/operations/backup-file';
import { OperationRefused, codeMigrations, connectForOperation, qualified, readCatalog, type DatabaseTarget } from '../../server/operations/database';
import { restoreDatabase } from '../../server/operations/restore';
import type { Config } from '../../server/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, startApp, testConfig } from './helpers';

const POSTGRES = process.env.DATABASE_URL;
const JWT_SECRET = randomBytes(32).toString('base64url');
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const schemas: string[] = [];

/** A new, empty database: a PGlite folder not yet created, or a PostgreSQL schema not yet created. */
function emptyTarget(): DatabaseTarget {
  if (POSTGRES) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return { databaseUrl: POSTGRES, databaseSchema: schema, pgliteDir: 'memory://' };
  }
  return { pgliteDir: join(mkdtempSync(join(work, 'data-')), 'pglite') };
}

/** The environment under which scripts/backup.ts and restore.ts open `target`. */
function environmentOf(target: DatabaseTarget, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    JWT_SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    DATABASE_SCHEMA: target.databaseSchema ?? '',
  };
}

/** Runs `command` to its end: exit code, signal and output. `onStderr` may act on the output as it comes. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, onStderr?: (text: string, kill: () => void) => void) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr?.(stderr, () => child.kill('SIGKILL'));
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

interface Inspection {
  /** Per table: its row count and the MD5 of its rows' JSON (sorted; UTC), tables kept by triggers included. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Identity columns whose sequence would next give a value already in the table. */
  sequencesBehind: string[];
}

/** What `target` holds, read on a connection of its own. */
async function inspect(target: DatabaseTarget): Promise<Inspection> {
  const connection = await connectForOperation(target, 'backup');
  try {
    await connection.client.query("SET TimeZone = 'UTC'");
    const result: Inspection = { tables: {}, sequencesBehind: [] };
    for (const table of (await readCatalog(connection)).values()) {
      const from = qualified(connection.schema, table.name);
      const { rows } = await connection.client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY row_to_json(t)::text), '')) AS md5 FROM ${from} t`,
      );
      result.tables[table.name] = rows[0];
      for (const column of table.columns.filter((c) => c.sequence)) {
        const { rows: next } = await connection.client.query<{ ok: boolean }>(
          `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${column.sequence}) >= coalesce(max(${pg.escapeIdentifier(column.name)}), 0) AS ok FROM ${from}`,
        );
        if (!next[0].ok) result.sequencesBehind.push(`${table.name}.${column.name}`);
      }
    }
    return result;
  } finally {
    await connection.close();
  }
}

/** Heavy steps (a PGlite start, migrations) take seconds each; on a busy machine many more. */
const SLOW = { timeout: 180_000 };

let config: Config;
let app: FastifyInstance | undefined;
const sourceDataDir = join(work, 'source');
const backupPath = join(work, 'backups', 'site.ndjson.gz');
let manifest: Manifest;
let source: Inspection;
let restored: DatabaseTarget;

beforeAll(async () => {
  config = testConfig(POSTGRES ? {} : { pgliteDir: join(sourceDataDir, 'pglite') });
  if (!POSTGRES && inject('pgliteTemplate')) cpSync(inject('pgliteTemplate'), config.pgliteDir, { recursive: true });
  if (POSTGRES) schemas.push(config.databaseSchema!);
  app = await startApp(config);

  const signIn = await app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const bearer = signIn.json().bearer_token as string;
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 23, g: 70, b: 162 } } }).png().toBuffer();
  const upload = await app.inject({ method: 'POST', url: `${API}/media?fileName=cover.png`, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/octet-stream' }, payload: png });
  expect(upload.statusCode, upload.body).toBe(201);
  const contact = await app.inject({
    method: 'POST',
    url: `${API}/public/contact`,
    payload: { name: 'Ana Visitor', email: 'ana.visitor@example.com', company: 'Visitor Ltd', message: 'A quote for twelve shops, please.', language: 'sr' },
    remoteAddress: '198.51.100.7',
  });
  expect(contact.statusCode, contact.body).toBe(202);
  // A large original straight into the table: 2 MiB that do not compress, so that a backup takes a while.
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  const large = randomBytes(2 * 1024 * 1024);
  await app.db.insert(media).values({ fileName: 'large.bin', contentType: 'image/png', byteSize: large.length, sha256: 'a'.repeat(64), data: large, alt: { en: 'Large' }, createdBy: admin.id });
});

afterAll(async () => {
  await app?.close();
  if (POSTGRES) {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    await client.end();
  }
  rmSync(work, { recursive: true, force: true });
});

describe('backup', () => {
  it.skipIf(POSTGRES)('is refused while the server holds the PGlite folder, saying why and what to do', SLOW, async () => {
    const out = join(work, 'refused.ndjson.gz');
    // Through tsx's command, so that the backup's parent is not the process holding the folder.
    const result = await run(TSX, ['scripts/backup.ts', '--out', out], environmentOf(config, sourceDataDir));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`open in process ${process.pid}`));
    expect(result.stderr).toMatch(/Stop the server, run npm run backup again/);
    expect(result.stderr).toMatch(/PostgreSQL \(DATABASE_URL\)/);
    expect(existsSync(out)).toBe(false);
  });

  it('writes the manifest and every row (on PostgreSQL while the server runs)', SLOW, async () => {
    if (!POSTGRES) {
      await app!.close();
      app = undefined;
    }
    const result = await backupDatabase(config, backupPath);
    manifest = result.manifest;
    expect(result.path).toBe(backupPath);
    await app?.close();
    app = undefined;
    source = await inspect(config);

    const migrations = codeMigrations();
    expect(manifest).toMatchObject({ format: 'company-site-backup', formatVersion: 1, engine: POSTGRES ? 'postgres' : 'pglite' });
    expect(manifest.schemaVersion).toMatchObject({ migration: migrations[migrations.length - 1].tag, when: migrations[migrations.length - 1].when });
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(Object.keys(rows).sort()).toEqual(Object.keys(source.tables).filter((name) => name !== 'user_search_trigrams').sort());
    for (const [name, count] of Object.entries(rows)) expect(count, name).toBe(source.tables[name].rows);
    // The two written here, beside the seeded case studies' logos and covers.
    expect(rows.media).toBe(2 + 2 * SEEDED_CASE_STUDIES.length);
    expect(rows.media_variants).toBeGreaterThan(0);
    expect(rows.contact_messages).toBe(1);
    expect(rows.activity).toBeGreaterThan(0);
    expect(rows.users).toBeGreaterThan(0);
    expect(source.tables.user_search_trigrams.rows).toBeGreaterThan(0);
    // Generated columns stay out (computed again on insert).
    expect(manifest.tables.find((table) => table.name === 'users')!.columns.map((column) => column.name)).not.toContain('search_text');
  });

  it('killed midway, or failing, leaves no file under the name asked for', SLOW, async () => {
    const out = join(work, 'backups', 'killed.ndjson.gz');
    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', out], environmentOf(config, sourceDataDir), (stderr, kill) => {
      if (/: \d+ rows/.test(stderr)) kill(); // The first table is written; the 2 MiB picture is still to come.
    });
    expect(result.signal, result.stderr).toBe('SIGKILL');
    expect(existsSync(out)).toBe(false);

    const failing = (async function* () {
      yield JSON.stringify({ partial: true });
      throw new Error('injected failure');
    })();
    await expect(writeAtomically(out, failing)).rejects.toThrow('injected failure');
    expect(existsSync(out)).toBe(false);
    // Neither this failure's temporary file nor the killed process's is left.
    expect(readdirSync(join(work, 'backups')).filter((name) => name.includes('killed'))).toEqual([]);
  });
});

describe('restore', () => {
  it('refuses a damaged file, and a restore failing midway leaves the database empty', SLOW, async () => {
    const notBackup = join(work, 'not-a-backup.ndjson.gz');
    writeFileSync(notBackup, 'hello\n');
    await expect(restoreDatabase(emptyTarget(), notBackup)).rejects.toThrow(DamagedBackup);

    // Cut short: the manifest reads, the first tables are inserted, then gzip finds the end missing.
    const cut = join(work, 'cut.ndjson.gz');
    writeFileSync(cut, readFileSync(backupPath));
    truncateSync(cut, Math.floor(statSync(cut).size * 0.9));
    restored = emptyTarget();
    await expect(restoreDatabase(restored, cut)).rejects.toThrow(DamagedBackup);
    const after = await inspect(restored);
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(source.tables).sort());
    expect(Object.entries(after.tables).filter(([, table]) => table.rows > 0)).toEqual([]);
  });

  it('fills the empty database with every row of every table, and identities continue after them', SLOW, async () => {
    const result = await restoreDatabase(restored, backupPath);
    expect(result.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    expect(result.migratedAfter).toEqual([]);
    const after = await inspect(restored);
    expect(after.tables).toEqual(source.tables);
    expect(after.sequencesBehind).toEqual([]);
  });

  it('refuses a database that has rows, with a clear message and exit code 1', SLOW, async () => {
    const dataDir = POSTGRES ? work : join(restored.pgliteDir, '..');
    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backupPath], environmentOf(restored, dataDir));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/The database is not empty \(rows in .*\): a restore only fills an empty database/);
  });

  it('refuses a backup of a newer schema than these migrations, touching nothing', async () => {
    const newer = join(work, 'newer.ndjson.gz');
    const last = codeMigrations().at(-1)!;
    const lines = (async function* () {
      let first = true;
      for await (const line of readLines(backupPath)) {
        yield first ? JSON.stringify({ ...JSON.parse(line), schemaVersion: { migration: '9999_from_the_future', when: last.when + 1, hash: 'f'.repeat(64) } }) : line;
        first = false;
      }
    })();
    await writeAtomically(newer, lines);
    const target = emptyTarget();
    const refusal = restoreDatabase(target, newer);
    await expect(refusal).rejects.toThrow(OperationRefused);
    await expect(refusal).rejects.toThrow(`newer than this application's last migration (${last.tag})`);
    if (!POSTGRES) expect(existsSync(target.pgliteDir)).toBe(false);
  });
});
