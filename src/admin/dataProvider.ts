/**
 * react-admin dataProvider over the main API (docs/architecture.md#api-conventions):
 * lists come from `GET /{resource}/paged?current_page=&page_size=&search_term=&sort_by=&sort_order=`
 * plus the resource's filters and answer `{items, total_count}`; single records are plain
 * entities; `getMany` is one `POST /{resource}/by-ids`. How a record is deleted is declared per
 * resource ({@link ResourceApiCapabilities}): soft (`DELETE /{resource}/{id}/soft`, restorable)
 * or hard (`DELETE /{resource}/{id}`). Beyond react-admin's methods it offers `restore`,
 * `changeState`, `setActiveStatus`, `setPaidStatus`, `addMember`, `removeMember` and `postTo`
 * ({@link AdminDataProvider}); `getList` reads a parent's sub-collection with
 * {@link SubCollectionMeta}, `create` posts to a named path with {@link CreatePathMeta}, `getOne`
 * reads a singleton (`/dashboard`) with {@link SingletonMeta}.
 *
 * Every failure leaves as a {@link CatalogueError}: its message is the docs/requirements.md#r8 Serbian toast
 * (title and description), which react-admin's notifications display as is, and the API's field
 * errors are in its `body.errors` as react-admin's server-side validation reads them
 * (`{field: reason, root: {serverError: toast}}`): a form's save marks those fields and toasts.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { API_BASE, MAX_PAGE_SIZE, type ChangeStateResponse, type Paged } from '../shared/api';
import { httpClient as defaultHttpClient, type HttpClient } from '../auth/httpClient';
import type { AdminDataProvider, CreatePathMeta, ListMeta, PostOptions, ResourceApiCapabilities, SingletonMeta, SubCollectionMeta } from './dataProviderTypes';
import { toCatalogueError } from './errors';
import { apiResourceOf } from './apiPaths';
import { reportEditConflict } from './editConflicts';

export { MAX_PAGE_SIZE };

export { API_PATHS, apiResourceOf, adminResourceOf } from './apiPaths';
export type { AdminDataProvider, CreatePathMeta, ListMeta, PostOptions, ResourceApiCapabilities, SingletonMeta, SubCollectionMeta } from './dataProviderTypes';

const pathOf = apiResourceOf;

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * Query string of a paged request: page and size, the `q` filter as `search_term` (always
 * present, empty when not searching), the sort when given, and every other filter as is
 * (e.g. `orgId`, `isActive`, `include_deleted`). Empty filter values are left out.
 */
export function pagedQuery({ pagination, sort, filter }: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  const page = pagination?.page ?? 1;
  const perPage = Math.min(pagination?.perPage ?? 25, MAX_PAGE_SIZE);
  query.set('current_page', String(page));
  query.set('page_size', String(perPage));
  const { q, ...filters } = (filter ?? {}) as Record<string, unknown>;
  query.set('search_term', typeof q === 'string' ? q : q == null ? '' : String(q));
  if (sort?.field) {
    query.set('sort_by', sort.field);
    query.set('sort_order', sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)));
    else query.set(key, String(value));
  }
  return query;
}

/**
 * The API pages (of at most {@link MAX_PAGE_SIZE}) covering react-admin's page `page` of
 * `perPage` rows: one page when it fits, several for larger windows (e.g. an export of 1000).
 */
export function apiPagesFor(page: number, perPage: number): { pageSize: number; pages: number[]; skip: number } {
  if (perPage <= MAX_PAGE_SIZE) return { pageSize: perPage, pages: [page], skip: 0 };
  const first = (page - 1) * perPage;
  const last = first + perPage - 1;
  const from = Math.floor(first / MAX_PAGE_SIZE) + 1;
  const to = Math.floor(last / MAX_PAGE_SIZE) + 1;
  return {
    pageSize: MAX_PAGE_SIZE,
    pages: Array.from({ length: to - from + 1 }, (_, index) => from + index),
    skip: first - (from - 1) * MAX_PAGE_SIZE,
  };
}

export interface DataProviderOptions {
  http?: HttpClient;
  base?: string;
  /** Resource name → its API capabilities (the registry's `resourceApiCapabilities`; default: none, so deletes are hard). */
  capabilities?: Readonly<Record<string, ResourceApiCapabilities>>;
}

/** The raw provider (errors as the HTTP client throws them). */
/**
 * An update's body: the changes, with the `updatedAt` of the record as the screen read it
 * (`previousData`) when it has one and the changes do not say it, so that the API refuses with
 * 409 a save over one made meanwhile (docs/decisions.md#edits).
 */
export function withEditedVersion(params: Pick<UpdateParams, 'data' | 'previousData'>): Partial<RaRecord> {
  const version = (params.previousData as { updatedAt?: unknown } | undefined)?.updatedAt;
  if (typeof version !== 'string' || 'updatedAt' in (params.data ?? {})) return params.data;
  return { ...params.data, updatedAt: version };
}

export function createRawDataProvider({
  http = defaultHttpClient,
  base = API_BASE,
  capabilities = {},
}: DataProviderOptions = {}): AdminDataProvider {
  const url = (resource: string, suffix = '') => `${base}/${pathOf(resource)}${suffix}`;
  const recordUrl = (resource: string, id: Identifier, suffix = '') => url(resource, `/${encodeURIComponent(String(id))}${suffix}`);
  /**
   * `{base}{apiPath}`, with `query` as its query string, parameters sorted by name so one query is
   * always one URL (the platform's URLSearchParams: react-admin's fetchUtils would bring the
   * query-string package into the first screen; docs/decisions.md#admin-bundle).
   */
  const apiUrl = (apiPath: string, query?: Record<string, string | number | boolean>) => {
    if (!query) return `${base}${apiPath}`;
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    search.sort();
    return `${base}${apiPath}?${search}`;
  };

  const fetchPage = async (resource: string, params: ListParams) => {
    const { json } = await http<Paged<RaRecord>>(`${url(resource, '/paged')}?${pagedQuery(params)}`);
    return { items: json?.items ?? [], total: json?.total_count ?? 0, totalExact: json?.total_exact !== false };
  };

  const getPage = async (resource: string, params: ListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { pageSize, pages, skip } = apiPagesFor(page, perPage);
    if (pages.length === 1) {
      const { items, total, totalExact } = await fetchPage(resource, { ...params, pagination: { page: pages[0], perPage: pageSize } });
      if (totalExact) return { data: items, total, meta: { totalExact } satisfies ListMeta };
      // An estimated total may be low: another page follows while pages come back full
      // (react-admin's pageInfo, read by lists and useInfiniteGetList alike).
      return { data: items, total, meta: { totalExact } satisfies ListMeta, pageInfo: { hasNextPage: items.length >= pageSize, hasPreviousPage: page > 1 } };
    }
    // Larger windows (exports) are read page by page, stopping at the last row.
    const data: RaRecord[] = [];
    let total = 0;
    let totalExact = true;
    for (const apiPage of pages) {
      const answer = await fetchPage(resource, { ...params, pagination: { page: apiPage, perPage: pageSize } });
      ({ total, totalExact } = answer);
      data.push(...answer.items);
      // An estimated total may be low: read on while pages come back full.
      if (answer.items.length < pageSize || (totalExact && apiPage * pageSize >= total)) break;
    }
    return { data: data.slice(skip, skip + perPage), total, meta: { totalExact } satisfies ListMeta };
  };

  const getOne = async (resource: string, id: Identifier) => {
    const { json } = await http<RaRecord>(recordUrl(resource, id));
    return json;
  };

  const update = async (resource: string, id: Identifier, data: Partial<RaRecord>) => {
    try {
      const { json } = await http<RaRecord>(recordUrl(resource, id), { method: 'PUT', body: data });
      return json ?? ({ ...data, id } as RaRecord);
    } catch (error) {
      // The open form offers to compare, reload or keep the changes (docs/decisions.md#edits).
      reportEditConflict(resource, id, data.updatedAt, error);
      throw error;
    }
  };

  const remove = async (resource: string, id: Identifier) => {
    const soft = capabilities[resource]?.softDelete ?? false;
    await http(recordUrl(resource, id, soft ? '/soft' : ''), { method: 'DELETE' });
  };

  const changeState = async (resource: string, { ids, isActive }: { ids: Identifier[]; isActive: boolean }) => {
    const { json } = await http<ChangeStateResponse>(url(resource, '/change-state'), {
      method: 'POST',
      body: { ids: ids.map(Number), isActive },
    });
    return { data: (json?.ids ?? []) as Identifier[] };
  };

  const setActiveStatus = async (resource: string, { id, isActive }: { id: Identifier; isActive: boolean }) => {
    const { json } = await http<RaRecord>(recordUrl(resource, id, '/active-status'), { method: 'PUT', body: { isActive } });
    return { data: json };
  };

  const setPaidStatus = async (resource: string, { id, isPaid }: { id: Identifier; isPaid: boolean }) => {
    const { json } = await http<RaRecord>(recordUrl(resource, id, '/paid-status'), { method: 'PUT', body: { isPaid } });
    return { data: json };
  };

  /** `{isActive}` alone is a state change, `{isPaid}` alone a paid-status change: the API has no partial PUT. */
  const onlyKey = (data: unknown, key: string) =>
    !!data && typeof data === 'object' && Object.keys(data).length === 1 && typeof (data as Record<string, unknown>)[key] === 'boolean';

  const getSubCollection = async ({ resource, id, path }: SubCollectionMeta['subCollectionOf']) => {
    const { json } = await http<RaRecord[]>(recordUrl(resource, id, `/${path}`));
    const data = json ?? [];
    return { data, total: data.length };
  };

  // Written over plain RaRecord; react-admin's generic signatures are restored by the cast.
  const provider = {
    getList: (resource: string, params: GetListParams) => {
      const sub = (params.meta as Partial<SubCollectionMeta> | undefined)?.subCollectionOf;
      return sub ? getSubCollection(sub) : getPage(resource, params);
    },
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getPage(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getMany: async (resource: string, params: GetManyParams) => {
      if (params.ids.length === 0) return { data: [] };
      const { json } = await http<RaRecord[]>(url(resource, '/by-ids'), {
        method: 'POST',
        body: { ids: params.ids.map(Number) },
      });
      return { data: json ?? [] };
    },
    getOne: async (resource: string, params: GetOneParams) => {
      const singleton = (params.meta as Partial<SingletonMeta> | undefined)?.apiPath;
      if (singleton) {
        const { json } = await http<Record<string, unknown>>(`${base}${singleton}`);
        return { data: { ...json, id: params.id } };
      }
      return { data: await getOne(resource, params.id) };
    },
    create: async (resource: string, params: CreateParams) => {
      const { path, apiPath } = (params.meta as CreatePathMeta | undefined) ?? {};
      const target = apiPath ? `${base}${apiPath}` : url(resource, path ? `/${path}` : '');
      const { json } = await http<RaRecord>(target, { method: 'POST', body: params.data });
      return { data: json };
    },
    // The version edited travels with the changes: a record saved by someone else since answers 409 (docs/decisions.md#edits).
    update: async (resource: string, params: UpdateParams) => ({ data: await update(resource, params.id, withEditedVersion(params)) }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
      if (onlyKey(params.data, 'isActive')) {
        return changeState(resource, { ids: params.ids, isActive: (params.data as { isActive: boolean }).isActive });
      }
      if (onlyKey(params.data, 'isPaid')) {
        const { isPaid } = params.data as { isPaid: boolean };
        await Promise.all(params.ids.map((id) => setPaidStatus(resource, { id, isPaid })));
        return { data: params.ids };
      }
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async (resource: string, params: DeleteParams) => {
      await remove(resource, params.id);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
    restore: async (resource: string, { id }: { id: Identifier }) => {
      const { json } = await http<RaRecord>(recordUrl(resource, id, '/restore'), { method: 'POST' });
      return { data: json };
    },
    changeState,
    setActiveStatus,
    setPaidStatus,
    addMember: async (resource: string, { id, path, data }: { id: Identifier; path: string; data: Record<string, unknown> }) => {
      const { json } = await http<RaRecord>(recordUrl(resource, id, `/${path}`), { method: 'POST', body: data });
      return { data: json };
    },
    postTo: async (apiPath: string, body?: unknown, options: PostOptions = {}) => {
      const headers = options.contentType ? { 'Content-Type': options.contentType } : undefined;
      const { json } = await http(apiUrl(apiPath, options.query), { method: 'POST', body: body ?? {}, headers });
      return { data: json ?? null };
    },
    getFrom: async (apiPath: string, query?: Record<string, string | number>) => {
      const { json } = await http(apiUrl(apiPath, query));
      return { data: json ?? null };
    },
    putTo: async (apiPath: string, body: unknown) => {
      const { json } = await http(apiUrl(apiPath), { method: 'PUT', body });
      return { data: json ?? null };
    },
    removeMember: async (resource: string, { id, path, memberId }: { id: Identifier; path: string; memberId: Identifier }) => {
      await http(recordUrl(resource, id, `/${path}/${encodeURIComponent(String(memberId))}`), { method: 'DELETE' });
      return { data: { id: memberId } };
    },
  };
  return provider as unknown as AdminDataProvider;
}

/** Wraps every method so failures carry the docs/requirements.md#r8 catalogue text. */
export function withErrorCatalogue<P extends DataProvider>(provider: P): P {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result = (value as (...parameters: unknown[]) => Promise<unknown> | undefined).apply(target, args);
          return result && typeof result.then === 'function'
            ? result.catch((error: unknown) => Promise.reject(toCatalogueError(error)))
            : result;
        } catch (error) {
          return Promise.reject(toCatalogueError(error));
        }
      };
    },
  });
}

/** The admin's dataProvider: the raw mapping with catalogue errors. */
export function createDataProvider(options: DataProviderOptions = {}): AdminDataProvider {
  return withErrorCatalogue(createRawDataProvider(options));
}
