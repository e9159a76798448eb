/**
 * The route registry (docs/decisions.md#resource-definitions). Everything here is mounted under
 * /api/1.0 (src/shared/api.ts API_BASE); each route declares its permission.
 *
 * Every resource definition (src/shared/resources) is served by the CRUD routes derived from it
 * (`definedCrudRoutes`, defined-crud.ts): with the particular parts of its routes file when it
 * has particular behaviour ({@link PARTICULAR_ROUTES}; the file passes them to
 * `definedCrudRoutes`), else over the table of the same name in server/db/schema.ts
 * (`contact-messages` → `contactMessages`). Routes that are not a resource (sign-in, the account, the public site's
 * endpoints) are listed in {@link OTHER_ROUTES}.
 */
import type { FastifyPluginAsync } from 'fastify';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/shared/resource';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import * as tables from '../db/schema';
import accountRoutes from './accounts';
import activityRoutes from './activity';
import articleRoutes from './articles';
import authRoutes from './auth';
import blogRoutes from './blog';
import careersRoutes from './careers';
import caseStudiesPublicRoutes from './case-studies-public';
import contactRoutes from './contact';
import contactMessageRoutes from './contact-messages';
import crawledOrganisationRoutes from './crawled-organisations';
import currencyRoutes from './currencies';
import dashboardRoutes from './dashboard';
import { definedCrudRoutes } from './defined-crud';
import emailTemplateRoutes from './email-templates';
import emailRoutes from './emails';
import { featureRoutes, moduleRoutes } from './modules';
import { organisationFeatureRoutes, organisationModuleRoutes } from './organisation-modules';
import invitationRoutes from './invitations';
import jobApplicationFormRoutes from './job-application-form';
import jobApplicationRoutes from './job-applications';
import mediaRoutes from './media';
import organisationRoutes from './organisations';
import passwordResetRoutes from './password-reset';
import permissionRoutes from './permissions';
import roleRoutes from './roles';
import sessionRoutes from './sessions';
import systemRoutes from './system';
import twoFactorRoutes from './two-factor';
import userClaimRoutes from './user-claims';
import userRoutes from './users';

/** Resources whose routes file adds hooks, endpoints or schemas to what the definition gives (through definedCrudRoutes). */
const PARTICULAR_ROUTES: Readonly<Record<string, FastifyPluginAsync>> = {
  users: userRoutes,
  'user-claims': userClaimRoutes,
  activity: activityRoutes,
  roles: roleRoutes,
  permissions: permissionRoutes,
  organisations: organisationRoutes,
  'organisation-modules': organisationModuleRoutes,
  'organisation-features': organisationFeatureRoutes,
  modules: moduleRoutes,
  features: featureRoutes,
  'crawled-organisations': crawledOrganisationRoutes,
  currencies: currencyRoutes,
  emails: emailRoutes,
  'email-templates': emailTemplateRoutes,
  'contact-messages': contactMessageRoutes,
  articles: articleRoutes,
  media: mediaRoutes,
  'job-applications': jobApplicationRoutes,
};

/** Routes that are not a resource's. */
const OTHER_ROUTES: readonly FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  sessionRoutes,
  invitationRoutes,
  twoFactorRoutes,
  dashboardRoutes,
  systemRoutes,
  blogRoutes,
  careersRoutes,
  caseStudiesPublicRoutes,
  contactRoutes,
  jobApplicationFormRoutes,
  passwordResetRoutes,
];

/** `contact-messages` → `contactMessages`. */
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

/** The Drizzle table of a definition; throws at start-up when the schema has none. */
export function tableOf(definition: ResourceDefinition): PgTable {
  const table = (tables as Record<string, unknown>)[camelCase(definition.name)];
  if (!is(table, PgTable)) throw new Error(`Resource ${definition.name} has no table ${camelCase(definition.name)} in server/db/schema.ts`);
  return table;
}

/** The routes of one resource: its routes file's, or the CRUD routes its definition gives. */
export const resourceRoutesOf = (definition: ResourceDefinition): FastifyPluginAsync =>
  PARTICULAR_ROUTES[definition.name] ?? definedCrudRoutes(definition, tableOf(definition));

for (const name of Object.keys(PARTICULAR_ROUTES)) {
  if (!RESOURCE_DEFINITIONS.some((definition) => definition.name === name)) throw new Error(`Routes of ${name}, which has no definition in src/shared/resources`);
}

export const apiRoutes: FastifyPluginAsync[] = [...OTHER_ROUTES, ...RESOURCE_DEFINITIONS.map(resourceRoutesOf)];
