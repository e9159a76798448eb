/**
 * A module given to an organisation, with its paid and active state (docs/decisions.md#organisations):
 * written as the organisation and module ids (the module never changes: a new one is a new
 * assignment), answered with the organisation's and module's names, the number of the
 * module's features the organisation has, and `expired` once `validUntil` has passed.
 */
import { defineResource } from '../resource';

export const organisationModulesDefinition = defineResource({
  name: 'organisation-modules',
  actions: ['read', 'create', 'update', 'delete'],
  organisationOwned: true,
  parent: { resource: 'organisations', field: 'organisationId' },
  capabilities: { softDelete: true, activeState: true, paidState: true },
  updateBodyId: true,
  filters: ['organisationId', 'moduleId', 'isPaid'],
  sort: ['id', 'validUntil', 'isActive', 'isPaid', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    organisationId: { kind: 'reference', reference: 'organisations', create: 'required' },
    organisationName: { kind: 'text' },
    moduleId: { kind: 'reference', reference: 'modules', create: 'required' },
    moduleCode: { kind: 'code' },
    moduleName: { kind: 'text' },
    /** Features of this module the organisation has (undeleted). */
    featureCount: { kind: 'integer' },
    isActive: { kind: 'boolean', create: 'optional', update: 'optional' },
    isPaid: { kind: 'boolean', create: 'optional', update: 'optional', globalOnly: true },
    validUntil: { kind: 'date', nullable: true, create: 'optional', update: 'optional', globalOnly: true, rules: { message: 'resources.organisation-modules.validation.validUntil' } },
    /** `validUntil` is before today. */
    expired: { kind: 'boolean' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
