/**
 * The account API's field errors as form errors. The server answers in English
 * (`{errors: [{field, reason}]}` for 422, `{reason}` for 409); known reasons become
 * translation keys (react-admin translates an input's error message), others stay as sent.
 */
import { HttpError } from '../../auth';
import { reasonKey } from '../errors';

export { reasonKey };

/**
 * `{field: message}` for the errors of `error` that name one of `fields` (a 409 without a
 * field goes to `conflictField`), or null when none does: then the caller shows a toast.
 */
export function fieldErrors(error: unknown, fields: readonly string[], conflictField?: string): Record<string, string> | null {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return null;
  const body = error.body as { reason?: unknown; errors?: { field?: unknown; reason?: unknown }[] };
  const found: Record<string, string> = {};
  for (const item of Array.isArray(body.errors) ? body.errors : []) {
    if (typeof item?.field === 'string' && fields.includes(item.field) && typeof item.reason === 'string' && !found[item.field]) {
      found[item.field] = reasonKey(item.reason);
    }
  }
  if (!Object.keys(found).length && error.status === 409 && conflictField && typeof body.reason === 'string') found[conflictField] = reasonKey(body.reason);
  return Object.keys(found).length ? found : null;
}
