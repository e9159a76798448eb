/**
 * The browser entry of a public page the server did not render (`/login`, `/reset-password`, the
 * account pages, which it answers with an empty shell): the whole site as a client-side app,
 * which then also renders any page it navigates to. Pages the server rendered hydrate their
 * islands instead (./islands/hydrateIslands.tsx).
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import i18n, { i18nReady } from '../i18n';
import { parseLocalizedPath } from '../shared/languages';
import AppShell from '../AppShell';
import { createEmotionCache } from '../emotionCache';
import { InitialDataContext, readInitialData } from './data/initialData';
import { PAGES, type PublicPage } from './pages';
import { PreloadedPagesContext } from './pages/preloaded';

/** The public page at `pathname`, if any. */
function pageAt(pathname: string): PublicPage | undefined {
  const parsed = parseLocalizedPath(pathname);
  return parsed ? PAGES.find((p) => matchPath({ path: p.path, end: true }, parsed.page)) : undefined;
}

/** Renders the site into `container` once the page's module and translations are loaded. */
export async function renderSite(container: HTMLElement): Promise<void> {
  const page = pageAt(window.location.pathname);
  const preloaded = new Map<string, ComponentType>();
  // Everything the first render needs, so that it does not start by suspending (Preact, which
  // runs the public site, has no root-level suspension outside a <Suspense> boundary).
  const [module] = await Promise.all([
    page?.load?.(),
    i18nReady.then(() => i18n.loadNamespaces(['common', ...(page?.namespaces ?? ['site'])])),
  ]);
  if (page && module) preloaded.set(page.path, module.default);
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <InitialDataContext.Provider value={readInitialData(document)}>
          <PreloadedPagesContext.Provider value={preloaded}>
            <BrowserRouter>
              <AppShell i18n={i18n} />
            </BrowserRouter>
          </PreloadedPagesContext.Provider>
        </InitialDataContext.Provider>
      </CacheProvider>
    </StrictMode>,
  );
}
