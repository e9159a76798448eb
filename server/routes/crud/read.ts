/**
 * The record reads of a CRUD resource (docs/decisions.md#declared-resources):
 *   POST /{name}/by-ids {ids}|[ids] `{name}.read`   the records found, in the given order
 *   GET  /{name}/{id}               `{name}.read`   404 when unknown (soft-deleted records are
 *                                   found, with their deletedAt; by-ids answers the same records)
 *   GET  /{name}/{id}/{sub}         `{name}.read`   declared sub-collections (404 for an unknown parent)
 * A caller reaching records through an organisation role finds those of its organisations only.
 */
import { Type, type TObject } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import { idsBodyRoute, idsOf } from '../id-lists';
import { IdParams } from '../schemas';
import type { CrudApp, CrudContext } from './context';

/** The read routes of a resource, from its shared context; call the answer with the app to register them. */
export function readRoutesOf<E extends TObject, C extends TObject, U extends TObject>(context: CrudContext<E, C, U>) {
  const { resource, id, owner, tags, entity, entities, permission, scopes, findEntities, findEntity, withinAccess } = context;
  const { name, table } = resource;

  return (app: CrudApp) => {
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
  };
}
