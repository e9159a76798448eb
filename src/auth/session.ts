/**
 * The client session (SPEC §3, §4): sign-in, sign-out, the signed-in user kept in memory and
 * in encrypted storage, and the "go back where you were after login" memory.
 * Shared by the public site (login page, navbar) and the admin; no react-admin code here.
 */
import { useEffect, useState } from 'react';
import { API_BASE, type ErrorBody, type LoginResponse, type SessionUser } from '../contract/api';
import { readItem, removeItem, writeItem, STORAGE_KEYS, type StorageKey } from './storage';

export type { SessionUser } from '../contract/api';

/** Window event fired whenever this tab signs in, signs out or changes tokens. */
export const SESSION_CHANGE_EVENT = 'session:change';
/** Window event fired when a 401 could not be cured by a token refresh (SPEC §4). */
export const SESSION_EXPIRED_EVENT = 'session:expired';

/**
 * Toast of SPEC §8 for "401 after failed refresh". Serbian in every language (spec data).
 * The admin shows it and leaves for /login; the login page can show it again through
 * {@link takeSessionExpiredNotice}, because the admin's own toasts leave with the admin.
 */
export const SESSION_EXPIRED_MESSAGE = { title: 'Sesija je istekla', description: 'Molimo prijavite se ponovo' } as const;

const ORIGIN_KEY = 'auth.origin';
const EXPIRED_NOTICE_KEY = 'auth.sessionExpired';

/** Every key logout clears (SPEC §3, §4). */
const SESSION_KEYS: StorageKey[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.bearerToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.isAuthenticated,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.userPermissions,
  STORAGE_KEYS.userModules,
];

/** In-memory copy of the user (SPEC §4: "kept in memory and in local storage"). */
let memoryUser: SessionUser | null = null;

function announce(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

/** The user kept in encrypted storage, or null. */
export function getStoredUser(): SessionUser | null {
  return readItem<SessionUser>(STORAGE_KEYS.user);
}

/** The user kept in memory in this tab, or null. */
export function getMemoryUser(): SessionUser | null {
  return memoryUser;
}

/** The signed-in user: stored first, then in memory (SPEC §6 order). */
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

/** Removes both tokens (a failed refresh, SPEC §4). */
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

/** Error message carried by an API error body: errors[].reason joined, else reason, else message. */
export function errorBodyMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { errors, reason, message } = body as Partial<ErrorBody>;
  const reasons = Array.isArray(errors)
    ? errors.map((e) => (e && typeof e.reason === 'string' ? e.reason : '')).filter(Boolean)
    : [];
  if (reasons.length) return reasons.join(', ');
  if (typeof reason === 'string' && reason) return reason;
  if (typeof message === 'string' && message) return message;
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function absolute(path: string): string {
  return typeof window !== 'undefined' ? new URL(path, window.location.href).toString() : path;
}

/** A failed sign-in call: the message to show (the server's, else a SPEC §5 text) and the HTTP status (0: no answer). */
export class SignInError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'SignInError';
    this.status = status;
  }
}

/**
 * Issue 8: a correct password of a user with two-factor sign-in earns a challenge instead of
 * tokens; {@link signIn} throws this, {@link beginSignIn} returns the challenge.
 */
export class TwoFactorRequiredError extends Error {
  readonly challenge: string;

  constructor(challenge: string) {
    super('Two-factor authentication required');
    this.name = 'TwoFactorRequiredError';
    this.challenge = challenge;
  }
}

/** What the first sign-in step ends with: a session, or a two-factor challenge to answer. */
export type SignInStep = { user: SessionUser; challenge?: undefined } | { challenge: string; user?: undefined };

/**
 * POSTs `body` to a public sign-in endpoint and returns the parsed 2xx answer. Throws a
 * {@link SignInError} whose message is the server's, else 'Invalid credentials' (401) or
 * 'An error occurred' (no answer, or another status without a message).
 */
async function postSignIn(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(absolute(`${API_BASE}${path}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SignInError('An error occurred', 0);
  }
  const answer = await readJson(response);
  if (!response.ok) {
    const serverMessage = errorBodyMessage(answer);
    throw new SignInError(serverMessage ?? (response.status === 401 ? 'Invalid credentials' : 'An error occurred'), response.status);
  }
  return answer;
}

/**
 * Keeps a completed sign-in answer `{bearer_token, refresh_token, user}`: both tokens, the
 * user (memory and storage), its permissions and the authenticated flag (SPEC §3, §4).
 * Throws 'Invalid credentials' for an empty answer and 'Something went wrong!' when either
 * token is missing (SPEC §5).
 */
export function startSession(answer: unknown): SessionUser {
  if (!answer || typeof answer !== 'object') throw new SignInError('Invalid credentials', 200);
  const result = answer as Partial<LoginResponse>;
  if (!result.bearer_token || !result.refresh_token) throw new SignInError('Something went wrong!', 200);
  const user = result.user as SessionUser;
  memoryUser = user ?? null;
  writeItem(STORAGE_KEYS.bearerToken, result.bearer_token);
  writeItem(STORAGE_KEYS.refreshToken, result.refresh_token);
  writeItem(STORAGE_KEYS.user, user);
  writeItem(STORAGE_KEYS.userPermissions, user?.permissions ?? []);
  writeItem(STORAGE_KEYS.isAuthenticated, true);
  clearSessionExpiredNotice();
  announce(SESSION_CHANGE_EVENT);
  return user;
}

/**
 * First sign-in step (SPEC §5, §7): `POST /auth/authenticate {email, password}`. Resolves to
 * the signed-in user (the session is then kept, see {@link startSession}) or, when two-factor
 * sign-in is on (issue 8), to the challenge {@link completeTwoFactorSignIn} answers. Failures
 * as {@link signIn}.
 */
export async function beginSignIn(email: string, password: string): Promise<SignInStep> {
  const answer = await postSignIn('/auth/authenticate', { email, password });
  if (answer && typeof answer === 'object' && (answer as { two_factor_required?: unknown }).two_factor_required === true) {
    const { challenge } = answer as { challenge?: unknown };
    if (typeof challenge !== 'string' || !challenge) throw new SignInError('Something went wrong!', 200);
    return { challenge };
  }
  return { user: startSession(answer) };
}

/**
 * Second sign-in step (issue 8): `POST /auth/two-factor {challenge, code}` with a 6-digit code
 * or a recovery code; keeps the session like a password sign-in. A wrong or expired code
 * throws the server's 'Invalid or expired code' (401).
 */
export async function completeTwoFactorSignIn(challenge: string, code: string): Promise<SessionUser> {
  return startSession(await postSignIn('/auth/two-factor', { challenge, code }));
}

/**
 * Accepts an invitation (issue 8): `POST /accounts/invitation/accept {token, password,
 * confirmPassword}` sets the password, activates the account and signs in; the session is
 * kept like a password sign-in. Throws {@link SignInError} with the server's message (400
 * for a used or expired link, 422 for a rule, 429 when rate limited).
 */
export async function acceptInvitation(token: string, password: string, confirmPassword: string): Promise<SessionUser> {
  return startSession(await postSignIn('/accounts/invitation/accept', { token, password, confirmPassword }));
}

/**
 * Signs in (SPEC §5, §7): `POST /auth/authenticate {email, password}`.
 * Throws an Error whose message is the server's, else 'Invalid credentials' (401, or a 2xx
 * without a result), 'Something went wrong!' (a result lacking either token) or
 * 'An error occurred' (no answer, or another status without a message); a
 * {@link TwoFactorRequiredError} when the account needs a code (use {@link beginSignIn}).
 * On success stores both tokens, the user, its permissions and the authenticated flag.
 */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const step = await beginSignIn(email, password);
  if (step.challenge !== undefined) throw new TwoFactorRequiredError(step.challenge);
  return step.user;
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

/**
 * Signs out (SPEC §4): revokes the refresh token on the server (best effort, never throws)
 * and clears the user, both tokens, the authenticated flag and the other session keys.
 */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  const bearerToken = getBearerToken();
  clearSession();
  if (!refreshToken) return;
  try {
    await fetch(absolute(`${API_BASE}/auth/logout`), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(bearerToken ? { Authorization: `Bearer ${bearerToken}` } : {}),
      },
      body: JSON.stringify({ refreshToken }),
    });
  } catch (error) {
    console.warn('signOut: could not revoke the refresh token', error);
  }
}

/** Subscribes to sign-in/out in this tab and to storage changes from other tabs. */
export function onSessionChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as string[]).includes(event.key)) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

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

/**
 * Signals that the session expired (refresh failed): the tokens are already gone; this
 * leaves a notice for the login page and tells listeners (the admin) to go to /login.
 */
export function signalSessionExpired(): void {
  try {
    window.sessionStorage.setItem(EXPIRED_NOTICE_KEY, '1');
  } catch (error) {
    console.warn('session: cannot keep the expiry notice', error);
  }
  announce(SESSION_EXPIRED_EVENT);
}

/** Subscribes to session expiry; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}

/**
 * For the login page: the SPEC §8 session-expired toast text once after an expiry
 * (then forgotten), else null.
 */
export function takeSessionExpiredNotice(): { title: string; description: string } | null {
  try {
    if (window.sessionStorage.getItem(EXPIRED_NOTICE_KEY) == null) return null;
    window.sessionStorage.removeItem(EXPIRED_NOTICE_KEY);
    return { ...SESSION_EXPIRED_MESSAGE };
  } catch {
    return null;
  }
}

function clearSessionExpiredNotice(): void {
  try {
    window.sessionStorage.removeItem(EXPIRED_NOTICE_KEY);
  } catch {
    /* nothing to clear */
  }
}

const HANDED_OVER_NOTICE_KEY = 'notice.handedOver';

/** A toast carried from one page load to the next. */
export interface HandedOverNotice {
  message: string;
  type: 'success' | 'info' | 'warning' | 'error';
}

/**
 * Keeps `notice` (in sessionStorage) for the next page load. The public site and the back
 * office are separate apps, so a toast raised right before moving from one to the other
 * (SPEC §4's 'Welcome back!' after sign-in) is shown by the app that loads next, through
 * {@link takeHandedOverNotice}. Without storage the notice is dropped.
 */
export function handOverNotice(notice: HandedOverNotice): void {
  try {
    window.sessionStorage.setItem(HANDED_OVER_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    /* storage unavailable: the toast is lost, nothing else */
  }
}

/** The notice left by {@link handOverNotice}, once (then forgotten); null if none or unreadable. */
export function takeHandedOverNotice(): HandedOverNotice | null {
  try {
    const raw = window.sessionStorage.getItem(HANDED_OVER_NOTICE_KEY);
    if (raw == null) return null;
    window.sessionStorage.removeItem(HANDED_OVER_NOTICE_KEY);
    const notice = JSON.parse(raw) as Partial<HandedOverNotice>;
    return typeof notice.message === 'string' && ['success', 'info', 'warning', 'error'].includes(String(notice.type)) ? (notice as HandedOverNotice) : null;
  } catch {
    return null;
  }
}

/** Remembers the page the user asked for before being sent to login (SPEC §2, §4). */
export function rememberOrigin(path: string): void {
  try {
    window.sessionStorage.setItem(ORIGIN_KEY, path);
  } catch (error) {
    console.warn('session: cannot remember the requested page', error);
  }
}

/**
 * The remembered page (once; then forgotten), or null. Only same-site absolute paths are
 * returned, so a crafted value cannot send the user elsewhere.
 */
export function takeRememberedOrigin(): string | null {
  try {
    const path = window.sessionStorage.getItem(ORIGIN_KEY);
    window.sessionStorage.removeItem(ORIGIN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
