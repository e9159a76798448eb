/**
 * The back office's react-query client (react-admin's queries and the screens' own): a failed
 * read is asked again up to three times (react-query's default) unless the API answered it with
 * a 4xx (not found, denied, invalid), which a retry would only repeat. So a record of another
 * organisation (404, docs/decisions.md#organisation-roles) shows the not-found page at once
 * rather than after seven seconds of retries.
 */
import { QueryClient } from '@tanstack/react-query';

/** Whether a read that failed `failureCount` times with `error` is asked again. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

/** A new client with {@link shouldRetryRead} for every query. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead } } });
}
