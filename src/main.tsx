/**
 * Browser entry. Prerendered public pages (see scripts/prerender.ts) are hydrated once the
 * page's translations are loaded, so the first client render matches the HTML; other paths
 * (the admin, dynamic routes) render from scratch.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import i18n, { i18nReady } from './i18n';
import { parseLocalizedPath } from './shared/languages';
import AppShell from './AppShell';
import { getTheme } from './theme';
import { createEmotionCache } from './emotionCache';
import { InitialDataContext, readInitialData } from './site/data/initialData';
import { PAGES, type PublicPage } from './site/pages';
import { PreloadedPagesContext } from './site/pages/preloaded';
import { hydrateInTurns, nextTask } from './site/components/hydrateInTurn';
import './theme/fonts.css';

/** The public page at `pathname`, if any. */
function pageAt(pathname: string): PublicPage | undefined {
  const parsed = parseLocalizedPath(pathname);
  return parsed ? PAGES.find((p) => matchPath({ path: p.path, end: true }, parsed.page)) : undefined;
}

async function start() {
  const container = document.getElementById('root')!;
  // The data the page was prerendered with (scripts/prerender.ts), so hydration renders the same.
  const initialData = readInitialData(document);
  const hydrating = container.hasChildNodes();
  const page = pageAt(window.location.pathname);
  const preloaded = new Map<string, ComponentType>();
  // Everything the first render needs: a prerendered page is then hydrated with exactly the
  // same markup, and a page rendered from scratch does not start by suspending (Preact, which
  // runs the public site, has no root-level suspension outside a <Suspense> boundary).
  const [module] = await Promise.all([
    page?.load?.(),
    i18nReady.then(() => i18n.loadNamespaces(['common', ...(page?.namespaces ?? ['site'])])),
  ]);
  if (page && module) preloaded.set(page.path, module.default);
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <InitialDataContext.Provider value={initialData}>
          <PreloadedPagesContext.Provider value={preloaded}>
            <BrowserRouter>
              <AppShell i18n={i18n} stylesInPage={hydrating} />
            </BrowserRouter>
          </PreloadedPagesContext.Provider>
        </InitialDataContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
  if (hydrating) {
    // Tasks of their own for the end of loading (translations, page), the theme and the
    // hydration's first part, rather than one long task.
    await nextTask();
    getTheme();
    await nextTask();
    hydrateInTurns(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

void start();
