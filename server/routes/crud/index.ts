/**
 * The CRUD route factory (docs/decisions.md#declared-resources): from a resource's declaration
 * (resource.ts: its table, TypeBox schemas, permission prefix, declared capabilities, hooks) it
 * registers the list endpoints (list.ts: paged and whole lists with search, filters and sort),
 * the record reads (read.ts: by id, by ids, sub-collections) and the writes (write.ts: create,
 * update, delete, restore, state), all sharing what context.ts works out once per resource.
 * Resources reach it through their definition (defined-crud.ts, `definedCrudRoutes`); this module
 * also re-exports what routes files use of it (the declaration's types, the by-ids body form).
 */
import type { FastifyPluginAsyncTypebox, TObject } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { crudContextOf, type CrudApp } from './context';
import { listRoutesOf } from './list';
import { readRoutesOf } from './read';
import type { CrudResource } from './resource';
import { writeRoutesOf } from './write';

export type { CrudApp } from './context';
export type { ListQuery, PageQuery } from './list';
export { sortNamesOf } from './list';
export type { CrudCapabilities, CrudFilter, CrudHooks, CrudPermissions, CrudResource, CrudSubCollection, Row, RowAction, WriteContext } from './resource';
export { idsBodyRoute, idsOf, missingIds } from '../id-lists';

/** Fastify plugin with the standard endpoints of `resource`; register it under /api/1.0. */
export function crudRoutes<E extends TObject, C extends TObject, U extends TObject>(resource: CrudResource<E, C, U>): FastifyPluginAsyncTypebox {
  const context = crudContextOf(resource);
  const registrations = [listRoutesOf(context), readRoutesOf(context), writeRoutesOf(context)];
  return async function crud(app) {
    hideFromOrganisationRoles(app, resource.hiddenFromOrganisationRoles ?? []);
    for (const register of registrations) register(app);
  };
}

/**
 * Leaves `hidden` out of every answer of the resource to a caller through an organisation role
 * (a record, a list, a page's items; docs/decisions.md#organisation-roles).
 */
function hideFromOrganisationRoles(app: CrudApp, hidden: readonly string[]) {
  if (hidden.length === 0) return;
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
