/**
 * The browser entry of a page the server rendered (prerendered or published): hydrates its
 * islands (./island.tsx) and nothing else, and mounts the toasts. See
 * docs/decisions.md#islands.
 *
 * Each island is its own root with the site's providers (emotion cache, initial data, theme,
 * i18next) and a router whose navigations load the next page from the server
 * ({@link documentNavigator}): the page around the islands is not a React tree. Islands hydrated
 * at load are hydrated in document order, each in a task of its own; the others wait for the
 * visitor: to scroll near them, or to touch them (see IslandHydration).
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import i18n, { i18nReady } from '../../i18n';
import AppProviders from '../../AppProviders';
import { createEmotionCache } from '../../emotionCache';
import { getTheme } from '../../theme';
import { InitialDataContext, readInitialData } from '../data/initialData';
import { Toaster, carryToastsOver } from '../toast';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, VISIBLE_MARGIN } from './island';
import { ISLANDS, type IslandEntry } from './registry';

/** Resolves in a later task, letting the browser handle input and paint in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * react-router's navigator for islands: a navigation (a router link, `navigate()`) loads the new
 * address as a document, as a plain link would; toasts just requested are shown on the next page.
 */
export const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => {
    carryToastsOver();
    window.location.assign(hrefOf(to));
  },
  replace: (to) => {
    carryToastsOver();
    window.location.replace(hrefOf(to));
  },
};

/** Events that wake an island hydrated on interaction (captured inside it). */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Whether the address's fragment names an element inside `element`. */
function fragmentInside(element: Element): boolean {
  const id = window.location.hash.slice(1);
  if (!id) return false;
  const target = document.getElementById(decodeURIComponent(id));
  return !!target && element.contains(target);
}

/** Runs `wake` once, at the first of the visitor's events inside `element`. */
function onFirstInteraction(element: Element, wake: () => void): void {
  const handler = () => {
    WAKING_EVENTS.forEach((type) => element.removeEventListener(type, handler, true));
    wake();
  };
  WAKING_EVENTS.forEach((type) => element.addEventListener(type, handler, { capture: true, passive: true }));
}

/**
 * Runs `wake` once, when one of `element`'s children comes within VISIBLE_MARGIN of the viewport
 * (the island's wrapper has no box of its own to observe); at once without IntersectionObserver.
 */
function onVisible(element: Element, wake: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return wake();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

/**
 * Hydrates the islands of the current document. Resolves once the islands hydrated at load are;
 * an island whose module or translations fail to load stays as its HTML (logged).
 */
export async function hydrateIslands(): Promise<void> {
  const initialData = readInitialData(document);
  const cache = createEmotionCache();
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const providers = (children: ReactNode, colorScheme = false) => (
    <StrictMode>
      <CacheProvider value={cache}>
        <InitialDataContext.Provider value={initialData}>
          <Router location={here} navigator={documentNavigator}>
            <AppProviders i18n={i18n} stylesInPage colorScheme={colorScheme}>
              {children}
            </AppProviders>
          </Router>
        </InitialDataContext.Provider>
      </CacheProvider>
    </StrictMode>
  );

  // Outermost islands only: one inside another is hydrated with it.
  const found = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
    .filter((element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`))
    .flatMap((element) => {
      const entry: IslandEntry | undefined = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
      if (!entry) console.error(`Unknown island "${element.getAttribute(ISLAND_ATTRIBUTE)}"`);
      return entry ? [{ element, entry }] : [];
    });

  const hydrate = async ({ element, entry }: (typeof found)[number]): Promise<void> => {
    try {
      const [module] = await Promise.all([entry.load(), i18nReady.then(() => i18n.loadNamespaces(entry.namespaces))]);
      // The props the server rendered it with (see island()).
      const Component = module.default.island.Component as ComponentType<Record<string, unknown>>;
      const json = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
      const props = (json ? JSON.parse(json) : {}) as Record<string, unknown>;
      await nextTask();
      // Named in the browser's performance timeline (User Timing), one entry per island.
      const started = performance.now();
      hydrateRoot(element, providers(<Component {...props} />, entry.colorScheme));
      performance.measure(`island ${element.getAttribute(ISLAND_ATTRIBUTE)}`, { start: started });
    } catch (error) {
      console.error(error);
    }
  };

  const atLoad = found.filter(({ element, entry }) => entry.hydration === 'load' || fragmentInside(element));
  for (const island of found.filter((candidate) => !atLoad.includes(candidate))) {
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      void hydrate(island);
    };
    // A visible island also wakes on a touch or a focus (a keyboard user may reach it first).
    if (island.entry.hydration === 'visible') onVisible(island.element, wake);
    onFirstInteraction(island.element, wake);
  }

  // The modules and translations of the islands hydrated at load, requested together.
  const modules = atLoad.map(({ entry }) => entry.load());
  await i18nReady;
  await i18n.loadNamespaces([...new Set(atLoad.flatMap(({ entry }) => entry.namespaces))]);
  await Promise.allSettled(modules);
  // The theme (palettes and CSS variables of both schemes) in a task of its own.
  await nextTask();
  const started = performance.now();
  getTheme();
  performance.measure('islands theme', { start: started });
  for (const island of atLoad) await hydrate(island);

  const toasts = document.createElement('div');
  document.body.appendChild(toasts);
  createRoot(toasts).render(providers(<Toaster />));
}
