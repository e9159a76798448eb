/**
 * What the crawled-organisation writes beyond the CRUD endpoints ask of the caller:
 * - the CSV upload creates new records with `crawled-organisations.create`, but a row that would
 *   change an existing record needs `crawled-organisations.update` too (as `PUT` does): without
 *   it the row is reported `forbidden` (with the reason) and the record stays as it was, in the
 *   preview as in the real run;
 * - importing a crawled record as an organisation (one or in bulk) reads that record, so it needs
 *   `crawled-organisations.read` beside `organisations.create`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

interface UploadAnswer {
  dryRun: boolean;
  results: { row: number; status: string; id?: number; errors?: { field?: string; reason: string }[] }[];
  summary: Record<string, number>;
}

let permissionIds: Map<string, number>;
let serial = 0;

beforeAll(async () => {
  const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
  permissionIds = new Map(permissions.map((permission) => [permission.name, permission.id]));
});

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Bearer of a new user whose only role carries exactly `permissions`. */
async function bearerHolding(...permissions: string[]): Promise<string> {
  const n = ++serial;
  const role = await t.api('POST', '/roles', { name: `Crawl probe ${n}`, permissionIds: permissions.map((name) => permissionIds.get(name)!) });
  expectStatus(role, 201);
  const password = 'password-123';
  const email = `crawl-probe-${n}-${Date.now()}@example.com`;
  const user = await t.api('POST', '/users', { firstName: 'Crawl', lastName: `Probe${n}`, email, userName: `crawl_probe_${n}_${Date.now()}`, password, roleIds: [role.json().id] });
  expectStatus(user, 201);
  return (await t.signIn(email, password)).bearer_token;
}

/** Fresh valid identifiers (each test file has its own database). */
const freshPib = () => pibFrom(String(14_000_000 + ++serial));
const freshMb = () => String(41_000_000 + ++serial);

const upload = (bearer: string, csv: string, dryRun: boolean) =>
  t.injectAs(bearer, { method: 'POST', url: `${API}/crawled-organisations/upload?dryRun=${dryRun}`, payload: csv, headers: { 'content-type': 'text/csv' } });

async function createRecord(name: string) {
  const response = await t.api('POST', '/crawled-organisations', { name, taxRegistrationNumber: freshPib(), nationalIdentificationNumber: freshMb(), city: 'Valjevo' });
  expectStatus(response, 201);
  return response.json() as { id: number; name: string; taxRegistrationNumber: string; nationalIdentificationNumber: string; city: string | null; updatedAt: string };
}

const fetchRecord = async (id: number) => (await t.api('GET', `/crawled-organisations/${id}`)).json() as { name: string; city: string | null; updatedAt: string };

describe('the register upload with create but not update', () => {
  it('creates the new row and reports the row that would change an existing record as forbidden, leaving that record unchanged', async () => {
    const creator = await bearerHolding('crawled-organisations.read', 'crawled-organisations.create');
    const existing = await createRecord('Tamnava Drvo d.o.o.');
    const newPib = freshPib();
    const csv = [
      'name,taxRegistrationNumber,nationalIdentificationNumber,city',
      `Ub Mlin d.o.o.,${newPib},${freshMb()},Ub`,
      `Tamnava Drvo Promenjeno d.o.o.,${existing.taxRegistrationNumber},${existing.nationalIdentificationNumber},Lajkovac`,
    ].join('\n');

    // The same PUT is refused: the upload must not be a way around it.
    const put = await t.injectAs(creator, {
      method: 'PUT',
      url: `${API}/crawled-organisations/${existing.id}`,
      payload: { name: 'Tamnava Drvo Promenjeno d.o.o.', taxRegistrationNumber: existing.taxRegistrationNumber, nationalIdentificationNumber: existing.nationalIdentificationNumber },
    });
    expectStatus(put, 403);

    for (const dryRun of [true, false]) {
      const response = await upload(creator, csv, dryRun);
      expectStatus(response, 200);
      const answer = response.json() as UploadAnswer;
      expect(answer.results[0]).toMatchObject({ row: 1, status: 'created' });
      expect(answer.results[1]).toMatchObject({ row: 2, status: 'forbidden', id: existing.id });
      expect(answer.results[1].errors?.[0].reason).toMatch(/crawled-organisations\.update/);
      expect(answer.summary).toMatchObject({ created: 1, updated: 0, forbidden: 1 });
    }

    const after = await fetchRecord(existing.id);
    expect(after).toMatchObject({ name: 'Tamnava Drvo d.o.o.', city: 'Valjevo', updatedAt: existing.updatedAt });
    const created = (await t.api('GET', `/crawled-organisations?search_term=${newPib}`)).json() as { name: string }[];
    expect(created.map((entry) => entry.name)).toEqual(['Ub Mlin d.o.o.']);
  });

  it('reports a row that matches an existing record without changes as unchanged, not forbidden', async () => {
    const creator = await bearerHolding('crawled-organisations.read', 'crawled-organisations.create');
    const existing = await createRecord('Kolubara Kamen d.o.o.');
    const csv = `name,taxRegistrationNumber,nationalIdentificationNumber,city\n${existing.name},${existing.taxRegistrationNumber},${existing.nationalIdentificationNumber},Valjevo\n`;
    const answer = (await upload(creator, csv, false)).json() as UploadAnswer;
    expect(answer.results).toEqual([{ row: 1, status: 'unchanged', id: existing.id }]);
  });

  it('applies both rows for a caller holding update too', async () => {
    const editor = await bearerHolding('crawled-organisations.read', 'crawled-organisations.create', 'crawled-organisations.update');
    const existing = await createRecord('Jadar Voće d.o.o.');
    const csv = [
      'name,taxRegistrationNumber,nationalIdentificationNumber,city',
      `Loznica Pak d.o.o.,${freshPib()},${freshMb()},Loznica`,
      `Jadar Voće Promenjeno d.o.o.,${existing.taxRegistrationNumber},${existing.nationalIdentificationNumber},Krupanj`,
    ].join('\n');
    const answer = (await upload(editor, csv, false)).json() as UploadAnswer;
    expect(answer.results.map((result) => result.status)).toEqual(['created', 'updated']);
    expect(answer.summary).toMatchObject({ created: 1, updated: 1, forbidden: 0 });
    expect(await fetchRecord(existing.id)).toMatchObject({ name: 'Jadar Voće Promenjeno d.o.o.', city: 'Krupanj' });
  });
});

describe('importing a crawled record as an organisation', () => {
  it('refuses a caller holding organisations.create without crawled-organisations.read (403), one record and in bulk', async () => {
    const record = await createRecord('Drina Tekstil d.o.o.');
    const creatorOnly = await bearerHolding('organisations.create');
    const single = await t.injectAs(creatorOnly, { method: 'POST', url: `${API}/crawled-organisations/${record.id}/import` });
    expectStatus(single, 403);
    expect(single.json().reason).toMatch(/crawled-organisations\.read/);
    const bulk = await t.injectAs(creatorOnly, { method: 'POST', url: `${API}/crawled-organisations/import`, payload: { ids: [record.id] } });
    expectStatus(bulk, 403);
    expect((await t.api('GET', `/crawled-organisations/${record.id}`)).json().organisationId).toBeNull();
  });

  it('imports for a caller holding both organisations.create and crawled-organisations.read', async () => {
    const importer = await bearerHolding('organisations.create', 'crawled-organisations.read');
    const first = await createRecord('Podrinje Metal d.o.o.');
    const second = await createRecord('Zvornik Staklo d.o.o.');
    const single = await t.injectAs(importer, { method: 'POST', url: `${API}/crawled-organisations/${first.id}/import` });
    expectStatus(single, 201);
    const bulk = await t.injectAs(importer, { method: 'POST', url: `${API}/crawled-organisations/import`, payload: { ids: [second.id] } });
    expectStatus(bulk, 200);
    expect(bulk.json().results).toEqual([{ id: second.id, status: 201, organisationId: expect.any(Number) }]);
  });

  it('lists every permission the import routes require in the route table', () => {
    const declared = t.app.routePermissions.filter((route) => route.method === 'POST' && /\/crawled-organisations\/(:id\/)?import$/.test(route.url));
    expect(declared).toHaveLength(2);
    for (const route of declared) expect(route.alsoRequires, route.url).toEqual(['crawled-organisations.read']);
  });
});
