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

/** Toasts requested lately, with the time (ms since the epoch) of the request. */
let recent: { message: string; variant: ToastVariant; at: number }[] = [];
/** How recent a toast must be to be carried to the next page (ms). */
const CARRY_WINDOW_MS = 1000;
/** sessionStorage key of the toasts carried to the next page. */
const CARRIED_TOASTS_KEY = 'site.carriedToasts';

/** Shows `message` as a toast; safe to call before the toast library has loaded. */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  const now = Date.now();
  recent = [...recent.filter(({ at }) => now - at < CARRY_WINDOW_MS), { message, variant, at: now }];
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

/**
 * Keeps the toasts requested in the last second for the next page: called just before the page
 * is replaced by a document navigation (src/site/islands/hydrateIslands.tsx), whose
 * {@link Toaster} shows them. Storage may be blocked: they are then lost, as before.
 */
export function carryToastsOver(): void {
  const now = Date.now();
  const carried = recent.filter(({ at }) => now - at < CARRY_WINDOW_MS).map(({ message, variant }) => ({ message, variant }));
  if (!carried.length) return;
  try {
    window.sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(carried));
  } catch {
    // Storage blocked.
  }
}

/** Shows the toasts the previous page carried over (see {@link carryToastsOver}), once. */
function showCarriedToasts(): void {
  let carried: { message: string; variant: ToastVariant }[] = [];
  try {
    carried = JSON.parse(window.sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? '[]') as typeof carried;
    window.sessionStorage.removeItem(CARRIED_TOASTS_KEY);
  } catch {
    // Storage blocked or not ours.
  }
  for (const { message, variant } of Array.isArray(carried) ? carried : []) if (typeof message === 'string') toast(message, variant);
}

/** Mount once in the site: renders nothing until the first toast is requested. */
export function Toaster() {
  useEffect(() => showCarriedToasts(), []);
  const active = useSyncExternalStore(subscribe, () => requested, () => false);
  return active ? (
    <Suspense fallback={null}>
      <LazySnackbarHost />
    </Suspense>
  ) : null;
}
