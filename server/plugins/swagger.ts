/**
 * OpenAPI from the route schemas (@fastify/swagger), browsable at /api/docs, JSON at
 * /api/docs/json. Register before the routes so that they are collected.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Company site API',
          version: '1.0',
          description:
            'Main API of the company site and its back office. Errors are `{message, reason?, errors?}`. ' +
            'Sign in with POST /api/1.0/auth/authenticate and send `Authorization: Bearer <bearer_token>`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
