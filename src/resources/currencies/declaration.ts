/**
 * Currencies (docs/requirements.md#r2 "currencies"; docs/decisions.md#organisations; docs/architecture.md#data-model): ISO 4217 code, name, symbol,
 * minor units and the rate to the dinar (RSD per unit, the base currency) with its date. The
 * list edits a rate in place (`PUT /currencies/{id}/rate`); the details page has the rate
 * history with a chart, and the History tab. No delete: a currency no longer used is
 * deactivated (RSD never is).
 */
import type { Currency } from '../../shared/api';
import { declarationOf } from '../../admin/crud';
import { currenciesDefinition } from '../../shared/resources';
import { InlineRateField } from './InlineRateField';
import { seededTextDisplay } from '../../admin/crud/seededTexts';
import { RateHistoryTab } from './RateHistoryTab';
import { currencyRegistration } from './registration';

export const currencyDeclaration = declarationOf<Currency>(currenciesDefinition, currencyRegistration, {
  defaultSort: { field: 'code', order: 'ASC' },
  filters: [{ source: 'isActive', type: 'boolean', alwaysOn: true }],
  compactList: { primary: 'code', secondary: 'name', tertiary: 'rateToRsd' },
  // Rows open their details; the rate cell edits in place.
  tabs: [
    { type: 'custom', path: 'rates', component: RateHistoryTab },
    { type: 'activity', path: 'history' },
  ],
  fields: [
    { source: 'id', show: true },
    { source: 'code', list: true, show: true, form: true },
    // A seeded currency's name in the reader's language (Intl), unless staff renamed it.
    { source: 'name', list: true, show: true, form: true, display: seededTextDisplay('currency', 'code') },
    { source: 'symbol', list: true, show: true, form: true, hideBelow: 'sm', sortable: false },
    { source: 'minorUnits', show: true, form: true, defaultValue: 2, validation: { required: true } },
    { source: 'rateToRsd', list: true, show: true, form: true, display: InlineRateField },
    { source: 'rateDate', list: true, show: true, form: true, hideBelow: 'md', validation: { required: true } },
    { source: 'isActive', list: true, show: true, form: true, toggle: true, defaultValue: true },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', show: true },
  ],
});
