/**
 * A searched list page read in its sort order from ordered trigram postings
 * (docs/decisions.md#ordered-search).
 *
 * A trigram GIN index finds the rows containing a term, but not in any order: the first page of
 * a common term ("ovi" matches 9 289 of 100 000 users) costs reading and sorting every match.
 * Ordered postings keep, per literal trigram (three letters or digits of one word, the SQL
 * function `search_trigrams`), the rows containing it sorted by the list's sort column, so the
 * page walks one trigram's postings in order, checks each row for the whole term, and stops
 * after the page: the cost follows the page, not the matches. The trigram walked is the one with
 * the fewest postings; a database trigger keeps the postings (migration 0015 for users).
 */
import { and, asc, desc, getTableColumns, getTableName, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { EXACT_COUNT_LIMIT } from './paging';

/** Where a resource's ordered postings are and what they order. */
export interface OrderedSearch {
  /** One row per live row of the resource and literal trigram of its searched text. */
  postings: PgTable;
  trigram: PgColumn;
  /** The posting's copy of {@link sortColumn}: the postings' key is (trigram, sortKey, rowId). */
  sortKey: PgColumn;
  rowId: PgColumn;
  /** The resource's column the postings are ordered by (the list's `sort_by` they serve). */
  sortColumn: PgColumn;
  /** The resource's stored, lower-cased searched text, checked for the whole term. */
  text: PgColumn;
}

/**
 * Pages from this offset on are left to the trigram index: the walk reads every posting before
 * the page, so its cost grows with the offset while the index's does not.
 */
export const ORDERED_SEARCH_MAX_OFFSET = 1_000;

/**
 * How many postings past the offset a walk reads at most. A term whose trigrams are all common
 * while the term itself is rare ("le.exa": every user's address has "exa") would otherwise read
 * every posting of its rarest trigram (100 000, ≈ 270 ms) where the index reads the same rows in
 * bulk (≈ 40 ms); a walk that reaches this many without filling its page gives way to the index,
 * so the detour costs at most ≈ 14 ms.
 */
export const WALK_POSTINGS = 5_000;

/** A searched page found through the postings, and its total when at most the exact-count limit (else undefined). */
export interface OrderedSearchPage<Row> {
  rows: Row[];
  counted: number | undefined;
}

/**
 * A resource's ordered search, its statements prepared once per database object. `page` answers
 * the page `window` of the rows of `table` (primary key `id`) matching `where` and containing
 * `term` (trimmed, non-empty; compared lower-cased, as `LIKE lower('%term%')` on the searched
 * text), sorted by the postings' sort column in `order`, then by id. Undefined when the term has
 * no literal trigram (fewer than three letters or digits in a row, or only letters outside
 * ASCII), or when the walk read {@link WALK_POSTINGS} without filling the page: the caller then
 * searches through its trigram index.
 *
 * The total comes from `countMatches` (the caller's count up to the exact-count limit), run beside
 * the page, except when `onlyLive` (`where` is nothing but "not soft-deleted", the rows the
 * postings hold) and the term is exactly one literal trigram: its number of postings is then the
 * total. Statements: the term's trigrams with their numbers of postings (counted up to the
 * exact-count limit + 1, index-only), then the page and the count at once.
 */
export function orderedSearchOf(search: OrderedSearch, table: PgTable, id: PgColumn) {
  const statements = preparedStatements(search, table, id);
  return {
    /** The list sort the postings serve. */
    sortColumn: search.sortColumn,
    async page<Row>(
      db: Database,
      term: string,
      where: SQL | undefined,
      order: 'asc' | 'desc',
      window: { limit: number; offset: number },
      onlyLive: boolean,
      countMatches: () => Promise<number | undefined>,
    ): Promise<OrderedSearchPage<Row> | undefined> {
      const prepared = statements(db);
      const candidates = await prepared.trigrams.execute({ term });
      if (candidates.length === 0) return undefined;
      const rarest = candidates.reduce((best, candidate) => (candidate.postings < best.postings ? candidate : best));
      // No row holds one of the term's trigrams: none contains the term.
      if (rarest.postings === 0) return { rows: [], counted: 0 };
      // The term is that one trigram: every posting is a match.
      const wholeTerm = candidates.length === 1 && term.toLowerCase() === rarest.trigram;
      const counted = onlyLive && wholeTerm ? (rarest.postings <= EXACT_COUNT_LIMIT ? rarest.postings : undefined) : countMatches();

      const postings = window.offset + WALK_POSTINGS;
      const page = onlyLive
        ? prepared.walk[order].execute({ trigram: rarest.trigram, term, ...window, postings })
        : walkQuery(db, table, id, search, rarest.trigram, term, where, order, { ...window, postings });
      const [rows, total] = await Promise.all([page as unknown as Promise<Row[]>, counted]);
      // A short page from a trigram with more postings than counted may have stopped at the cap.
      const mayBeCut = rows.length < window.limit && rarest.postings > EXACT_COUNT_LIMIT;
      return mayBeCut ? undefined : { rows, counted: total };
    },
  };
}

/**
 * The statements every search runs, prepared once per database object (see
 * server/db/prepared.ts): planning them cost more than running them (≈ 0.8 and 0.4 ms against
 * 0.25 and 0.4 ms for "ovi" on 100 000 users). The term's literal trigrams with their numbers of
 * postings, and the walk over live rows in each order.
 */
function preparedStatements(search: OrderedSearch, table: PgTable, id: PgColumn) {
  const name = getTableName(search.postings);
  const deletedAt = (getTableColumns(table) as Record<string, PgColumn>).deletedAt;
  const live = deletedAt ? isNull(deletedAt) : undefined;
  const window = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset'), postings: sql.placeholder('postings') };
  return preparedPer((db) => ({
    trigrams: db
      .select({
        trigram: sql<string>`candidate.trigram`,
        postings: sql<number>`(select count(*)::int from (select 1 from ${search.postings} where ${search.trigram} = candidate.trigram limit ${sql.raw(String(EXACT_COUNT_LIMIT + 1))}) as posted)`,
      })
      .from(sql`search_trigrams(lower(${sql.placeholder('term')})) as candidate(trigram)`)
      .prepare(`${name}_of_term`),
    walk: {
      asc: walkQuery(db, table, id, search, sql.placeholder('trigram'), sql.placeholder('term'), live, 'asc', window).prepare(`${name}_walk_asc`),
      desc: walkQuery(db, table, id, search, sql.placeholder('trigram'), sql.placeholder('term'), live, 'desc', window).prepare(`${name}_walk_desc`),
    },
  }));
}

/**
 * The page query of {@link orderedSearchOf}'s `page`: the first `window.postings` postings of `trigram`
 * in order, each joined to its row by primary key and kept when the row matches `where` and
 * contains `term` (`strpos` on the lower-cased text, which the trigram GIN index cannot serve, so
 * the planner keeps the ordered walk), `window` of them. tests/server/user-search-index.test.ts
 * reads its plan.
 */
export function walkQuery(
  db: Database,
  table: PgTable,
  id: PgColumn,
  search: OrderedSearch,
  trigram: string | Placeholder,
  term: string | Placeholder,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  window: { limit: number | Placeholder; offset: number | Placeholder; postings: number | Placeholder },
) {
  const direction = order === 'desc' ? desc : asc;
  const posted = db
    .select({ rowId: search.rowId, sortKey: search.sortKey })
    .from(search.postings)
    .where(sql`${search.trigram} = ${trigram}`)
    .orderBy(direction(search.sortKey), direction(search.rowId))
    .limit(window.postings)
    .as('posted');
  return db
    .select(getTableColumns(table))
    .from(posted)
    .innerJoin(table, sql`${id} = ${posted.rowId}`)
    .where(and(sql`strpos(${search.text}, lower(${term})) > 0`, where))
    .orderBy(direction(posted.sortKey), direction(posted.rowId))
    .limit(window.limit)
    .offset(window.offset);
}
