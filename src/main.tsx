/**
 * Browser entry. Prerendered public pages (see scripts/prerender.ts) are hydrated once the
 * page's translations are loaded, so the first client render matches the HTML; other paths
 * (the admin, dynamic routes) render from scratch.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import i18n, { i18nReady } from './i18n';
import { parseLocalizedPath } from './i18n/languages';
import AppShell from './AppShell';
import { createEmotionCache } from './emotionCache';
import { InitialDataContext, readInitialData } from './site/data/initialData';
import { PAGES } from './site/pages';

/** Namespaces the page at `pathname` needs before its first render. */
function pageNamespaces(pathname: string): string[] {
  const parsed = parseLocalizedPath(pathname);
  if (!parsed) return [];
  const page = PAGES.find((p) => matchPath({ path: p.path, end: true }, parsed.page));
  return page?.namespaces ?? ['site'];
}

async function start() {
  const container = document.getElementById('root')!;
  // The data the page was prerendered with (scripts/prerender.ts), so hydration renders the same.
  const initialData = readInitialData(document);
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <InitialDataContext.Provider value={initialData}>
          <BrowserRouter>
            <AppShell i18n={i18n} />
          </BrowserRouter>
        </InitialDataContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    await i18nReady;
    await i18n.loadNamespaces(['common', ...pageNamespaces(window.location.pathname)]);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
