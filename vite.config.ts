import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from './src/theme/colorSchemeScript';
import { adminPreloadScript } from './src/i18n/preload';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/shared/languages';
import * as resourceDefinitions from './src/shared/resources';
import { definitionsAtStartSource } from './src/admin/build/definitionsAtStart';

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

/** Short hash of every translation file: appended to translation URLs so they can be cached forever. */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const lng of readdirSync('locales').sort()) {
    for (const file of readdirSync(resolve('locales', lng)).sort()) hash.update(`${lng}/${file}\n`).update(readFileSync(resolve('locales', lng, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** react → Preact's compatibility layer: the public site's production build (about 50 KB gz less than React DOM). */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Both pages: the colour-scheme script first in <body>, before anything paints (no flash). */
function colorSchemeScript(): Plugin {
  return {
    name: 'color-scheme-script',
    transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'body-prepend' }],
  };
}

/**
 * admin.html only: the inline script that detects the interface language and requests its
 * translations at once, in parallel with the main script (src/i18n/preload.ts;
 * docs/decisions.md#admin-bundle). `version` is the translations' hash in the build, '' in dev.
 */
function adminTranslationPreload(version: string): Plugin {
  return {
    name: 'admin-translation-preload',
    transformIndexHtml: (_html, context) =>
      context.filename.endsWith('admin.html') ? [{ tag: 'script', children: adminPreloadScript(LANGUAGE_CODES, DEFAULT_LANGUAGE, version), injectTo: 'head-prepend' }] : undefined,
  };
}

/** Dev only: /admin and every path below it get the back office's page (admin.html). */
function devAdminPage(): Plugin {
  return {
    name: 'dev-admin-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * Admin build only: modules of react-admin's own packages swapped for what the back office needs
 * of them, so that code it never runs stays out of its first download
 * (docs/decisions.md#admin-bundle; each file under src/admin/build/ says why). Only the named
 * importer gets the replacement; every other importer, the replacements themselves, tests and
 * the dev server get the real module. A react-admin release that no longer imports one of them
 * this way fails the build instead of silently keeping the code.
 */
const REACT_ADMIN_SUBSTITUTES = [
  { importer: /[\\/]node_modules[\\/]ra-core[\\/]/, source: 'react-router-dom', replacement: 'src/admin/build/reactRouterForReactAdmin.ts' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Title\.js$/, source: './PageTitleConfigurable.js', replacement: 'src/admin/build/pageTitle.tsx' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Layout\.js$/, source: '../preferences/index.js', replacement: 'src/admin/build/noInspector.ts' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/](layout|button)[\\/][^\\/]+\.js$/, source: '@mui/material', replacement: 'src/admin/build/muiWithLazyPopups.ts' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/](layout|button)[\\/][^\\/]+\.js$/, source: '@mui/material/Tooltip', replacement: 'src/admin/build/lazyTooltip.tsx' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]MenuItemLink\.js$/, source: 'react-hotkeys-hook', replacement: 'src/admin/build/noMenuShortcuts.ts' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]MenuItemLink\.js$/, source: '../KeyboardShortcut.js', replacement: 'src/admin/build/noMenuShortcuts.ts' },
  { importer: /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/](core[\\/]useGetResourceLabel|util[\\/]getFieldLabelTranslationArgs)\.js$/, source: 'inflection', replacement: 'src/admin/build/inflectionForLabels.ts' },
  { importer: /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/](Sidebar|Menu)\.js$/, source: 'lodash/get.js', replacement: 'src/admin/build/lodashGet.ts' },
  { importer: /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/]routing[\\/]useRestoreScrollPosition\.js$/, source: 'lodash/debounce.js', replacement: 'src/admin/build/lodashDebounce.ts' },
  { importer: /[\\/]node_modules[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/, source: 'hoist-non-react-statics', replacement: 'src/admin/build/unusedModule.ts' },
  { importer: /[\\/]node_modules[\\/]crypto-js[\\/]evpkdf\.js$/, source: './sha1', replacement: 'src/admin/build/unusedModule.ts' },
  { importer: /[\\/]node_modules[\\/]crypto-js[\\/]evpkdf\.js$/, source: './hmac', replacement: 'src/admin/build/unusedModule.ts' },
  { importer: /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/](store[\\/]useStore|core[\\/]ResourceDefinitionContext|util[\\/]hooks)\.js$/, source: 'lodash/isEqual.js', replacement: 'src/admin/build/isEqual.ts' },
];

function reactAdminSubstitutes(): Plugin {
  const used = new Set<(typeof REACT_ADMIN_SUBSTITUTES)[number]>();
  return {
    name: 'react-admin-substitutes',
    enforce: 'pre',
    resolveId(source, importer) {
      const substitute = importer && REACT_ADMIN_SUBSTITUTES.find((entry) => entry.source === source && entry.importer.test(importer));
      if (!substitute) return null;
      used.add(substitute);
      return fileURLToPath(new URL(`./${substitute.replacement}`, import.meta.url));
    },
    buildEnd(error) {
      const unused = REACT_ADMIN_SUBSTITUTES.filter((entry) => !used.has(entry));
      if (!error && unused.length) this.error(`react-admin-substitutes: not imported as expected any more, revisit: ${unused.map((entry) => `${entry.source} → ${entry.replacement}`).join(', ')}`);
    },
  };
}

/**
 * Vite builds of the two browser apps, both into dist/client:
 * - default (`vite build`): the public site, index.html → src/main.tsx, on Preact (react →
 *   preact/compat aliases), manifest .vite/manifest.json; also the prerender bundle
 *   (`vite build --ssr src/entry-server.tsx`, rendered by preact-render-to-string);
 * - `--mode admin`: the back office, admin.html → src/admin/main.tsx, on React (react-admin
 *   needs it), manifest .vite/admin-manifest.json, added next to the site's files.
 * In development (`vite`) both pages run on React, the API is proxied to the Fastify server on
 * port 3000 and translations are served from ./locales.
 */
/**
 * Admin build only: the resource definitions as the first screen's modules import them — the
 * registry entries (src/resources/<name>/index.ts), the registry (src/resources/index.ts) and
 * src/admin/apiPaths.ts — cut to what the registry needs at start
 * (src/admin/build/definitionsAtStart.ts; docs/decisions.md#admin-bundle). Every other importer
 * gets src/shared/resources itself. Fails the build when none of them imports it any more.
 */
function definitionsAtStart(): Plugin {
  const definitionsModule = fileURLToPath(new URL('./src/shared/resources/index.ts', import.meta.url));
  const importers = /[\\/]src[\\/](resources[\\/]([^\\/]+[\\/])?index\.ts|admin[\\/]apiPaths\.ts)$/;
  const id = '\0definitions-at-start';
  let used = false;
  return {
    name: 'definitions-at-start',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !importers.test(importer) || !source.includes('shared/resources')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id !== definitionsModule) return null;
      used = true;
      return id;
    },
    load(loading) {
      return loading === id ? definitionsAtStartSource(resourceDefinitions) : null;
    },
    buildEnd(error) {
      if (!error && !used) this.error('definitions-at-start: no first-screen module imports src/shared/resources any more, revisit');
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const build = command === 'build';
  const admin = mode === 'admin';
  const alias = [
    // react-router's package exports only its development build; builds use its production
    // build (same API, no dev-only warnings: about a third smaller).
    ...(build ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : []),
    ...(build && !admin ? PREACT_ALIASES : []),
    // react-router-dom re-exports react-router/dom, whose package exports also point at the
    // development build: in the admin build that was a second, development copy of react-router
    // (about 11 KB gz; docs/decisions.md#admin-bundle).
    ...(build && admin ? [{ find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) }] : []),
  ];
  const version = build ? localesVersion() : '';
  return {
    plugins: [react(), colorSchemeScript(), adminTranslationPreload(version), devLocales(), devAdminPage(), ...(build && admin ? [reactAdminSubstitutes(), definitionsAtStart()] : [])],
    define: { __LOCALES_VERSION__: JSON.stringify(version) },
    resolve: { alias },
    build: {
      outDir: isSsrBuild ? 'dist/server' : 'dist/client',
      emptyOutDir: !admin,
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      // Font files stay files, however small: the prerender inlines the ones a language's pages
      // need at once (scripts/prerender.ts), the others load only where their letters appear.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      manifest: admin ? '.vite/admin-manifest.json' : true,
      rollupOptions: isSsrBuild ? undefined : { input: admin ? 'admin.html' : 'index.html' },
    },
    // The prerender bundle carries its dependencies (no Node ESM resolution surprises) except
    // Preact and its renderer, which must be one copy (hooks state lives in the module).
    ssr: { noExternal: true, external: ['preact', 'preact-render-to-string'] },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://127.0.0.1:3000',
      },
    },
  };
});
