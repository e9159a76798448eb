/**
 * The organisation-modules resource: no screens of its own (they live on the organisation's Modules tab).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { organisationModuleDeclaration } from './declaration';

export { organisationModuleDeclaration };

export default resourcePropsOf(organisationModuleDeclaration);
