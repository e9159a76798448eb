/**
 * Features: the parts of a module, edited with their module (docs/decisions.md#organisations).
 * They have no screens of their own: their labels and messages are the module form's
 * (`resources.modules.*`), and their code follows the module code rule.
 */
import { defineResource } from '../resource';
import { MODULE_CODE_RULES } from './modules';

const F = 'resources.modules.fields';
const N = 'resources.modules.fieldNames';
const V = 'resources.modules.validation';

export const featuresDefinition = defineResource({
  name: 'features',
  actions: ['read', 'create', 'update', 'delete'],
  parent: { resource: 'modules', field: 'moduleId' },
  capabilities: { hardDelete: true },
  updateBodyId: true,
  search: ['code', 'name', 'description'],
  sort: ['name', 'code', 'id', 'moduleId'],
  fields: {
    id: { kind: 'id', label: `${F}.id` },
    moduleId: { kind: 'reference', reference: 'modules', label: `${N}.module`, create: 'required' },
    moduleName: { kind: 'text', label: `${N}.module` },
    code: { kind: 'code', label: `${F}.code`, create: 'required', update: 'required', rules: MODULE_CODE_RULES },
    name: {
      kind: 'text',
      label: `${N}.featureName`,
      create: 'required',
      update: 'required',
      rules: { minLength: 2, maxLength: 200, message: `${V}.featureName` },
    },
    description: {
      kind: 'multiline',
      label: `${N}.featureDescription`,
      nullable: true,
      create: 'optional',
      update: 'optional',
      rules: { maxLength: 1000, message: `${V}.featureDescription` },
    },
    createdAt: { kind: 'datetime', label: `${F}.createdAt` },
    updatedAt: { kind: 'datetime', label: `${F}.updatedAt` },
  },
});
