import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Dev only: serves /locales/{lng}/{ns}.json from ./locales (in production Fastify does). */
function devLocales(): Plugin {
  return {
    name: 'dev-locales',
    configureServer(server) {
      server.middlewares.use('/locales', async (req, res, next) => {
        const match = /^\/([a-z]{2})\/([a-z-]+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const body = await readFile(resolve('locales', match[1], `${match[2]}.json`));
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end('{"message":"Not found"}');
        }
      });
    },
  };
}

/**
 * Vite build of the browser app: one entry (index.html → src/main.tsx); the admin is a lazy
 * chunk loaded only under /admin. In development the API is proxied to the Fastify server on
 * port 3000 and translations are served from ./locales.
 */
/** Short hash of every translation file: appended to translation URLs so they can be cached forever. */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const lng of readdirSync('locales').sort()) {
    for (const file of readdirSync(resolve('locales', lng)).sort()) hash.update(`${lng}/${file}\n`).update(readFileSync(resolve('locales', lng, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), devLocales()],
  define: { __LOCALES_VERSION__: JSON.stringify(mode === 'production' ? localesVersion() : '') },
  resolve: {
    // react-router's package exports only its development build; production builds use its
    // production build (same API, no dev-only warnings: about a third smaller).
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  build: { outDir: 'dist/client', sourcemap: false, chunkSizeWarningLimit: 2000, manifest: true },
  // The prerender bundle (vite build --ssr) carries its dependencies: no Node ESM resolution surprises.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
}));
