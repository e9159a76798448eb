/**
 * The sign-in flows (docs/requirements.md#r5, #r7): password sign-in, the two-factor step, accepting an invitation,
 * and sign-out. Each posts to the API and hands a completed answer to the session store.
 */
import { API_BASE, type ErrorBody, type LoginResponse, type SessionUser } from '../shared/api';
import { clearSessionExpiredNotice } from './notices';
import { clearSession, getBearerToken, getRefreshToken, keepSession } from './tokenStore';

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

/** A failed sign-in call: the message to show (the server's, else a docs/requirements.md#r5 text) and the HTTP status (0: no answer). */
export class SignInError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'SignInError';
    this.status = status;
  }
}

/**
 * docs/decisions.md#accounts: a correct password of a user with two-factor sign-in earns a challenge instead of
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
 * user (memory and storage), its permissions and the authenticated flag (docs/requirements.md#r3, #r4).
 * Throws 'Invalid credentials' for an empty answer and 'Something went wrong!' when either
 * token is missing (docs/requirements.md#r5).
 */
export function startSession(answer: unknown): SessionUser {
  if (!answer || typeof answer !== 'object') throw new SignInError('Invalid credentials', 200);
  const result = answer as Partial<LoginResponse>;
  if (!result.bearer_token || !result.refresh_token) throw new SignInError('Something went wrong!', 200);
  const user = result.user as SessionUser;
  clearSessionExpiredNotice();
  keepSession(result.bearer_token, result.refresh_token, user);
  return user;
}

/**
 * First sign-in step (docs/requirements.md#r5, #r7): `POST /auth/authenticate {email, password}`. Resolves to
 * the signed-in user (the session is then kept, see {@link startSession}) or, when two-factor
 * sign-in is on (docs/decisions.md#accounts), to the challenge {@link completeTwoFactorSignIn} answers. Failures
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
 * Second sign-in step (docs/decisions.md#accounts): `POST /auth/two-factor {challenge, code}` with a 6-digit code
 * or a recovery code; keeps the session like a password sign-in. A wrong or expired code
 * throws the server's 'Invalid or expired code' (401).
 */
export async function completeTwoFactorSignIn(challenge: string, code: string): Promise<SessionUser> {
  return startSession(await postSignIn('/auth/two-factor', { challenge, code }));
}

/**
 * Accepts an invitation (docs/decisions.md#accounts): `POST /accounts/invitation/accept {token, password,
 * confirmPassword}` sets the password, activates the account and signs in; the session is
 * kept like a password sign-in. Throws {@link SignInError} with the server's message (400
 * for a used or expired link, 422 for a rule, 429 when rate limited).
 */
export async function acceptInvitation(token: string, password: string, confirmPassword: string): Promise<SessionUser> {
  return startSession(await postSignIn('/accounts/invitation/accept', { token, password, confirmPassword }));
}

/**
 * Signs in (docs/requirements.md#r5, #r7): `POST /auth/authenticate {email, password}`.
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
 * Signs out (docs/requirements.md#r4): revokes the refresh token on the server (best effort, never throws)
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

