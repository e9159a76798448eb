/**
 * The route registry: one line per resource. Everything here is mounted under /api/1.0
 * (src/contract/api.ts API_BASE); each route declares its permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import authRoutes from './auth';
import blogRoutes from './blog';
import contactRoutes from './contact';
import organisationRoutes from './organisations';
import passwordResetRoutes from './password-reset';
import permissionRoutes from './permissions';
import roleRoutes from './roles';
import userRoutes from './users';

export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  userRoutes,
  roleRoutes,
  permissionRoutes,
  organisationRoutes,
  blogRoutes,
  contactRoutes,
  passwordResetRoutes,
];
