/** The organisation-features resource: no screens of its own (they live on the organisation's Features tab). */
import { defineResource } from '../../admin/crud';
import { organisationFeatureDeclaration } from './declaration';

export { organisationFeatureDeclaration };

export default defineResource(organisationFeatureDeclaration);
