/** The signed-in user as React state (docs/requirements.md#r6 order: stored, then in memory). */
import { useEffect, useState } from 'react';
import type { SessionUser } from '../shared/api';
import { onSessionChange } from './sessionEvents';
import { getCurrentUser } from './tokenStore';

/** React hook: the signed-in user (stored, then in memory), kept current on sign-in/out. */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(() => getCurrentUser());
  useEffect(() => {
    const update = () => setUser(getCurrentUser());
    update();
    return onSessionChange(update);
  }, []);
  return user;
}

