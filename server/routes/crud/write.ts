/**
 * The writes of a CRUD resource (docs/decisions.md#declared-resources):
 *   POST /{name}                    `{name}.create` 201 (unless readOnly or noCreate)
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
 * one activity-log row per record with the changed fields (docs/decisions.md#accounts); a write
 * to a soft-deleted row (other than restore) is refused with 409. Hooks receive the request and
 * the caller (principal) and run inside the transaction.
 */
import { Type, type Static, type TObject } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { diffChanges, recordActivity } from '../../audit/activity';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import { keyed } from '../../http/localize';
import { IdList, IdParams, trimDeclaredStrings } from '../schemas';
import type { CrudApp, CrudContext } from './context';
import type { Row, RowAction, WriteContext } from './resource';

/** A value as the row and a body both say it: dates as yyyy-mm-dd, absent as null. */
const comparable = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));

/** The write routes of a resource, from its shared context; call the answer with the app to register them. */
export function writeRoutesOf<E extends TObject, C extends TObject, U extends TObject>(context: CrudContext<E, C, U>) {
  const { resource, id, ownerKey, isActive, isPaid, deletedAt, tags, entity, permission, scopes, present, findEntity } = context;
  const { name, table, schemas, hooks = {}, capabilities = {} } = resource;
  const globalOnlyFields = resource.globalOnlyFields ?? [];
  const trimCreate = trimDeclaredStrings(schemas.create);
  const trimUpdate = trimDeclaredStrings(schemas.update);
  /**
   * Optimistic concurrency (as Kubernetes' `resourceVersion`): an update body may carry the
   * `updatedAt` of the record as its writer read it; when the record has been saved since, the
   * write is refused with 409 instead of overwriting that save (docs/decisions.md#edits).
   */
  const updateBody: TObject =
    'updatedAt' in schemas.entity.properties
      ? Type.Object(
          { ...schemas.update.properties, updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'The updatedAt of the record as read; a record saved since answers 409' })) },
          { additionalProperties: false },
        )
      : schemas.update;

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

  /**
   * A written body as its columns take it: the date-times the API receives as ISO strings become
   * the Dates a timestamp column writes (CrudResource.dateTimeFields), and a set of values is
   * stored in its list's order (CrudResource.valueSetFields), for the hooks and the factory's own
   * insert and update alike (the rules have judged the written values before).
   */
  const toColumns = (values: Record<string, unknown>): Record<string, unknown> => {
    const dateTimes = resource.dateTimeFields ?? [];
    const sets = resource.valueSetFields ?? {};
    if (!dateTimes.some((field) => typeof values[field] === 'string') && !Object.keys(sets).some((field) => Array.isArray(values[field]))) return values;
    return Object.fromEntries(
      Object.entries(values).map(([field, value]) => {
        if (dateTimes.includes(field) && typeof value === 'string') return [field, new Date(value)];
        const order = sets[field];
        if (order && Array.isArray(value)) return [field, order.filter((candidate) => value.includes(candidate))];
        return [field, value];
      }),
    );
  };

  /** The rows `ids`, locked for this transaction, in id order; 404 when any is missing. */
  const lockRows = async (tx: Database, ids: readonly number[]): Promise<Row[]> => {
    const rows = (await tx.select().from(table).where(inArray(id, [...ids])).orderBy(id).for('update')) as Row[];
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  };

  const refuseDeleted = (rows: Row[]) => {
    if (deletedAt && rows.some((row) => row.deletedAt !== null)) throw conflict(keyed('apiErrors.recordDeleted'));
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

  /** An entity without the fields the log never holds (CrudResource.unloggedFields). */
  const unlogged = resource.unloggedFields ?? [];
  const loggable = (entity: Static<E> | undefined) =>
    entity && unlogged.length
      ? Object.fromEntries(Object.entries(entity as Record<string, unknown>).filter(([field]) => !unlogged.includes(field)))
      : (entity as Record<string, unknown> | undefined);

  /** One activity row per record: `before` and `after` are presented entities in the same order. */
  const logChanges = async (ctx: WriteContext, action: RowAction | 'create', before: Static<E>[], after: Static<E>[]) => {
    const count = Math.max(before.length, after.length);
    for (let index = 0; index < count; index++) {
      const was = loggable(before[index]);
      const now = loggable(after[index]);
      const recordId = (now?.id ?? was?.id) as number;
      const organisationId = ownerKey ? ((now?.[ownerKey] ?? was?.[ownerKey]) as number | undefined) : undefined;
      await recordActivity(ctx.tx, ctx.request, { action, resource: name, recordId, changes: diffChanges(was, now), ...(organisationId !== undefined ? { organisationId } : {}) });
    }
    if (resource.publishedBySlug) {
      const slugs = [...new Set([...before, ...after].map((entity) => (entity as { slug?: unknown }).slug).filter((slug): slug is string => typeof slug === 'string'))];
      if (slugs.length) ctx.afterCommit(() => ctx.request.server.publisher.changed(name, slugs));
    }
    // Published pages that show these records (a case study's testimonial or logo) follow them.
    const ids = [...new Set([...before, ...after].map((entity) => (entity as { id?: unknown }).id).filter((id): id is number => typeof id === 'number'))];
    ctx.afterCommit(() => ctx.request.server.publisher.referencedChanged(name, ids));
  };

  /** Locks `ids`, refuses deleted rows, asks the hook, sets `values`, calls afterChange. */
  const changeRows = async (ctx: WriteContext, ids: readonly number[], action: RowAction, values: Record<string, unknown>) => {
    const rows = await lockRows(ctx.tx, ids);
    if (action !== 'restore') refuseDeleted(rows);
    await hooks.authorise?.(ctx, action, rows, values);
    const before = await present(ctx.tx, rows);
    await ctx.tx.update(table).set(values as never).where(inArray(id, [...ids]));
    await hooks.afterChange?.(ctx, action, rows, values);
    await logChanges(ctx, action, before, await present(ctx.tx, (await ctx.tx.select().from(table).where(inArray(id, [...ids])).orderBy(id)) as Row[]));
    return rows;
  };

  return (app: CrudApp) => {
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
          const written = toColumns(body as Record<string, unknown>) as Static<C>;
          if (hooks.insert) newId = await hooks.insert(ctx, written);
          else newId = (await ctx.tx.insert(table).values(written as never).returning({ id }))[0].id as number;
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
        if (bodyId !== undefined && bodyId !== request.params.id) throw badRequest(keyed('apiErrors.idMismatch'));
        // The entity as read inside the committed transaction is the answer: no second read.
        const updated = await inTransaction(request, async (ctx) => {
          const [current] = await lockRows(ctx.tx, [request.params.id]);
          refuseDeleted([current]);
          refuseGlobalOnly(request, values, current);
          refuseRuleBreaks(values, current);
          await hooks.authorise?.(ctx, 'update', [current], values);
          const before = await present(ctx.tx, [current]);
          if (editedVersion !== undefined && Date.parse(String((before[0] as { updatedAt?: unknown }).updatedAt)) !== Date.parse(editedVersion)) {
            throw conflict(keyed('apiErrors.editedMeanwhile'));
          }
          const written = toColumns(values);
          if (hooks.update) await hooks.update(ctx, current, written as Omit<Static<U>, 'id'>);
          else if (Object.keys(written).length) await ctx.tx.update(table).set(written as never).where(eq(id, request.params.id));
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
    keyed('apiErrors.globalOnlyField', { field: fields.join(', ') }),
    fields.map((field) => ({ field, ...keyed('apiErrors.globalOnlyField', { field }) })),
  );
}
