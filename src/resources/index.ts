/**
 * Registry of admin resources (docs/decisions.md#resource-definitions): one per resource
 * definition (src/shared/resources), none listed by hand. A definition with a declaration of
 * its own (a folder here) uses it; one without gets the screens its definition gives
 * (src/admin/crud/defaultPresentation.ts). AdminApp turns each into a resource element; menus
 * show only those the user may list. The authProvider and dataProvider read each resource's
 * permission rule and API capabilities from here.
 *
 * Every entry is a registry entry (src/admin/crud/lazyResource.tsx, docs/decisions.md#admin-bundle)
 * made from the definition and the resource's registration (`<name>/registration.ts`): this
 * module and what it imports are in the back office's first download, each resource's
 * declaration and screens are not (they load the first time one of its screens opens). Import
 * nothing here that pulls screens in.
 */
import { defaultRegistration } from '../admin/crud/defaultRegistration';
import { registryEntry, type LazyAdminResource } from '../admin/crud/lazyResource';
import type { AdminResource } from '../admin/crud/resourceProps';
import type { ResourcePermissionRule } from '../admin/authProvider';
import type { ResourceApiCapabilities } from '../admin/dataProviderTypes';
import type { ResourceDefinition } from '../shared/resource';
import { RESOURCE_DEFINITIONS } from '../shared/resources';
import users from './users';
import roles from './roles';
import permissions from './permissions';
import userClaims from './user-claims';
import organisations from './organisations';
import modules from './modules';
import organisationModules from './organisation-modules';
import organisationFeatures from './organisation-features';
import activity from './activity';
import crawlOrganisations from './crawl-organisations';
import currencies from './currencies';
import emails from './emails';
import emailTemplates from './email-templates';
import media from './media';
import articles from './articles';
import contactMessages from './contact-messages';
import jobApplications from './job-applications';

/** Edited inside another resource's form, with no screens of its own (features, in their module's form). */
const INLINE = 'inline';

/** Definitions with a declaration of their own, by definition name. */
const DECLARED: Readonly<Record<string, LazyAdminResource | typeof INLINE>> = {
  users,
  roles,
  permissions,
  'user-claims': userClaims,
  organisations,
  'organisation-modules': organisationModules,
  'organisation-features': organisationFeatures,
  modules,
  features: INLINE,
  'crawled-organisations': crawlOrganisations,
  currencies,
  emails,
  'email-templates': emailTemplates,
  media,
  articles,
  'contact-messages': contactMessages,
  'job-applications': jobApplications,
  activity,
};

/** The definitions whose admin has a declaration of its own (the others use defaultPresentation). */
export const declaredResourceNames: readonly string[] = Object.keys(DECLARED);

for (const name of Object.keys(DECLARED)) {
  if (!RESOURCE_DEFINITIONS.some((definition) => definition.name === name)) throw new Error(`Admin declaration of ${name}, which has no definition`);
}

/**
 * The registry entry of a definition without a declaration: its default registration, the
 * generic screens from one chunk shared by all such resources.
 */
function generated(definition: ResourceDefinition): LazyAdminResource {
  // The screens read the whole definition by name: `definition` may be its first screen's part only
  // (src/admin/build/definitionsAtStart.ts).
  return registryEntry(definition, defaultRegistration(definition), () =>
    import('../admin/crud/generatedResourceProps').then(({ generatedResourcePropsNamed }) => ({ default: generatedResourcePropsNamed(definition.name) })),
  );
}

/** Every admin resource with its definition, in the definitions' order. */
const defined = RESOURCE_DEFINITIONS.flatMap((definition) => {
  const declared = DECLARED[definition.name];
  if (declared === INLINE) return [];
  return [{ definition, resource: declared ?? generated(definition) }];
});

const allResources: readonly LazyAdminResource[] = defined.map(({ resource }) => resource);

/** Resources with screens of their own (menu, dashboard, a resource element). */
export const resources: readonly LazyAdminResource[] = defined.filter(({ definition }) => !definition.parent).map(({ resource }) => resource);

/** Resources shown only inside another's screens (a details tab; their definition has a parent): no menu entry, no dashboard card. */
export const nestedResources: readonly LazyAdminResource[] = defined.filter(({ definition }) => definition.parent).map(({ resource }) => resource);

/** resource name → permission rule (prefix, or per-action names), for the authProvider's canAccess. */
export const permissionPrefixes: Readonly<Record<string, ResourcePermissionRule>> = Object.fromEntries(
  allResources.map((resource) => [resource.name, resource.permissionRule]),
);

/** resource name → API capabilities (soft/hard delete, state), for the dataProvider. */
export const resourceApiCapabilities: Readonly<Record<string, ResourceApiCapabilities>> = Object.fromEntries(
  allResources.map((resource) => [resource.name, resource.capabilities]),
);

/**
 * Every resource's screens, loaded (`resourcePropsOf`'s props with the declaration): for tests
 * and tools that walk the declarations; the app itself loads each on first use.
 */
export function loadResources(entries: readonly LazyAdminResource[] = resources): Promise<AdminResource[]> {
  return Promise.all(entries.map((entry) => entry.load()));
}
