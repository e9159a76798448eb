/**
 * Currencies (docs/requirements.md#r2 "currencies"; docs/decisions.md#organisations; docs/architecture.md#data-model): ISO 4217 code, name, symbol,
 * minor units and the rate to the dinar (RSD per unit, the base currency) with its date. The
 * list edits a rate in place (`PUT /currencies/{id}/rate`); the details page has the rate
 * history with a chart, and the History tab. No delete: a currency no longer used is
 * deactivated (RSD never is).
 */
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { Currency } from '../../shared/api';
import type { ResourceDeclaration } from '../../admin/crud';
import { InlineRateField } from './InlineRateField';
import { RateHistoryTab } from './RateHistoryTab';

/** ISO 4217 alphabetic codes: three upper-case letters. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const currencyDeclaration: ResourceDeclaration<Currency> = {
  name: 'currencies',
  icon: CurrencyExchangeIcon,
  capabilities: { activeState: true },
  searchable: true,
  defaultSort: { field: 'code', order: 'ASC' },
  filters: [{ source: 'isActive', type: 'boolean', alwaysOn: true }],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (currency) => `${currency.code} — ${currency.name}`,
  compactList: { primary: 'code', secondary: 'name', tertiary: 'rateToRsd' },
  // Rows open their details; the rate cell edits in place.
  tabs: [
    { type: 'custom', path: 'rates', component: RateHistoryTab },
    { type: 'activity', path: 'history' },
  ],
  fields: [
    { source: 'id', type: 'number', show: true },
    {
      source: 'code',
      type: 'text',
      list: true,
      show: true,
      form: true,
      validation: { required: true, pattern: CURRENCY_CODE_PATTERN, patternMessage: 'resources.currencies.validation.code' },
    },
    { source: 'name', type: 'text', list: true, show: true, form: true, validation: { required: true, minLength: 2, maxLength: 100 } },
    { source: 'symbol', type: 'text', list: true, show: true, form: true, hideBelow: 'sm', sortable: false, validation: { required: true, maxLength: 10 } },
    { source: 'minorUnits', type: 'number', show: true, form: true, defaultValue: 2, validation: { required: true, min: 0, max: 4 } },
    { source: 'rateToRsd', type: 'number', list: true, show: true, form: true, display: InlineRateField, validation: { required: true, min: 0.000001 } },
    { source: 'rateDate', type: 'date', list: true, show: true, form: true, hideBelow: 'md', validation: { required: true } },
    { source: 'isActive', type: 'boolean', list: true, show: true, form: true, toggle: true, defaultValue: true },
    { source: 'createdAt', type: 'datetime', show: true },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
