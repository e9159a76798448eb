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
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, User } from '../../src/shared/api';
import { users } from '../../server/db/schema';
import { WALK_POSTINGS, walkQuery } from '../../server/routes/ordered-search';
import { countUpToLimit, listPageQuery, loweredTextSearch } from '../../server/routes/paging';
import { userOrderedSearch } from '../../server/routes/users';
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

/** A user's postings as stored, and as the literal trigrams of its search text say they should be (none when deleted). */
async function postingsOf(userId: number) {
  const rows = async (query: SQL) => ((await t.app.db.execute(query)) as unknown as { rows: { trigram: string; last_name: string }[] }).rows;
  return {
    stored: await rows(sql`select trigram, last_name from user_search_trigrams where user_id = ${userId} order by trigram`),
    expected: await rows(sql`
      select trigram, last_name from users cross join lateral search_trigrams(search_text) as trigram
      where id = ${userId} and deleted_at is null order by trigram`),
  };
}

/** A page of users as the API answers it: ids, total and whether the total is exact. */
async function apiPage(query: string) {
  const response = await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/users/paged?${query}` });
  expect(response.statusCode, query).toBe(200);
  const body = response.json() as Paged<User>;
  return { ids: body.items.map((item) => item.id), total: body.total_exact ? body.total_count : 'estimated' };
}

/** The same page through the trigram GIN index: every match found, then sorted (the path before the postings). */
async function indexPage(term: string, order: 'asc' | 'desc', page: number, extra?: SQL) {
  const where = and(isNull(users.deletedAt), loweredTextSearch(users.searchText)(term), extra);
  const rows = await listPageQuery(t.app.db, users, where, { column: users.lastName, order, id: users.id }, { limit: 10, offset: (page - 1) * 10 }, true);
  const counted = await countUpToLimit(t.app.db, users, where);
  return { ids: (rows as { id: number }[]).map((row) => row.id), total: counted ?? 'estimated' };
}

describe('ordered trigram postings', () => {
  it('follow every write of a user: create, rename, soft delete, restore, delete', async () => {
    const user = await t.createUser({ firstName: 'Posting', lastName: 'Petrovski', email: 'postings.check@example.com', userName: 'postingscheck' });
    const check = async (count: (n: number) => boolean) => {
      const { stored, expected } = await postingsOf(user.id);
      expect(stored).toEqual(expected);
      expect(count(stored.length)).toBe(true);
    };
    await check((n) => n > 10);
    expect((await postingsOf(user.id)).stored).toContainEqual({ trigram: 'vsk', last_name: 'Petrovski' });

    await t.app.db.update(users).set({ lastName: 'Markovićka' }).where(eq(users.id, user.id));
    await check((n) => n > 10);
    const renamed = (await postingsOf(user.id)).stored;
    expect(renamed.every((posting) => posting.last_name === 'Markovićka')).toBe(true);
    expect(renamed.map((posting) => posting.trigram)).not.toContain('vsk');

    // A write that leaves the searched text alone keeps the postings as they are.
    await t.app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await check((n) => n > 10);

    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await check((n) => n === 0);
    await t.app.db.update(users).set({ deletedAt: null }).where(eq(users.id, user.id));
    await check((n) => n > 10);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect((await postingsOf(user.id)).stored).toEqual([]);
  });

  it("match every live user's text after concurrent renames, deletions and restores", async () => {
    const ids = ((await t.app.db.execute(sql`select id from users where last_name like 'Aaron1%' order by id limit 40`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    // On PostgreSQL these run on many connections at once; each statement's trigger sees its own rows.
    await Promise.all(
      ids.map((id, index) => {
        if (index % 4 === 0) return t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
        if (index % 4 === 1) return t.app.db.update(users).set({ lastName: `Renamed${index}`, email: `renamed${index}@plan.example` }).where(eq(users.id, id));
        if (index % 4 === 2) return t.app.db.update(users).set({ firstName: 'Gen' }).where(eq(users.id, id));
        // Only the case changes: the searched text stays, the sort key moves.
        return t.app.db.execute(sql`update users set last_name = upper(last_name) where id = ${id}`);
      }),
    );
    await t.app.db.update(users).set({ deletedAt: null }).where(inArray(users.id, ids.filter((_, index) => index % 8 === 0)));
    // Postings that no live user's text gives, and live users' trigrams without a posting: none.
    const strays = (await t.app.db.execute(sql`
      select count(*)::int as count from (
        select trigram, last_name, id from users cross join lateral search_trigrams(search_text) as trigram where deleted_at is null
      ) as expected
      full join user_search_trigrams as posted on posted.trigram = expected.trigram and posted.last_name = expected.last_name and posted.user_id = expected.id
      where posted.user_id is null or expected.id is null`)) as unknown as { rows: { count: number }[] };
    expect(strays.rows[0].count).toBe(0);
  });

  it('walk one trigram in last-name order, without sorting the matches', async () => {
    await t.app.db.execute(sql`analyze user_search_trigrams`);
    const walk = await plan(walkQuery(t.app.db, users, users.id, userOrderedSearch, 'zla', 'zzlatkovic', isNull(users.deletedAt), 'asc', { limit: 25, offset: 0, postings: WALK_POSTINGS }));
    expect(walk).toMatch(/user_search_trigrams_pkey/);
    expect(walk).toMatch(/users_pkey/);
    expect(walk).not.toMatch(/Sort/);
    expect(walk).not.toMatch(/users_search_text_trgm_idx/);
  });

  it('answer every searched page as the trigram index does, in both orders, with filters and deleted users', async () => {
    // Some matches deleted and some inactive, so that both conditions reach the walk.
    await t.app.db.execute(sql`update users set deleted_at = now() where last_name in ('Zzlatkovic10', 'Zzlatkovic1000', 'Aaron11')`);
    await t.app.db.execute(sql`update users set is_active = false where last_name like 'Zzlatkovic2%'`);
    // "n12" is one literal trigram (its total comes from the postings), "0@pl" and "živ" have
    // none (the index answers), "xyzzy" holds a trigram no one has; "gen zz" walks "gen", whose
    // first 10 800 postings by last name are Aaron's, past the walk's limit: the index answers.
    const terms = ['zzlatkovic', 'ZLATKOVIC12', 'gen', 'n12', 'aaron11', 'ovi', '0@pl', 'živ', 'xyzzy', 'an1 ', 'gen zz'];
    for (const term of terms) {
      for (const order of ['asc', 'desc'] as const) {
        for (const page of [1, 3]) {
          const query = `search_term=${encodeURIComponent(term)}&sort_by=lastName&sort_order=${order}&page_size=10&current_page=${page}`;
          expect(await apiPage(query), query).toEqual(await indexPage(term, order, page));
          expect(await apiPage(`${query}&isActive=false`), `${query}&isActive=false`).toEqual(await indexPage(term, order, page, eq(users.isActive, false)));
        }
      }
    }
  });
});

describe('the searched users page', () => {
  it('reads the postings for a search by last name, and the trigram index for other sorts and deleted users', async () => {
    const user = await t.createUser({ firstName: 'Walked', lastName: 'Qqwalkerova', email: 'walked.user@example.com', userName: 'walkeduser' });
    const search = 'search_term=qqwalker&page_size=10';
    expect((await apiPage(`${search}&sort_by=lastName`)).ids).toEqual([user.id]);
    // Without its postings the user is invisible to the walk only.
    await t.app.db.execute(sql`delete from user_search_trigrams where user_id = ${user.id}`);
    expect((await apiPage(`${search}&sort_by=lastName`)).ids).toEqual([]);
    expect((await apiPage(`${search}&sort_by=lastName&sort_order=desc`)).ids).toEqual([]);
    expect((await apiPage(`${search}&sort_by=firstName`)).ids).toEqual([user.id]);
    expect((await apiPage(`${search}&sort_by=lastName&include_deleted=true`)).ids).toEqual([user.id]);
    // "qqw" is a literal trigram (walked); "d qq" has none (words of one and two letters): the index answers.
    expect((await apiPage(`search_term=${encodeURIComponent('qqw')}&sort_by=lastName`)).ids).toEqual([]);
    expect((await apiPage(`search_term=${encodeURIComponent('d qq')}&sort_by=lastName`)).ids).toEqual([user.id]);
  });
});
