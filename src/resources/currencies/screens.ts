/**
 * The currencies resource (`/admin/currencies`, `/add`, `/{id}` with its rates and history tabs,
 * `/{id}/edit`): generated from its declaration; the rate is edited in place in the list.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { currencyDeclaration } from './declaration';

export { currencyDeclaration } from './declaration';

export default resourcePropsOf(currencyDeclaration);
