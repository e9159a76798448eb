/**
 * The embedded database (PGlite in a worker thread behind node-postgres,
 * docs/decisions.md#embedded-database): statements run beside the event loop, not on it;
 * concurrent transactions stay apart on the one session; a connection node-postgres replaces
 * starts from a fresh session; a data folder has one owner process and keeps its data across
 * close and reopen; close ends the thread. Always PGlite, also when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { LOCK_FILE, startEmbeddedServer } from '../../server/db/pglite-server';
import { roles } from '../../server/db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.db.execute(sql`create table embedded_test (name text not null)`);
  });
  afterAll(() => handle?.close());

  it('keeps the event loop turning while a statement runs', async () => {
    // In the server's own thread a one-second statement would stop every timer for that second.
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 10);
    const started = performance.now();
    await handle.db.execute(sql`select pg_sleep(1)`);
    clearInterval(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    const gaps = ticks.slice(1).map((tick, i) => tick - ticks[i]);
    expect(ticks.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThan(500);
  });

  it('keeps two concurrent transactions apart: neither sees the other, a rollback leaves nothing', async () => {
    const seen: Record<string, string[]> = {};
    const names = async (db: Pick<DatabaseHandle['db'], 'execute'>) => rowsOf<{ name: string }>(await db.execute(sql`select name from embedded_test order by name`)).map((row) => row.name);
    const first = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into embedded_test (name) values ('first')`);
        await delay(200); // the second transaction and the plain read are issued meanwhile
        seen.first = await names(tx);
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await delay(20);
    const second = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into embedded_test (name) values ('second')`);
      seen.second = await names(tx);
    });
    const outside = names(handle.db);

    expect(await first).toBe('roll back');
    await second;
    expect(seen).toEqual({ first: ['first'], second: ['second'] });
    expect(await outside).toEqual(['second']);
    expect(await names(handle.db)).toEqual(['second']);
  });

  it('answers fifty concurrent statements, each its own', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => handle.db.execute(sql`select ${i}::int as n`)));
    expect(answers.map((answer) => rowsOf<{ n: number }>(answer)[0].n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('gives a replaced connection a fresh session: prepared statements and settings of the dropped one are gone', async () => {
    await handle.db.insert(roles).values({ name: 'Embedded test' });
    const byName = handle.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, sql.placeholder('name')))
      .prepare('embedded_test_role_by_name');
    expect(await byName.execute({ name: 'Embedded test' })).toHaveLength(1);
    await handle.db.execute(sql`set application_name = 'dropped'`);

    // node-postgres drops a pool connection whose query failed; the next one is new.
    await expect(handle.db.execute(sql`select 1 / 0`)).rejects.toThrow();

    expect(await byName.execute({ name: 'Embedded test' })).toHaveLength(1);
    expect(rowsOf<{ application_name: string }>(await handle.db.execute(sql`show application_name`))[0].application_name).toBe('');
  });
});

describe('an embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-database-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has one owner: a second opener is refused, the data outlives close and reopen, close ends the thread', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/already open in this process/);
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    // A lock left by a process that is gone (killed, say) is taken over.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE), `${gone.pid}\n`);
    const reopened = await openDatabase({ pgliteDir: dir });
    try {
      expect(rowsOf<{ value: string }>(await reopened.db.execute(sql`select value from kept`))).toEqual([{ value: 'still here' }]);
    } finally {
      await reopened.close();
    }
  });

  it('is refused while another live process owns it, naming that process', async () => {
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${owner.pid}\n`);
      await expect(startEmbeddedServer(dir)).rejects.toThrow(new RegExp(`in use by process ${owner.pid}`));
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    } finally {
      owner.kill();
      rmSync(join(dir, LOCK_FILE), { force: true });
    }
  });

  it('ends its thread on close', async () => {
    const server = await startEmbeddedServer('memory://');
    const exited = new Promise<number>((resolve) => server.thread.once('exit', resolve));
    await server.close();
    expect(await exited).toBe(0);
    expect(existsSync(server.host)).toBe(false);
  });
});
