/** The organisation-modules resource: no screens of its own (they live on the organisation's Modules tab). */
import { defineResource } from '../../admin/crud';
import { organisationModuleDeclaration } from './declaration';

export { organisationModuleDeclaration };

export default defineResource(organisationModuleDeclaration);
