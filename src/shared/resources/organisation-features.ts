/** A feature given to an organisation, with its paid and active state (docs/decisions.md#organisations). */
import { defineResource } from '../resource';

export const organisationFeaturesDefinition = defineResource({
  name: 'organisation-features',
  actions: ['read', 'create', 'update', 'delete'],
  organisationOwned: true,
  parent: { resource: 'organisations', field: 'organisationId' },
  capabilities: { softDelete: true, activeState: true, paidState: true },
  sort: ['id', 'validUntil', 'isActive', 'isPaid', 'createdAt'],
  fields: {},
});
