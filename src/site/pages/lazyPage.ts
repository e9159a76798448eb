import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page: the `React.lazy` component plus `load`, the same (memoised) import.
 * The browser entry awaits `load` for the page being hydrated and renders that module's
 * component directly, so prerendered markup is hydrated instead of being re-rendered when
 * the lazy chunk arrives.
 */
export function lazyPage(loader: () => Promise<PageModule>): { Component: ComponentType; load: () => Promise<PageModule> } {
  let loading: Promise<PageModule> | undefined;
  const load = () => (loading ??= loader());
  return { Component: lazy(load), load };
}
