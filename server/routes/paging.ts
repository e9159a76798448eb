/** Query building shared by the paged endpoints (docs/architecture.md#api-conventions). */
import { asc, desc, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Paged } from '../../src/shared/api';
import type { Database } from '../db/client';

/** `term` as a LIKE pattern "contains term": `%term%` with LIKE's wildcards in `term` matching literally; undefined for a blank term. */
export function containsPattern(term: string): string | undefined {
  const trimmed = term.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
}

/** Case-insensitive "contains" over `columns` (or expressions); LIKE wildcards in `term` match literally. */
export function searchCondition(term: string, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  const pattern = containsPattern(term);
  if (!pattern || columns.length === 0) return undefined;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * "contains `term`, case-insensitively" on a column that stores its text already lower-cased
 * (users.search_text): one `LIKE lower(pattern)`, folded by the same lower() that filled the
 * column, so it matches what ILIKE would, and PostgreSQL serves it from the column's trigram
 * index with a cheap recheck. Undefined for a blank term.
 */
export function loweredTextSearch(column: PgColumn): (term: string) => SQL | undefined {
  return (term) => {
    const pattern = containsPattern(term);
    return pattern === undefined ? undefined : sql`${column} like lower(${pattern})`;
  };
}

/** ORDER BY `column` in `order`, then by `id` so that pages never overlap. */
export function orderBy(column: PgColumn, order: 'asc' | 'desc', id: PgColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/**
 * `OFFSET 0` in a subquery: Drizzle leaves out an offset of the number 0, and PostgreSQL plans a
 * subquery with an OFFSET on its own rather than folding it into the outer query.
 */
const OPTIMISATION_FENCE = sql.raw('0') as unknown as number;

/**
 * The query of one list page: the rows of `table` matching `where`, sorted by `sortColumn` then
 * `id`, `limit` rows from `offset`. With `matchesFirst` (a search an index serves) the matches
 * are found first, in a subquery the outer query cannot fold in (OPTIMISATION_FENCE), and only
 * they are sorted: otherwise PostgreSQL may walk the sort column's index and discard the rows
 * that do not match, which costs tens of milliseconds when the matches sort late (the planner
 * assumes they are spread evenly). tests/server/user-search-index.test.ts reads the plan.
 */
export function listPageQuery(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  sort: { column: PgColumn; order: 'asc' | 'desc'; id: PgColumn },
  window: { limit: number; offset: number },
  matchesFirst = false,
) {
  if (!matchesFirst) return db.select().from(table).where(where).orderBy(...orderBy(sort.column, sort.order, sort.id)).limit(window.limit).offset(window.offset);
  const matches = db.select().from(table).where(where).offset(OPTIMISATION_FENCE).as('matches');
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const field = (column: PgColumn) => (matches as unknown as Record<string, PgColumn>)[Object.keys(columns).find((key) => columns[key] === column)!];
  return db.select().from(matches).orderBy(...orderBy(field(sort.column), sort.order, field(sort.id))).limit(window.limit).offset(window.offset);
}

/** LIMIT/OFFSET for a 1-based page. */
export const pageWindow = (currentPage: number, pageSize: number) => ({ limit: pageSize, offset: (currentPage - 1) * pageSize });

/**
 * Up to this many matching rows a list's total is counted exactly; above it the total is the
 * planner's estimate, answered with `total_exact: false` (docs/decisions.md#list-totals; the
 * rule PostgREST's `Prefer: count=estimated` follows). Counting stops at this many + 1 rows, so a
 * list of any size costs at most that.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** A list's total: exact, or the planner's estimate (exact: false). */
export interface ListTotal {
  count: number;
  exact: boolean;
}

/** The query counting the rows of `table` matching `where` up to {@link EXACT_COUNT_LIMIT} + 1 (a `count(*)` over a LIMITed subquery). */
export function countUpToLimitQuery(db: Database, table: PgTable, where: SQL | undefined) {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(EXACT_COUNT_LIMIT + 1).as('matching');
  return db.select({ count: sql<number>`count(*)::int` }).from(matching);
}

/** A count from {@link countUpToLimitQuery} as the exact total, or undefined when more rows match than the limit (the caller estimates). */
export const exactCount = (count: number): number | undefined => (count > EXACT_COUNT_LIMIT ? undefined : count);

/** The exact total of the rows of `table` matching `where` when at most the limit match, else undefined. */
export async function countUpToLimit(db: Database, table: PgTable, where: SQL | undefined): Promise<number | undefined> {
  const [{ count }] = await countUpToLimitQuery(db, table, where);
  return exactCount(count);
}

/**
 * The planner's estimate of the rows of `table` matching `where` (`EXPLAIN (FORMAT JSON)`, the
 * top plan node's "Plan Rows"): statistics of the filtered query, not the table's size, so
 * filters and search narrow it. Costs a plan, never a scan.
 */
export async function estimatedRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list page: `counted` (from {@link countUpToLimit}) when exact; otherwise the
 * estimate, raised to what the page itself proves — more than the limit match, the rows up to
 * this page's end exist, and a full page means at least one more row (so "next page" stays
 * possible when the planner underestimates); a short page ends the list, so its end is exact.
 */
export function listTotal(counted: number | undefined, estimate: () => Promise<number>, offset: number, pageSize: number, rowsOnPage: number): Promise<ListTotal> | ListTotal {
  if (counted !== undefined) return { count: counted, exact: true };
  if (rowsOnPage > 0 && rowsOnPage < pageSize) return { count: offset + rowsOnPage, exact: true };
  return estimate().then((estimated) => ({
    count: Math.max(estimated, EXACT_COUNT_LIMIT + 1, offset + rowsOnPage + (rowsOnPage === pageSize ? 1 : 0)),
    exact: false,
  }));
}

/** The paged answer body; `total` exact or estimated (`total_exact`). */
export function paged<T>(items: T[], total: number | ListTotal, currentPage: number, pageSize: number): Paged<T> {
  const { count, exact } = typeof total === 'number' ? { count: total, exact: true } : total;
  return {
    items,
    current_page: currentPage,
    page_size: pageSize,
    total_count: count,
    total_pages: Math.ceil(count / pageSize),
    total_exact: exact,
  };
}

/** A row with Date values as ISO 8601 strings, ready for a JSON response. */
export function toJson<T extends Record<string, unknown>>(row: T): { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] } {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[key] = value instanceof Date ? value.toISOString() : value;
  return json as never;
}
