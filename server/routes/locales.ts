/**
 * GET /locales/{lng}/{ns}.json: translation files for i18next-http-backend (docs/requirements.md#r7), only for
 * the seven languages (docs/requirements.md#r9) and plain namespace names; 404 JSON otherwise.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isSupportedLanguage } from '../../src/shared/languages';
import { notFound } from '../http/errors';

/** Options of the locales routes. */
export interface LocalesRoutesOptions {
  localesDir: string;
}

const NAMESPACE_FILE = /^([a-z-]+)\.json$/;

const localesRoutes: FastifyPluginAsyncTypebox<LocalesRoutesOptions> = async (app, { localesDir }) => {
  app.get(
    '/locales/:lng/:file',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        params: Type.Object({ lng: Type.String({ maxLength: 10 }), file: Type.String({ maxLength: 100 }) }),
        // `v`: the build's hash of all translation files (src/i18n), which makes the URL immutable.
        querystring: Type.Object({ v: Type.Optional(Type.String({ pattern: '^[a-f0-9]{6,64}$' })) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const { lng, file } = request.params;
      const namespace = NAMESPACE_FILE.exec(file)?.[1];
      if (!isSupportedLanguage(lng) || !namespace) throw notFound();
      let json: string;
      try {
        json = await readFile(join(localesDir, lng, `${namespace}.json`), 'utf8');
      } catch {
        throw notFound();
      }
      // Versioned URLs (?v=<hash of the translations>) never change; bare ones may with a deployment.
      const cacheControl = request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(json);
    },
  );
};

export default localesRoutes;
