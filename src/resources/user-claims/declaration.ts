/**
 * User claims: free `type`/`value` pairs on a user (docs/architecture.md), listed, added, edited and
 * removed on the Claims tab of the user's details page; no screens (nor menu entry) of their
 * own. Reading them needs `users.read`, every write `users.update`; deletes are hard.
 */
import type { UserClaim } from '../../shared/api';
import type { ResourceDeclaration } from '../../admin/crud';

export const userClaimDeclaration: ResourceDeclaration<UserClaim> = {
  name: 'user-claims',
  permissions: { read: 'users.read', create: 'users.update', update: 'users.update', delete: 'users.update' },
  capabilities: { hardDelete: true },
  defaultSort: { field: 'type', order: 'ASC' },
  screens: {},
  recordRepresentation: (claim) => `${claim.type}: ${claim.value}`,
  fields: [
    { source: 'type', type: 'text', list: true, show: true, form: true, validation: { required: true, maxLength: 100 } },
    { source: 'value', type: 'text', list: true, show: true, form: true, validation: { required: true, maxLength: 500 } },
    { source: 'updatedAt', type: 'datetime', list: true, show: true, sortable: false },
  ],
};
