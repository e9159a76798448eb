/**
 * GET /locales/{lng}/{ns}.json: translation files for i18next-http-backend (SPEC §7), only for
 * the seven languages (SPEC §9) and plain namespace names; 404 JSON otherwise.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isSupportedLanguage } from '../../src/i18n/languages';
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
      schema: { hide: true, params: Type.Object({ lng: Type.String({ maxLength: 10 }), file: Type.String({ maxLength: 100 }) }) },
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
      // Short: translations change with deployments and the file names carry no hash.
      return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(json);
    },
  );
};

export default localesRoutes;
