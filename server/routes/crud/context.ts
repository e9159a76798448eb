/**
 * What every CRUD route of one resource shares (docs/decisions.md#declared-resources), worked out
 * once from its declaration when the factory is called: its columns and state columns, answer
 * schemas, permissions, organisation scopes, and reading records as answered entities. The list,
 * read and write modules (list.ts, read.ts, write.ts) register their routes from it.
 *
 * Throws at start-up (a programming error) when a declared capability lacks its column.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { OrganisationScope, RoutePermission } from '../../plugins/auth';
import { toJson } from '../paging';
import type { CrudResource, Row } from './resource';

/** The Fastify instance the CRUD routes are registered on (TypeBox-typed). */
export type CrudApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Route options naming the organisation scope of an endpoint (server/plugins/auth.ts); empty for a resource no organisation owns. */
type ScopeConfig = { organisationScope?: OrganisationScope };

/** The shared part of a resource's CRUD routes; see {@link crudContextOf}. */
export interface CrudContext<E extends TObject, C extends TObject, U extends TObject> {
  resource: CrudResource<E, C, U>;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  /** The column naming a record's organisation, and its key in a row (CrudResource.organisationOwner). */
  owner?: PgColumn;
  ownerKey?: string;
  /** The columns of the declared capabilities: active state, paid state, soft delete. */
  isActive?: PgColumn;
  isPaid?: PgColumn;
  deletedAt?: PgColumn;
  /** The OpenAPI tags of every route. */
  tags: string[];
  // Typed loosely on purpose: TypeScript cannot resolve replies against a generic schema.
  entity: TSchema;
  entities: TSchema;
  /** The permission an action needs: the declared override, else `{prefix}.{action}`. */
  permission(action: 'read' | 'create' | 'update' | 'delete'): RoutePermission;
  /** Organisation scopes of lists, of a record's endpoints, and of a create. */
  scopes: { list: ScopeConfig; record: ScopeConfig; create: ScopeConfig };
  /** Rows → answered entities (the present hook, else the rows with ISO dates). */
  present(db: Database, rows: Row[]): Promise<Static<E>[]>;
  /**
   * The entities `ids` that exist, in the asked order: the single-record read (`GET /{id}`) and
   * the by-ids lookup both answer through this, so they find the same rows (soft-deleted ones
   * included, with their deletedAt).
   */
  findEntities(db: Database, ids: readonly number[]): Promise<Static<E>[]>;
  findEntity(db: Database, entityId: number): Promise<Static<E> | undefined>;
  /** The condition keeping a list to the organisations a scoped caller may see (none for a global one). */
  withinAccess(access: ReadonlySet<number> | null): SQL | undefined;
}

/** The shared part of the CRUD routes of `resource`. */
export function crudContextOf<E extends TObject, C extends TObject, U extends TObject>(resource: CrudResource<E, C, U>): CrudContext<E, C, U> {
  const { name, table, schemas, hooks = {}, capabilities = {} } = resource;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  const owner = resource.organisationOwner;
  const ownerKey = owner ? Object.keys(columns).find((key) => columns[key] === owner) : undefined;
  const prefix = resource.permissionPrefix ?? name;

  const present = async (db: Database, rows: Row[]) => (hooks.present ? await hooks.present(db, rows) : rows.map(toJson)) as Static<E>[];

  /** The rows with the given ids (a prepared statement: every read by id goes through it). */
  const rowsById = preparedPer((db) =>
    db.select().from(table).where(sql`${id} = any(${sql.placeholder('ids')}::int[])`).prepare(`${name}_by_ids`),
  );

  const findEntities = async (db: Database, ids: readonly number[]): Promise<Static<E>[]> => {
    if (ids.length === 0) return [];
    const rows = (await rowsById(db).execute({ ids: [...ids] })) as Row[];
    const byId = new Map<number, Row>(rows.map((row) => [row.id as number, row]));
    return present(db, ids.flatMap((wanted): Row[] => { const row = byId.get(wanted); return row ? [row] : []; }));
  };

  /** The organisation of record `recordId` (deleted ones too), or undefined when there is no such record. */
  const organisationOfRecord = async (db: Database, recordId: number): Promise<number | undefined> => {
    if (!owner || !Number.isInteger(recordId)) return undefined;
    const [row] = await db.select({ organisationId: owner }).from(table).where(eq(id, recordId));
    return row?.organisationId as number | undefined;
  };

  /**
   * Organisation-owned records only: lists narrow to the caller's organisations, a record's
   * endpoints act in its organisation, a create in the organisation its body names.
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

  return {
    resource,
    columns,
    id,
    owner,
    ownerKey,
    isActive: capabilities.activeState ? requiredColumn(columns, 'isActive', name) : undefined,
    isPaid: capabilities.paidState ? requiredColumn(columns, 'isPaid', name) : undefined,
    deletedAt: capabilities.softDelete ? requiredColumn(columns, 'deletedAt', name) : undefined,
    tags: [name],
    entity: schemas.entity,
    entities: Type.Array(schemas.entity),
    permission: (action) => resource.permissions?.[action] ?? (`${prefix}.${action}` as RoutePermission),
    scopes,
    present,
    findEntities,
    findEntity: async (db, entityId) => (await findEntities(db, [entityId]))[0],
    withinAccess: (access) => (owner && access ? inArray(owner, [...access]) : undefined),
  };
}

function requiredColumn(columns: Record<string, PgColumn>, column: string, resource: string): PgColumn {
  const found = columns[column];
  if (!found) throw new Error(`Resource ${resource} declares a capability that needs column ${column}`);
  return found;
}
