import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { COUNT_PARAMS, DASHBOARD_READ, PRIMED_LIFETIME_MS, dashboardReads, withPrimedReads } from '../../../src/admin/dashboard/primedReads';

/** A provider whose every read answers with a fresh object and counts its calls. */
function countingProvider() {
  const getList = vi.fn(async (resource: string) => ({ data: [], total: resource.length }));
  const getOne = vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: { id: params.id } }));
  return { getList, getOne } as unknown as DataProvider & { getList: typeof getList; getOne: typeof getOne };
}

describe('primed dashboard reads', () => {
  it('hands a primed answer to the identical read once, then asks again', async () => {
    const provider = countingProvider();
    const primed = withPrimedReads(provider);
    primed.prime(dashboardReads(['users']));
    expect(provider.getOne).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    // As react-admin's useGetList passes them: the same values, a signal beside them.
    const first = await primed.getList('users', { ...COUNT_PARAMS, pagination: { page: 1, perPage: 1 }, signal: undefined });
    expect(first.total).toBe(5);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    await primed.getList('users', COUNT_PARAMS);
    expect(provider.getList).toHaveBeenCalledTimes(2);
    await primed.getOne(DASHBOARD_READ.resource, { id: DASHBOARD_READ.id, meta: DASHBOARD_READ.meta });
    expect(provider.getOne).toHaveBeenCalledTimes(1);
  });

  it('does not hand an answer to a read with other parameters or another resource', async () => {
    const provider = countingProvider();
    const primed = withPrimedReads(provider);
    primed.prime(dashboardReads(['users']));
    await primed.getList('users', { ...COUNT_PARAMS, pagination: { page: 1, perPage: 25 } });
    await primed.getList('roles', COUNT_PARAMS);
    await primed.getOne('dashboard', { id: 'dashboard' });
    expect(provider.getList).toHaveBeenCalledTimes(3);
    expect(provider.getOne).toHaveBeenCalledTimes(2);
  });

  it('drops an answer nobody took in time', async () => {
    const provider = countingProvider();
    let clock = 0;
    const primed = withPrimedReads(provider, () => clock);
    primed.prime(dashboardReads([]));
    clock = PRIMED_LIFETIME_MS + 1;
    await primed.getOne(DASHBOARD_READ.resource, { id: DASHBOARD_READ.id, meta: DASHBOARD_READ.meta });
    expect(provider.getOne).toHaveBeenCalledTimes(2);
  });

  it('passes a failure to the read that takes it', async () => {
    const provider = countingProvider();
    provider.getOne.mockRejectedValueOnce(new Error('refused'));
    const primed = withPrimedReads(provider);
    primed.prime(dashboardReads([]));
    await expect(primed.getOne(DASHBOARD_READ.resource, { id: DASHBOARD_READ.id, meta: DASHBOARD_READ.meta })).rejects.toThrow('refused');
  });
});
