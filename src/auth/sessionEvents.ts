/**
 * Session change events: this tab's sign-in, sign-out and token changes (a window event), other
 * tabs' (storage events on the session keys), and the expiry of a session whose refresh failed
 * (docs/requirements.md#r4). No state here.
 */
import { SESSION_KEYS } from './storage';

/** Window event fired whenever this tab signs in, signs out or changes tokens. */
export const SESSION_CHANGE_EVENT = 'session:change';
/** Window event fired when a 401 could not be cured by a token refresh (docs/requirements.md#r4). */
export const SESSION_EXPIRED_EVENT = 'session:expired';

/** Fires `event` on the window (nothing on the server). */
export function announce(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

/** Subscribes to sign-in/out in this tab and to storage changes from other tabs. */
export function onSessionChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Subscribes to session expiry; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}
