/**
 * The route registry: one line per resource. Everything here is mounted under /api/1.0
 * (src/shared/api.ts API_BASE); each route declares its permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import activityRoutes from './activity';
import authRoutes from './auth';
import blogRoutes from './blog';
import contactRoutes from './contact';
import crawledOrganisationRoutes from './crawled-organisations';
import currencyRoutes from './currencies';
import dashboardRoutes from './dashboard';
import emailRoutes from './emails';
import { featureRoutes, moduleRoutes } from './modules';
import { organisationFeatureRoutes, organisationModuleRoutes } from './organisation-modules';
import invitationRoutes from './invitations';
import organisationRoutes from './organisations';
import passwordResetRoutes from './password-reset';
import permissionRoutes from './permissions';
import roleRoutes from './roles';
import sessionRoutes from './sessions';
import twoFactorRoutes from './two-factor';
import userClaimRoutes from './user-claims';
import userRoutes from './users';

export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  sessionRoutes,
  invitationRoutes,
  twoFactorRoutes,
  userRoutes,
  userClaimRoutes,
  activityRoutes,
  dashboardRoutes,
  roleRoutes,
  permissionRoutes,
  organisationRoutes,
  organisationModuleRoutes,
  organisationFeatureRoutes,
  moduleRoutes,
  featureRoutes,
  crawledOrganisationRoutes,
  currencyRoutes,
  emailRoutes,
  blogRoutes,
  contactRoutes,
  passwordResetRoutes,
];
