import { useCallback, useEffect, useState } from 'react';
import type { SessionUser } from '../../shared/api';

type SessionModule = typeof import('../../auth/session');

/** Event src/auth/session.ts fires on sign-in/out (same string, kept here to avoid loading it). */
const SESSION_CHANGE_EVENT = 'session:change';
const SESSION_KEYS = ['user', 'bearerToken', 'refreshToken', 'isAuthenticated'];

let sessionModule: Promise<SessionModule> | null = null;
/** Loads src/auth/session (and its crypto) once, on demand. */
function loadSession(): Promise<SessionModule> {
  sessionModule ??= import('../../auth/session');
  return sessionModule;
}

/** Whether this browser holds any session keys at all (no decryption needed to know). */
function mayBeSignedIn(): boolean {
  try {
    return SESSION_KEYS.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * The signed-in user for the public shell, and a sign-out action.
 *
 * - `null` on the server and on the first client render, so prerendered pages hydrate without
 *   mismatch; the stored user appears right after mount.
 * - Anonymous visitors never download the session code (encrypted storage and its crypto):
 *   it is loaded only when session keys exist or a sign-in happens in this tab.
 * - `ready` is false until `user` says what this browser holds (the stored session read, or no
 *   session keys at all): a page that acts on who is signed in waits for it instead of showing
 *   the signed-out state first. Without session keys it is true from the first client render,
 *   so only pages that are not prerendered (the account pages) may render from it.
 */
export function useSiteSession(): { user: SessionUser | null; ready: boolean; signOut: () => Promise<void> } {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && !mayBeSignedIn());

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const attach = async () => {
      const session = await loadSession();
      if (!active) return;
      setUser(session.getCurrentUser());
      setReady(true);
      unsubscribe ??= session.onSessionChange(() => setUser(session.getCurrentUser()));
    };
    const onChange = () => void attach();
    if (mayBeSignedIn()) void attach();
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);
    return () => {
      active = false;
      window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    const session = await loadSession();
    await session.signOut();
    setUser(null);
  }, []);

  return { user, ready, signOut };
}
