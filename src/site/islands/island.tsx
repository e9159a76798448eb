/**
 * Islands: the interactive parts of a server-rendered public page (docs/decisions.md#islands).
 *
 * A prerendered or published page is HTML that works without script (links, a form that posts);
 * only its islands — the navigation bar, the FAQ, the forms — are hydrated, each from its own
 * module and in a task of its own, so the rest of the page costs no script time at all (the
 * pattern of Astro's islands and of Preact's own "partial hydration").
 */
import type { ComponentType, FunctionComponent } from 'react';

/** When an island is hydrated (see src/site/islands/hydrateIslands.tsx). */
export type IslandHydration =
  /** Once the page has loaded, in document order. */
  | 'load'
  /**
   * When it comes near the screen (within {@link VISIBLE_MARGIN} of the viewport) or on the
   * first interaction inside it, for islands further down the page whose controls a visitor
   * reaches by scrolling (Astro's `client:visible`).
   */
  | 'visible'
  /**
   * On the visitor's first pointer, focus or key event inside it, or at once when the address's
   * fragment names an element inside it. For islands that work as HTML until then (a form that
   * posts), whose code then costs nothing to a visitor who only reads.
   */
  | 'interaction';

/** How close to the viewport a 'visible' island is hydrated (IntersectionObserver's `rootMargin`). */
export const VISIBLE_MARGIN = '400px';

/** An island component: the wrapper rendered in pages, and what the browser hydrates inside it. */
export interface IslandComponent<P extends object> extends FunctionComponent<P> {
  island: { name: string; Component: ComponentType<P> };
}

/** Attribute naming the island of an element (its registry name). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Attribute holding the island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * `Component` as the island `name` (a key of src/site/islands/registry.ts): it renders inside a
 * `<div data-island="name" data-island-props='{…}' style="display: contents">` (no box of its
 * own, so layouts see `Component`'s root as before), which the browser hydrates with the same
 * props. Props must survive JSON (strings, numbers, booleans, plain objects and arrays).
 * Rendered in the client-side app (pages the server did not render), it is `Component` in the
 * same wrapper.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function Island(props: P) {
    const json = Object.keys(props).length ? JSON.stringify(props) : undefined;
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json }} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  Island.island = { name, Component };
  return Island;
}
