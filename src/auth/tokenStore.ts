/**
 * The session store (docs/requirements.md#r3, #r4): both tokens and the signed-in user, kept in encrypted storage
 * and the user also in memory; every change is announced (./sessionEvents). No network here.
 */
import type { SessionUser } from '../shared/api';
import { announce, SESSION_CHANGE_EVENT } from './sessionEvents';
import { readItem, removeItem, writeItem, SESSION_KEYS, STORAGE_KEYS } from './storage';

/** In-memory copy of the user (docs/requirements.md#r4: "kept in memory and in local storage"). */
let memoryUser: SessionUser | null = null;

/** The user kept in encrypted storage, or null. */
export function getStoredUser(): SessionUser | null {
  return readItem<SessionUser>(STORAGE_KEYS.user);
}

/** The user kept in memory in this tab, or null. */
export function getMemoryUser(): SessionUser | null {
  return memoryUser;
}

/** The signed-in user: stored first, then in memory (docs/requirements.md#r6 order). */
export function getCurrentUser(): SessionUser | null {
  return getStoredUser() ?? memoryUser;
}

/** The stored bearer token, or null. */
export function getBearerToken(): string | null {
  const token = readItem<string>(STORAGE_KEYS.bearerToken);
  return typeof token === 'string' && token ? token : null;
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  const token = readItem<string>(STORAGE_KEYS.refreshToken);
  return typeof token === 'string' && token ? token : null;
}

/** Stores a new token pair (after sign-in or a refresh). */
export function storeTokens(bearerToken: string, refreshToken: string): void {
  writeItem(STORAGE_KEYS.bearerToken, bearerToken);
  writeItem(STORAGE_KEYS.refreshToken, refreshToken);
  announce(SESSION_CHANGE_EVENT);
}

/** Removes both tokens (a failed refresh, docs/requirements.md#r4). */
export function clearTokens(): void {
  removeItem(STORAGE_KEYS.bearerToken);
  removeItem(STORAGE_KEYS.refreshToken);
  announce(SESSION_CHANGE_EVENT);
}

/** Removes every session key and the in-memory user. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
  memoryUser = null;
  announce(SESSION_CHANGE_EVENT);
}

/**
 * Keeps a signed-in session: both tokens, the user (memory and storage), its permissions and the
 * authenticated flag (docs/requirements.md#r3, #r4), then announces the change.
 */
export function keepSession(bearerToken: string, refreshToken: string, user: SessionUser | null | undefined): void {
  memoryUser = user ?? null;
  writeItem(STORAGE_KEYS.bearerToken, bearerToken);
  writeItem(STORAGE_KEYS.refreshToken, refreshToken);
  writeItem(STORAGE_KEYS.user, user);
  writeItem(STORAGE_KEYS.userPermissions, user?.permissions ?? []);
  writeItem(STORAGE_KEYS.isAuthenticated, true);
  announce(SESSION_CHANGE_EVENT);
}

/**
 * Replaces the kept user (memory and storage) with a fresher copy of the signed-in user, e.g.
 * `POST /accounts/authenticate`'s answer after a profile or password change; listeners of
 * {@link onSessionChange} hear of it.
 */
export function storeUser(user: SessionUser): void {
  memoryUser = user;
  writeItem(STORAGE_KEYS.user, user);
  writeItem(STORAGE_KEYS.userPermissions, user.permissions ?? []);
  announce(SESSION_CHANGE_EVENT);
}

