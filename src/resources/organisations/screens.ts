/**
 * The organisations resource (docs/requirements.md#r2 `/admin/organisations`, `/add`, `/{id}` with its tabs,
 * `/{id}/edit`, and the tabs' nested screens): list, details and edit generated from its
 * declaration; Add is the onboarding wizard.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { organisationDeclaration } from './declaration';
import { OrganisationCreate } from './OrganisationCreate';

export { organisationDeclaration, ORGANISATION_TYPE_CHOICES } from './declaration';
export { OrganisationCreate, toInitPayload } from './OrganisationCreate';
export { OrganisationUserAdd, OrganisationUserEdit } from './OrganisationUsers';
export { pibValidator, websiteValidator } from './validation';

export default resourcePropsOf(organisationDeclaration, { create: OrganisationCreate });
