/**
 * Modules: the company's products an organisation can be given (docs/decisions.md#organisations).
 * A module is answered with its features and the number of organisations using it, and written
 * with its features inline (`features`: the feature rows, each under the features definition's
 * rules, src/shared/resources/features.ts).
 */
import { defineResource } from '../resource';

const V = 'resources.modules.validation';
const N = 'resources.modules.fieldNames';

/**
 * The code rule of modules and their features (one rule for both): lower-case letters, digits
 * and hyphens, starting with a letter, at most 50 characters.
 */
export const MODULE_CODE_RULES = { pattern: '^[a-z][a-z0-9-]*$', maxLength: 50, message: `${V}.code` } as const;

export const modulesDefinition = defineResource({
  name: 'modules',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true, activeState: true },
  updateBodyId: true,
  search: ['code', 'name', 'description'],
  sort: ['name', 'code', 'id', 'isActive', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    code: { kind: 'code', create: 'required', update: 'required', rules: MODULE_CODE_RULES },
    // The labels name the field inside the API's reasons ("Module name contains …").
    // Organisations are given modules by name: no two undeleted modules share one (the server's `unique`).
    name: { kind: 'text', label: `${N}.name`, create: 'required', update: 'required', rules: { minLength: 2, maxLength: 200, message: `${V}.name`, validate: ['unique'] } },
    description: {
      kind: 'multiline',
      label: `${N}.description`,
      nullable: true,
      create: 'optional',
      update: 'optional',
      rules: { maxLength: 2000, message: `${V}.description` },
    },
    isActive: { kind: 'boolean', create: 'optional', update: 'optional' },
    /**
     * Answered as `{id, code, name, description}` rows; written as the module's whole list of
     * features (kept ones with their id), each a `PUT /features/{id}` body (the routes give both).
     */
    features: { kind: 'custom', create: 'optional', update: 'optional' },
    /** Organisations given the module (undeleted assignments). */
    organisationCount: { kind: 'integer' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
