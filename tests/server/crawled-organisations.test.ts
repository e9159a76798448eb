/**
 * Crawled organisations (docs/decisions.md#organisations): the seeded register records, list search/filters/sort,
 * create and update with the PIB check digit, soft delete, import as an organisation (one and
 * bulk, with the 409 that names the existing organisation) and the CSV upload with its preview.
 * One file on purpose: every case is the crawled-organisations resource, sharing one app, its
 * seeded register records and the record fixtures below.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { Paged } from '../../src/shared/api';
import { activity, crawledOrganisations, currencies, currencyRates } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { crawledSeedRecords } from '../../server/db/seed-crawled';
import { SAMPLE_ORGANISATIONS } from '../../server/db/seed-data';
import { pibFrom, pibProblem } from '../../server/domain/serbian-identifiers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

interface Crawled {
  id: number;
  name: string;
  taxRegistrationNumber: string;
  nationalIdentificationNumber: string;
  address: string | null;
  city: string | null;
  activityCode: string | null;
  activityName: string | null;
  registerStatus: 'active' | 'in-liquidation' | 'in-bankruptcy' | 'struck-off';
  sourceUrl: string | null;
  crawledAt: string;
  organisationId: number | null;
  organisationName: string | null;
  importedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

interface UploadAnswer {
  dryRun: boolean;
  results: { row: number; status: 'created' | 'updated' | 'unchanged' | 'invalid'; id?: number; errors?: { field?: string; reason: string }[] }[];
  summary: { created: number; updated: number; unchanged: number; invalid: number; forbidden: number };
}

let admin: string;
let viewer: string;

beforeAll(async () => {
  admin = await t.adminBearer();
  viewer = await t.bearerOfNewUser(['Viewer']);
});

const call = t.api;

const upload = (csv: string, dryRun: boolean, bearer = admin, contentType = 'text/csv; charset=utf-8') =>
  t.injectAs(bearer, { method: 'POST', url: `${API}/crawled-organisations/upload?dryRun=${dryRun}`, payload: csv, headers: { 'content-type': contentType } });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Fresh, valid and unused identifiers (each file has its own database): PIBs 13…, MBs 39… (the seed uses 10–11… and 17–21…). */
let serial = 0;
const freshPib = () => pibFrom(String(13_000_000 + ++serial));
const freshMb = () => String(39_000_000 + ++serial);
/** A PIB whose last digit is wrong. */
const badCheckDigit = (pib: string) => `${pib.slice(0, 8)}${(Number(pib[8]) + 1) % 10}`;

const record = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kolubara Soft d.o.o.',
  taxRegistrationNumber: freshPib(),
  nationalIdentificationNumber: freshMb(),
  address: 'Karađorđeva 12',
  city: 'Valjevo',
  activityCode: '6201',
  activityName: 'Računarsko programiranje',
  registerStatus: 'active',
  sourceUrl: 'https://pretraga.apr.gov.rs/unifiedentitysearch?matickiBroj=12345678',
  crawledAt: '2026-10-15T08:30:00.000Z',
  ...overrides,
});

async function createRecord(overrides: Record<string, unknown> = {}): Promise<Crawled> {
  const response = await call('POST', '/crawled-organisations', record(overrides));
  expectStatus(response, 201);
  return response.json();
}

const fetchRecord = async (id: number) => (await call('GET', `/crawled-organisations/${id}`)).json() as Crawled;

describe('seeded crawled organisations', () => {
  it('seeds at least 200 register records with valid PIB check digits, 8-digit MBs, Serbian cities and KD 2010 activities', async () => {
    const all = (await call('GET', '/crawled-organisations')).json() as Crawled[];
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const entry of all) {
      expect(pibProblem(entry.taxRegistrationNumber), entry.name).toBeNull();
      expect(entry.nationalIdentificationNumber).toMatch(/^\d{8}$/);
      expect(entry.activityCode).toMatch(/^\d{4}$/);
      expect(entry.activityName).toBeTruthy();
      expect(entry.address).toBeTruthy();
      expect(entry.sourceUrl).toMatch(/^https:\/\/pretraga\.apr\.gov\.rs\//);
    }
    expect(new Set(all.map((entry) => entry.taxRegistrationNumber)).size).toBe(all.length);
    const cities = new Set(all.map((entry) => entry.city));
    for (const city of ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Šabac']) expect(cities).toContain(city);
    const statuses = all.map((entry) => entry.registerStatus);
    expect(statuses.filter((status) => status === 'active').length).toBeGreaterThan(all.length * 0.7);
    expect(statuses).toContain('in-liquidation');
    expect(statuses).toContain('in-bankruptcy');
    expect(all.find((entry) => entry.activityCode === '6201')?.activityName).toBe('Računarsko programiranje');
  });

  it('is the same on every installation, and only the deliberate records share a PIB or MB with a sample organisation', () => {
    const first = crawledSeedRecords();
    expect(crawledSeedRecords()).toEqual(first);
    const samplePibs = new Set(SAMPLE_ORGANISATIONS.map((organisation) => organisation.taxRegistrationNumber));
    const sampleMbs = new Set(SAMPLE_ORGANISATIONS.map((organisation) => organisation.nationalIdentificationNumber));
    const matching = first.filter((entry) => samplePibs.has(entry.taxRegistrationNumber) || sampleMbs.has(entry.nationalIdentificationNumber));
    expect(matching.map((entry) => entry.name)).toEqual(['Dunav Soft d.o.o.', 'Panonija Agrar d.o.o.']);
  });

  it('seeding a second time changes no crawled organisation, currency or rate', async () => {
    const snapshot = async () => ({
      crawled: await t.app.db.select().from(crawledOrganisations).orderBy(crawledOrganisations.id),
      currencies: await t.app.db.select().from(currencies).orderBy(currencies.id),
      rates: await t.app.db.select({ count: count() }).from(currencyRates),
    });
    const before = await snapshot();
    await seed(t.app.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, print: () => undefined });
    expect(await snapshot()).toEqual(before);
  });
});

describe('listing', () => {
  it('searches by name, PIB, MB and city, case-insensitively', async () => {
    const made = await createRecord({ name: 'Zlatarska Radionica Zvezdara d.o.o.', city: 'Loznica' });
    for (const term of ['zlatarska radionica', made.taxRegistrationNumber, made.nationalIdentificationNumber]) {
      const page = (await call('GET', `/crawled-organisations/paged?search_term=${encodeURIComponent(term)}`)).json() as Paged<Crawled>;
      expect(page.items.map((entry) => entry.id), term).toEqual([made.id]);
    }
    const byCity = (await call('GET', '/crawled-organisations/paged?search_term=LOZNICA&page_size=100')).json() as Paged<Crawled>;
    expect(byCity.items.map((entry) => entry.id)).toContain(made.id);
    expect(byCity.items.every((entry) => entry.city === 'Loznica' || entry.name.toLowerCase().includes('loznica'))).toBe(true);
  });

  it('filters by city, register status and whether imported', async () => {
    const novi = (await call('GET', '/crawled-organisations/paged?city=novi%20sad&page_size=100')).json() as Paged<Crawled>;
    expect(novi.total_count).toBeGreaterThan(0);
    expect(novi.items.every((entry) => entry.city === 'Novi Sad')).toBe(true);

    const liquidation = (await call('GET', '/crawled-organisations/paged?registerStatus=in-liquidation&page_size=100')).json() as Paged<Crawled>;
    expect(liquidation.total_count).toBeGreaterThan(0);
    expect(liquidation.items.every((entry) => entry.registerStatus === 'in-liquidation')).toBe(true);

    const made = await createRecord();
    expectStatus(await call('POST', `/crawled-organisations/${made.id}/import`), 201);
    const imported = (await call('GET', '/crawled-organisations/paged?imported=true&page_size=100')).json() as Paged<Crawled>;
    expect(imported.items.map((entry) => entry.id)).toContain(made.id);
    expect(imported.items.every((entry) => entry.organisationId !== null)).toBe(true);
    const notImported = (await call('GET', '/crawled-organisations/paged?imported=false&page_size=100')).json() as Paged<Crawled>;
    expect(notImported.items.every((entry) => entry.organisationId === null)).toBe(true);
    expect(notImported.total_count).toBeGreaterThan(150);

    // An activity code or its beginning: "62" finds 6201, 6202, …
    const programming = (await call('GET', '/crawled-organisations/paged?activityCode=62&page_size=100')).json() as Paged<Crawled>;
    expect(programming.total_count).toBeGreaterThan(0);
    expect(programming.items.every((entry) => entry.activityCode?.startsWith('62'))).toBe(true);
    const exact = (await call('GET', '/crawled-organisations/paged?activityCode=6201&page_size=100')).json() as Paged<Crawled>;
    expect(exact.items.every((entry) => entry.activityCode === '6201')).toBe(true);

    expectStatus(await call('GET', '/crawled-organisations/paged?registerStatus=closed'), 400);
    expectStatus(await call('GET', '/crawled-organisations/paged?imported=perhaps'), 400);
    expectStatus(await call('GET', '/crawled-organisations/paged?activityCode=62a'), 400);
    expectStatus(await call('GET', '/crawled-organisations/paged?activityCode=62011'), 400);
  });

  it('sorts by name by default and by city or crawledAt on request', async () => {
    const byName = (await call('GET', '/crawled-organisations/paged?page_size=50')).json() as Paged<Crawled>;
    const names = byName.items.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const newest = (await call('GET', '/crawled-organisations/paged?sort_by=crawledAt&sort_order=desc&page_size=50')).json() as Paged<Crawled>;
    const times = newest.items.map((entry) => Date.parse(entry.crawledAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byCity = (await call('GET', '/crawled-organisations/paged?sort_by=city&page_size=100')).json() as Paged<Crawled>;
    expect(byCity.items[0].city! <= byCity.items[99].city!).toBe(true);
    expectStatus(await call('GET', '/crawled-organisations/paged?sort_by=password'), 400);
  });

  it('lists the cities with their record counts', async () => {
    const cities = (await call('GET', '/crawled-organisations/cities')).json() as { city: string; count: number }[];
    expect(cities.find((entry) => entry.city === 'Beograd')?.count).toBeGreaterThan(5);
    expect(cities.map((entry) => entry.city)).toContain('Novi Pazar');
  });
});

describe('create and update', () => {
  it('creates a record (201) that is not imported yet, with the register status defaulting to active', async () => {
    const { registerStatus: _status, crawledAt: _at, ...body } = record();
    const response = await call('POST', '/crawled-organisations', body);
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ ...body, registerStatus: 'active', organisationId: null, organisationName: null, importedAt: null, deletedAt: null });
    expect(Date.parse(response.json().crawledAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a PIB whose check digit is right and refuses one whose check digit is wrong (422 with the reason)', async () => {
    const pib = freshPib();
    expect(pibProblem(pib)).toBeNull();
    expectStatus(await call('POST', '/crawled-organisations', record({ taxRegistrationNumber: pib })), 201);

    const wrong = badCheckDigit(freshPib());
    const response = await call('POST', '/crawled-organisations', record({ taxRegistrationNumber: wrong }));
    expectStatus(response, 422);
    expect(response.json().errors).toEqual([{ field: 'taxRegistrationNumber', reason: 'This tax ID (PIB) is not valid: check its digits' }]);
    // Known examples: 101134702 is valid, 101134703 is not.
    expect(pibProblem('101134702')).toBeNull();
    expectStatus(await call('POST', '/crawled-organisations', record({ taxRegistrationNumber: '101134703' })), 422);
  });

  it('refuses malformed identifiers, an unknown status and a non-http source with every reason (422)', async () => {
    const response = await call(
      'POST',
      '/crawled-organisations',
      record({ taxRegistrationNumber: '12345', nationalIdentificationNumber: '1234567', registerStatus: 'closed', sourceUrl: 'ftp://example.com', activityCode: '62' }),
    );
    expectStatus(response, 422);
    const fields = (response.json().errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['taxRegistrationNumber', 'nationalIdentificationNumber', 'registerStatus', 'sourceUrl', 'activityCode']),
    );
    expect(response.json().errors).toContainEqual({ field: 'nationalIdentificationNumber', reason: 'National identification number (MB) must be 8 digits' });
  });

  it('refuses unknown or server-owned fields (400) and names with control characters (422)', async () => {
    expectStatus(await call('POST', '/crawled-organisations', record({ organisationId: 1 })), 400);
    expectStatus(await call('POST', '/crawled-organisations', record({ importedAt: '2026-01-01T00:00:00Z' })), 400);
    expectStatus(await call('POST', '/crawled-organisations', record({ colour: 'blue' })), 400);
    expectStatus(await call('POST', '/crawled-organisations', record({ name: 'Evil\u202Ecorp d.o.o.' })), 422);
  });

  it('refuses a second record with a PIB already in use (409), deleted ones included', async () => {
    const made = await createRecord();
    const response = await call('POST', '/crawled-organisations', record({ taxRegistrationNumber: made.taxRegistrationNumber }));
    expectStatus(response, 409);
    expect(response.json().reason).toBe(`A crawled organisation with PIB ${made.taxRegistrationNumber} already exists (id ${made.id})`);

    expectStatus(await call('DELETE', `/crawled-organisations/${made.id}/soft`), 204);
    const again = await call('POST', '/crawled-organisations', record({ taxRegistrationNumber: made.taxRegistrationNumber }));
    expectStatus(again, 409);
    expect(again.json().reason).toContain('deleted');
  });

  it('updates a record (200), trimming names; 409 for another record’s PIB, 404 unknown, 400 id mismatch', async () => {
    const made = await createRecord();
    const other = await createRecord();
    const body = record({ taxRegistrationNumber: made.taxRegistrationNumber, nationalIdentificationNumber: made.nationalIdentificationNumber, name: '  Kolubara Soft Group d.o.o.  ', registerStatus: 'in-liquidation' });

    const updated = await call('PUT', `/crawled-organisations/${made.id}`, { ...body, id: made.id });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ name: 'Kolubara Soft Group d.o.o.', registerStatus: 'in-liquidation' });

    expectStatus(await call('PUT', `/crawled-organisations/${made.id}`, { ...body, taxRegistrationNumber: other.taxRegistrationNumber }), 409);
    expectStatus(await call('PUT', `/crawled-organisations/${made.id}`, { ...body, taxRegistrationNumber: badCheckDigit(made.taxRegistrationNumber) }), 422);
    expectStatus(await call('PUT', '/crawled-organisations/999999', body), 404);
    expectStatus(await call('PUT', `/crawled-organisations/${made.id}`, { ...body, id: other.id }), 400);
    expectStatus(await call('GET', '/crawled-organisations/999999'), 404);
  });

  it('soft-deletes a record out of the lists and restores it', async () => {
    const made = await createRecord({ name: 'Privremena Firma d.o.o.' });
    expectStatus(await call('DELETE', `/crawled-organisations/${made.id}/soft`), 204);
    const hidden = (await call('GET', `/crawled-organisations/paged?search_term=${made.taxRegistrationNumber}`)).json() as Paged<Crawled>;
    expect(hidden.total_count).toBe(0);
    const shown = (await call('GET', `/crawled-organisations/paged?search_term=${made.taxRegistrationNumber}&include_deleted=true`)).json() as Paged<Crawled>;
    expect(shown.items[0].deletedAt).toEqual(expect.any(String));
    const restored = await call('POST', `/crawled-organisations/${made.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.json().deletedAt).toBeNull();
  });

  it('lets a Viewer read but not write (403)', async () => {
    const made = await createRecord();
    expectStatus(await call('GET', '/crawled-organisations/paged', undefined, viewer), 200);
    expectStatus(await call('GET', `/crawled-organisations/${made.id}`, undefined, viewer), 200);
    expectStatus(await call('POST', '/crawled-organisations', record(), viewer), 403);
    expectStatus(await call('PUT', `/crawled-organisations/${made.id}`, record(), viewer), 403);
    expectStatus(await call('DELETE', `/crawled-organisations/${made.id}/soft`, undefined, viewer), 403);
    expectStatus(await call('POST', `/crawled-organisations/${made.id}/import`, undefined, viewer), 403);
    expectStatus(await call('POST', '/crawled-organisations/import', { ids: [made.id] }, viewer), 403);
    expectStatus(await upload('name,taxRegistrationNumber,nationalIdentificationNumber\n', true, viewer), 403);
    expect((await fetchRecord(made.id)).organisationId).toBeNull();
  });
});

describe('import as an organisation', () => {
  it('creates a company organisation (country RS) from the record and links the record to it (201)', async () => {
    const made = await createRecord({ name: 'Tamiš Gradnja d.o.o.', city: 'Pančevo', address: 'Njegoševa 4' });

    const response = await call('POST', `/crawled-organisations/${made.id}/import`);

    expectStatus(response, 201);
    const { organisationId } = response.json() as { organisationId: number };
    const organisation = (await call('GET', `/organisations/${organisationId}`)).json();
    expect(organisation).toMatchObject({
      name: 'Tamiš Gradnja d.o.o.',
      taxRegistrationNumber: made.taxRegistrationNumber,
      nationalIdentificationNumber: made.nationalIdentificationNumber,
      type: 'company',
      country: 'RS',
      address: 'Njegoševa 4',
      city: 'Pančevo',
      isActive: true,
    });
    const linked = await fetchRecord(made.id);
    expect(linked).toMatchObject({ organisationId, organisationName: 'Tamiš Gradnja d.o.o.' });
    expect(linked.importedAt).toEqual(expect.any(String));
    const logged = await t.app.db.select().from(activity).where(eq(activity.recordId, organisationId));
    expect(logged.some((row) => row.resource === 'organisations' && row.action === 'create')).toBe(true);
  });

  it('answers 409 with the existing organisation’s id on a second import, and creates nothing', async () => {
    const made = await createRecord();
    const first = (await call('POST', `/crawled-organisations/${made.id}/import`)).json() as { organisationId: number };
    const before = (await call('GET', '/organisations/count')).json().total;

    const second = await call('POST', `/crawled-organisations/${made.id}/import`);

    expectStatus(second, 409);
    expect(second.json()).toEqual({ message: 'Conflict', reason: expect.stringContaining(`id ${first.organisationId}`), organisationId: first.organisationId });
    expect((await call('GET', '/organisations/count')).json().total).toBe(before);
  });

  it('answers 409 with the sample organisation’s id for a seeded record with its PIB, and links the record to it', async () => {
    const dunav = SAMPLE_ORGANISATIONS[0];
    const [seeded] = ((await call('GET', `/crawled-organisations?search_term=${dunav.taxRegistrationNumber}`)).json() as Crawled[]);
    const existing = (await call('GET', `/organisations/tax-id/${dunav.taxRegistrationNumber}`)).json();

    const response = await call('POST', `/crawled-organisations/${seeded.id}/import`);

    expectStatus(response, 409);
    expect(response.json().organisationId).toBe(existing.id);
    expect(response.json().reason).toContain(`PIB ${dunav.taxRegistrationNumber}`);
    expect(await fetchRecord(seeded.id)).toMatchObject({ organisationId: existing.id, organisationName: dunav.name });
  });

  it('answers 409 with the existing organisation’s id when only the MB is taken', async () => {
    const panonija = SAMPLE_ORGANISATIONS[1];
    const existing = (await call('GET', `/organisations/tax-id/${panonija.taxRegistrationNumber}`)).json();
    const made = await createRecord({ nationalIdentificationNumber: panonija.nationalIdentificationNumber });

    const response = await call('POST', `/crawled-organisations/${made.id}/import`);

    expectStatus(response, 409);
    expect(response.json()).toMatchObject({ organisationId: existing.id, reason: expect.stringContaining(`MB ${panonija.nationalIdentificationNumber}`) });
  });

  it('answers 404 for an unknown record, 409 for a deleted one and 400 for a malformed id', async () => {
    expectStatus(await call('POST', '/crawled-organisations/999999/import'), 404);
    const made = await createRecord();
    expectStatus(await call('DELETE', `/crawled-organisations/${made.id}/soft`), 204);
    const deleted = await call('POST', `/crawled-organisations/${made.id}/import`);
    expectStatus(deleted, 409);
    expect(deleted.json().reason).toBe('The record is deleted; restore it first');
    expectStatus(await call('POST', '/crawled-organisations/abc/import'), 400);
  });

  it('imports in bulk with a result per record: one clash or missing record does not undo the others', async () => {
    const [fresh, again, other] = [await createRecord(), await createRecord(), await createRecord()];
    const earlier = (await call('POST', `/crawled-organisations/${again.id}/import`)).json() as { organisationId: number };

    const response = await call('POST', '/crawled-organisations/import', { ids: [fresh.id, again.id, 999999, other.id] });

    expectStatus(response, 200);
    const { results } = response.json() as { results: { id: number; status: number; organisationId?: number; reason?: string }[] };
    expect(results.map((result) => [result.id, result.status])).toEqual([
      [fresh.id, 201],
      [again.id, 409],
      [999999, 404],
      [other.id, 201],
    ]);
    expect(results[1].organisationId).toBe(earlier.organisationId);
    expect(results[2].reason).toBe('No crawled organisation with id 999999');
    for (const result of [results[0], results[3]]) {
      expect((await call('GET', `/organisations/${result.organisationId}`)).statusCode).toBe(200);
    }
    expect((await fetchRecord(fresh.id)).organisationId).toBe(results[0].organisationId);
  });

  it('refuses a bulk import of no ids or more than 100 (422) and a malformed body (400)', async () => {
    expectStatus(await call('POST', '/crawled-organisations/import', { ids: [] }), 422);
    expectStatus(await call('POST', '/crawled-organisations/import', { ids: Array.from({ length: 101 }, (_, index) => index + 1) }), 422);
    expectStatus(await call('POST', '/crawled-organisations/import', { ids: ['one'] }), 400);
    expectStatus(await call('POST', '/crawled-organisations/import', { ids: [1], all: true }), 400);
  });
});

describe('CSV upload of a register extract', () => {
  const HEADER = 'name,taxRegistrationNumber,nationalIdentificationNumber,address,city,activityCode,activityName,registerStatus,sourceUrl,crawledAt';
  const line = (fields: Record<string, string>) =>
    HEADER.split(',')
      .map((column) => {
        const value = fields[column] ?? '';
        return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
      })
      .join(',');
  const row = (overrides: Record<string, string> = {}) =>
    line({
      name: 'Podrinje Agrar d.o.o.',
      taxRegistrationNumber: freshPib(),
      nationalIdentificationNumber: freshMb(),
      address: 'Cara Lazara 5',
      city: 'Loznica',
      activityCode: '0111',
      activityName: 'Gajenje žita (osim pirinča), leguminoza i uljarica',
      registerStatus: 'active',
      sourceUrl: 'https://pretraga.apr.gov.rs/unifiedentitysearch?matickiBroj=39000000',
      crawledAt: '2026-11-01T07:00:00Z',
      ...overrides,
    });
  const countRecords = async () => (await t.app.db.select({ count: count() }).from(crawledOrganisations))[0].count;

  it('previews with dryRun=true: per-row statuses and nothing written', async () => {
    const existing = await createRecord();
    const newPib = freshPib();
    const csv = [
      HEADER,
      row({ taxRegistrationNumber: newPib }),
      line({ ...record(), taxRegistrationNumber: existing.taxRegistrationNumber, nationalIdentificationNumber: existing.nationalIdentificationNumber, name: 'Renamed d.o.o.' } as Record<string, string>),
      row({ taxRegistrationNumber: badCheckDigit(freshPib()) }),
    ].join('\n');
    const before = await countRecords();

    const response = await upload(csv, true);

    expectStatus(response, 200);
    const answer = response.json() as UploadAnswer;
    expect(answer.dryRun).toBe(true);
    expect(answer.results.map((result) => [result.row, result.status])).toEqual([
      [1, 'created'],
      [2, 'updated'],
      [3, 'invalid'],
    ]);
    expect(answer.results[1].id).toBe(existing.id);
    expect(answer.summary).toEqual({ created: 1, updated: 1, unchanged: 0, invalid: 1, forbidden: 0 });
    expect(await countRecords()).toBe(before);
    expect((await fetchRecord(existing.id)).name).toBe(existing.name);
    expect((await call('GET', `/crawled-organisations?search_term=${newPib}`)).json()).toEqual([]);
  });

  it('commits with dryRun=false: creates new PIBs, updates known ones, leaves identical ones unchanged', async () => {
    const existing = await createRecord({ city: 'Valjevo' });
    const same = await createRecord();
    const newPib = freshPib();
    const csv = [
      HEADER,
      row({ taxRegistrationNumber: newPib, name: 'Drina Logistika d.o.o.', crawledAt: '2026-10-30' }),
      line({ ...record(), taxRegistrationNumber: existing.taxRegistrationNumber, nationalIdentificationNumber: existing.nationalIdentificationNumber, city: 'Šabac', registerStatus: 'in-bankruptcy' } as Record<string, string>),
      line({ ...(record() as Record<string, string>), ...Object.fromEntries(Object.entries(same).map(([key, value]) => [key, String(value ?? '')])) }),
    ].join('\r\n');

    const response = await upload(csv, false);

    expectStatus(response, 200);
    const answer = response.json() as UploadAnswer;
    expect(answer.dryRun).toBe(false);
    expect(answer.results.map((result) => result.status)).toEqual(['created', 'updated', 'unchanged']);
    expect(answer.summary).toEqual({ created: 1, updated: 1, unchanged: 1, invalid: 0, forbidden: 0 });
    const created = await fetchRecord(answer.results[0].id!);
    expect(created).toMatchObject({ name: 'Drina Logistika d.o.o.', taxRegistrationNumber: newPib, city: 'Loznica', crawledAt: '2026-10-30T00:00:00.000Z' });
    expect(await fetchRecord(existing.id)).toMatchObject({ city: 'Šabac', registerStatus: 'in-bankruptcy' });
    expect(answer.results[2].id).toBe(same.id);
    expect((await fetchRecord(same.id)).updatedAt).toBe(same.updatedAt);
    const logOf = (id: number) => t.app.db.select().from(activity).where(and(eq(activity.resource, 'crawled-organisations'), eq(activity.recordId, id)));
    expect((await logOf(created.id)).map((entry) => entry.action)).toEqual(['create']);
    expect((await logOf(existing.id)).at(-1)).toMatchObject({ action: 'update', changes: { city: ['Valjevo', 'Šabac'], registerStatus: ['active', 'in-bankruptcy'] } });
    expect(await logOf(same.id)).toHaveLength(1);

    const again = (await upload(csv, false)).json() as UploadAnswer;
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 3, invalid: 0, forbidden: 0 });
  });

  it('reports every reason of an invalid row and still writes the valid rows', async () => {
    const goodPib = freshPib();
    const repeated = freshPib();
    const csv = [
      HEADER,
      row({ taxRegistrationNumber: badCheckDigit(freshPib()), nationalIdentificationNumber: '123', registerStatus: 'closed', sourceUrl: 'not a url', name: 'X' }),
      row({ taxRegistrationNumber: goodPib }),
      row({ taxRegistrationNumber: repeated }),
      row({ taxRegistrationNumber: repeated }),
      `${row()},surplus`,
      row({ crawledAt: 'yesterday', activityCode: '62a1' }),
    ].join('\n');

    const answer = (await upload(csv, false)).json() as UploadAnswer;

    expect(answer.results.map((result) => result.status)).toEqual(['invalid', 'created', 'created', 'invalid', 'invalid', 'invalid']);
    const fields = answer.results[0].errors!.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'registerStatus', 'sourceUrl']));
    expect(answer.results[0].errors).toContainEqual({ field: 'taxRegistrationNumber', reason: 'This tax ID (PIB) is not valid: check its digits' });
    expect(answer.results[3].errors).toEqual([{ field: 'taxRegistrationNumber', reason: `PIB ${repeated} also appears in row 3` }]);
    expect(answer.results[4].errors).toEqual([{ reason: 'The row has 11 fields; the header has 10' }]);
    expect(answer.results[5].errors!.map((error) => error.field).sort()).toEqual(['activityCode', 'crawledAt']);
    expect(answer.summary).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 4, forbidden: 0 });
    expect((await call('GET', `/crawled-organisations?search_term=${goodPib}`)).json()).toHaveLength(1);
  });

  it('reads semicolon-separated files with a byte order mark and columns in any order, optional columns left out', async () => {
    const pib = freshPib();
    const csv = `\uFEFFTaxRegistrationNumber;name;nationalIdentificationNumber;city\n${pib};"Banat Mlekara; Zrenjanin d.o.o.";${freshMb()};Zrenjanin\n`;
    const answer = (await upload(csv, false)).json() as UploadAnswer;
    expect(answer.results).toEqual([{ row: 1, status: 'created', id: expect.any(Number) }]);
    expect(await fetchRecord(answer.results[0].id!)).toMatchObject({ name: 'Banat Mlekara; Zrenjanin d.o.o.', city: 'Zrenjanin', registerStatus: 'active', address: null });
  });

  it('refuses unknown columns (400) naming the expected ones, and missing or repeated required columns', async () => {
    const unknown = await upload(`${HEADER},vatNumber\n${row()},1\n`, true);
    expectStatus(unknown, 400);
    expect(unknown.json().reason).toContain('Unknown column "vatNumber"');
    expect(unknown.json().reason).toContain(HEADER.split(',').join(', '));

    const missing = await upload('name,city\nFirma,Niš\n', true);
    expectStatus(missing, 400);
    expect(missing.json().reason).toContain('Missing columns taxRegistrationNumber, nationalIdentificationNumber');
    expectStatus(await upload('name,name,taxRegistrationNumber,nationalIdentificationNumber\n', true), 400);
    expectStatus(await upload('', true), 400);
  });

  it('refuses a body that is not text/csv (415), a malformed dryRun (400) and writes nothing', async () => {
    const before = await countRecords();
    expectStatus(await upload(`${HEADER}\n${row()}\n`, false, admin, 'text/plain'), 415);
    expectStatus(await call('POST', '/crawled-organisations/upload', { csv: `${HEADER}\n${row()}` }), 400);
    const malformed = await t.injectAs(admin, {
      method: 'POST',
      url: `${API}/crawled-organisations/upload?dryRun=maybe`,
      payload: `${HEADER}\n${row()}\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expectStatus(malformed, 400);
    expect(await countRecords()).toBe(before);
  });

  it('refuses a deleted record’s PIB in an upload until it is restored', async () => {
    const made = await createRecord();
    expectStatus(await call('DELETE', `/crawled-organisations/${made.id}/soft`), 204);
    const answer = (await upload(`${HEADER}\n${row({ taxRegistrationNumber: made.taxRegistrationNumber })}\n`, false)).json() as UploadAnswer;
    expect(answer.results[0]).toMatchObject({ status: 'invalid', id: made.id, errors: [{ field: 'taxRegistrationNumber', reason: expect.stringContaining('restore it first') }] });
  });
});
