import { Suspense, lazy, useState, type ComponentType } from 'react';

/** Resolves in a later task (a `setTimeout(0)`), letting the browser handle input and paint in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether the browser entry is hydrating prerendered markup (see {@link hydrateInTurns}). */
let hydrating = false;

/**
 * Runs `hydrate` (the browser entry's `hydrateRoot` call) with hydrateInTurn components
 * deferring, and stops deferring once the turns queued by it have run. Components first
 * rendered after that (client-side navigation) render at once.
 */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    // Queued after the turns the hydration queued (timers of equal delay run in order).
    setTimeout(() => (hydrating = false), 0);
  }
}

/**
 * `Component` wrapped so that, while a prerendered page is being hydrated, its first render
 * waits for the next macrotask, inside a `<Suspense>` of its own (a `lazy` whose loader
 * resolves on `setTimeout(0)`); rendered at any other time, it is `Component` as it is.
 *
 * Why: Preact keeps the server markup of a subtree that suspends during hydration and
 * hydrates it when it resumes, so each wrapped part is hydrated in a task of its own instead
 * of the whole page in one long task (Total Blocking Time, docs/decisions.md#performance-budget Lighthouse target;
 * React does the same with selective hydration). Outside hydration it renders at once, and the
 * prerenderer (renderToStringAsync) waits for it, so the markup is the same.
 *
 * `Component` must render one root element and must not contain another hydrateInTurn
 * component that renders several: Preact keeps a suspended subtree's markup by its root
 * element, and a fragment (several sections side by side) is re-created instead of hydrated.
 */
export function hydrateInTurn<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const module = { default: Component };
  const Deferred = lazy(() => nextTask().then(() => module));
  function InTurn(props: P) {
    // Decided once per instance, so the tree keeps its shape: deferred only when first
    // rendered during hydration (then resolved for good), else the component itself.
    const [deferred] = useState(() => hydrating);
    return <Suspense fallback={null}>{deferred ? <Deferred {...props} /> : <Component {...props} />}</Suspense>;
  }
  InTurn.displayName = `HydrateInTurn(${Component.displayName ?? Component.name})`;
  return InTurn;
}
