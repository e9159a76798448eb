/**
 * Every API request of the admin says the interface language in `Accept-Language`
 * (docs/decisions.md#api-language): the dataProvider's calls, a failed save whose reasons come
 * back in that language, and a language switch applying to the next request.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { CatalogueError } from '../../../src/admin/errors';
import { httpClient, setRequestLanguage } from '../../../src/auth/httpClient';
import { storeTokens } from '../../../src/auth/session';
import { resourceApiCapabilities } from '../../../src/resources';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();
let language = 'sr';

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  language = 'sr';
  setRequestLanguage(() => language);
});
afterEach(() => setRequestLanguage(() => undefined));

/** Records the Accept-Language of every request to `/api/1.0/*`; answers `answer`. */
function recordLanguages(answer: () => Response) {
  const seen: (string | null)[] = [];
  server.use(
    http.all('*/api/1.0/*', ({ request }) => {
      seen.push(request.headers.get('Accept-Language'));
      return answer();
    }),
  );
  return seen;
}

describe('Accept-Language on API requests', () => {
  const dataProvider = createDataProvider({ capabilities: resourceApiCapabilities });

  it('is the interface language on every dataProvider call, read per request', async () => {
    const seen = recordLanguages(() => HttpResponse.json({ id: 1, name: 'Support', items: [], total_count: 0 }));
    await dataProvider.getOne('roles', { id: 1 });
    await dataProvider.getList('roles', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    language = 'zh';
    await dataProvider.update('roles', { id: 1, data: { name: 'Support' }, previousData: { id: 1 } });
    await dataProvider.delete('roles', { id: 1, previousData: { id: 1 } });
    expect(seen).toEqual(['sr', 'sr', 'zh', 'zh']);
  });

  it('carries the reasons the API gives in that language into the error toast', async () => {
    recordLanguages(() =>
      HttpResponse.json({ message: 'Conflict', reason: 'Naziv uloge je već u upotrebi', errors: [{ field: 'name', reason: 'Naziv uloge je već u upotrebi' }] }, { status: 409 }),
    );
    const failure = await dataProvider.create('roles', { data: { name: 'Support' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogueError);
    expect((failure as CatalogueError).title).toBe('Konflikt');
    expect((failure as CatalogueError).description).toBe('Naziv uloge je već u upotrebi');
  });

  it('is left to a request that sets its own, and absent while no language is registered', async () => {
    const seen = recordLanguages(() => HttpResponse.json({}));
    await httpClient('/api/1.0/things', { headers: { 'Accept-Language': 'ru' } });
    setRequestLanguage(() => undefined);
    await httpClient('/api/1.0/things');
    expect(seen).toEqual(['ru', null]);
  });
});
