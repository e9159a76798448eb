/**
 * Registration of the currencies resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { Currency } from '../../shared/api';
import type { ResourceRegistration } from '../../admin/crud/types';

export const currencyRegistration: ResourceRegistration<Currency> = {
  icon: CurrencyExchangeIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (currency) => `${currency.code} — ${currency.name}`,
};
