/**
 * The list endpoints of a CRUD resource (docs/decisions.md#declared-resources):
 *   GET /{name}/paged   `{name}.read`   a page: search, filters, sort, total (exact or estimated)
 *   GET /{name}         `{name}.read`   every match, in the default sort (same filters, no paging)
 * Both narrow an organisation role's caller to its organisations. The query is parsed once into
 * a {@link ListQuery}; everything below reads that value.
 */
import { Type, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { ORDERED_SEARCH_MAX_OFFSET, orderedSearchOf } from '../ordered-search';
import { countUpToLimit, countUpToLimitQuery, estimatedRows, exactCount, listPageQuery, listTotal, orderBy, paged, pageWindow, searchCondition } from '../paging';
import { Paged, pagedQuery, StateFilters } from '../schemas';
import type { CrudApp, CrudContext } from './context';
import type { Row } from './resource';

/** How long the planner's estimate of a list's total is reused (milliseconds): an estimate is approximate anyway. */
const ESTIMATE_TTL_MS = 10_000;

/** How many filtered lists' estimates a resource remembers (least recently used ones go first). */
const ESTIMATES_KEPT = 500;

/** A list request's query, parsed once from its query string. */
export interface ListQuery {
  /** `search_term` trimmed; '' when there is none. */
  term: string;
  /** `include_deleted` (soft delete only): deleted rows are listed too. */
  includeDeleted: boolean;
  /** `isActive` (active state only): the state listed; undefined for both. */
  isActive?: boolean;
  /** The resource's own filters given in the query, by key. */
  filters: Readonly<Record<string, unknown>>;
  /** `sort_by` (default the first sort name) and `sort_order` (default the resource's order, else asc). */
  sort: { by: string; order: 'asc' | 'desc' };
}

/** A paged list request: the list query and its page. */
export interface PageQuery extends ListQuery {
  currentPage: number;
  pageSize: number;
}

/** The query string as the list schemas validate it (defaults filled in). */
type RawListQuery = Record<string, unknown> & { search_term?: string; include_deleted?: boolean; isActive?: boolean; sort_by?: string; sort_order?: 'asc' | 'desc' };

/** The sort names a resource accepts (tests check the admin's declarations against them). */
export const sortNamesOf = (resource: { sortColumns: Record<string, unknown> }) => Object.keys(resource.sortColumns);

/** The list routes of a resource, from its shared context; call the answer with the app to register them. */
export function listRoutesOf<E extends TObject, C extends TObject, U extends TObject>(context: CrudContext<E, C, U>) {
  const { resource, id, isActive, deletedAt, tags, permission, scopes, present, withinAccess } = context;
  const { name, table } = resource;
  const filters = resource.filters ?? {};
  const sortNames = sortNamesOf(resource);
  const searchOf = resource.indexedSearch ?? ((term: string) => searchCondition(term, resource.searchColumns));
  const orderedSearch = resource.orderedSearch && orderedSearchOf(resource.orderedSearch, table, id);

  const listQuery = Type.Object({
    ...(isActive ? { isActive: StateFilters.isActive } : {}),
    ...(deletedAt ? { include_deleted: StateFilters.include_deleted } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([key, filter]) => [key, Type.Optional(filter.schema)])),
  });
  const pageQuery = pagedQuery(sortNames, listQuery.properties, resource.defaultSortOrder);
  // Typed loosely on purpose: TypeScript cannot resolve replies against a generic schema.
  const pagedEntities: TSchema = Paged(resource.schemas.entity);
  const allQuery = Type.Object({ ...listQuery.properties, search_term: Type.Optional(Type.String({ maxLength: 200 })) });

  const parse = (raw: RawListQuery): ListQuery => ({
    term: raw.search_term?.trim() ?? '',
    includeDeleted: raw.include_deleted === true,
    ...(raw.isActive !== undefined ? { isActive: raw.isActive } : {}),
    filters: Object.fromEntries(Object.keys(filters).flatMap((key) => (raw[key] !== undefined ? [[key, raw[key]]] : []))),
    sort: { by: raw.sort_by ?? sortNames[0], order: raw.sort_order ?? resource.defaultSortOrder ?? 'asc' },
  });

  /** What a list query filters by, as a key: all but its sort, and the caller's organisations. */
  const filterKey = (query: ListQuery, access: ReadonlySet<number> | null) =>
    JSON.stringify([query.term, query.includeDeleted, query.isActive, query.filters, access ? [...access].sort((a, b) => a - b) : null]);

  /** Whether a list query has the plain shape: no filter, no search, deleted rows left out (see plainList). */
  const isPlain = (query: ListQuery) => !query.includeDeleted && query.isActive === undefined && !query.term && Object.keys(query.filters).length === 0;

  /** WHERE of a list: state filters, resource filters, search and the caller's organisations. */
  const conditions = (query: ListQuery, access: ReadonlySet<number> | null): SQL | undefined =>
    and(
      withinAccess(access),
      deletedAt && !query.includeDeleted ? isNull(deletedAt) : undefined,
      isActive && query.isActive !== undefined ? eq(isActive, query.isActive) : undefined,
      ...Object.entries(query.filters).map(([key, value]) => filters[key].where(value as never)),
      query.term ? searchOf(query.term) : undefined,
    );

  /**
   * The list's commonest shape — no filter, no search, deleted rows left out — as prepared
   * statements: the count up to the exact-count limit, and a page per sort column and order.
   */
  const plainList = preparedPer((db) => {
    const where = deletedAt ? isNull(deletedAt) : undefined;
    const pages = new Map<string, { execute(values: { limit: number; offset: number }): Promise<unknown[]> }>();
    return {
      where,
      count: countUpToLimitQuery(db, table, where).prepare(`${name}_list_count`),
      page(sortBy: string, order: 'asc' | 'desc') {
        const key = `${sortBy}_${order}`;
        let page = pages.get(key);
        if (!page) {
          page = db
            .select()
            .from(table)
            .where(where)
            .orderBy(...orderBy(resource.sortColumns[sortBy], order, id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .prepare(`${name}_list_${key}`);
          pages.set(key, page);
        }
        return page;
      },
    };
  });

  /**
   * The planner's estimate of the rows matching `where` (the list filtered as `key` says),
   * remembered for {@link ESTIMATE_TTL_MS}: paging through a list asks for the same estimate on
   * every page, and planning it is a round trip of its own.
   */
  const rememberedEstimates = preparedPer(() => new LRUCache<string, number>({ max: ESTIMATES_KEPT, ttl: ESTIMATE_TTL_MS }));
  const rememberedEstimate = async (db: Database, key: string, where: SQL | undefined): Promise<number> => {
    const remembered = rememberedEstimates(db);
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const rows = await estimatedRows(db, table, where);
    remembered.set(key, rows);
    return rows;
  };

  /** The rows of one page and their count when exact, with the estimate asked for otherwise. */
  const pageRows = async (db: Database, query: PageQuery, access: ReadonlySet<number> | null) => {
    const window = pageWindow(query.currentPage, query.pageSize);
    if (isPlain(query) && !access) {
      const plain = plainList(db);
      const [[{ count }], page] = await Promise.all([plain.count.execute(), plain.page(query.sort.by, query.sort.order).execute(window)]);
      // The plain list's estimate moves only when the table's statistics or size do.
      return { window, counted: exactCount(count), rows: page as Row[], estimate: () => rememberedEstimate(db, filterKey(query, null), plain.where) };
    }
    const where = conditions(query, access);
    const estimate = () => rememberedEstimate(db, filterKey(query, access), where);
    const sort = { column: resource.sortColumns[query.sort.by], order: query.sort.order, id };
    let counting: Promise<number | undefined> | undefined;
    const countMatches = () => (counting ??= countUpToLimit(db, table, where));
    if (orderedSearch && query.term && sort.column === orderedSearch.sortColumn && !query.includeDeleted && window.offset < ORDERED_SEARCH_MAX_OFFSET) {
      const unsearched = { ...query, term: '' };
      const walked = await orderedSearch.page<Row>(db, query.term, conditions(unsearched, access), query.sort.order, window, isPlain(unsearched) && !access, countMatches);
      if (walked) return { window, ...walked, estimate };
    }
    const [counted, rows] = await Promise.all([
      countMatches(),
      listPageQuery(db, table, where, sort, window, resource.indexedSearch !== undefined && query.term !== '') as Promise<Row[]>,
    ]);
    return { window, counted, rows, estimate };
  };

  return (app: CrudApp) => {
    app.get(
      `/${name}/paged`,
      { config: { permission: permission('read'), ...scopes.list }, schema: { tags, querystring: pageQuery, response: { 200: pagedEntities } } },
      async (request) => {
        const raw = request.query as RawListQuery & { current_page: number; page_size: number };
        const query: PageQuery = { ...parse(raw), currentPage: raw.current_page, pageSize: raw.page_size };
        const { window, counted, rows, estimate } = await pageRows(app.db, query, request.organisationAccess);
        // The count and the page are independent: on PostgreSQL they run on two connections at once.
        const [total, items] = await Promise.all([listTotal(counted, estimate, window.offset, window.limit, rows.length), present(app.db, rows)]);
        return paged(items, total, query.currentPage, query.pageSize);
      },
    );

    app.get(
      `/${name}`,
      { config: { permission: permission('read'), ...scopes.list }, schema: { tags, querystring: allQuery, response: { 200: context.entities } } },
      async (request) => {
        // Unpaged: always in the default sort.
        const query = parse({ ...(request.query as RawListQuery), sort_by: undefined, sort_order: undefined });
        const rows = await app.db
          .select()
          .from(table)
          .where(conditions(query, request.organisationAccess))
          .orderBy(...orderBy(resource.sortColumns[query.sort.by], query.sort.order, id));
        return present(app.db, rows as Row[]);
      },
    );
  };
}
