/**
 * User claims: free `type`/`value` pairs on a user (docs/architecture.md), listed, added, edited and
 * removed on the Claims tab of the user's details page; no screens (nor menu entry) of their
 * own. Reading them needs `users.read`, every write `users.update`; deletes are hard (all from
 * the definition, src/shared/resources/user-claims.ts).
 */
import type { UserClaim } from '../../shared/api';
import { declarationOf } from '../../admin/crud';
import { userClaimsDefinition } from '../../shared/resources';
import { userClaimRegistration } from './registration';

export const userClaimDeclaration = declarationOf<UserClaim>(userClaimsDefinition, userClaimRegistration, {
  defaultSort: { field: 'type', order: 'ASC' },
  fields: [
    { source: 'type', list: true, show: true, form: true },
    { source: 'value', list: true, show: true, form: true },
    { source: 'updatedAt', list: true, show: true, sortable: false },
  ],
});
