/**
 * An in-memory API for msw that keeps the server's contract (docs/architecture.md#api-conventions,
 * docs/decisions.md#identity): paged lists with search, filters and `include_deleted`, by-ids, strict write bodies
 * (an unknown field is 400 `Unknown field x`, a write to a deleted row 409, a PUT carrying an
 * `updatedAt` other than the row's 409), soft delete and
 * restore or hard delete, change-state and active status. Every request is recorded.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

export type Row = Record<string, unknown> & { id: number };

export interface FakeResource {
  name: string;
  rows: Row[];
  /** Fields a POST body may carry. */
  create: readonly string[];
  /** Fields a PUT body may carry (besides `id`, which must match). */
  update: readonly string[];
  softDelete?: boolean;
  hardDelete?: boolean;
  activeState?: boolean;
  /** Text fields searched by `search_term`. */
  search?: readonly string[];
  /** Filter parameters compared to the field of the same name (`thingId`). */
  filters?: readonly string[];
  /** Fields derived from a write body (`tagIds` → `tags`). */
  present?: (row: Row) => Row;
}

export interface FakeApi {
  handlers: RequestHandler[];
  /** `METHOD /path?query body` of every request, in order. */
  calls: string[];
  rows(resource: string): Row[];
}

const BASE = '*/api/1.0';

/** The handlers of `resources` over their rows (mutated in place). */
export function fakeApi(resources: FakeResource[]): FakeApi {
  const calls: string[] = [];
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const present = (resource: FakeResource, row: Row) => (resource.present ? resource.present(row) : row);
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = ['POST', 'PUT'].includes(request.method) ? await request.clone().text() : '';
    calls.push(`${request.method} ${url.pathname.replace('/api/1.0', '')}${url.search}${body ? ` ${body}` : ''}`);
  };
  const unknownField = (body: Record<string, unknown>, allowed: readonly string[]) => Object.keys(body).find((key) => !allowed.includes(key));
  const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
  const find = (resource: FakeResource, id: unknown) => resource.rows.find((row) => row.id === Number(id));
  const handlers: RequestHandler[] = [];

  for (const resource of resources) {
    const path = `${BASE}/${resource.name}`;
    handlers.push(
      http.get(`${path}/paged`, async ({ request }) => {
        await record(request);
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('current_page') ?? 1);
        const size = Number(query.get('page_size') ?? 25);
        if (size > 100) return badRequest('page_size must be <= 100');
        const term = (query.get('search_term') ?? '').toLowerCase();
        let rows = resource.rows.filter((row) => query.get('include_deleted') === 'true' || !row.deletedAt);
        if (query.has('isActive')) rows = rows.filter((row) => String(row.isActive) === query.get('isActive'));
        for (const filter of resource.filters ?? []) {
          if (query.has(filter)) rows = rows.filter((row) => String(row[filter]) === query.get(filter));
        }
        if (term) rows = rows.filter((row) => (resource.search ?? []).some((field) => String(row[field] ?? '').toLowerCase().includes(term)));
        const sortBy = query.get('sort_by');
        if (sortBy) {
          const direction = query.get('sort_order') === 'desc' ? -1 : 1;
          rows = [...rows].sort((a, b) => String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) * direction);
        }
        return HttpResponse.json({
          items: rows.slice((page - 1) * size, page * size).map((row) => present(resource, row)),
          current_page: page,
          page_size: size,
          total_count: rows.length,
          total_pages: Math.ceil(rows.length / size),
          total_exact: true,
        });
      }),
      http.post(`${path}/by-ids`, async ({ request }) => {
        await record(request);
        const { ids } = (await request.json()) as { ids: number[] };
        return HttpResponse.json(ids.flatMap((id) => (find(resource, id) ? [present(resource, find(resource, id)!)] : [])));
      }),
      http.post(`${path}/change-state`, async ({ request }) => {
        await record(request);
        if (!resource.activeState) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        const { ids, isActive } = (await request.json()) as { ids: number[]; isActive: boolean };
        const changed = resource.rows.filter((row) => ids.includes(row.id) && !row.deletedAt && row.isActive !== isActive);
        changed.forEach((row) => (row.isActive = isActive));
        return HttpResponse.json({ ids: changed.map((row) => row.id) });
      }),
      http.get(`${path}/:id`, async ({ request, params }) => {
        await record(request);
        if (!/^\d+$/.test(String(params.id))) return badRequest('id must be an integer');
        const row = find(resource, params.id);
        return row ? HttpResponse.json(present(resource, row)) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
      http.post(path, async ({ request }) => {
        await record(request);
        const body = (await request.json()) as Record<string, unknown>;
        const unknown = unknownField(body, resource.create);
        if (unknown) return badRequest(`Unknown field ${unknown}`);
        const row: Row = { ...body, id: Math.max(0, ...resource.rows.map((r) => r.id)) + 1, deletedAt: null };
        resource.rows.push(row);
        return HttpResponse.json(present(resource, row), { status: 201 });
      }),
      http.put(`${path}/:id`, async ({ request, params }) => {
        await record(request);
        const body = (await request.json()) as Record<string, unknown>;
        // `updatedAt`: the version the writer read (docs/decisions.md#edits).
        const { updatedAt: version, ...changes } = body;
        const unknown = unknownField(changes, ['id', ...resource.update]);
        if (unknown) return badRequest(`Unknown field ${unknown}`);
        if (body.id !== undefined && body.id !== Number(params.id)) return badRequest('The id in the payload does not match the path');
        const row = find(resource, params.id);
        if (!row) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        if (row.deletedAt) return HttpResponse.json({ message: 'Conflict', reason: 'The record is deleted' }, { status: 409 });
        if (version !== undefined && version !== row.updatedAt) {
          return HttpResponse.json({ message: 'Conflict', reason: 'Someone else saved this record after you opened it' }, { status: 409 });
        }
        Object.assign(row, changes);
        return HttpResponse.json(present(resource, row));
      }),
      http.put(`${path}/:id/active-status`, async ({ request, params }) => {
        await record(request);
        const row = find(resource, params.id)!;
        row.isActive = ((await request.json()) as { isActive: boolean }).isActive;
        return HttpResponse.json(present(resource, row));
      }),
      http.delete(`${path}/:id/soft`, async ({ request, params }) => {
        await record(request);
        if (!resource.softDelete) return HttpResponse.json({ message: 'Route not found' }, { status: 404 });
        const row = find(resource, params.id)!;
        row.deletedAt ??= '2026-05-17T10:00:00.000Z';
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${path}/:id/restore`, async ({ request, params }) => {
        await record(request);
        const row = find(resource, params.id)!;
        row.deletedAt = null;
        return HttpResponse.json(present(resource, row));
      }),
      http.delete(`${path}/:id`, async ({ request, params }) => {
        await record(request);
        if (!resource.hardDelete) return HttpResponse.json({ message: 'Route not found' }, { status: 404 });
        resource.rows.splice(resource.rows.findIndex((row) => row.id === Number(params.id)), 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  }
  return { handlers, calls, rows: (name) => byName.get(name)?.rows ?? [] };
}
