/**
 * react-admin dataProvider over the main API (DESIGN.md "API conventions"):
 * lists come from `GET /{resource}/paged?current_page=&page_size=&search_term=&sort_by=&sort_order=`
 * plus the resource's filters and answer `{items, total_count}`; single records are plain
 * entities; deletes are soft (`DELETE /{resource}/{id}/soft`). Users cannot be deleted
 * (SPEC §7: 'Not implemented').
 *
 * Every failure leaves as a {@link CatalogueError}: its message is the SPEC §8 Serbian toast
 * (title and description), which react-admin's notifications display as is.
 */
import simpleRestProvider from 'ra-data-simple-rest';
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
import { API_BASE, type Paged } from '../contract/api';
import { httpClient as defaultHttpClient, type HttpClient } from '../auth/httpClient';
import { toCatalogueError } from './errors';

/** react-admin resource names whose API path differs (SPEC §2 URL vs SPEC §7 path). */
export const API_PATHS: Readonly<Record<string, string>> = {
  'crawl-organisations': 'crawled-organisations',
};

/** Largest page the API accepts (DESIGN.md: `page_size` ≤ 100). */
export const MAX_PAGE_SIZE = 100;

/** Resources whose delete the spec leaves unimplemented (SPEC §7). */
const DELETE_NOT_IMPLEMENTED = new Set(['users']);

const pathOf = (resource: string) => API_PATHS[resource] ?? resource;

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * Query string of a paged request: page and size, the `q` filter as `search_term` (always
 * present, empty when not searching), the sort when given, and every other filter as is
 * (e.g. `orgId`, `isActive`). Empty filter values are left out.
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

/** The raw provider (errors as the HTTP client throws them). */
export function createRawDataProvider(http: HttpClient = defaultHttpClient, base: string = API_BASE): DataProvider {
  const url = (resource: string, suffix = '') => `${base}/${pathOf(resource)}${suffix}`;

  const getPage = async (resource: string, params: ListParams) => {
    const { json } = await http<Paged<RaRecord>>(`${url(resource, '/paged')}?${pagedQuery(params)}`);
    return { data: json?.items ?? [], total: json?.total_count ?? 0 };
  };

  const getOne = async (resource: string, id: Identifier) => {
    const { json } = await http<RaRecord>(url(resource, `/${encodeURIComponent(String(id))}`));
    return json;
  };

  const update = async (resource: string, id: Identifier, data: Partial<RaRecord>) => {
    const { json } = await http<RaRecord>(url(resource, `/${encodeURIComponent(String(id))}`), {
      method: 'PUT',
      body: data,
    });
    return json ?? ({ ...data, id } as RaRecord);
  };

  const remove = async (resource: string, id: Identifier) => {
    if (DELETE_NOT_IMPLEMENTED.has(resource)) throw new Error('Not implemented');
    await http(url(resource, `/${encodeURIComponent(String(id))}/soft`), { method: 'DELETE' });
  };

  // Written over plain RaRecord; react-admin's generic signatures are restored by the cast.
  const provider = {
    ...simpleRestProvider(base, http as never),
    getList: (resource: string, params: GetListParams) => getPage(resource, params),
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getPage(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getMany: async (resource: string, params: GetManyParams) => ({
      data: await Promise.all(params.ids.map((id) => getOne(resource, id))),
    }),
    getOne: async (resource: string, params: GetOneParams) => ({ data: await getOne(resource, params.id) }),
    create: async (resource: string, params: CreateParams) => {
      const { json } = await http<RaRecord>(url(resource), { method: 'POST', body: params.data });
      return { data: json };
    },
    update: async (resource: string, params: UpdateParams) => ({ data: await update(resource, params.id, params.data) }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
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
  };
  return provider as DataProvider;
}

/** Wraps every method so failures carry the SPEC §8 catalogue text. */
export function withErrorCatalogue(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result = value.apply(target, args);
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
export function createDataProvider(http: HttpClient = defaultHttpClient, base: string = API_BASE): DataProvider {
  return withErrorCatalogue(createRawDataProvider(http, base));
}

/** The admin's dataProvider on the shared refreshing HTTP client. */
export const dataProvider = createDataProvider();
