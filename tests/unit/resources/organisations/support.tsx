/**
 * The admin as AdminApp registers it, for the organisation and module screens' tests, over the
 * contract-keeping msw API (tests/unit/admin/contractApi.ts) plus the organisation endpoints it
 * lacks (init, sub-collections, paid status, membership), every request recorded in order.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Admin, Resource, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../../../../src/admin/authProvider';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { createI18nProvider } from '../../../../src/admin/i18nProvider';
import { writeItem } from '../../../../src/auth/storage';
import { permissionPrefixes, resources } from '../../../../src/resources';
import type { FakeApi, Row } from '../../admin/contractApi';
import { englishI18n } from '../../admin/testKit';

const BASE = '*/api/1.0';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The path the admin is showing. */
export const location = () => screen.getByTestId('location').textContent;

/** The admin's resources at `path`, for a user holding `permissions`. */
export function renderAdminAt(path: string, permissions: string[]) {
  writeItem('user', { id: 1, full_name: 'Root', user_name: 'root', email: 'root@example.com', roles: [], organisations: [], permissions, requestPasswordChange: false });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              disableTelemetry
              dataProvider={createDataProvider()}
              authProvider={createAuthProvider({ permissionPrefixes })}
              i18nProvider={createI18nProvider(englishI18n())}
              store={memoryStore()}
            >
              {resources.map(({ permission: _permission, declaration: _declaration, ...props }) => (
                <Resource key={props.name} {...props} />
              ))}
            </Admin>
          }
        />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** Every permission of the organisation screens. */
export const ORGANISATION_ADMIN = ['organisations', 'organisation-modules', 'organisation-features', 'modules', 'users'].flatMap((resource) =>
  ['read', 'create', 'update', 'delete'].map((action) => `${resource}.${action}`),
).concat('activity.read');

/**
 * Handlers of the organisation endpoints beyond the CRUD contract, over `api`'s rows:
 * `POST /organisations/init`, `GET /organisations/{id}/available-modules` and
 * `/available-features`, `PUT /{r}/{id}/paid-status`, `POST` and `DELETE /organisations/{id}/users`.
 */
export function organisationHandlers(api: FakeApi, { availableModules = [] as Row[], availableFeatures = [] as Row[] } = {}): RequestHandler[] {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = ['POST', 'PUT'].includes(request.method) ? await request.clone().text() : '';
    api.calls.push(`${request.method} ${url.pathname.replace('/api/1.0', '')}${url.search}${body ? ` ${body}` : ''}`);
  };
  return [
    http.post(`${BASE}/organisations/init`, async ({ request }) => {
      await record(request);
      const { organisation } = (await request.json()) as { organisation: Row };
      const rows = api.rows('organisations');
      const created = { ...organisation, id: Math.max(0, ...rows.map((row) => row.id)) + 1, deletedAt: null };
      rows.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(`${BASE}/organisations/:id/available-modules`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(availableModules);
    }),
    http.get(`${BASE}/organisations/:id/available-features`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(availableFeatures);
    }),
    http.put(`${BASE}/:resource/:id/paid-status`, async ({ request, params }) => {
      await record(request);
      const row = api.rows(String(params.resource)).find((candidate) => candidate.id === Number(params.id))!;
      row.isPaid = ((await request.json()) as { isPaid: boolean }).isPaid;
      return HttpResponse.json(row);
    }),
    http.post(`${BASE}/organisations/:id/users`, async ({ request, params }) => {
      await record(request);
      const { userId } = (await request.json()) as { userId: number };
      const user = api.rows('users').find((candidate) => candidate.id === userId)!;
      user.orgId = Number(params.id);
      return HttpResponse.json(user, { status: 201 });
    }),
    http.delete(`${BASE}/organisations/:id/users/:userId`, async ({ request, params }) => {
      await record(request);
      const user = api.rows('users').find((candidate) => candidate.id === Number(params.userId))!;
      user.orgId = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
