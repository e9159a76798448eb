import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, createRawDataProvider, pagedQuery } from '../../../src/admin/dataProvider';
import { storeTokens } from '../../../src/auth/session';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
});

/** Records the query of every paged request and answers one page. */
function pagedApi(resource: string, items: unknown[] = [{ id: 1, name: 'x' }], total = 42) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`*/api/1.0/${resource}/paged`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items, current_page: 1, page_size: 25, total_count: total, total_pages: 2 });
    }),
  );
  return queries;
}

describe('dataProvider', () => {
  const dataProvider = createDataProvider();

  it('maps a list request to the paged endpoint and reads items and total_count', async () => {
    const queries = pagedApi('users');
    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'lastName', order: 'DESC' },
      filter: { q: 'ada', isActive: true, orgId: 4 },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'x' }], total: 42 });
    expect(Object.fromEntries(queries[0])).toEqual({
      current_page: '3',
      page_size: '25',
      search_term: 'ada',
      sort_by: 'lastName',
      sort_order: 'desc',
      isActive: 'true',
      orgId: '4',
    });
  });

  it('always sends search_term, empty when not searching, and caps page_size at 100', () => {
    expect(pagedQuery({ pagination: { page: 1, perPage: 500 }, filter: {} }).toString()).toBe(
      'current_page=1&page_size=100&search_term=',
    );
  });

  it('filters references through the paged endpoint (getManyReference)', async () => {
    const queries = pagedApi('users');
    await dataProvider.getManyReference('users', {
      target: 'orgId',
      id: 9,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(queries[0].get('orgId')).toBe('9');
  });

  it('reads, creates and updates single records with REST verbs', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/1.0/roles/:id', ({ params }) => {
        calls.push(`GET ${params.id}`);
        return HttpResponse.json({ id: Number(params.id), name: `role ${params.id}` });
      }),
      http.post('*/api/1.0/roles', async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 5, name: 'new' }, { status: 201 });
      }),
      http.put('*/api/1.0/roles/:id', async ({ request, params }) => {
        calls.push(`PUT ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 5, name: 'renamed' });
      }),
    );
    expect((await dataProvider.getOne('roles', { id: 2 })).data).toEqual({ id: 2, name: 'role 2' });
    expect((await dataProvider.getMany('roles', { ids: [1, 3] })).data).toEqual([
      { id: 1, name: 'role 1' },
      { id: 3, name: 'role 3' },
    ]);
    expect((await dataProvider.create('roles', { data: { name: 'new' } })).data).toEqual({ id: 5, name: 'new' });
    expect((await dataProvider.update('roles', { id: 5, data: { id: 5, name: 'renamed' }, previousData: { id: 5 } })).data).toEqual({
      id: 5,
      name: 'renamed',
    });
    expect(calls).toEqual(['GET 2', 'GET 1', 'GET 3', 'POST {"name":"new"}', 'PUT 5 {"id":5,"name":"renamed"}']);
  });

  it('soft-deletes other resources', async () => {
    let deleted = '';
    server.use(
      http.delete('*/api/1.0/roles/:id/soft', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await dataProvider.delete('roles', { id: 4, previousData: { id: 4 } });
    expect(deleted).toBe('4');
  });

  it("rejects deleting a user with 'Not implemented' (SPEC §7)", async () => {
    await expect(createRawDataProvider().delete('users', { id: 1 })).rejects.toThrow('Not implemented');
    await expect(dataProvider.delete('users', { id: 1 })).rejects.toThrow('Not implemented');
  });

  it('fails with the catalogue text so notifications show title and description', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/1.0/users/77', () => HttpResponse.json({ message: 'User not found' }, { status: 404 })));
    await expect(dataProvider.getOne('users', { id: 77 })).rejects.toMatchObject({
      status: 404,
      message: 'Nije pronađeno\nUser not found',
    });
  });

  it('uses the spec API path where the admin URL differs (crawl-organisations)', async () => {
    const queries = pagedApi('crawled-organisations');
    await dataProvider.getList('crawl-organisations', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(queries).toHaveLength(1);
  });
});
