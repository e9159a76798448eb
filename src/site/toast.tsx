/**
 * Toasts of the public site (docs/requirements.md#r9: 4000 ms, at most three visible) through notistack.
 * The library is downloaded on the first toast, not with the page: visitors who never see a
 * toast never load it.
 */
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';

/** docs/requirements.md#r9 toast defaults. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

export type ToastVariant = 'default' | 'success' | 'error' | 'info' | 'warning';

const queue: { message: string; variant: ToastVariant }[] = [];
let flushQueue: (() => void) | null = null;

/** Whether a toast was ever requested (then the host is mounted), as an external store. */
let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows `message` as a toast; safe to call before the toast library has loaded. */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  queue.push({ message, variant });
  if (flushQueue) return flushQueue();
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

const LazySnackbarHost = lazy(async () => {
  // Keep the module object: notistack's global `enqueueSnackbar` is a live binding assigned
  // when the provider mounts, so it must be read at call time, not destructured here.
  const notistack = await import('notistack');
  const { SnackbarProvider } = notistack;
  function SnackbarHost() {
    useEffect(() => {
      flushQueue = () => {
        for (let next = queue.shift(); next; next = queue.shift()) notistack.enqueueSnackbar(next.message, { variant: next.variant });
      };
      flushQueue();
      return () => {
        flushQueue = null;
      };
    }, []);
    return (
      <SnackbarProvider maxSnack={TOASTS_VISIBLE} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    );
  }
  return { default: SnackbarHost };
});

/** Mount once in the site: renders nothing until the first toast is requested. */
export function Toaster() {
  const active = useSyncExternalStore(subscribe, () => requested, () => false);
  return active ? (
    <Suspense fallback={null}>
      <LazySnackbarHost />
    </Suspense>
  ) : null;
}
