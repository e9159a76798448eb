import { cleanup, waitFor } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from './adminAt';

afterEach(cleanup);

/** Records every getList; answers roles with one global role and anything else with nothing. */
function recordingProvider() {
  const lists: { resource: string; params: GetListParams }[] = [];
  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      lists.push({ resource, params });
      if (resource === 'roles') return { data: [{ id: 1, name: 'Viewer', scope: 'global' }], total: 1 };
      return { data: [], total: 0 };
    },
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: { id: 1 } }),
  } as unknown as DataProvider;
  return { provider, lists };
}

describe("the users list's role filter", () => {
  it('offers global roles only: organization roles are given per membership, never as a user\'s role', { timeout: 30_000 }, async () => {
    const { provider, lists } = recordingProvider();
    renderAdminAt('/admin/users', { permissions: ['users.read', 'roles.read', 'organisations.read'], dataProvider: provider });
    await waitFor(() => expect(lists.map((call) => call.resource)).toContain('roles'), { timeout: 10_000 });
    const roleQueries = lists.filter((call) => call.resource === 'roles');
    expect(roleQueries.every((call) => call.params.filter?.scope === 'global')).toBe(true);
  });
});
