/**
 * The dashboard's reads started before React renders (docs/decisions.md#admin-bundle): the admin's
 * entry asks, as soon as its script runs, for `GET /dashboard` and the record count of each
 * resource the user may list, while translations are still arriving and the shell is being
 * built. The dataProvider wrapped by {@link withPrimedReads} hands each answer to the first
 * read with the same method, resource and parameters — the one the dashboard's react-query hook
 * makes — instead of asking again; an answer nobody took within {@link PRIMED_LIFETIME_MS} is
 * dropped, so a later read always asks the server. react-query's cache and its staleness rules
 * stay react-admin's own.
 */
import type { DataProvider, GetListParams, GetOneParams } from 'react-admin';
import type { SingletonMeta } from '../dataProviderTypes';

/** How long a primed answer waits for its read (the first screen's render, on a slow phone). */
export const PRIMED_LIFETIME_MS = 15_000;

/** A read the first screen will make, as react-admin's `useGetList` / `useGetOne` pass it to the dataProvider. */
export type PrimedRead =
  | { method: 'getList'; resource: string; params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'> }
  | { method: 'getOne'; resource: string; params: Pick<GetOneParams, 'id' | 'meta'> };

/** A resource's record count on the dashboard: one row of its list, newest first, unfiltered. */
export const COUNT_PARAMS = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

/** `GET /dashboard` as a singleton read (dataProvider `getOne` with {@link SingletonMeta}). */
export const DASHBOARD_READ = { resource: 'dashboard', id: 'dashboard', meta: { apiPath: '/dashboard' } satisfies SingletonMeta };

/** The reads the dashboard makes for a user who may list `listable` (resource names). */
export function dashboardReads(listable: readonly string[]): PrimedRead[] {
  return [
    { method: 'getOne', resource: DASHBOARD_READ.resource, params: { id: DASHBOARD_READ.id, meta: DASHBOARD_READ.meta } },
    ...listable.map((resource): PrimedRead => ({ method: 'getList', resource, params: COUNT_PARAMS })),
  ];
}

/** Identity of a read: method, resource and the parameters react-admin's query key holds (never the abort signal). */
function readKey(read: PrimedRead): string {
  if (read.method === 'getOne') return JSON.stringify([read.method, read.resource, String(read.params.id), read.params.meta ?? null]);
  const { pagination, sort, filter, meta } = read.params;
  return JSON.stringify([read.method, read.resource, pagination ?? null, sort ?? null, filter ?? {}, meta ?? null]);
}

/** A dataProvider that can start reads ahead of their hook, see the module comment. */
export type PrimedDataProvider<T extends DataProvider> = T & {
  /** Starts `reads` now; each answer waits for the first identical read. */
  prime(reads: readonly PrimedRead[]): void;
};

/** `provider` with {@link PrimedDataProvider}'s `prime`; `now` is the clock (tests). */
export function withPrimedReads<T extends DataProvider>(provider: T, now: () => number = Date.now): PrimedDataProvider<T> {
  const primed = new Map<string, { answer: Promise<unknown>; at: number }>();
  const take = (read: PrimedRead) => {
    const key = readKey(read);
    const entry = primed.get(key);
    if (!entry) return undefined;
    primed.delete(key);
    return now() - entry.at <= PRIMED_LIFETIME_MS ? entry.answer : undefined;
  };
  return {
    ...provider,
    getList: ((resource: string, params: GetListParams) =>
      take({ method: 'getList', resource, params }) ?? provider.getList(resource, params)) as T['getList'],
    getOne: ((resource: string, params: GetOneParams) => take({ method: 'getOne', resource, params }) ?? provider.getOne(resource, params)) as T['getOne'],
    prime(reads) {
      for (const read of reads) {
        const answer: Promise<unknown> = read.method === 'getList' ? provider.getList(read.resource, read.params) : provider.getOne(read.resource, read.params);
        // Its read reports a failure; an answer nobody takes is not an unhandled rejection.
        answer.catch(() => undefined);
        primed.set(readKey(read), { answer, at: now() });
      }
    },
  };
}
