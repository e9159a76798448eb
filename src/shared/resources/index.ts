/**
 * Every resource definition, and what is derived from the list (docs/decisions.md#resource-definitions):
 * the permission names the seed creates, the activity log's resources, the admin ↔ API name
 * map. A resource added to {@link RESOURCE_DEFINITIONS} gets all of them; nothing here is
 * listed by hand.
 */
import { adminNameOf, ownPermissionsOf, type ResourceDefinition } from '../resource';
import { activityDefinition } from './activity';
import { articlesDefinition } from './articles';
import { caseStudiesDefinition } from './case-studies';
import { contactMessagesDefinition } from './contact-messages';
import { crawledOrganisationsDefinition } from './crawled-organisations';
import { currenciesDefinition } from './currencies';
import { emailTemplatesDefinition } from './email-templates';
import { emailsDefinition } from './emails';
import { featuresDefinition } from './features';
import { jobApplicationsDefinition } from './job-applications';
import { jobOpeningsDefinition } from './job-openings';
import { mediaDefinition } from './media';
import { modulesDefinition } from './modules';
import { organisationFeaturesDefinition } from './organisation-features';
import { organisationModulesDefinition } from './organisation-modules';
import { organisationsDefinition } from './organisations';
import { permissionsDefinition } from './permissions';
import { rolesDefinition } from './roles';
import { testimonialsDefinition } from './testimonials';
import { userClaimsDefinition } from './user-claims';
import { usersDefinition } from './users';

export {
  activityDefinition,
  articlesDefinition,
  caseStudiesDefinition,
  contactMessagesDefinition,
  crawledOrganisationsDefinition,
  currenciesDefinition,
  emailTemplatesDefinition,
  emailsDefinition,
  featuresDefinition,
  jobApplicationsDefinition,
  jobOpeningsDefinition,
  mediaDefinition,
  modulesDefinition,
  organisationFeaturesDefinition,
  organisationModulesDefinition,
  organisationsDefinition,
  permissionsDefinition,
  rolesDefinition,
  testimonialsDefinition,
  userClaimsDefinition,
  usersDefinition,
};

/** Every resource, in the order permissions are seeded and resources are listed. */
export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [
  usersDefinition,
  rolesDefinition,
  permissionsDefinition,
  userClaimsDefinition,
  organisationsDefinition,
  organisationModulesDefinition,
  organisationFeaturesDefinition,
  modulesDefinition,
  featuresDefinition,
  crawledOrganisationsDefinition,
  currenciesDefinition,
  emailsDefinition,
  emailTemplatesDefinition,
  contactMessagesDefinition,
  articlesDefinition,
  mediaDefinition,
  jobOpeningsDefinition,
  jobApplicationsDefinition,
  caseStudiesDefinition,
  testimonialsDefinition,
  activityDefinition,
];

/** The definition named `name` (its API name); throws for an unknown one, a programming error. */
export function definitionOf(name: string): ResourceDefinition {
  const found = RESOURCE_DEFINITIONS.find((definition) => definition.name === name);
  if (!found) throw new Error(`No resource definition named ${name}`);
  return found;
}

/** Every permission name the resources bring (`users.read` … `emails.send`, `activity.read`). */
export const PERMISSION_NAMES: readonly string[] = RESOURCE_DEFINITIONS.flatMap(ownPermissionsOf);

/**
 * The permissions an organisation role may hold (docs/decisions.md#organisation-roles): those of
 * the organisation-owned resources (the definitions' `organisationOwned` flag) — the
 * organisation's details, members, modules and features — less creating and deleting
 * organisations, which are global acts.
 */
export const ORGANISATION_PERMISSION_NAMES: readonly string[] = RESOURCE_DEFINITIONS.filter((definition) => definition.organisationOwned)
  .flatMap(ownPermissionsOf)
  .filter((name) => name !== 'organisations.create' && name !== 'organisations.delete');

/** Whether an organisation role may hold `permission`. */
export const isOrganisationPermission = (permission: string): boolean => ORGANISATION_PERMISSION_NAMES.includes(permission);

/** The activity log's `resource` values: every logged resource, and `auth` for sign-in events. */
export const ACTIVITY_RESOURCES: readonly string[] = [
  ...RESOURCE_DEFINITIONS.filter((definition) => definition.logged !== false).map((definition) => definition.name),
  'auth',
];

/** react-admin resource name → API name, where they differ (`crawl-organisations` → `crawled-organisations`). */
export const API_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  RESOURCE_DEFINITIONS.filter((definition) => adminNameOf(definition) !== definition.name).map((definition) => [adminNameOf(definition), definition.name]),
);
