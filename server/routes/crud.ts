/**
 * The CRUD route factory (DESIGN.md "Configuration-driven admin"): from a table, its TypeBox
 * schemas and a permission prefix it registers
 *   GET  /{name}/paged          `{name}.read`   paging, search, sort, filters
 *   GET  /{name}                `{name}.read`   array (same filters, no paging)
 *   GET  /{name}/{id}           `{name}.read`   404 when unknown
 *   POST /{name}                `{name}.create` 201
 *   PUT  /{name}/{id}           `{name}.update` id in the body optional, must match (400)
 * and, for tables with deletedAt / isActive,
 *   DELETE /{name}/{id}/soft    `{name}.delete` 204
 *   POST /{name}/{id}/restore   `{name}.delete` 200 entity
 *   POST /{name}/change-state   `{name}.update` {ids, isActive} → {ids}
 *   PUT  /{name}/{id}/active-status `{name}.update` {isActive} → 200 entity
 * Hooks let a routes file present rows (add relations) and write join rows in the same
 * transaction.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { RoutePermission } from '../plugins/auth';
import { badRequest, notFound } from '../http/errors';
import { orderBy, paged, pageWindow, searchCondition, toJson } from './paging';
import { IdList, IdParams, Paged, pagedQuery, StateFilters } from './schemas';

/** A database row as drizzle returns it. */
export type Row = Record<string, unknown>;

/** Customisation points of a CRUD resource. */
export interface CrudHooks<C extends TObject, U extends TObject> {
  /** Rows → entities, e.g. adding relations. Default: the row with dates as ISO strings. */
  present?(db: Database, rows: Row[]): Promise<Record<string, unknown>[]>;
  /** Inserts a new entity (inside a transaction) and returns its id. Default: insert the body. */
  insert?(tx: Database, body: Static<C>): Promise<number>;
  /** Updates (inside a transaction); false when there is no such row. Default: update the columns. */
  update?(tx: Database, id: number, body: Omit<Static<U>, 'id'>): Promise<boolean>;
}

/** Extra equality-style filter of the list endpoints, e.g. `type=company`. */
export interface CrudFilter {
  schema: TSchema;
  where(value: never): SQL | undefined;
}

/** Everything the factory needs to know about one resource. */
export interface CrudResource<E extends TObject, C extends TObject, U extends TObject> {
  /** URL segment and permission prefix: `/{name}/paged`, `{name}.read`. */
  name: string;
  table: PgTable;
  schemas: { entity: E; create: C; update: U };
  /** Text columns (or expressions) `search_term` looks in, case-insensitively. */
  searchColumns: (PgColumn | SQL)[];
  /** `sort_by` values and their columns; the first is the default. */
  sortColumns: Record<string, PgColumn>;
  filters?: Record<string, CrudFilter>;
  hooks?: CrudHooks<C, U>;
}

/** Fastify plugin with the standard endpoints of `resource`; register it under /api/1.0. */
export function crudRoutes<E extends TObject, C extends TObject, U extends TObject>(resource: CrudResource<E, C, U>): FastifyPluginAsyncTypebox {
  const { name, table, schemas, hooks = {} } = resource;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  const isActive = columns.isActive as PgColumn | undefined;
  const deletedAt = columns.deletedAt as PgColumn | undefined;
  const sortNames = Object.keys(resource.sortColumns);
  const filters = resource.filters ?? {};
  const tags = [name];
  // Typed loosely on purpose: TypeScript cannot resolve replies against a generic schema.
  const entity: TSchema = schemas.entity;
  const pagedEntities: TSchema = Paged(schemas.entity);
  const entities: TSchema = Type.Array(schemas.entity);
  const permission = (action: 'read' | 'create' | 'update' | 'delete') => `${name}.${action}` as RoutePermission;

  type Entity = Static<E>;
  const present = async (db: Database, rows: Row[]) => (hooks.present ? await hooks.present(db, rows) : rows.map(toJson)) as Entity[];

  const findEntity = async (db: Database, entityId: number): Promise<Entity | undefined> => {
    const rows = await db.select().from(table).where(eq(id, entityId));
    return rows.length ? (await present(db, rows as Row[]))[0] : undefined;
  };

  const listQuery = Type.Object({
    ...(isActive ? { isActive: StateFilters.isActive } : {}),
    ...(deletedAt ? { include_deleted: StateFilters.include_deleted } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([key, filter]) => [key, Type.Optional(filter.schema)])),
  });
  const pageQuery = pagedQuery(sortNames, listQuery.properties);

  /** WHERE for the list endpoints: state filters, resource filters and search. */
  const listConditions = (query: Record<string, unknown>): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [];
    if (deletedAt && !query.include_deleted) conditions.push(isNull(deletedAt));
    if (isActive && query.isActive !== undefined) conditions.push(eq(isActive, query.isActive));
    for (const [key, filter] of Object.entries(filters)) {
      if (query[key] !== undefined) conditions.push(filter.where(query[key] as never));
    }
    if (typeof query.search_term === 'string') conditions.push(searchCondition(query.search_term, resource.searchColumns));
    return and(...conditions);
  };

  return async function crud(app) {
    app.get(
      `/${name}/paged`,
      { config: { permission: permission('read') }, schema: { tags, querystring: pageQuery, response: { 200: pagedEntities } } },
      async (request) => {
        const query = request.query as Record<string, unknown> & { current_page: number; page_size: number; sort_by?: string; sort_order: 'asc' | 'desc' };
        const where = listConditions(query);
        const [{ count }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
        const { limit, offset } = pageWindow(query.current_page, query.page_size);
        const sortColumn = resource.sortColumns[query.sort_by ?? sortNames[0]];
        const rows = await app.db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy(sortColumn, query.sort_order, id))
          .limit(limit)
          .offset(offset);
        return paged(await present(app.db, rows as Row[]), count, query.current_page, query.page_size);
      },
    );

    app.get(
      `/${name}`,
      {
        config: { permission: permission('read') },
        schema: { tags, querystring: Type.Object({ ...listQuery.properties, search_term: Type.Optional(Type.String({ maxLength: 200 })) }), response: { 200: entities } },
      },
      async (request) => {
        const rows = await app.db
          .select()
          .from(table)
          .where(listConditions(request.query as Record<string, unknown>))
          .orderBy(...orderBy(resource.sortColumns[sortNames[0]], 'asc', id));
        return present(app.db, rows as Row[]);
      },
    );

    app.get(
      `/${name}/:id`,
      { config: { permission: permission('read') }, schema: { tags, params: IdParams, response: { 200: entity } } },
      async (request) => {
        const entity = await findEntity(app.db, request.params.id);
        if (!entity) throw notFound();
        return entity;
      },
    );

    app.post(
      `/${name}`,
      { config: { permission: permission('create') }, schema: { tags, body: schemas.create, response: { 201: entity } } },
      async (request, reply) => {
        const body = request.body as Static<C>;
        const newId = await app.db.transaction(async (tx) => {
          if (hooks.insert) return hooks.insert(tx as unknown as Database, body);
          const [row] = await tx.insert(table).values(body as never).returning({ id });
          return row.id as number;
        });
        return reply.status(201).send((await findEntity(app.db, newId))!);
      },
    );

    app.put(
      `/${name}/:id`,
      { config: { permission: permission('update') }, schema: { tags, params: IdParams, body: schemas.update, response: { 200: entity } } },
      async (request) => {
        const { id: bodyId, ...values } = request.body as Static<U> & { id?: number };
        if (bodyId !== undefined && bodyId !== request.params.id) throw badRequest('The id in the payload does not match the path');
        const found = await app.db.transaction(async (tx) => {
          if (hooks.update) return hooks.update(tx as unknown as Database, request.params.id, values as Omit<Static<U>, 'id'>);
          return updateColumns(tx as unknown as Database, request.params.id, values);
        });
        if (!found) throw notFound();
        return (await findEntity(app.db, request.params.id))!;
      },
    );

    /** UPDATE … SET values WHERE id; false when the row does not exist. */
    async function updateColumns(db: Database, entityId: number, values: Record<string, unknown>): Promise<boolean> {
      if (Object.keys(values).length === 0) return (await db.select({ id }).from(table).where(eq(id, entityId))).length > 0;
      const updated = await db.update(table).set(values as never).where(eq(id, entityId)).returning({ id });
      return updated.length > 0;
    }

    if (deletedAt) {
      app.delete(
        `/${name}/:id/soft`,
        { config: { permission: permission('delete') }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
        async (request, reply) => {
          const [row] = await app.db.select({ id, deletedAt }).from(table).where(eq(id, request.params.id));
          if (!row) throw notFound();
          // Deleting twice keeps the first deletion time.
          if (row.deletedAt === null) await updateColumns(app.db, request.params.id, { deletedAt: new Date() });
          return reply.status(204).send(null);
        },
      );

      app.post(
        `/${name}/:id/restore`,
        { config: { permission: permission('delete') }, schema: { tags, params: IdParams, response: { 200: entity } } },
        async (request) => {
          if (!(await updateColumns(app.db, request.params.id, { deletedAt: null }))) throw notFound();
          return (await findEntity(app.db, request.params.id))!;
        },
      );
    }

    if (isActive) {
      app.post(
        `/${name}/change-state`,
        {
          config: { permission: permission('update') },
          schema: {
            tags,
            body: Type.Object({ ids: { ...IdList, minItems: 1 }, isActive: Type.Boolean() }, { additionalProperties: false }),
            response: { 200: Type.Object({ ids: IdList }) },
          },
        },
        async (request) => {
          const updated = await app.db
            .update(table)
            .set({ isActive: request.body.isActive } as never)
            .where(and(inArray(id, request.body.ids), deletedAt ? isNull(deletedAt) : undefined))
            .returning({ id });
          return { ids: updated.map((row) => row.id as number) };
        },
      );

      app.put(
        `/${name}/:id/active-status`,
        {
          config: { permission: permission('update') },
          schema: {
            tags,
            params: IdParams,
            body: Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false }),
            response: { 200: entity },
          },
        },
        async (request) => {
          if (!(await updateColumns(app.db, request.params.id, { isActive: request.body.isActive }))) throw notFound();
          return (await findEntity(app.db, request.params.id))!;
        },
      );
    }
  };
}

/** The ids in `ids` with no (undeleted) row in `table`; check before writing join rows. */
export async function missingIds(db: Database, table: PgTable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const idColumn = (getTableColumns(table) as Record<string, PgColumn>).id;
  const deletedAt = (getTableColumns(table) as Record<string, PgColumn>).deletedAt as PgColumn | undefined;
  const found = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(inArray(idColumn, [...ids]), deletedAt ? isNull(deletedAt) : undefined));
  const known = new Set(found.map((row) => row.id as number));
  return ids.filter((candidate) => !known.has(candidate));
}
