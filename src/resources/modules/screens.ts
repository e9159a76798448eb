/**
 * The modules resource (docs/requirements.md#r2 `/admin/modules`, `/add`, `/{id}`, plus `/{id}/edit`): generated
 * from its declaration, the features edited inline on the module's form.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { moduleDeclaration } from './declaration';

export { moduleDeclaration, featureItemFields } from './declaration';

export default resourcePropsOf(moduleDeclaration);
