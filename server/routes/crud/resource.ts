/**
 * What a resource declares to the CRUD route factory (server/routes/crud/index.ts): its table,
 * schemas, capabilities, search and sort columns, filters, sub-collections and hooks, and what
 * a write hook receives. Types only; the factory turns a declaration into routes.
 */
import type { Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceCapabilities } from '../../../src/shared/resource';
import type { Principal } from '../../auth/session-user';
import type { Database } from '../../db/client';
import type { RoutePermission } from '../../plugins/auth';
import type { OrderedSearch } from '../ordered-search';

/** A database row as drizzle returns it. */
export type Row = Record<string, unknown>;

/** What a write hook gets: the transaction, the request and its caller. */
export interface WriteContext {
  tx: Database;
  request: FastifyRequest;
  principal: Principal;
  /** Runs `task` once the transaction has committed (e.g. delivering a mail it recorded). */
  afterCommit(task: () => unknown): void;
}

/** Changes to existing rows that {@link CrudHooks.authorise} is asked about. */
export type RowAction = 'update' | 'delete' | 'restore' | 'state';

/** Customisation points of a CRUD resource. */
export interface CrudHooks<C extends TObject, U extends TObject> {
  /** Rows → entities, e.g. adding relations. Default: the row with dates as ISO strings. */
  present?(db: Database, rows: Row[]): Promise<Record<string, unknown>[]>;
  /** Inserts a new entity (inside the transaction) and returns its id. Default: insert the body. */
  insert?(ctx: WriteContext, body: Static<C>): Promise<number>;
  /** Updates the locked, undeleted row `current`. Default: update the columns of the body. */
  update?(ctx: WriteContext, current: Row, body: Omit<Static<U>, 'id'>): Promise<void>;
  /**
   * Refuses (throws an HttpError) a change of existing, locked rows before it is made:
   * `update` (PUT, `change` is the body), `delete`, `restore`, `state` (`change` is
   * `{isActive}` or `{isPaid}`).
   */
  authorise?(ctx: WriteContext, action: RowAction, rows: Row[], change?: Record<string, unknown>): Promise<void>;
  /** After rows changed, in the same transaction (e.g. revoking a deleted user's sessions). */
  afterChange?(ctx: WriteContext, action: RowAction, rows: Row[], change?: Record<string, unknown>): Promise<void>;
}

/** Extra equality-style filter of the list endpoints, e.g. `type=company`. */
export interface CrudFilter {
  schema: TSchema;
  where(value: never): SQL | undefined;
}

/** A read-only child list `GET /{name}/{id}/{path}` of one record. */
export interface CrudSubCollection {
  /** Schema of one item. */
  item: TSchema;
  /** The items of record `id` (which exists). */
  load(db: Database, id: number): Promise<unknown[]>;
  /**
   * What a caller who reaches the record through an organisation role gets instead (its schema
   * and items), when the whole items hold more than the organisation's own business: the
   * members of an organisation as memberships, not as accounts that name their other
   * organisations (docs/decisions.md#organisation-roles). Without it such a caller gets `item`.
   */
  scoped?: { item: TSchema; load(db: Database, id: number): Promise<unknown[]> };
}

/** Endpoints a resource has beyond read, create and update: its definition's capabilities (src/shared/resource.ts). */
export type CrudCapabilities = ResourceCapabilities;

/** Permission of each action; default `{permission prefix}.{action}`. */
export type CrudPermissions = Partial<Record<'read' | 'create' | 'update' | 'delete', RoutePermission>>;

/** Everything the factory needs to know about one resource. */
export interface CrudResource<E extends TObject, C extends TObject, U extends TObject> {
  /** URL segment: `/{name}/paged`. */
  name: string;
  /** Permission prefix (`{prefix}.read`); default `name`. */
  permissionPrefix?: string;
  /** Overrides of single action permissions (e.g. user claims are guarded by `users.*`). */
  permissions?: CrudPermissions;
  table: PgTable;
  schemas: { entity: E; create: C; update: U };
  capabilities?: CrudCapabilities;
  /** Text columns (or expressions) `search_term` looks in, case-insensitively. */
  searchColumns: (PgColumn | SQL)[];
  /**
   * The search condition instead of ILIKE over searchColumns, for a search an index serves (one
   * expression under a trigram index): the list page then filters through it first and sorts only
   * the matches (list.ts, with listPageQuery of paging.ts).
   */
  indexedSearch?: (term: string) => SQL | undefined;
  /**
   * Ordered trigram postings of the searched text: a searched page sorted by their sort column
   * (and deleted rows left out) walks them in order instead of sorting every match
   * (ordered-search.ts); other searches use indexedSearch.
   */
  orderedSearch?: OrderedSearch;
  /** `sort_by` values and their columns; the first is the default. */
  sortColumns: Record<string, PgColumn>;
  /** `sort_order` when the query gives none (default asc). */
  defaultSortOrder?: 'asc' | 'desc';
  filters?: Record<string, CrudFilter>;
  subCollections?: Record<string, CrudSubCollection>;
  hooks?: CrudHooks<C, U>;
  /**
   * Organisation-owned records: the column naming a record's organisation (the `id` column for
   * organisations themselves). Every endpoint then declares its organisation scope, so that
   * organisation roles reach the records of their organisations and nothing else
   * (server/plugins/auth.ts; docs/decisions.md#organisation-roles).
   */
  organisationOwner?: PgColumn;
  /**
   * Fields only a global holder of the resource's permission sets (the definitions'
   * `globalOnly`, billing facts such as `isPaid`): a caller reaching the record through an
   * organisation role is refused (403 naming the field) when its write would set one.
   */
  globalOnlyFields?: readonly string[];
  /**
   * Fields left out of every answer to a caller reaching the records through an organisation
   * role (the definitions' `hiddenFromOrganisationRoles`); their answer schema makes them optional.
   */
  hiddenFromOrganisationRoles?: readonly string[];
  /**
   * Fields whose values never enter the activity log (the definitions' `personal`): a write's
   * log row leaves them out, so erasing the record leaves no copy of them in the append-only log.
   */
  unloggedFields?: readonly string[];
  /**
   * The field errors of a write under the rules JSON Schema cannot hold (the definitions' `after`
   * rules: dates after today, or after another field): `values` are the body, `current` the
   * locked row on an update. A non-empty answer refuses the write with 422.
   */
  writeErrors?: (values: Readonly<Record<string, unknown>>, current?: Row) => { field: string; reason: string }[];
  /**
   * The records are public pages by their `slug` (a definition's `publishing`): after every
   * committed create, update, delete or restore, the publisher renders the pages of the slugs
   * the record had before and has after (server/publishing/publisher.ts `changed`).
   */
  publishedBySlug?: boolean;
  /**
   * Fields written as ISO date-time strings into timestamp columns (a definition's `datetime`
   * fields): the factory's own insert and update turn them into Dates.
   */
  dateTimeFields?: readonly string[];
  /**
   * Fields holding some of a list of values (a definition's `enums` fields), by field: the
   * factory's own insert and update store the written values in that list's order.
   */
  valueSetFields?: Readonly<Record<string, readonly string[]>>;
}
