/**
 * The caller's own account through the main API (docs/decisions.md#accounts; server/routes/sessions.ts and
 * two-factor.ts), with the shared refreshing HTTP client. Failures reject with HttpError.
 */
import { API_BASE, type SessionUser, type Session, type User } from '../../shared/api';
import { httpClient, storeUser } from '../../auth';
import type { LanguageCode } from '../../shared/languages';

export type { Session };

/** `POST /accounts/two-factor/enrol`: a new secret (not yet on), its otpauth URL and QR code (SVG). */
export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The signed-in user fresh from the server (`POST /accounts/authenticate`), kept as the session's user. */
export async function refreshCurrentUser(): Promise<SessionUser> {
  const { json } = await httpClient<SessionUser>(`${API_BASE}/accounts/authenticate`, { method: 'POST' });
  storeUser(json);
  return json;
}

/** The once-per-load refresh when the admin's entry started it (src/admin/AdminApp.tsx), until the gate takes it. */
let earlyRefresh: Promise<SessionUser> | null = null;

/** Starts {@link refreshCurrentUser} before React renders; the account gate (./AccountGate.tsx) joins it instead of asking again. */
export function refreshCurrentUserEarly(): Promise<SessionUser> {
  earlyRefresh = refreshCurrentUser();
  return earlyRefresh;
}

/** The refresh {@link refreshCurrentUserEarly} started, once (null when none was, or it was taken). */
export function takeEarlyRefresh(): Promise<SessionUser> | null {
  const refresh = earlyRefresh;
  earlyRefresh = null;
  return refresh;
}

/** `GET /users/{id}` (needs `users.read`): the stored first and last name of the signed-in user. */
export async function fetchOwnUser(id: number): Promise<User> {
  return (await httpClient<User>(`${API_BASE}/users/${id}`)).json;
}

/** `PUT /accounts/profile`; keeps and returns the updated session user. */
export async function updateProfile(profile: { firstName: string; lastName: string; userName: string; preferredLanguage?: LanguageCode }): Promise<SessionUser> {
  const { json } = await httpClient<SessionUser>(`${API_BASE}/accounts/profile`, { method: 'PUT', body: profile });
  storeUser(json);
  return json;
}

/** `POST /accounts/password` (204; the server ends every other session and clears requestPasswordChange). */
export async function changePassword(body: { currentPassword: string; password: string; confirmPassword: string }): Promise<void> {
  await httpClient(`${API_BASE}/accounts/password`, { method: 'POST', body });
}

/** `POST /accounts/email` (202): mails a confirmation link to the new address. */
export async function requestEmailChange(body: { email: string; currentPassword: string }): Promise<void> {
  await httpClient(`${API_BASE}/accounts/email`, { method: 'POST', body });
}

/** `POST /accounts/two-factor/enrol`. */
export async function startEnrolment(): Promise<Enrolment> {
  return (await httpClient<Enrolment>(`${API_BASE}/accounts/two-factor/enrol`, { method: 'POST' })).json;
}

/** `POST /accounts/two-factor/confirm {code}` → the ten recovery codes (shown once). */
export async function confirmEnrolment(code: string): Promise<string[]> {
  return (await httpClient<{ recoveryCodes: string[] }>(`${API_BASE}/accounts/two-factor/confirm`, { method: 'POST', body: { code } })).json.recoveryCodes;
}

/** `DELETE /accounts/two-factor {password}`. */
export async function disableTwoFactor(password: string): Promise<void> {
  await httpClient(`${API_BASE}/accounts/two-factor`, { method: 'DELETE', body: { password } });
}

/** `GET /accounts/sessions`: own open sessions, most recently used first, `current` marked. */
export async function listSessions(): Promise<Session[]> {
  return (await httpClient<Session[]>(`${API_BASE}/accounts/sessions`)).json;
}

/** `DELETE /accounts/sessions/{id}`. */
export async function revokeSession(id: string): Promise<void> {
  await httpClient(`${API_BASE}/accounts/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
