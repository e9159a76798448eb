/**
 * The users' `search_term` uses the pg_trgm GIN index (migration 0007) on PGlite and on
 * PostgreSQL: the embedded database loads the extension, and the query's ILIKE is on exactly the
 * indexed expression. Sequential scans are switched off in the transaction so that the plan
 * shows whether the index can serve the query at all (on a small table the planner would
 * rightly prefer a scan).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Paged, User } from '../../src/shared/api';
import type { Database } from '../../server/db/client';
import { users, userSearchText } from '../../server/db/schema';
import { searchCondition } from '../../server/routes/paging';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

/** EXPLAIN of `query` with sequential scans disabled, as one text. */
async function plan(query: ReturnType<Database['select']> | unknown): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('user search index', () => {
  it('has the pg_trgm extension installed', async () => {
    const result = (await t.app.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  });

  it('answers search_term with the trigram index', async () => {
    const query = t.app.db.select().from(users).where(searchCondition('ovi', [userSearchText(users)]));
    expect(await plan(query)).toMatch(/users_search_trgm_idx/);
  });

  it('finds users by a part of the first name, last name, "first last", email or user name', async () => {
    const user = await t.createUser({ firstName: 'Živka', lastName: 'Qwertović', email: 'zq.mail@example.com', userName: 'zqlogin' });
    const admin = await t.adminBearer();
    for (const term of ['ŽIVK', 'rtovi', 'živka qwer', 'zq.mail@', 'zqlog']) {
      const response = await t.injectAs(admin, { method: 'GET', url: `${API}/users/paged?search_term=${encodeURIComponent(term)}` });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Paged<User>).items.map((item) => item.id), term).toEqual([user.id]);
    }
  });
});
