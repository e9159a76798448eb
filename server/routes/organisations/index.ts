/**
 * Organisations (docs/requirements.md#r3, #r7; docs/decisions.md#organisations; docs/architecture.md#data-model) on the CRUD route factory:
 * soft delete, active state, filter `type`, search by name, PIB or MB, and sub-collections
 * `/{id}/modules`, `/available-modules`, `/features`, `/available-features`, `/users`. Beside
 * them, docs/requirements.md#r7's lookups: `/info`, `/info/{id}`, `/info/by-ids` (GET `?ids=1,2` or POST, which
 * like `POST /by-ids` takes `[1, 2]` or `{ids}`; soft-deleted organisations are left out as
 * `/info/{id}` leaves them), `/count`,
 * `/by-government-ids`, `/tax-id/{taxId}`, `/type/{type}`; membership
 * `POST /{id}/users {userId}` and `DELETE /{id}/users/{userId}`; members with their organisation
 * roles (members.ts: `GET /{id}/members`, `POST /{id}/members` by email, `PUT /{id}/members/{userId}/roles`); invitations into
 * the organisation (member-invitations.ts: `GET /{id}/member-invitations`, revoking one, and the
 * link's own `/accounts/organisation-invitation` routes); and `POST /init`, which creates
 * an organisation with its first modules and all their features in one transaction.
 *
 * Validation: PIB 9 digits with its ISO 7064 MOD 11,10 check digit, MB 8 digits, both unique
 * (409); country an ISO 3166-1 alpha-2 code; email and website.
 *
 * This file registers the parts, one job each: records.ts (the write schemas and checks every
 * part shares, derived from src/shared/resources/organisations.ts), crud.ts (the
 * factory's endpoints and sub-collections), lookups.ts (the read-only lookups), membership.ts
 * (adding and removing members), members.ts (members with their roles), member-invitations.ts
 * (invitations into the organisation), member-rules.ts (the rules they share) and init.ts (the
 * onboarding wizard).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organisationCrudRoutes } from './crud';
import { initRoutes } from './init';
import { lookupRoutes } from './lookups';
import { memberInvitationRoutes } from './member-invitations';
import { memberRoutes } from './members';
import { membershipRoutes } from './membership';

export { Organisation } from './records';
export { INFO_QUERY_MAX_IDS, parseIdsQuery } from './lookups';

/** Every organisation endpoint; register under /api/1.0. */
const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookupRoutes);
  await app.register(membershipRoutes);
  await app.register(memberRoutes);
  await app.register(memberInvitationRoutes);
  await app.register(initRoutes);
  await app.register(organisationCrudRoutes);
};

export default organisationRoutes;
