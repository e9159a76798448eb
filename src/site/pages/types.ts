import type { ComponentType } from 'react';

/** One public route: its unprefixed path, component and the translation namespaces it needs. */
export interface PublicPage {
  /** Unprefixed react-router path, e.g. `/services/custom` or `/blog/:id`. */
  path: string;
  Component: ComponentType;
  /** For lazy pages: the module import (see lazyPage), awaited before hydrating this page. */
  load?: () => Promise<{ default: ComponentType }>;
  /** Namespaces to load before rendering (prerender preloads them); `common` is implied. */
  namespaces: string[];
  /** Whether the route is prerendered and listed in the sitemap (false for /blog/:id patterns, /login…). */
  indexable?: boolean;
}
