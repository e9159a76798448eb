/**
 * The public site's calls that need no session (contact form, job applications, forgot/reset
 * password, the mailed links' pages),
 * with plain `fetch`: the public bundle carries no admin HTTP client.
 */
import { API_BASE, type ErrorBody } from '../../shared/api';

/** How a call ended: a 2xx answer with its JSON body (undefined when empty), an HTTP error with its body, or no answer at all. */
export type PublicCallResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; body: ErrorBody | undefined }
  | { ok: false; status: 0; body: undefined };

/** The language of the page (its `<html lang>`), or '' outside a browser. */
const pageLanguage = (): string => (typeof document !== 'undefined' ? document.documentElement.lang : '');

/** The JSON of an answer's body; undefined when it is empty or not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs `body` as JSON to `API_BASE + path`; never throws. */
export function postPublic(path: string, body: unknown): Promise<PublicCallResult> {
  return post(path, JSON.stringify(body), { 'content-type': 'application/json' });
}

/** POSTs `form` as `multipart/form-data` (a file with fields: the job application) to `API_BASE + path`; never throws. */
export function postPublicForm(path: string, form: FormData): Promise<PublicCallResult> {
  // The browser writes the content type with its boundary.
  return post(path, form, {});
}

async function post(path: string, body: BodyInit, headers: Record<string, string>): Promise<PublicCallResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      // The page's language: the API words its reasons in it (docs/decisions.md#api-language).
      headers: { ...headers, accept: 'application/json', ...(pageLanguage() ? { 'accept-language': pageLanguage() } : {}) },
      body,
    });
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
  if (response.ok) return { ok: true, status: response.status, body: await jsonOf(response) };
  let errorBody: ErrorBody | undefined;
  try {
    errorBody = (await response.json()) as ErrorBody;
  } catch {
    errorBody = undefined;
  }
  return { ok: false, status: response.status, body: errorBody };
}

/** The text to show for an error body: the joined reasons, else reason, else message (docs/requirements.md#r8 order). */
export function errorText(body: ErrorBody | undefined): string | undefined {
  const reasons = body?.errors?.map((e) => e.reason).filter(Boolean);
  return (reasons?.length ? reasons.join('; ') : undefined) ?? body?.reason ?? body?.message;
}

/** What a form field's error shows: a translation key of the form's own, or a text the server sent. */
export interface FieldMessage {
  key?: string;
  text?: string;
}

/**
 * The messages of a 422 answer's field errors for the form's own fields (`isField`), the first
 * of each field: the form's translated rule when it knows one (`ruleKey`), else the server's own
 * words (already in the page's language: docs/decisions.md#api-language).
 */
export function serverFieldMessages<F extends string>(
  errors: readonly { field?: string; reason: string }[],
  isField: (field: string | undefined) => field is F,
  ruleKey: (field: F) => string | undefined,
): Partial<Record<F, FieldMessage>> {
  const messages: Partial<Record<F, FieldMessage>> = {};
  for (const error of errors) {
    if (!isField(error.field) || messages[error.field]) continue;
    const key = ruleKey(error.field);
    messages[error.field] = key ? { key } : { text: error.reason };
  }
  return messages;
}
