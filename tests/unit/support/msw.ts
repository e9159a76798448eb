/**
 * msw for the browser-side unit tests: one server per test file that rejects unhandled
 * requests, resets its handlers and unmounts rendered components after each test, and closes
 * after the file.
 */
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Creates the file's msw server and registers its lifecycle hooks; add handlers with `server.use`. */
export function setupMswServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** A `/{resource}/paged` answer holding all of `items` on page 1 (docs/architecture.md paging shape). */
export function pagedOf<T>(items: T[], pageSize = 100) {
  return { items, current_page: 1, page_size: pageSize, total_count: items.length, total_pages: 1, total_exact: true };
}
