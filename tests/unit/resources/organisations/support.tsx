/**
 * The admin as AdminApp registers it, for the organisation and module screens' tests, over the
 * contract-keeping msw API (tests/unit/admin/contractApi.ts) plus the organisation endpoints it
 * lacks (init, sub-collections, paid status, membership), every request recorded in order.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { FakeApi, Row } from '../../admin/contractApi';

const BASE = '*/api/1.0';

export { location, renderAdminAt } from '../../admin/adminAt';

/** Every permission of the organisation screens. */
export const ORGANISATION_ADMIN = ['organisations', 'organisation-modules', 'organisation-features', 'modules', 'users'].flatMap((resource) =>
  ['read', 'create', 'update', 'delete'].map((action) => `${resource}.${action}`),
).concat('activity.read');

/** The organisation roles `GET /organisations/{id}/member-roles` answers. */
export const MEMBER_ROLES = [
  { id: 31, name: 'Organization administrator', description: null },
  { id: 32, name: 'Organization member', description: null },
];

/** A user row as `GET /organisations/{id}/members` answers it. */
const memberOf = (user: Row) => {
  const roleIds = (user.memberRoleIds as number[] | undefined) ?? [];
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isActive: user.isActive,
    invitationPending: !!user.invitationPending,
    roleIds,
    roles: MEMBER_ROLES.filter((role) => roleIds.includes(role.id)).map(({ id, name }) => ({ id, name })),
  };
};

/**
 * Handlers of the organisation endpoints beyond the CRUD contract, over `api`'s rows:
 * `POST /organisations/init`, `GET /organisations/{id}/available-modules` and
 * `/available-features`, `PUT /{r}/{id}/paid-status`, `POST` and `DELETE /organisations/{id}/users`,
 * and the members with their organisation roles: `GET /organisations/{id}/members`,
 * `/member-roles`, `POST /organisations/{id}/members` (an unknown address without names: 422),
 * `PUT /organisations/{id}/members/{userId}/roles`. A user row is a member of `orgId`, holding
 * `memberRoleIds` there. With `scopedCaller` (an organisation administrator calling), adding by
 * email answers 202 with a pending invitation for every address, as the API does for such a
 * caller, listed by `GET /organisations/{id}/member-invitations` until
 * `DELETE /organisations/{id}/member-invitations/{invitationId}`.
 */
export function organisationHandlers(
  api: FakeApi,
  { availableModules = [] as Row[], availableFeatures = [] as Row[], scopedCaller = false } = {},
): RequestHandler[] {
  const invitations: Row[] = [];
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
    http.get(`${BASE}/organisations/:id/members`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(api.rows('users').filter((user) => user.orgId === Number(params.id) && !user.deletedAt).map(memberOf));
    }),
    http.get(`${BASE}/organisations/:id/member-roles`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(MEMBER_ROLES);
    }),
    http.get(`${BASE}/organisations/:id/member-invitations`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(invitations);
    }),
    http.delete(`${BASE}/organisations/:id/member-invitations/:invitationId`, async ({ request, params }) => {
      await record(request);
      invitations.splice(invitations.findIndex((invitation) => invitation.id === Number(params.invitationId)), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${BASE}/organisations/:id/members`, async ({ request, params }) => {
      await record(request);
      const { email, roleIds, firstName, lastName } = (await request.json()) as { email: string; roleIds: number[]; firstName?: string; lastName?: string };
      if (scopedCaller) {
        const invitation = {
          id: invitations.length + 1,
          email,
          roleIds,
          roles: MEMBER_ROLES.filter((role) => roleIds.includes(role.id)).map(({ id, name }) => ({ id, name })),
          sentAt: '2026-05-18T09:00:00.000Z',
          expiresAt: '2099-05-25T09:00:00.000Z',
        };
        invitations.push(invitation);
        return HttpResponse.json(invitation, { status: 202 });
      }
      const users = api.rows('users');
      let user = users.find((candidate) => candidate.email === email);
      if (!user) {
        const missing = [...(firstName ? [] : [{ field: 'firstName', reason: 'First name is required' }]), ...(lastName ? [] : [{ field: 'lastName', reason: 'Last name is required' }])];
        if (missing.length) return HttpResponse.json({ message: 'Unprocessable Entity', reason: missing[0].reason, errors: missing }, { status: 422 });
        user = { id: Math.max(0, ...users.map((row) => row.id)) + 1, firstName, lastName, email, userName: email, isActive: false, invitationPending: true, roles: [], organisations: [], deletedAt: null };
        users.push(user);
      }
      user.orgId = Number(params.id);
      user.memberRoleIds = roleIds;
      return HttpResponse.json({ member: memberOf(user), invited: !!user.invitationPending }, { status: 201 });
    }),
    http.put(`${BASE}/organisations/:id/members/:userId/roles`, async ({ request, params }) => {
      await record(request);
      const user = api.rows('users').find((candidate) => candidate.id === Number(params.userId))!;
      user.memberRoleIds = ((await request.json()) as { roleIds: number[] }).roleIds;
      return HttpResponse.json(memberOf(user));
    }),
    http.delete(`${BASE}/organisations/:id/users/:userId`, async ({ request, params }) => {
      await record(request);
      const user = api.rows('users').find((candidate) => candidate.id === Number(params.userId))!;
      user.orgId = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
