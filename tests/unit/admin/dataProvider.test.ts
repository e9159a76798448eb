import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../src/shared/api';
import { apiPagesFor, createDataProvider, pagedQuery } from '../../../src/admin/dataProvider';
import { resourceApiCapabilities } from '../../../src/resources';
import { storeTokens } from '../../../src/auth/session';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
});

/** Records the query of every paged request and answers one page. */
function pagedApi(resource: string, items: unknown[] = [{ id: 1, name: 'x' }], total = 42, exact = true) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`*/api/1.0/${resource}/paged`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items, current_page: 1, page_size: 25, total_count: total, total_pages: 2, total_exact: exact });
    }),
  );
  return queries;
}

describe('dataProvider', () => {
  const dataProvider = createDataProvider({ capabilities: resourceApiCapabilities });

  it('says when the total is the API\'s estimate', async () => {
    pagedApi('users', [{ id: 1, name: 'x' }], 100_000, false);
    const result = await dataProvider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toMatchObject({ total: 100_000, meta: { totalExact: false } });
  });

  it('reads an export past an estimated total that is too low, until a page comes back short', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => ({ id: index + 1 }));
    server.use(
      http.get('*/api/1.0/users/paged', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('current_page'));
        return HttpResponse.json({ items: rows.slice((page - 1) * 100, page * 100), current_page: page, page_size: 100, total_count: 180, total_pages: 2, total_exact: false });
      }),
    );
    const result = await dataProvider.getList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.data).toHaveLength(250);
  });

  it('maps a list request to the paged endpoint and reads items and total_count', async () => {
    const queries = pagedApi('users');
    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'lastName', order: 'DESC' },
      filter: { q: 'ada', isActive: true, orgId: 4 },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'x' }], total: 42, meta: { totalExact: true } });
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
    expect(MAX_PAGE_SIZE).toBe(100);
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

  it('reads, creates and updates single records with REST verbs, and getMany in one by-ids request', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/1.0/roles/:id', ({ params }) => {
        calls.push(`GET ${params.id}`);
        return HttpResponse.json({ id: Number(params.id), name: `role ${params.id}` });
      }),
      http.post('*/api/1.0/roles/by-ids', async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        calls.push(`POST by-ids ${JSON.stringify(ids)}`);
        // The API answers the entities it found, in the given order.
        return HttpResponse.json(ids.filter((id) => id !== 404).map((id) => ({ id, name: `role ${id}` })));
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
    expect((await dataProvider.getMany('roles', { ids: [3, '1', 404] })).data).toEqual([
      { id: 3, name: 'role 3' },
      { id: 1, name: 'role 1' },
    ]);
    expect((await dataProvider.getMany('roles', { ids: [] })).data).toEqual([]);
    expect((await dataProvider.create('roles', { data: { name: 'new' } })).data).toEqual({ id: 5, name: 'new' });
    expect((await dataProvider.update('roles', { id: 5, data: { id: 5, name: 'renamed' }, previousData: { id: 5 } })).data).toEqual({
      id: 5,
      name: 'renamed',
    });
    // The version the screen read travels with the changes (a newer save answers 409).
    await dataProvider.update('roles', { id: 5, data: { name: 'renamed' }, previousData: { id: 5, updatedAt: '2026-12-01T10:00:00.000Z' } });
    expect(calls).toEqual([
      'GET 2',
      'POST by-ids [3,1,404]',
      'POST {"name":"new"}',
      'PUT 5 {"id":5,"name":"renamed"}',
      'PUT 5 {"name":"renamed","updatedAt":"2026-12-01T10:00:00.000Z"}',
    ]);
  });

  /** Records every DELETE / restore / state request of the contract as `METHOD path body`. */
  function stateApi() {
    const calls: string[] = [];
    const record = async (request: Request) => {
      const body = request.method === 'DELETE' ? '' : await request.text();
      calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/1.0', '')}${body ? ` ${body}` : ''}`);
    };
    server.use(
      http.delete('*/api/1.0/:resource/:id/soft', async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('*/api/1.0/:resource/:id', async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/1.0/:resource/:id/restore', async ({ request, params }) => {
        await record(request);
        return HttpResponse.json({ id: Number(params.id), deletedAt: null });
      }),
      http.post('*/api/1.0/:resource/change-state', async ({ request }) => {
        const body = (await request.clone().json()) as { ids: number[]; isActive: boolean };
        await record(request);
        // Only the first id was not already in the wanted state.
        return HttpResponse.json({ ids: body.ids.slice(0, 1) });
      }),
      http.put('*/api/1.0/:resource/:id/active-status', async ({ request, params }) => {
        const body = (await request.clone().json()) as { isActive: boolean };
        await record(request);
        return HttpResponse.json({ id: Number(params.id), isActive: body.isActive });
      }),
      http.put('*/api/1.0/:resource/:id/paid-status', async ({ request, params }) => {
        const body = (await request.clone().json()) as { isPaid: boolean };
        await record(request);
        return HttpResponse.json({ id: Number(params.id), isPaid: body.isPaid });
      }),
    );
    return calls;
  }

  it('soft-deletes soft-deletable resources and hard-deletes the others, as declared', async () => {
    const calls = stateApi();
    const provider = createDataProvider({ capabilities: { roles: { softDelete: true }, 'user-claims': { hardDelete: true } } });
    await provider.delete('roles', { id: 4, previousData: { id: 4 } });
    await provider.delete('user-claims', { id: 9, previousData: { id: 9 } });
    await provider.deleteMany('roles', { ids: [5, 6] });
    expect(calls).toEqual(['DELETE /roles/4/soft', 'DELETE /user-claims/9', 'DELETE /roles/5/soft', 'DELETE /roles/6/soft']);
  });

  it('reads the capabilities the admin resources declare: users and roles soft, user claims hard', async () => {
    const calls = stateApi();
    await dataProvider.delete('users', { id: 1, previousData: { id: 1 } });
    await dataProvider.delete('roles', { id: 2, previousData: { id: 2 } });
    await dataProvider.delete('user-claims', { id: 3, previousData: { id: 3 } });
    expect(calls).toEqual(['DELETE /users/1/soft', 'DELETE /roles/2/soft', 'DELETE /user-claims/3']);
  });

  it('restores, changes state in bulk, and sets active and paid status', async () => {
    const calls = stateApi();
    expect((await dataProvider.restore('users', { id: 7 })).data).toEqual({ id: 7, deletedAt: null });
    expect((await dataProvider.changeState('users', { ids: [1, '2'], isActive: false })).data).toEqual([1]);
    expect((await dataProvider.setActiveStatus('users', { id: 3, isActive: true })).data).toEqual({ id: 3, isActive: true });
    expect((await dataProvider.setPaidStatus('organisation-modules', { id: 4, isPaid: true })).data).toEqual({ id: 4, isPaid: true });
    expect(calls).toEqual([
      'POST /users/7/restore',
      'POST /users/change-state {"ids":[1,2],"isActive":false}',
      'PUT /users/3/active-status {"isActive":true}',
      'PUT /organisation-modules/4/paid-status {"isPaid":true}',
    ]);
  });

  it("sends react-admin's bulk update of {isActive} as one change-state request", async () => {
    const calls = stateApi();
    expect((await dataProvider.updateMany('users', { ids: [4, 5], data: { isActive: true } })).data).toEqual([4]);
    expect(calls).toEqual(['POST /users/change-state {"ids":[4,5],"isActive":true}']);
  });

  it('reads windows larger than the page limit (exports) page by page', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => ({ id: index + 1 }));
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/1.0/users/paged', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const page = Number(query.get('current_page'));
        const size = Number(query.get('page_size'));
        return HttpResponse.json({
          items: rows.slice((page - 1) * size, page * size),
          current_page: page,
          page_size: size,
          total_count: rows.length,
          total_pages: Math.ceil(rows.length / size),
        });
      }),
    );
    const result = await dataProvider.getList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: { isActive: true } });
    expect(result.total).toBe(230);
    expect(result.data.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(queries.map((query) => [query.get('current_page'), query.get('page_size'), query.get('isActive')])).toEqual([
      ['1', '100', 'true'],
      ['2', '100', 'true'],
      ['3', '100', 'true'],
    ]);
    expect(apiPagesFor(3, 150)).toEqual({ pageSize: 100, pages: [4, 5], skip: 0 });
    expect(apiPagesFor(2, 150)).toEqual({ pageSize: 100, pages: [2, 3], skip: 50 });
    expect(apiPagesFor(2, 25)).toEqual({ pageSize: 25, pages: [2], skip: 0 });
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

  it('sends getFrom/postTo/putTo to any API path with their query, content type and body', async () => {
    const calls: string[] = [];
    server.use(
      http.all('*/api/1.0/crawled-organisations/*', async ({ request }) => {
        const url = new URL(request.url);
        calls.push(`${request.method} ${url.pathname.replace('/api/1.0', '')}${url.search} ${request.headers.get('content-type') ?? '-'} ${request.method === 'GET' ? '' : await request.text()}`.trim());
        return HttpResponse.json({ ok: true });
      }),
    );
    expect((await dataProvider.getFrom('/crawled-organisations/register-status', { status: 'active', page: 2 })).data).toEqual({ ok: true });
    await dataProvider.postTo('/crawled-organisations/upload', 'registryCode,name\n1,A', { contentType: 'text/csv', query: { dryRun: true } });
    await dataProvider.putTo('/crawled-organisations/7/note', { note: 'a b&c' });
    expect(calls).toEqual([
      'GET /crawled-organisations/register-status?page=2&status=active -',
      'POST /crawled-organisations/upload?dryRun=true text/csv registryCode,name\n1,A',
      'PUT /crawled-organisations/7/note application/json {"note":"a b&c"}',
    ]);
  });
});
