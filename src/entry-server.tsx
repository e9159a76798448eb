/**
 * Server-side render of one public page for the prerenderer (scripts/prerender.ts): the same
 * AppShell as the browser inside a StaticRouter, a fresh i18next instance holding every
 * translation, and emotion's critical CSS extracted for the page.
 */
import { StrictMode } from 'react';
// The site runs on Preact (vite.config.ts aliases react to preact/compat in this build), so
// its elements are Preact vnodes and preact-render-to-string renders them.
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import AppShell from './AppShell';
import { SERVER_STYLES_ATTRIBUTE, createEmotionCache } from './emotionCache';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizePath, type LanguageCode } from './shared/languages';
import { InitialDataContext, type InitialData } from './site/data/initialData';
import { PAGES } from './site/pages';
import { PageMetaContext, type PageMeta } from './site/usePageMeta';

/** Unprefixed paths of the pages to prerender in every language. */
export const PRERENDER_PATHS: string[] = PAGES.filter((p) => p.indexable).map((p) => p.path);

/**
 * Unprefixed paths of the public pages that are not prerendered and take no parameter
 * (`/login`, `/reset-password`): the server answers them with the SPA shell, and any path that
 * is neither one of these nor prerendered with the not-found page (status 404).
 */
export const SHELL_PATHS: string[] = PAGES.filter((p) => !p.indexable && !p.path.includes(':')).map((p) => p.path);

export { LANGUAGE_CODES, DEFAULT_LANGUAGE, localizePath };
export type { InitialData, LanguageCode, PageMeta };

/** Result of rendering one URL. */
export interface RenderResult {
  /** Markup of the #root element. */
  html: string;
  /** `<style data-emotion=…>` tags with the page's critical CSS. */
  styles: string;
  /** Title and description the page declared through usePageMeta. */
  meta?: PageMeta;
}

/**
 * Renders `url` (already prefixed) in `lng` with `resources` ({lng: {ns: json}}). Waits for
 * lazy pages (renderToStringAsync resolves every Suspense boundary). Pages that show API
 * data read it from `initialData` (key → answer); the caller embeds the same record in the
 * page so that hydration renders the same markup.
 */
export async function render(url: string, lng: LanguageCode, resources: Resource, initialData: InitialData = {}): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    resources,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const collector: { meta?: PageMeta } = {};

  const html = await renderToStringAsync(
    (
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaContext.Provider value={(meta) => (collector.meta = meta)}>
          <InitialDataContext.Provider value={initialData}>
            <StaticRouter location={url}>
              <AppShell i18n={i18n} />
            </StaticRouter>
          </InitialDataContext.Provider>
        </PageMetaContext.Provider>
      </CacheProvider>
    </StrictMode>
    ) as unknown as VNode,
  );
  // Renamed so that emotion in the browser leaves the tags where they are (see createEmotionCache).
  const styles = emotionServer
    .constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html))
    .replaceAll('<style data-emotion=', `<style ${SERVER_STYLES_ATTRIBUTE}=`);
  return { html, styles, meta: collector.meta };
}
