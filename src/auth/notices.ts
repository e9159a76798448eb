/**
 * What one page load leaves for the next (sessionStorage): the session-expired toast for the login
 * page, a toast handed from the public site to the back office or back, and the page asked for
 * before sign-in (docs/requirements.md#r2, #r4).
 */
import { announce, SESSION_EXPIRED_EVENT } from './sessionEvents';

/**
 * Toast of docs/requirements.md#r8 for "401 after failed refresh". Serbian in every language (spec data).
 * The admin shows it and leaves for /login; the login page can show it again through
 * {@link takeSessionExpiredNotice}, because the admin's own toasts leave with the admin.
 */
export const SESSION_EXPIRED_MESSAGE = { title: 'Sesija je istekla', description: 'Molimo prijavite se ponovo' } as const;

const ORIGIN_KEY = 'auth.origin';
const EXPIRED_NOTICE_KEY = 'auth.sessionExpired';

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

/**
 * For the login page: the docs/requirements.md#r8 session-expired toast text once after an expiry
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

/** Forgets a pending session-expired notice (a new sign-in makes it stale). */
export function clearSessionExpiredNotice(): void {
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
 * (docs/requirements.md#r4's 'Welcome back!' after sign-in) is shown by the app that loads next, through
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

/** Remembers the page the user asked for before being sent to login (docs/requirements.md#r2, #r4). */
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
