/**
 * JSON fetch wrapper of the main API (docs/requirements.md#r4, #r7): every request carries the stored bearer
 * token; a 401 triggers ONE token refresh shared by every request that meets it meanwhile
 * (one in-flight promise), then each such request is retried once with the new bearer.
 * When the refresh fails, or the retried request is refused again, both tokens are cleared
 * and session expiry is signalled (the admin turns that into the docs/requirements.md#r8 toast and /login).
 *
 * Every request says the interface language in `Accept-Language` once a face registers where it
 * comes from ({@link setRequestLanguage}): the API words its error reasons in it
 * (docs/decisions.md#api-language).
 *
 * Failures are thrown as {@link HttpError}: react-admin reads `status`, `body` and `message`.
 */
import { API_BASE, type RefreshResponse } from '../shared/api';
import {
  clearTokens,
  errorBodyMessage,
  getBearerToken,
  getRefreshToken,
  signalSessionExpired,
  storeTokens,
} from './session';

/** An HTTP failure: a status (0 when no answer came), the parsed error body, and flags. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** True for a 401 that a token refresh could not cure (docs/requirements.md#r8 last row). */
  readonly sessionExpired: boolean;
  /** True when the server never answered (network down, CORS, DNS…). */
  readonly noResponse: boolean;

  constructor(message: string, status: number, body: unknown = null, flags: { sessionExpired?: boolean; noResponse?: boolean } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.sessionExpired = !!flags.sessionExpired;
    this.noResponse = !!flags.noResponse;
  }
}

/** A successful answer, shaped like react-admin's `fetchUtils.fetchJson` result. */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** `fetch` options; a non-string `body` is sent as JSON. */
export interface HttpOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

/** The interface language of the requests (none until a face registers it: then no header). */
let interfaceLanguage: () => string | null | undefined = () => undefined;

/**
 * Sets where every request's `Accept-Language` comes from: `language()` is read per request, so a
 * language switch applies to the next one. A request that sets the header itself keeps its own.
 */
export function setRequestLanguage(language: () => string | null | undefined): void {
  interfaceLanguage = language;
}

/** The one refresh in flight, shared by every request that meets a 401 meanwhile. */
let refreshInFlight: Promise<string | null> | null = null;

function absolute(url: string): string {
  return typeof window !== 'undefined' ? new URL(url, window.location.href).toString() : url;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(url: string, options: HttpOptions, bearer: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const language = interfaceLanguage();
  if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    if (typeof options.body === 'string' || options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body as BodyInit;
    } else {
      body = JSON.stringify(options.body);
    }
    if (!(options.body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  try {
    return await fetch(absolute(url), { ...options, headers, body });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new HttpError('No response from the server', 0, null, { noResponse: true });
  }
}

function expireSession(): void {
  clearTokens();
  signalSessionExpired();
}

/**
 * Refreshes the token pair (`POST /accounts/token {bearerToken, refreshToken}` →
 * `{data: {bearerToken, refreshToken}}`), stores it and resolves to the new bearer; resolves
 * to null (after clearing the tokens and signalling expiry once) when that is impossible.
 * Concurrent callers share one request.
 */
export function refreshSession(): Promise<string | null> {
  if (refreshInFlight) return refreshInFlight;
  refreshInFlight = (async () => {
    const bearerToken = getBearerToken();
    const refreshToken = getRefreshToken();
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const response = await send(
        `${API_BASE}/accounts/token`,
        { method: 'POST', body: { bearerToken: bearerToken ?? '', refreshToken } },
        null,
      );
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const answer = parseJson(await response.text()) as Partial<RefreshResponse> | null;
      const tokens = answer?.data;
      if (!tokens?.bearerToken || !tokens.refreshToken) throw new Error('refresh answer without tokens');
      storeTokens(tokens.bearerToken, tokens.refreshToken);
      return tokens.bearerToken;
    } catch (error) {
      console.warn('httpClient: token refresh failed', error);
      expireSession();
      return null;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function toResult<T>(response: Response): Promise<HttpResponse<T>> {
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok) {
    const message = errorBodyMessage(json) ?? (response.statusText || `HTTP ${response.status}`);
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body: text, json: json as T };
}

function expiredError(): HttpError {
  return new HttpError('Session expired', 401, null, { sessionExpired: true });
}

/**
 * The answer to `url` sent with the stored bearer, refreshed and retried once on a 401 (see the
 * module comment); rejects with {@link HttpError} when the session ends.
 */
async function authorisedResponse(url: string, options: HttpOptions): Promise<Response> {
  const usedBearer = getBearerToken();
  const first = await send(url, options, usedBearer);
  if (first.status !== 401) return first;

  const current = getBearerToken();
  // Another request already ended the session while this one was on the wire.
  if (usedBearer && !current && !getRefreshToken()) throw expiredError();
  // Another request may have refreshed while this one was on the wire: reuse its token.
  const newBearer = current && current !== usedBearer ? current : await refreshSession();
  if (!newBearer) throw expiredError();

  const retry = await send(url, options, newBearer);
  if (retry.status === 401) {
    // One retry per request (docs/requirements.md#r4, #r9): a second refusal ends the session.
    expireSession();
    throw expiredError();
  }
  return retry;
}

/**
 * Sends a JSON request to `url` with the stored bearer; see the module comment for the
 * refresh-and-retry rules. Resolves to the parsed answer; rejects with {@link HttpError}.
 */
export const httpClient: HttpClient = async <T = unknown>(url: string, options: HttpOptions = {}) => toResult<T>(await authorisedResponse(url, options));

/** A file the API answered: its bytes and the name its `Content-Disposition` gives (null without one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` value: its `filename*` (RFC 8187, UTF-8), else its `filename`. */
export function dispositionFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads `url` (a file behind a permission: an application's CV) with the stored bearer, with
 * httpClient's refresh-and-retry rules; resolves to its bytes and name, rejects with
 * {@link HttpError} (the error body parsed) when the API refuses.
 */
export async function downloadFile(url: string): Promise<DownloadedFile> {
  const response = await authorisedResponse(url, { headers: { Accept: '*/*' } });
  if (!response.ok) await toResult(response);
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}
