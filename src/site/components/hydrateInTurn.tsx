import { Suspense, lazy, type ComponentType } from 'react';

/**
 * `Component` wrapped so that its first render waits for the next macrotask, inside a
 * `<Suspense>` of its own (a `lazy` whose loader resolves on `setTimeout(0)`).
 *
 * Why: while a prerendered page is hydrated, Preact keeps the server markup of a subtree that
 * suspends and hydrates it when it resumes, so each wrapped section is hydrated in a task of
 * its own instead of the whole page in one long task (Total Blocking Time, issue 3's
 * Lighthouse target; React does the same with selective hydration). Once resolved, the first
 * time the page is shown, it renders synchronously. The prerenderer (renderToStringAsync)
 * waits for it, so the markup is the same.
 *
 * `Component` must render one root element and must not contain another hydrateInTurn
 * component that renders several: Preact keeps a suspended subtree's markup by its root
 * element, and a fragment (several sections side by side) is re-created instead of hydrated.
 */
export function hydrateInTurn<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Deferred = lazy(() => new Promise<{ default: ComponentType<P> }>((resolve) => setTimeout(() => resolve({ default: Component }), 0)));
  function InTurn(props: P) {
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  InTurn.displayName = `HydrateInTurn(${Component.displayName ?? Component.name})`;
  return InTurn;
}
