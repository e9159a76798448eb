/**
 * The shapes of the admin's dataProvider (./dataProvider.ts) that screens use: its methods
 * beyond react-admin's and the `meta` options its calls take. Types only, so a resource's screen
 * can name them without importing the provider (which the resource registry configures).
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/** What the API offers for one resource beyond the standard endpoints (mirrors the server's CRUD capabilities). */
export interface ResourceApiCapabilities {
  /** `DELETE /{r}/{id}/soft` and `POST /{r}/{id}/restore`; otherwise deletes are `DELETE /{r}/{id}`. */
  softDelete?: boolean;
  /** `DELETE /{r}/{id}` (the default when the resource is not soft-deletable). */
  hardDelete?: boolean;
  /** `POST /{r}/change-state` and `PUT /{r}/{id}/active-status`. */
  activeState?: boolean;
  /** `PUT /{r}/{id}/paid-status`. */
  paidState?: boolean;
}

/** Options of {@link AdminDataProvider.postTo}: a body that is not JSON (`text/csv`), a query string. */
export interface PostOptions {
  contentType?: string;
  query?: Record<string, string | number | boolean>;
}

/** The admin's custom methods, beside react-admin's. */
export interface AdminDataProvider extends DataProvider {
  /** `POST /{r}/{id}/restore` → the restored record. */
  restore<R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier }): Promise<{ data: R }>;
  /** `POST /{r}/change-state {ids, isActive}` → the ids actually changed. */
  changeState(resource: string, params: { ids: Identifier[]; isActive: boolean }): Promise<{ data: Identifier[] }>;
  /** `PUT /{r}/{id}/active-status {isActive}` → the record. */
  setActiveStatus<R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier; isActive: boolean }): Promise<{ data: R }>;
  /** `PUT /{r}/{id}/paid-status {isPaid}` → the record. */
  setPaidStatus<R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier; isPaid: boolean }): Promise<{ data: R }>;
  /** `POST /{r}/{id}/{path} data` (an existing user joins an organisation: `{userId}`) → the member. */
  addMember<R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier; path: string; data: Record<string, unknown> }): Promise<{ data: R }>;
  /** `DELETE /{r}/{id}/{path}/{memberId}` (a user leaves an organisation; the user stays). */
  removeMember(resource: string, params: { id: Identifier; path: string; memberId: Identifier }): Promise<{ data: { id: Identifier } }>;
  /**
   * `POST {base}{apiPath} body` for a call that is no CRUD action on a record (resend an
   * invitation, register users in bulk) → the answer's JSON (null when empty).
   */
  postTo<T = unknown>(apiPath: string, body?: unknown, options?: PostOptions): Promise<{ data: T }>;
  /**
   * `GET {base}{apiPath}` with an optional query (the organisations' names for a CSV import,
   * a currency's rate history) → the answer's JSON.
   */
  getFrom<T = unknown>(apiPath: string, query?: Record<string, string | number>): Promise<{ data: T }>;
  /** `PUT {base}{apiPath} body` for a change that is not a whole record (a currency's rate) → the answer's JSON. */
  putTo<T = unknown>(apiPath: string, body: unknown): Promise<{ data: T }>;
}

/**
 * `getList` meta: read the parent's sub-collection `GET /{resource}/{id}/{path}` (an array, e.g.
 * an organisation's `available-modules`) instead of the resource's own paged list.
 */
export interface SubCollectionMeta {
  subCollectionOf: { resource: string; id: Identifier; path: string };
}

/**
 * `create` meta: post to `POST /{resource}/{path}` (`init`, the organisation onboarding) instead
 * of `POST /{resource}`, or to another endpoint answering the resource's record, `apiPath`
 * under the API base (`/accounts/user-registration` creates an invited user).
 */
export type CreatePathMeta = {
  path?: string;
  apiPath?: string;
};

/**
 * `getOne` meta: read a singleton endpoint `GET {base}{apiPath}` (`/dashboard`) instead of
 * `/{resource}/{id}`; the answer gets `params.id` as its id (react-admin wants one).
 */
export interface SingletonMeta {
  apiPath: string;
}


/**
 * The `meta` of a getList answer (react-admin hands it to the list context): `totalExact` false
 * when the API answered the planner's estimate (`total_exact: false`, above 1 000 matching rows),
 * which the pagination shows as "about N" (src/admin/crud/ListPagination.tsx).
 */
export interface ListMeta {
  totalExact: boolean;
}
