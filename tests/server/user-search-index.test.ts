/**
 * The users' `search_term` uses the pg_trgm GIN index on the stored, lower-cased search text
 * (users.search_text) on PGlite and on PostgreSQL, and a searched page finds the matches first
 * and sorts only them (server/routes/paging.ts, listPageQuery), instead of walking the last-name
 * index and discarding the rows that do not match.
 *
 * The table gets 12 000 generated users whose 1 200 matches all sort last, as the Serbian
 * surnames of "ovi" do in `seed:large`, and is analysed, so the planner sees what it sees in
 * production; the plain plan is asserted too, to show that the data makes the difference.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, User } from '../../src/shared/api';
import { users } from '../../server/db/schema';
import { listPageQuery, loweredTextSearch } from '../../server/routes/paging';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

/**
 * EXPLAIN of `query`, as one text; with `noSeqScan` sequential scans are switched off in the
 * transaction, so that the plan shows whether the index can serve the query at all (on a table of
 * this size the planner would rightly prefer a scan).
 */
async function plan(query: unknown, noSeqScan = false): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    if (noSeqScan) await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

/** Page 1 of 25 of the users matching `term`, by last name, as the list endpoint builds it. */
const searchedPage = (term: string, matchesFirst: boolean) =>
  listPageQuery(
    t.app.db,
    users,
    sql`${users.deletedAt} is null and ${loweredTextSearch(users.searchText)(term)}`,
    { column: users.lastName, order: 'asc', id: users.id },
    { limit: 25, offset: 0 },
    matchesFirst,
  );

beforeAll(async () => {
  await t.app.db.execute(sql`
    insert into users (first_name, last_name, email, user_name, password_hash)
    select 'Gen', case when i % 10 = 0 then 'Zzlatkovic' || i else 'Aaron' || i end, 'gen' || i || '@plan.example', 'genplan' || i, 'x'
    from generate_series(1, 12000) as i`);
  await t.app.db.execute(sql`analyze users`);
});

describe('user search index', () => {
  it('has the pg_trgm extension installed', async () => {
    const result = (await t.app.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  });

  it('finds the matches through the trigram index, then sorts them', async () => {
    const searched = await plan(searchedPage('zlatkovi', true), true);
    expect(searched).toMatch(/users_search_text_trgm_idx/);
    expect(searched).not.toMatch(/users_last_name_id_idx/);
    expect(searched).toMatch(/Sort/);
  });

  it('would otherwise walk the last-name index and discard the rows that do not match', async () => {
    expect(await plan(searchedPage('zlatkovi', false))).toMatch(/users_last_name_id_idx/);
  });

  it('finds users by a part of the first name, last name, "first last", email or user name', async () => {
    const user = await t.createUser({ firstName: 'Živka', lastName: 'Qwertović', email: 'zq.mail@example.com', userName: 'zqlogin' });
    const admin = await t.adminBearer();
    for (const term of ['ŽIVK', 'rtovi', 'živka qwer', 'zq.mail@', 'zqlog', 'ZQ.MAIL']) {
      const response = await t.injectAs(admin, { method: 'GET', url: `${API}/users/paged?search_term=${encodeURIComponent(term)}` });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Paged<User>).items.map((item) => item.id), term).toEqual([user.id]);
    }
  });

  it('takes LIKE wildcards in the term literally', async () => {
    const admin = await t.adminBearer();
    const response = await t.injectAs(admin, { method: 'GET', url: `${API}/users/paged?search_term=${encodeURIComponent('gen_%')}` });
    expect((response.json() as Paged<User>).total_count).toBe(0);
  });

  it('pages the searched users in last-name order', async () => {
    const admin = await t.adminBearer();
    const response = await t.injectAs(admin, { method: 'GET', url: `${API}/users/paged?search_term=zzlatkovic&sort_by=lastName&page_size=5&current_page=2` });
    const body = response.json() as Paged<User>;
    const expected = Array.from({ length: 1200 }, (_, index) => `Zzlatkovic${(index + 1) * 10}`).sort().slice(5, 10);
    expect(body.items.map((item) => item.lastName)).toEqual(expected);
    // 1 200 matches: above the exact-count limit, so the planner's estimate, which is close here.
    expect(body.total_exact).toBe(false);
    expect(body.total_count).toBeGreaterThan(1000);
    expect(body.total_count).toBeLessThan(1500);
  });
});
