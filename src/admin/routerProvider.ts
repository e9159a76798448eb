/**
 * react-admin's router provider (ra-core's `routerProvider`, its documented extension point) for
 * the back office's BrowserRouter (src/admin/main.tsx): react-router's own provider, with
 * navigation blocking — which react-router offers only inside a data router — done on the
 * BrowserRouter's navigator. With it, `warnWhenUnsavedChanges` works on every form
 * (docs/decisions.md#edits) without a data router in the first download.
 *
 * What is blocked: every navigation inside the app (links, the menu, `navigate()`, react-admin's
 * redirects), which react-router sends through the navigator's `push` and `replace`. Closing or
 * reloading the tab is ra-core's own `beforeunload`. The browser's Back and Forward buttons are
 * not (a popstate has already happened when it is seen), as with react-router's data routers
 * themselves outside their own history.
 */
import { useContext, useEffect, useRef, useState, type ContextType } from 'react';
import { reactRouterProvider, type RouterBlocker, type RouterBlockerFunction, type RouterLocation, type RouterProvider } from 'react-admin';
import { UNSAFE_NavigationContext, parsePath, useLocation, type To } from 'react-router-dom';

const UNBLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/** The location a navigator's `push(to)` goes to (react-router hands it resolved: an absolute path or a path object). */
function locationOf(to: To, state: unknown): RouterLocation {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state };
}

type Navigator = ContextType<typeof UNSAFE_NavigationContext>['navigator'];
type Hold = (method: 'push' | 'replace', to: To, state: unknown, go: () => void) => void;

/** Routes `navigator`'s `push` and `replace` through `hold`; returns the function that puts them back. */
function holdNavigation(navigator: Navigator, hold: Hold): () => void {
  const { push, replace } = navigator;
  navigator.push = (to, state, options) => hold('push', to, state, () => push.call(navigator, to, state, options));
  navigator.replace = (to, state, options) => hold('replace', to, state, () => replace.call(navigator, to, state, options));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * ra-core's `useBlocker` for a BrowserRouter: while `shouldBlock` says so, a `push` or `replace`
 * is held and the answer is `blocked` until `proceed()` (the navigation happens) or `reset()`
 * (it is dropped). Blockers mounted together each wrap the navigator in turn (the last mounted
 * asks first).
 */
export function useNavigatorBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [blocker, setBlocker] = useState<RouterBlocker>(UNBLOCKED);
  const latest = useRef({ shouldBlock, location });
  useEffect(() => {
    latest.current = { shouldBlock, location };
  });

  useEffect(
    () =>
      holdNavigation(navigator, (method, to, state, go) => {
        const nextLocation = locationOf(to, state);
        const { shouldBlock: rule, location: currentLocation } = latest.current;
        const block = typeof rule === 'function' ? rule({ currentLocation, nextLocation, historyAction: method === 'push' ? 'PUSH' : 'REPLACE' }) : rule;
        if (!block) return go();
        setBlocker({
          state: 'blocked',
          location: nextLocation,
          proceed() {
            setBlocker(UNBLOCKED);
            go();
          },
          reset: () => setBlocker(UNBLOCKED),
        });
      }),
    [navigator],
  );

  return blocker;
}

/** react-router's provider with {@link useNavigatorBlocker}: blocking is always available. */
export const browserRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useBlocker: useNavigatorBlocker,
  useCanBlock: () => true,
};
