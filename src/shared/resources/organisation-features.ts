/**
 * A feature given to an organisation, with its paid and active state (docs/decisions.md#organisations):
 * written as the organisation and feature ids, answered with the feature's and its module's
 * names, and `expired` once `validUntil` has passed. A feature is given or switched on only
 * while its module is given to the organisation and active (the routes check it).
 */
import { defineResource } from '../resource';

export const organisationFeaturesDefinition = defineResource({
  name: 'organisation-features',
  actions: ['read', 'create', 'update', 'delete'],
  organisationOwned: true,
  parent: { resource: 'organisations', field: 'organisationId' },
  capabilities: { softDelete: true, activeState: true, paidState: true },
  updateBodyId: true,
  filters: ['organisationId', 'featureId'],
  sort: ['id', 'validUntil', 'isActive', 'isPaid', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    organisationId: { kind: 'reference', reference: 'organisations', create: 'required' },
    organisationName: { kind: 'text' },
    featureId: { kind: 'reference', reference: 'features', create: 'required' },
    featureCode: { kind: 'code' },
    featureName: { kind: 'text' },
    moduleId: { kind: 'reference', reference: 'modules' },
    moduleName: { kind: 'text' },
    isActive: { kind: 'boolean', create: 'optional', update: 'optional' },
    isPaid: { kind: 'boolean', create: 'optional', update: 'optional', globalOnly: true },
    validUntil: { kind: 'date', nullable: true, create: 'optional', update: 'optional', globalOnly: true, rules: { message: 'resources.organisation-features.validation.validUntil' } },
    /** `validUntil` is before today. */
    expired: { kind: 'boolean' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
