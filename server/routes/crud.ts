/**
 * The CRUD route factory (docs/decisions.md#declared-resources): from a table, its TypeBox
 * schemas, a permission prefix and DECLARED capabilities it registers
 *   GET  /{name}/paged              `{name}.read`   paging, search, sort, filters
 *   GET  /{name}                    `{name}.read`   array (same filters, no paging)
 *   POST /{name}/by-ids {ids}|[ids] `{name}.read`   the rows found, in the given order
 *   GET  /{name}/{id}               `{name}.read`   404 when unknown (soft-deleted rows are found,
 *                                   with their deletedAt; by-ids answers the same rows as this)
 *   GET  /{name}/{id}/{sub}         `{name}.read`   declared sub-collections (404 for an unknown parent)
 *   POST /{name}                    `{name}.create` 201
 *   PUT  /{name}/{id}               `{name}.update` id in the body optional, must match (400)
 * with `softDelete` (the table has deletedAt):
 *   DELETE /{name}/{id}/soft        `{name}.delete` 204; lists leave the row unless include_deleted
 *   POST /{name}/{id}/restore       `{name}.delete` 200 entity
 * with `hardDelete`:
 *   DELETE /{name}/{id}             `{name}.delete` 204
 * with `activeState` (isActive):
 *   POST /{name}/change-state       `{name}.update` {ids, isActive} → {ids changed}
 *   PUT  /{name}/{id}/active-status `{name}.update` {isActive} → 200 entity
 * with `paidState` (isPaid):
 *   PUT  /{name}/{id}/paid-status   `{name}.update` {isPaid} → 200 entity
 *
 * Every write runs in one transaction with the touched rows locked (`FOR UPDATE`) and appends
 * one activity-log row per record with the changed fields (docs/decisions.md#accounts); a write to a soft-deleted
 * row (other than restore) is refused with 409. Hooks receive the request and the
 * caller (principal) so that caller-dependent rules (the permission ceiling) live beside the
 * resource, and run inside the transaction.
 *
 * This file is the factory alone: what a resource declares lives in crud-resource.ts and the
 * by-ids body form in id-lists.ts (both re-exported here). The factory stays one function: its
 * routes share the resource's columns, presentation, lock and transaction helpers in one closure.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { diffChanges, recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import type { RoutePermission } from '../plugins/auth';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../http/errors';
import { apiText } from '../http/localize';
import type { CrudResource, Row, RowAction, WriteContext } from './crud-resource';
import { idsBodyRoute, idsOf } from './id-lists';
import { countUpToLimit, countUpToLimitQuery, estimatedRows, exactCount, listTotal, orderBy, paged, listPageQuery, pageWindow, searchCondition, toJson } from './paging';
import { ORDERED_SEARCH_MAX_OFFSET, orderedSearchOf } from './ordered-search';
import { IdList, IdParams, Paged, pagedQuery, StateFilters, trimDeclaredStrings } from './schemas';

export type { CrudCapabilities, CrudFilter, CrudHooks, CrudPermissions, CrudResource, CrudSubCollection, Row, RowAction, WriteContext } from './crud-resource';
export { idsBodyRoute, idsOf, missingIds } from './id-lists';

/** How long the planner's estimate of a list's total is reused (milliseconds): an estimate is approximate anyway. */
const ESTIMATE_TTL_MS = 10_000;

/** How many filtered lists' estimates a resource remembers (least recently used ones go first). */
const ESTIMATES_KEPT = 500;

/** What a list query filters by, as a key: its query without the page and the sort, and the caller's organisations. */
const filterKey = (query: Record<string, unknown>, access: ReadonlySet<number> | null) => {
  const { current_page: _page, page_size: _size, sort_by: _sortBy, sort_order: _sortOrder, ...filters } = query;
  return JSON.stringify([filters, access ? [...access].sort((a, b) => a - b) : null]);
};

/** The sort names a resource accepts (tests check the admin's declarations against them). */
export const sortNamesOf = (resource: { sortColumns: Record<string, unknown> }) => Object.keys(resource.sortColumns);

/** Fastify plugin with the standard endpoints of `resource`; register it under /api/1.0. */
export function crudRoutes<E extends TObject, C extends TObject, U extends TObject>(resource: CrudResource<E, C, U>): FastifyPluginAsyncTypebox {
  const { name, table, schemas, hooks = {}, capabilities = {} } = resource;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  const owner = resource.organisationOwner;
  const ownerKey = owner ? Object.keys(columns).find((key) => columns[key] === owner) : undefined;
  const isActive = capabilities.activeState ? requiredColumn(columns, 'isActive', name) : undefined;
  const isPaid = capabilities.paidState ? requiredColumn(columns, 'isPaid', name) : undefined;
  const deletedAt = capabilities.softDelete ? requiredColumn(columns, 'deletedAt', name) : undefined;
  const sortNames = sortNamesOf(resource);
  const filters = resource.filters ?? {};
  const tags = [name];
  // Typed loosely on purpose: TypeScript cannot resolve replies against a generic schema.
  const entity: TSchema = schemas.entity;
  const pagedEntities: TSchema = Paged(schemas.entity);
  const entities: TSchema = Type.Array(schemas.entity);
  const prefix = resource.permissionPrefix ?? name;
  const permission = (action: 'read' | 'create' | 'update' | 'delete'): RoutePermission =>
    resource.permissions?.[action] ?? (`${prefix}.${action}` as RoutePermission);
  const trimCreate = trimDeclaredStrings(schemas.create);
  /**
   * Optimistic concurrency (as Kubernetes' `resourceVersion`): an update body may carry the
   * `updatedAt` of the record as its writer read it; when the record has been saved since, the
   * write is refused with 409 instead of overwriting that save (docs/decisions.md#edits).
   */
  const versioned = 'updatedAt' in schemas.entity.properties;
  const updateBody: TObject = versioned
    ? Type.Object(
        { ...schemas.update.properties, updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'The updatedAt of the record as read; a record saved since answers 409' })) },
        { additionalProperties: false },
      )
    : schemas.update;
  const trimUpdate = trimDeclaredStrings(schemas.update);

  const globalOnlyFields = resource.globalOnlyFields ?? [];
  /** A value as the row and a body both say it: dates as yyyy-mm-dd, absent as null. */
  const comparable = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));
  /**
   * 403 naming each global-only field the write of a caller reaching the record through an
   * organisation role would set: on create any value but null or false, on update (`current`
   * the locked row) any value other than the row's (docs/decisions.md#organisation-roles).
   */
  const refuseGlobalOnly = (request: FastifyRequest, body: Record<string, unknown>, current?: Row) => {
    if (!request.organisationAccess || globalOnlyFields.length === 0) return;
    const setting = globalOnlyFields.filter((field) => {
      if (body[field] === undefined) return false;
      return current ? comparable(body[field]) !== comparable(current[field]) : body[field] !== null && body[field] !== false;
    });
    if (setting.length) throw globalOnlyRefusal(setting);
  };

  /** 422 with the field errors of the rules a schema cannot hold (CrudResource.writeErrors). */
  const refuseRuleBreaks = (values: Record<string, unknown>, current?: Row) => {
    const errors = resource.writeErrors?.(values, current) ?? [];
    if (errors.length) throw unprocessable(errors);
  };

  type Entity = Static<E>;
  const present = async (db: Database, rows: Row[]) => (hooks.present ? await hooks.present(db, rows) : rows.map(toJson)) as Entity[];

  /**
   * The entities `ids` that exist, in the asked order: the single-record read (`GET /{id}`) and
   * the by-ids lookup both answer through this, so they find the same rows (soft-deleted ones
   * included, with their deletedAt).
   */
  const findEntities = async (db: Database, ids: readonly number[]): Promise<Entity[]> => {
    if (ids.length === 0) return [];
    const rows = (await rowsById(db).execute({ ids: [...ids] })) as Row[];
    const byId = new Map<number, Row>(rows.map((row) => [row.id as number, row]));
    return present(db, ids.flatMap((wanted): Row[] => { const row = byId.get(wanted); return row ? [row] : []; }));
  };

  const findEntity = async (db: Database, entityId: number): Promise<Entity | undefined> => (await findEntities(db, [entityId]))[0];

  /** The rows with the given ids (a prepared statement: every read by id goes through it). */
  const rowsById = preparedPer((db) =>
    db.select().from(table).where(sql`${id} = any(${sql.placeholder('ids')}::int[])`).prepare(`${name}_by_ids`),
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

  /** The resource's ordered search (ordered-search.ts), when it declares one. */
  const orderedSearch = resource.orderedSearch && orderedSearchOf(resource.orderedSearch, table, id);

  /** The organisation of record `recordId` (deleted ones too), or undefined when there is no such record. */
  const organisationOfRecord = async (db: Database, recordId: number): Promise<number | undefined> => {
    if (!owner || !Number.isInteger(recordId)) return undefined;
    const [row] = await db.select({ organisationId: owner }).from(table).where(eq(id, recordId));
    return row?.organisationId as number | undefined;
  };

  /**
   * The organisation scopes of the endpoints (server/plugins/auth.ts), for organisation-owned
   * records only: lists narrow to the caller's organisations, a record's endpoints act in its
   * organisation, a create in the organisation its body names.
   */
  const scopes = owner
    ? {
        list: { organisationScope: { narrows: true as const } },
        record: { organisationScope: { organisationOf: (request: FastifyRequest) => organisationOfRecord(request.server.db, Number((request.params as { id?: unknown }).id)) } },
        create:
          ownerKey && ownerKey !== 'id'
            ? {
                organisationScope: {
                  organisationOf: (request: FastifyRequest) => {
                    const value = (request.body as Record<string, unknown> | null | undefined)?.[ownerKey];
                    return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
                  },
                },
              }
            : {},
      }
    : { list: {}, record: {}, create: {} };

  /** The condition keeping a list to the organisations a scoped caller may see (none for a global one). */
  const withinAccess = (access: ReadonlySet<number> | null): SQL | undefined => (owner && access ? inArray(owner, [...access]) : undefined);

  /** Whether a list query has the plain shape (see plainList). */
  const isPlain = (query: Record<string, unknown>) =>
    !query.include_deleted &&
    query.isActive === undefined &&
    !(typeof query.search_term === 'string' && query.search_term.trim()) &&
    Object.keys(filters).every((key) => query[key] === undefined);

  const searchOf = resource.indexedSearch ?? ((term: string) => searchCondition(term, resource.searchColumns));

  const listQuery = Type.Object({
    ...(isActive ? { isActive: StateFilters.isActive } : {}),
    ...(deletedAt ? { include_deleted: StateFilters.include_deleted } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([key, filter]) => [key, Type.Optional(filter.schema)])),
  });
  const pageQuery = pagedQuery(sortNames, listQuery.properties, resource.defaultSortOrder);

  /** WHERE for the list endpoints: state filters, resource filters, search and the caller's organisations. */
  const listConditions = (query: Record<string, unknown>, access: ReadonlySet<number> | null = null): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [withinAccess(access)];
    if (deletedAt && !query.include_deleted) conditions.push(isNull(deletedAt));
    if (isActive && query.isActive !== undefined) conditions.push(eq(isActive, query.isActive));
    for (const [key, filter] of Object.entries(filters)) {
      if (query[key] !== undefined) conditions.push(filter.where(query[key] as never));
    }
    if (typeof query.search_term === 'string') conditions.push(searchOf(query.search_term));
    return and(...conditions);
  };

  /** The rows `ids`, locked for this transaction, in id order; 404 when any is missing. */
  const lockRows = async (tx: Database, ids: readonly number[]): Promise<Row[]> => {
    const rows = (await tx.select().from(table).where(inArray(id, [...ids])).orderBy(id).for('update')) as Row[];
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  };

  const refuseDeleted = (rows: Row[]) => {
    if (deletedAt && rows.some((row) => row.deletedAt !== null)) throw conflict(apiText('apiErrors.recordDeleted'));
  };

  /** Runs `write` in a transaction with the request's context. */
  const inTransaction = async <T>(request: FastifyRequest, write: (ctx: WriteContext) => Promise<T>): Promise<T> => {
    const tasks: (() => unknown)[] = [];
    const result = await request.server.db.transaction((tx) =>
      write({ tx: tx as unknown as Database, request, principal: request.principal!, afterCommit: (task) => tasks.push(task) }),
    );
    for (const task of tasks) await task();
    return result;
  };

  /** Locks `ids`, refuses deleted rows, asks the hook, sets `values`, calls afterChange. */
  const changeRows = async (ctx: WriteContext, ids: readonly number[], action: RowAction, values: Record<string, unknown>) => {
    const rows = await lockRows(ctx.tx, ids);
    if (action !== 'restore') refuseDeleted(rows);
    await hooks.authorise?.(ctx, action, rows, values);
    const before = await present(ctx.tx, rows);
    await ctx.tx.update(table).set(values as never).where(inArray(id, [...ids]));
    await hooks.afterChange?.(ctx, action, rows, values);
    await logChanges(ctx, action, before, await present(ctx.tx, await ctx.tx.select().from(table).where(inArray(id, [...ids])).orderBy(id) as Row[]));
    return rows;
  };

  /** One activity row per record: `before` and `after` are presented entities in the same order. */
  const logChanges = async (ctx: WriteContext, action: RowAction | 'create', before: Entity[], after: Entity[]) => {
    const count = Math.max(before.length, after.length);
    for (let index = 0; index < count; index++) {
      const was = before[index] as Record<string, unknown> | undefined;
      const now = after[index] as Record<string, unknown> | undefined;
      const recordId = (now?.id ?? was?.id) as number;
      const organisationId = ownerKey ? ((now?.[ownerKey] ?? was?.[ownerKey]) as number | undefined) : undefined;
      await recordActivity(ctx.tx, ctx.request, { action, resource: name, recordId, changes: diffChanges(was, now), ...(organisationId !== undefined ? { organisationId } : {}) });
    }
  };

  return async function crud(app) {
    const hidden = resource.hiddenFromOrganisationRoles ?? [];
    if (hidden.length) {
      // Every answer of this resource to a caller through an organisation role leaves them out
      // (a record, a list, a page's items; docs/decisions.md#organisation-roles).
      const omit = (item: unknown) => {
        if (item && typeof item === 'object') for (const field of hidden) delete (item as Record<string, unknown>)[field];
      };
      app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
        if (request.organisationAccess === null || !payload || typeof payload !== 'object') return payload;
        const items = Array.isArray(payload) ? payload : Array.isArray((payload as { items?: unknown }).items) ? (payload as { items: unknown[] }).items : [payload];
        items.forEach(omit);
        return payload;
      });
    }
    app.get(
      `/${name}/paged`,
      { config: { permission: permission('read'), ...scopes.list }, schema: { tags, querystring: pageQuery, response: { 200: pagedEntities } } },
      async (request) => {
        const query = request.query as Record<string, unknown> & { current_page: number; page_size: number; sort_by?: string; sort_order: 'asc' | 'desc' };
        const { limit, offset } = pageWindow(query.current_page, query.page_size);
        const sortBy = query.sort_by ?? sortNames[0];
        let estimate: () => Promise<number>;
        let counted: number | undefined;
        let rows: Row[];
        if (isPlain(query) && !request.organisationAccess) {
          const plain = plainList(app.db);
          // The plain list's estimate moves only when the table's statistics or size do.
          estimate = () => rememberedEstimate(app.db, filterKey(query, null), plain.where);
          const [[{ count }], page] = await Promise.all([plain.count.execute(), plain.page(sortBy, query.sort_order).execute({ limit, offset })]);
          counted = exactCount(count);
          rows = page as Row[];
        } else {
          const where = listConditions(query, request.organisationAccess);
          estimate = () => rememberedEstimate(app.db, filterKey(query, request.organisationAccess), where);
          const term = typeof query.search_term === 'string' ? query.search_term.trim() : '';
          const sort = { column: resource.sortColumns[sortBy], order: query.sort_order, id };
          let counting: Promise<number | undefined> | undefined;
          const countMatches = () => (counting ??= countUpToLimit(app.db, table, where));
          const walked =
            orderedSearch && term && sort.column === orderedSearch.sortColumn && !query.include_deleted && offset < ORDERED_SEARCH_MAX_OFFSET
              ? await orderedSearch.page<Row>(
                  app.db,
                  term,
                  listConditions({ ...query, search_term: undefined }, request.organisationAccess),
                  query.sort_order,
                  { limit, offset },
                  isPlain({ ...query, search_term: undefined }) && !request.organisationAccess,
                  countMatches,
                )
              : undefined;
          if (walked) {
            ({ rows, counted } = walked);
          } else {
            [counted, rows] = await Promise.all([
              countMatches(),
              listPageQuery(app.db, table, where, sort, { limit, offset }, resource.indexedSearch !== undefined && term !== '') as Promise<Row[]>,
            ]);
          }
        }
        // The count and the page are independent: on PostgreSQL they run on two connections at once.
        const [total, items] = await Promise.all([
          listTotal(counted, estimate, offset, limit, rows.length),
          present(app.db, rows),
        ]);
        return paged(items, total, query.current_page, query.page_size);
      },
    );

    app.get(
      `/${name}`,
      {
        config: { permission: permission('read'), ...scopes.list },
        schema: { tags, querystring: Type.Object({ ...listQuery.properties, search_term: Type.Optional(Type.String({ maxLength: 200 })) }), response: { 200: entities } },
      },
      async (request) => {
        const rows = await app.db
          .select()
          .from(table)
          .where(listConditions(request.query as Record<string, unknown>, request.organisationAccess))
          .orderBy(...orderBy(resource.sortColumns[sortNames[0]], resource.defaultSortOrder ?? 'asc', id));
        return present(app.db, rows as Row[]);
      },
    );

    app.post(
      `/${name}/by-ids`,
      {
        config: { permission: permission('read'), ...scopes.list },
        preValidation: idsBodyRoute.preValidation,
        validatorCompiler: idsBodyRoute.validatorCompiler,
        schema: { tags, body: idsBodyRoute.schema.body, response: { 200: entities } },
      },
      async (request) => {
        const ids = idsOf(request.body);
        const access = request.organisationAccess;
        if (!access || !owner || ids.length === 0) return findEntities(app.db, ids);
        // A scoped caller gets the records of its organisations only, the others as if unknown.
        const visible = new Set((await app.db.select({ id }).from(table).where(and(inArray(id, [...ids]), withinAccess(access)))).map((row) => row.id as number));
        return findEntities(app.db, ids.filter((wanted) => visible.has(wanted)));
      },
    );

    app.get(
      `/${name}/:id`,
      { config: { permission: permission('read'), ...scopes.record }, schema: { tags, params: IdParams, response: { 200: entity } } },
      async (request) => {
        const found = await findEntity(app.db, request.params.id);
        if (!found) throw notFound();
        return found;
      },
    );

    for (const [path, sub] of Object.entries(resource.subCollections ?? {})) {
      const whole = Type.Array(sub.item);
      const scoped = sub.scoped && Type.Array(sub.scoped.item);
      app.get(
        `/${name}/:id/${path}`,
        {
          config: { permission: permission('read'), ...scopes.record },
          schema: { tags, params: IdParams, response: { 200: scoped ? Type.Union([whole, scoped]) : whole } },
        },
        async (request, reply) => {
          const [parent] = await app.db.select({ id }).from(table).where(eq(id, request.params.id));
          if (!parent) throw notFound();
          // Each caller's items go out through their own schema's serializer, which leaves out
          // whatever that schema does not declare (not the union's first match).
          if (!sub.scoped || !scoped) return sub.load(app.db, request.params.id);
          const asScoped = request.organisationAccess !== null;
          reply.serializer(reply.compileSerializationSchema((asScoped ? scoped : whole) as unknown as Record<string, unknown>, '200'));
          return (asScoped ? sub.scoped : sub).load(app.db, request.params.id);
        },
      );
    }

    if (!capabilities.readOnly && !capabilities.noCreate) app.post(
      `/${name}`,
      { config: { permission: permission('create'), ...scopes.create }, preValidation: trimCreate, schema: { tags, body: schemas.create, response: { 201: entity } } },
      async (request, reply) => {
        const body = request.body as Static<C>;
        refuseGlobalOnly(request, body as Record<string, unknown>);
        refuseRuleBreaks(body as Record<string, unknown>);
        // The entity as read inside the committed transaction is the answer: no second read.
        const created = await inTransaction(request, async (ctx) => {
          let newId: number;
          if (hooks.insert) newId = await hooks.insert(ctx, body);
          else newId = (await ctx.tx.insert(table).values(body as never).returning({ id }))[0].id as number;
          const entityNow = await findEntity(ctx.tx, newId);
          await logChanges(ctx, 'create', [], entityNow ? [entityNow] : []);
          return entityNow;
        });
        return reply.status(201).send(created!);
      },
    );

    if (!capabilities.readOnly) app.put(
      `/${name}/:id`,
      {
        config: { permission: permission('update'), ...scopes.record },
        preValidation: trimUpdate,
        schema: { tags, params: IdParams, body: updateBody, response: { 200: entity } },
      },
      async (request) => {
        const { id: bodyId, updatedAt: editedVersion, ...values } = request.body as Static<U> & { id?: number; updatedAt?: string };
        if (bodyId !== undefined && bodyId !== request.params.id) throw badRequest(apiText('apiErrors.idMismatch'));
        // The entity as read inside the committed transaction is the answer: no second read.
        const updated = await inTransaction(request, async (ctx) => {
          const [current] = await lockRows(ctx.tx, [request.params.id]);
          refuseDeleted([current]);
          refuseGlobalOnly(request, values, current);
          refuseRuleBreaks(values, current);
          await hooks.authorise?.(ctx, 'update', [current], values);
          const before = await present(ctx.tx, [current]);
          if (editedVersion !== undefined && Date.parse(String((before[0] as { updatedAt?: unknown }).updatedAt)) !== Date.parse(editedVersion)) {
            throw conflict(apiText('apiErrors.editedMeanwhile'));
          }
          if (hooks.update) await hooks.update(ctx, current, values as Omit<Static<U>, 'id'>);
          else if (Object.keys(values).length) await ctx.tx.update(table).set(values as never).where(eq(id, request.params.id));
          await hooks.afterChange?.(ctx, 'update', [current], values);
          const after = await findEntity(ctx.tx, request.params.id);
          await logChanges(ctx, 'update', before, after ? [after] : []);
          return after;
        });
        return updated!;
      },
    );

    if (deletedAt) {
      app.delete(
        `/${name}/:id/soft`,
        { config: { permission: permission('delete'), ...scopes.record }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
        async (request, reply) => {
          await inTransaction(request, async (ctx) => {
            const [current] = await lockRows(ctx.tx, [request.params.id]);
            // Deleting twice keeps the first deletion time.
            if (current.deletedAt !== null) return;
            await changeRows(ctx, [request.params.id], 'delete', { deletedAt: new Date() });
          });
          return reply.status(204).send(null);
        },
      );

      app.post(
        `/${name}/:id/restore`,
        { config: { permission: permission('delete'), ...scopes.record }, schema: { tags, params: IdParams, response: { 200: entity } } },
        async (request) => {
          await inTransaction(request, (ctx) => changeRows(ctx, [request.params.id], 'restore', { deletedAt: null }));
          return (await findEntity(app.db, request.params.id))!;
        },
      );
    }

    if (capabilities.hardDelete) {
      app.delete(
        `/${name}/:id`,
        { config: { permission: permission('delete'), ...scopes.record }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
        async (request, reply) => {
          await inTransaction(request, async (ctx) => {
            const rows = await lockRows(ctx.tx, [request.params.id]);
            await hooks.authorise?.(ctx, 'delete', rows);
            const before = await present(ctx.tx, rows);
            await ctx.tx.delete(table).where(eq(id, request.params.id));
            await hooks.afterChange?.(ctx, 'delete', rows);
            await logChanges(ctx, 'delete', before, []);
          });
          return reply.status(204).send(null);
        },
      );
    }

    if (isActive) {
      app.post(
        `/${name}/change-state`,
        {
          config: { permission: permission('update'), ...scopes.list },
          schema: {
            tags,
            body: Type.Object({ ids: { ...IdList, minItems: 1 }, isActive: Type.Boolean() }, { additionalProperties: false }),
            response: { 200: Type.Object({ ids: IdList }) },
          },
        },
        async (request) => {
          const ids = await inTransaction(request, async (ctx) => {
            const rows = await lockRows(ctx.tx, request.body.ids);
            // A scoped caller names only records of its organisations; any other is unknown to it.
            const access = request.organisationAccess;
            if (access && ownerKey && rows.some((row) => !access.has(row[ownerKey] as number))) throw notFound();
            // Deleted rows and rows already in the wanted state are left alone.
            const changing = rows.filter((row) => (!deletedAt || row.deletedAt === null) && row.isActive !== request.body.isActive);
            if (changing.length === 0) return [];
            const changingIds = changing.map((row) => row.id as number);
            await changeRows(ctx, changingIds, 'state', { isActive: request.body.isActive });
            return changingIds;
          });
          return { ids };
        },
      );

      app.put(
        `/${name}/:id/active-status`,
        {
          config: { permission: permission('update'), ...scopes.record },
          schema: { tags, params: IdParams, body: Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false }), response: { 200: entity } },
        },
        async (request) => {
          await inTransaction(request, (ctx) => changeRows(ctx, [request.params.id], 'state', { isActive: request.body.isActive }));
          return (await findEntity(app.db, request.params.id))!;
        },
      );
    }

    if (isPaid) {
      app.put(
        `/${name}/:id/paid-status`,
        {
          config: { permission: permission('update'), ...scopes.record },
          schema: { tags, params: IdParams, body: Type.Object({ isPaid: Type.Boolean() }, { additionalProperties: false }), response: { 200: entity } },
        },
        async (request) => {
          // Paid or not is a billing fact: never the organisation's own to set.
          if (request.organisationAccess && globalOnlyFields.includes('isPaid')) throw globalOnlyRefusal(['isPaid']);
          await inTransaction(request, (ctx) => changeRows(ctx, [request.params.id], 'state', { isPaid: request.body.isPaid }));
          return (await findEntity(app.db, request.params.id))!;
        },
      );
    }
  };
}

/** 403 naming `fields`, which only a global holder of the resource's permission sets. */
function globalOnlyRefusal(fields: readonly string[]): HttpError {
  return new HttpError(
    403,
    'Forbidden',
    apiText('apiErrors.globalOnlyField', { field: fields.join(', ') }),
    fields.map((field) => ({ field, reason: apiText('apiErrors.globalOnlyField', { field }) })),
  );
}

function requiredColumn(columns: Record<string, PgColumn>, column: string, resource: string): PgColumn {
  const found = columns[column];
  if (!found) throw new Error(`Resource ${resource} declares a capability that needs column ${column}`);
  return found;
}
