import { describe, expect, it } from 'vitest';
import { createAdminQueryClient, shouldRetryRead } from '../../../src/admin/queryClient';
import { CatalogueError } from '../../../src/admin/errors';
import { HttpError } from '../../../src/auth/httpClient';

describe("the back office's query retries", () => {
  it('never asks again after the API answered with a 4xx', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(shouldRetryRead(0, { status }), String(status)).toBe(false);
    expect(shouldRetryRead(0, new CatalogueError(new HttpError('Not found', 404, { message: 'Not found' })))).toBe(false);
  });

  it('asks again up to three times after a network failure or a 5xx', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(2, { status: 503 })).toBe(true);
    expect(shouldRetryRead(3, { status: 503 })).toBe(false);
  });

  it('is the default of the client the admin uses', () => {
    expect(createAdminQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetryRead);
  });
});
