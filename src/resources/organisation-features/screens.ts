/**
 * The organisation-features resource: no screens of its own (they live on the organisation's Features tab).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { organisationFeatureDeclaration } from './declaration';

export { organisationFeatureDeclaration };

export default resourcePropsOf(organisationFeatureDeclaration);
