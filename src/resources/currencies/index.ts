/**
 * Registration of the currencies resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { Currency } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { currenciesDefinition } from '../../shared/resources';

export default lazyResource<Currency>(currenciesDefinition, {
  icon: CurrencyExchangeIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (currency) => `${currency.code} — ${currency.name}`,
  load: () => import('./screens'),
});
