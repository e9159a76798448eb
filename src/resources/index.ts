/**
 * Registry of admin resources: one line per resource (docs/architecture.md). AdminApp turns each into a
 * `<Resource>`; menus show only those the user may list. The authProvider and dataProvider
 * read each resource's permission rule and API capabilities from here.
 */
import { apiCapabilitiesOf, permissionRuleOf, type AdminResource } from '../admin/crud';
import type { ResourcePermissionRule } from '../admin/authProvider';
import type { ResourceApiCapabilities } from '../admin/dataProviderTypes';
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

/** Resources with screens of their own (menu, dashboard, `<Resource>`). */
export const resources: readonly AdminResource[] = [users, roles, permissions, organisations, modules, crawlOrganisations, currencies, emails, activity];

/** Resources shown only inside another's screens (a details tab): no menu entry, no dashboard card. */
export const nestedResources: readonly AdminResource[] = [userClaims, organisationModules, organisationFeatures];

const allResources = [...resources, ...nestedResources];

/** resource name → permission rule (prefix, or per-action names), for the authProvider's canAccess. */
export const permissionPrefixes: Readonly<Record<string, ResourcePermissionRule>> = Object.fromEntries(
  allResources.map((resource) => [resource.name, permissionRuleOf(resource.declaration)]),
);

/** resource name → API capabilities (soft/hard delete, state), for the dataProvider. */
export const resourceApiCapabilities: Readonly<Record<string, ResourceApiCapabilities>> = Object.fromEntries(
  allResources.map((resource) => [resource.name, apiCapabilitiesOf(resource.declaration)]),
);
