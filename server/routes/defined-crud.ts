/**
 * The CRUD routes of a resource definition (docs/decisions.md#resource-definitions): what the
 * definition says (name, permissions, capabilities, search and sort fields, default order,
 * entity and write schemas) becomes the {@link CrudResource} the factory (crud/index.ts) registers;
 * the routes file adds only what is particular to the resource: its table, hooks, filters,
 * sub-collections, and columns or schemas the definition cannot give.
 *
 * A field's named validators (`rules.validate`, server/routes/write-validators.ts) run on every
 * create and update: the shared ones beside the relative rules (`writeErrors`), the server's own
 * inside the write's transaction, before the insert and beside the update's `authorise` hook.
 *
 * Throws at start-up (a programming error) when a sort or search field has no column, or a
 * field names a validator no registry holds.
 */
import { Type, type FastifyPluginAsyncTypebox, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import { arrayContains, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rangeFilterKeys, type ResourceDefinition } from '../../src/shared/resource';
import { afterRuleViolation } from '../../src/shared/validation';
import { keyed } from '../http/localize';
import { unprocessable } from '../http/errors';
import type { RoutePermission } from '../plugins/auth';
import { crudRoutes, type CrudApp, type CrudFilter, type CrudHooks, type CrudPermissions, type CrudResource, type CrudSubCollection } from './crud';
import { entitySchemaOf, writeBodyOf, type FieldSchemas } from './definition-schemas';
import type { OrderedSearch } from './ordered-search';
import { checkValidatorNames, serverValidatorErrors, sharedValidatorErrors } from './write-validators';

/** What a routes file adds to a definition. */
export interface ParticularParts<E extends TObject = TObject, C extends TObject = TObject, U extends TObject = TObject> {
  /** Schemas the routes file writes itself (a presented entity with relations, say); others are derived. */
  schemas?: Partial<{ entity: E; create: C; update: U }>;
  /** Schemas of single fields the definition does not describe (`custom` kinds). */
  fieldSchemas?: FieldSchemas;
  /** Columns or expressions of sort fields that are not a column of the same name. */
  sortColumns?: Readonly<Record<string, PgColumn>>;
  /** What `search_term` looks in, when not the search fields' own columns (one indexed expression). */
  searchColumns?: (PgColumn | SQL)[];
  /** A search served by an index of its own (CrudResource.indexedSearch). */
  indexedSearch?: (term: string) => SQL | undefined;
  /** Ordered trigram postings serving searched pages in one sort (CrudResource.orderedSearch). */
  orderedSearch?: OrderedSearch;
  filters?: Record<string, CrudFilter>;
  subCollections?: Record<string, CrudSubCollection>;
  hooks?: CrudHooks<C, U>;
  /**
   * The resource's endpoints beyond the CRUD ones (publishing articles, uploading a medium),
   * registered in the resource's own scope before them, so that what they add to the scope (a
   * content-type parser) the CRUD routes share. `resource` is the declaration the CRUD routes
   * are made from: an endpoint answering records answers them in its entity schema.
   */
  routes?: (app: CrudApp, resource: CrudResource<E, C, U>) => Promise<void>;
  /**
   * The routes file tells the publisher of its changes itself (articles: per-language versions
   * and their own publish endpoints); otherwise every write of a published resource does
   * (CrudResource.publishedBySlug).
   */
  publishesItself?: boolean;
}

/**
 * The value a filter takes: the field's own schema, without the null of a nullable field. A
 * nullable field's answer schema is `type: [kind, 'null']` (Nullable), which TypeBox does not
 * convert a query's text into, so `?authorId=3` answered 400; null is no query value anyway.
 */
function filterValueSchema(schema: TSchema): TSchema {
  const { type } = schema as { type?: unknown };
  if (!Array.isArray(type)) return schema;
  // The JSON Schema keywords alone (no TypeBox symbols: the kind is made afresh).
  const { type: _type, ...options } = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  switch (type.find((candidate) => candidate !== 'null')) {
    case 'integer':
      return Type.Integer(options);
    case 'number':
      return Type.Number(options);
    case 'boolean':
      return Type.Boolean(options);
    case 'string':
      return Type.String(options);
    default:
      return schema;
  }
}

/** `?{field}=value` equality filters of the definition's `filters` fields (an `enums` field: holds the value). */
function definedFilters(definition: ResourceDefinition, columns: Record<string, PgColumn>, entity: TObject): Record<string, CrudFilter> {
  return Object.fromEntries(
    (definition.filters ?? []).map((field) => {
      const column = columns[field];
      if (!column) throw new Error(`${definition.name}: filter field ${field} has no column`);
      // An `enums` field: the records holding the value among theirs.
      if (definition.fields[field]?.kind === 'enums') {
        return [field, { schema: Type.Enum([...(definition.fields[field].values ?? [])]), where: (value: unknown) => arrayContains(column, [value]) }];
      }
      return [field, { schema: filterValueSchema(entity.properties[field]), where: (value: unknown) => eq(column, value) }];
    }),
  );
}

/**
 * `?{field}From=` / `?{field}To=` filters of the definition's `rangeFilters` fields: ISO
 * date-times, both ends inclusive (the admin's date filters send the start and the end of the
 * chosen day). Throws at start-up for a field without a column or that is not a date-time.
 */
function definedRangeFilters(definition: ResourceDefinition, columns: Record<string, PgColumn>): Record<string, CrudFilter> {
  return Object.fromEntries(
    (definition.rangeFilters ?? []).flatMap((field) => {
      const column = columns[field];
      if (!column) throw new Error(`${definition.name}: range filter field ${field} has no column`);
      if (definition.fields[field]?.kind !== 'datetime') throw new Error(`${definition.name}: range filter field ${field} is not a datetime`);
      const keys = rangeFilterKeys(field);
      const schema = Type.String({ format: 'date-time' });
      return [
        [keys.from, { schema, where: (from: string) => gte(column, new Date(from)) }],
        [keys.to, { schema, where: (to: string) => lte(column, new Date(to)) }],
      ];
    }),
  );
}

/** The factory's declaration of `definition` over `table` with the routes file's particular parts. */
export function crudResourceOf<E extends TObject, C extends TObject, U extends TObject>(
  definition: ResourceDefinition,
  table: PgTable,
  parts: ParticularParts<E, C, U> = {},
): CrudResource<E, C, U> {
  checkValidatorNames(definition);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (field: string, use: string): PgColumn => {
    const found = parts.sortColumns?.[field] ?? columns[field];
    if (!found) throw new Error(`${definition.name}: ${use} field ${field} has no column`);
    return found;
  };
  const fieldSchemas = parts.fieldSchemas ?? {};
  // Derived once: the answers' schema and the filters' value schemas.
  const derivedEntity = entitySchemaOf(definition, fieldSchemas);
  const writeErrors = writeErrorsOf(definition);
  const hooks = withServerValidators(definition, table, parts.hooks);
  return {
    name: definition.name,
    ...(definition.permissionPrefix ? { permissionPrefix: definition.permissionPrefix } : {}),
    ...(definition.permissions ? { permissions: definition.permissions as CrudPermissions & Record<string, RoutePermission> } : {}),
    table,
    capabilities: definition.capabilities ?? {},
    schemas: {
      entity: parts.schemas?.entity ?? (derivedEntity as E),
      create: parts.schemas?.create ?? (writeBodyOf(definition, 'create', fieldSchemas) as C),
      update: parts.schemas?.update ?? (writeBodyOf(definition, 'update', fieldSchemas) as U),
    },
    // A localized field is searched in every language's text (its jsonb as text).
    searchColumns: parts.searchColumns ?? (definition.search ?? []).map((field) => (definition.fields[field]?.localized ? sql`(${column(field, 'search')})::text` : column(field, 'search'))),
    ...(parts.indexedSearch ? { indexedSearch: parts.indexedSearch } : {}),
    ...(parts.orderedSearch ? { orderedSearch: parts.orderedSearch } : {}),
    sortColumns: Object.fromEntries(definition.sort.map((field) => [field, column(field, 'sort')])),
    ...(definition.defaultSortOrder ? { defaultSortOrder: definition.defaultSortOrder } : {}),
    filters: { ...definedFilters(definition, columns, derivedEntity), ...definedRangeFilters(definition, columns), ...parts.filters },
    ...(parts.subCollections ? { subCollections: parts.subCollections } : {}),
    ...(hooks ? { hooks } : {}),
    ...(definition.organisationOwned ? { organisationOwner: organisationOwnerOf(definition, columns) } : {}),
    globalOnlyFields: Object.entries(definition.fields).flatMap(([field, spec]) => (spec.globalOnly ? [field] : [])),
    hiddenFromOrganisationRoles: Object.entries(definition.fields).flatMap(([field, spec]) => (spec.hiddenFromOrganisationRoles ? [field] : [])),
    unloggedFields: Object.entries(definition.fields).flatMap(([field, spec]) => (spec.personal ? [field] : [])),
    ...(writeErrors ? { writeErrors } : {}),
    ...(definition.publishing && !parts.publishesItself ? { publishedBySlug: true } : {}),
    dateTimeFields: Object.entries(definition.fields).flatMap(([field, spec]) => (spec.kind === 'datetime' && (spec.create || spec.update) ? [field] : [])),
    valueSetFields: Object.fromEntries(Object.entries(definition.fields).flatMap(([field, spec]) => (spec.kind === 'enums' ? [[field, spec.values ?? []]] : []))),
  };
}

/**
 * The checks of a write that no schema holds, without the database: the `after` rules and the
 * shared named validators. Undefined when the definition has neither.
 */
function writeErrorsOf(definition: ResourceDefinition) {
  const relative = Object.values(definition.fields).some((spec) => spec.rules?.after) ? relativeRuleErrors(definition) : undefined;
  const named = sharedValidatorErrors(definition);
  if (!relative && !named) return undefined;
  return (values: Readonly<Record<string, unknown>>, current?: Readonly<Record<string, unknown>>) => [
    ...(relative?.(values, current) ?? []),
    ...(named?.(values, current) ?? []),
  ];
}

/**
 * `hooks` with the server's named validators of `definition` run inside the write's transaction:
 * before a create's insert (the routes file's, else the body inserted as the factory does) and,
 * on an update, before the routes file's `authorise`; 422 with every failure. `hooks` as given
 * when no field names one.
 */
function withServerValidators<C extends TObject, U extends TObject>(definition: ResourceDefinition, table: PgTable, hooks: CrudHooks<C, U> | undefined): CrudHooks<C, U> | undefined {
  const check = serverValidatorErrors(definition, table);
  if (!check) return hooks;
  const refuse = async (db: Parameters<typeof check>[0], values: Readonly<Record<string, unknown>>, current?: Readonly<Record<string, unknown>>) => {
    const errors = await check(db, values, current);
    if (errors.length) throw unprocessable(errors);
  };
  const { id } = getTableColumns(table) as Record<string, PgColumn>;
  return {
    ...hooks,
    insert: async (ctx, body) => {
      await refuse(ctx.tx, body as Record<string, unknown>);
      if (hooks?.insert) return hooks.insert(ctx, body);
      const [inserted] = await ctx.tx.insert(table).values(body as never).returning({ id });
      return inserted.id as number;
    },
    authorise: async (ctx, action, rows, change) => {
      if (action === 'update' && change) await refuse(ctx.tx, change, rows[0]);
      await hooks?.authorise?.(ctx, action, rows, change);
    },
  };
}

/**
 * The `after` rules of `definition` checked on a write (src/shared/validation.ts, the function
 * the admin's forms run): each field the write carries, against now and against the record as
 * it will be (the body over the stored row), worded from the rule's message key.
 */
function relativeRuleErrors(definition: ResourceDefinition) {
  const ruled = Object.entries(definition.fields).filter(([, spec]) => spec.rules?.after);
  return (values: Readonly<Record<string, unknown>>, current?: Readonly<Record<string, unknown>>) => {
    const record = { ...current, ...values };
    const now = new Date();
    return ruled.flatMap(([field, spec]) => {
      if (values[field] === undefined) return [];
      const broken = afterRuleViolation(spec, values[field], record, now);
      return broken ? [{ field, ...keyed(broken.message, broken.values) }] : [];
    });
  };
}

/**
 * The column naming the organisation of an organisation-owned record: the parent reference when
 * the parent is an organisation (a module or feature of one), the record's own id for an
 * organisation, else its `organisationId` field (an activity row). Throws at start-up for a
 * definition that has none of them.
 */
function organisationOwnerOf(definition: ResourceDefinition, columns: Record<string, PgColumn>): PgColumn {
  const field =
    definition.parent?.resource === 'organisations' ? definition.parent.field : definition.name === 'organisations' ? 'id' : definition.fields.organisationId ? 'organisationId' : undefined;
  const owner = field ? columns[field] : undefined;
  if (!owner) throw new Error(`${definition.name}: organisation-owned, but neither an organisation nor a child of one`);
  return owner;
}

/**
 * Fastify plugin with the standard endpoints of `definition` (see crud/index.ts) and the routes
 * file's own (`parts.routes`); register under /api/1.0. Every resource is served through it.
 */
export function definedCrudRoutes<E extends TObject, C extends TObject, U extends TObject>(
  definition: ResourceDefinition,
  table: PgTable,
  parts: ParticularParts<E, C, U> = {},
): FastifyPluginAsyncTypebox {
  const resource = crudResourceOf(definition, table, parts);
  const crud = crudRoutes(resource);
  const { routes } = parts;
  if (!routes) return crud;
  return async function resourceRoutes(app) {
    await routes(app, resource);
    await app.register(crud);
  };
}
