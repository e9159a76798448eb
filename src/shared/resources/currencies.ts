/**
 * Currencies (docs/decisions.md#organisations): ISO 4217 code, name, symbol, minor units and
 * the rate to the dinar (RSD per unit, the base currency) with its date. No delete: a currency
 * no longer used is deactivated.
 */
import { defineResource } from '../resource';

const V = 'resources.currencies.validation';

export const currenciesDefinition = defineResource({
  name: 'currencies',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { activeState: true },
  updateBodyId: true,
  search: ['code', 'name', 'symbol'],
  sort: ['code', 'name', 'rateToRsd', 'rateDate', 'minorUnits', 'isActive', 'updatedAt', 'id'],
  fields: {
    id: { kind: 'id' },
    code: { kind: 'code', create: 'required', update: 'required', rules: { pattern: '^[A-Z]{3}$', message: `${V}.code` } },
    name: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 2, maxLength: 100, message: `${V}.name` } },
    symbol: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 1, maxLength: 10, message: `${V}.symbol` } },
    minorUnits: { kind: 'integer', create: 'optional', update: 'optional', rules: { min: 0, max: 4, message: `${V}.minorUnits` } },
    rateToRsd: { kind: 'number', create: 'required', update: 'required', rules: { min: 0.000001, max: 999_999_999, message: `${V}.rateToRsd` } },
    /** Default: today (Belgrade) on create, or when only the rate changes. */
    rateDate: { kind: 'date', create: 'optional', update: 'optional', rules: { message: `${V}.rateDate` } },
    isActive: { kind: 'boolean', create: 'optional', update: 'optional' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
  },
});
