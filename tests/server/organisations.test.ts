/**
 * Organisations (docs/decisions.md#organisations; docs/requirements.md#r3, #r7; docs/architecture.md#api-conventions,
 * "organisation"): every endpoint's success and its 400/403/404/409/422 answers, the PIB check
 * digit, membership, and `POST /organisations/init` rolling back whole on a bad module id.
 * 401 for anonymous callers is covered by the authorisation matrix.
 * One file on purpose: every case is an organisation endpoint, sharing one app, its seeded
 * modules and the organisation fixtures below.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Feature, Module, Organisation, OrganisationFeature, OrganisationModule, Paged, User } from '../../src/shared/api';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { setupTestApp, type ApiMethod } from './helpers';

const t = setupTestApp();

let admin: string;
let viewer: string;
let modulesByCode: Map<string, Module>;

beforeAll(async () => {
  admin = await t.adminBearer();
  viewer = await t.bearerOfNewUser(['Viewer']);
  const modules = (await call('GET', '/modules')).json() as Module[];
  modulesByCode = new Map(modules.map((module) => [module.code, module]));
});

const call = t.api;

let sequence = 0;
/** Eight digits no seeded organisation uses (their PIBs start with 1, their MBs with 2 or 6). */
const eightDigits = () => String(70_000_000 + ++sequence * 7_919);
const unique = () => `${++sequence}`;

const organisationBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Organisation ${unique()} d.o.o.`,
  taxRegistrationNumber: pibFrom(eightDigits()),
  nationalIdentificationNumber: eightDigits(),
  type: 'company',
  address: 'Knez Mihailova 1',
  city: 'Beograd',
  country: 'RS',
  email: 'office@example.com',
  phone: '+381 11 123 4567',
  website: 'https://example.com',
  ...overrides,
});

async function createOrganisation(overrides: Record<string, unknown> = {}): Promise<Organisation> {
  const response = await call('POST', '/organisations', organisationBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function deleteOrganisation(id: number) {
  expect((await call('DELETE', `/organisations/${id}/soft`)).statusCode).toBe(204);
}

const moduleNamed = (code: string) => {
  const found = modulesByCode.get(code);
  if (!found) throw new Error(`seeded module ${code} missing`);
  return found;
};

const paged = async (query: string, bearer = admin) => {
  const response = await call('GET', `/organisations/paged?${query}`, undefined, bearer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Paged<Organisation>;
};

const getOrganisation = async (id: number) => (await call('GET', `/organisations/${id}`)).json() as Organisation;

describe('GET /organisations/paged', () => {
  it('finds an organisation by part of its name, case-insensitively, by its PIB and by its MB', async () => {
    const target = await createOrganisation({ name: 'Zlatiborski Kristal d.o.o.' });
    await createOrganisation({ name: 'Some Other Firm d.o.o.' });
    for (const term of ['zlatiborski KRIS', target.taxRegistrationNumber, target.nationalIdentificationNumber]) {
      const page = await paged(`search_term=${encodeURIComponent(term)}`);
      expect(page.items.map((o) => o.id), term).toEqual([target.id]);
      expect(page.total_count).toBe(1);
    }
  });

  it('filters by type and by isActive', async () => {
    const institution = await createOrganisation({ type: 'public-institution', name: 'Filter Probe Institution' });
    const inactive = await createOrganisation({ isActive: false, name: 'Filter Probe Inactive' });

    const institutions = await paged('type=public-institution&page_size=100');
    expect(institutions.items.map((o) => o.id)).toContain(institution.id);
    expect(institutions.items.every((o) => o.type === 'public-institution')).toBe(true);

    const inactiveOnes = await paged('isActive=false&page_size=100');
    expect(inactiveOnes.items.map((o) => o.id)).toContain(inactive.id);
    expect(inactiveOnes.items.every((o) => o.isActive === false)).toBe(true);

    const activeOnes = await paged('isActive=true&search_term=filter probe');
    expect(activeOnes.items.map((o) => o.id)).toEqual([institution.id]);
  });

  it('leaves soft-deleted organisations out unless include_deleted=true', async () => {
    const gone = await createOrganisation({ name: 'Vanishing Probe d.o.o.' });
    await deleteOrganisation(gone.id);
    expect((await paged('search_term=vanishing probe')).total_count).toBe(0);
    const shown = await paged('search_term=vanishing probe&include_deleted=true');
    expect(shown.items.map((o) => o.id)).toEqual([gone.id]);
    expect(shown.items[0].deletedAt).not.toBeNull();
  });

  it('sorts by the requested column in either order, and pages', async () => {
    const names = ['Sortprobe Alfa', 'Sortprobe Beta', 'Sortprobe Gama'];
    for (const name of [names[1], names[2], names[0]]) await createOrganisation({ name });
    const ascending = await paged('search_term=sortprobe&sort_by=name&sort_order=asc');
    expect(ascending.items.map((o) => o.name)).toEqual(names);
    const descending = await paged('search_term=sortprobe&sort_by=name&sort_order=desc');
    expect(descending.items.map((o) => o.name)).toEqual([...names].reverse());

    const byPib = await paged('search_term=sortprobe&sort_by=taxRegistrationNumber&sort_order=desc');
    const pibs = byPib.items.map((o) => o.taxRegistrationNumber);
    expect(pibs).toEqual([...pibs].sort().reverse());

    const second = await paged('search_term=sortprobe&sort_by=name&page_size=2&current_page=2');
    expect(second).toMatchObject({ current_page: 2, page_size: 2, total_count: 3, total_pages: 2 });
    expect(second.items.map((o) => o.name)).toEqual([names[2]]);
  });

  it('answers 400 to an unknown type filter, sort column or a page_size above 100', async () => {
    for (const query of ['type=castle', 'sort_by=password', 'page_size=101', 'isActive=maybe']) {
      expect((await call('GET', `/organisations/paged?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /organisations', () => {
  it('lists the undeleted organisations as an array, with the same filters', async () => {
    const kept = await createOrganisation({ type: 'entrepreneur' });
    const gone = await createOrganisation({ type: 'entrepreneur' });
    await deleteOrganisation(gone.id);
    const all = (await call('GET', '/organisations')).json() as Organisation[];
    expect(all.map((o) => o.id)).toContain(kept.id);
    expect(all.map((o) => o.id)).not.toContain(gone.id);
    expect(all.length).toBeGreaterThanOrEqual(5); // the four samples and ours

    const entrepreneurs = (await call('GET', '/organisations?type=entrepreneur')).json() as Organisation[];
    expect(entrepreneurs.map((o) => o.id)).toContain(kept.id);
    expect(entrepreneurs.every((o) => o.type === 'entrepreneur')).toBe(true);
    const withDeleted = (await call('GET', '/organisations?include_deleted=true')).json() as Organisation[];
    expect(withDeleted.map((o) => o.id)).toContain(gone.id);
  });
});

describe('GET /organisations/info and /info/{id}', () => {
  it('lists only active, undeleted organisations, each as exactly {id, name}', async () => {
    const active = await createOrganisation();
    const inactive = await createOrganisation({ isActive: false });
    const deleted = await createOrganisation();
    await deleteOrganisation(deleted.id);

    const response = await call('GET', '/organisations/info');
    expect(response.statusCode).toBe(200);
    const info = response.json() as Record<string, unknown>[];
    expect(info).toContainEqual({ id: active.id, name: active.name });
    const ids = info.map((entry) => entry.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(deleted.id);
    for (const entry of info) expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
  });

  it('answers {id, name} of one organisation, 404 for an unknown id and 400 for a malformed one', async () => {
    const organisation = await createOrganisation();
    const found = await call('GET', `/organisations/info/${organisation.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: organisation.id, name: organisation.name });
    expect((await call('GET', '/organisations/info/999999')).statusCode).toBe(404);
    expect((await call('GET', '/organisations/info/abc')).statusCode).toBe(400);
  });
});

describe('POST /organisations/info/by-ids and /organisations/by-ids', () => {
  it('answers {id, name} of the organisations found, in the given order, leaving unknown ids out', async () => {
    const [a, b, c] = [await createOrganisation(), await createOrganisation(), await createOrganisation()];
    const response = await call('POST', '/organisations/info/by-ids', { ids: [c.id, 999_999, a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: c.id, name: c.name },
      { id: a.id, name: a.name },
      { id: b.id, name: b.name },
    ]);
    expect((await call('POST', '/organisations/info/by-ids', { ids: [] })).json()).toEqual([]);
  });

  it('answers the whole organisations found, in the given order, leaving unknown ids out', async () => {
    const [a, b] = [await createOrganisation(), await createOrganisation()];
    const response = await call('POST', '/organisations/by-ids', { ids: [b.id, 999_998, a.id] });
    expect(response.statusCode).toBe(200);
    const found = response.json() as Organisation[];
    expect(found.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(found[0]).toEqual(b);
  });

  it('answers 400 when the body is neither an array of ids nor {ids}', async () => {
    for (const path of ['/organisations/info/by-ids', '/organisations/by-ids']) {
      expect((await call('POST', path, { ids: 'all' })).statusCode, path).toBe(400);
      expect((await call('POST', path, {})).statusCode, path).toBe(400);
      expect((await call('POST', path, ['all'])).statusCode, path).toBe(400);
      // A plain array of ids is the other accepted form.
      expect((await call('POST', path, [1, 2])).statusCode, path).toBe(200);
    }
  });
});

describe('GET /organisations/count', () => {
  it('counts undeleted organisations: {total, active, byType} with every type', async () => {
    const before = (await call('GET', '/organisations/count')).json() as { total: number; active: number; byType: Record<string, number> };
    await createOrganisation({ type: 'public-institution' });
    await createOrganisation({ type: 'non-profit', isActive: false });
    const deleted = await createOrganisation({ type: 'entrepreneur' });
    await deleteOrganisation(deleted.id);

    const response = await call('GET', '/organisations/count');
    expect(response.statusCode).toBe(200);
    const after = response.json() as typeof before;
    expect(Object.keys(after.byType).sort()).toEqual(['company', 'entrepreneur', 'non-profit', 'public-institution']);
    expect(after.total).toBe(before.total + 2);
    expect(after.active).toBe(before.active + 1);
    expect(after.byType).toEqual({
      ...before.byType,
      'public-institution': before.byType['public-institution'] + 1,
      'non-profit': before.byType['non-profit'] + 1,
    });
    expect(Object.values(after.byType).reduce((sum, n) => sum + n, 0)).toBe(after.total);
    const listed = (await call('GET', '/organisations')).json() as Organisation[];
    expect(after.total).toBe(listed.length);
    expect(after.active).toBe(listed.filter((o) => o.isActive).length);
  });
});

describe('GET /organisations/by-government-ids', () => {
  it('finds an organisation by its PIB, by its MB, or by both', async () => {
    const organisation = await createOrganisation();
    await createOrganisation();
    const { taxRegistrationNumber: pib, nationalIdentificationNumber: mb } = organisation;
    for (const query of [`taxRegistrationNumber=${pib}`, `nationalIdentificationNumber=${mb}`, `taxRegistrationNumber=${pib}&nationalIdentificationNumber=${mb}`]) {
      const response = await call('GET', `/organisations/by-government-ids?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect((response.json() as Organisation[]).map((o) => o.id), query).toEqual([organisation.id]);
    }
    const none = await call('GET', `/organisations/by-government-ids?taxRegistrationNumber=${pibFrom('99999998')}`);
    expect(none.json()).toEqual([]);
  });

  it('answers 400 without either number, or with a malformed one', async () => {
    expect((await call('GET', '/organisations/by-government-ids')).statusCode).toBe(400);
    expect((await call('GET', '/organisations/by-government-ids?taxRegistrationNumber=&nationalIdentificationNumber=')).statusCode).toBe(400);
    expect((await call('GET', '/organisations/by-government-ids?taxRegistrationNumber=12ab')).statusCode).toBe(400);
    expect((await call('GET', '/organisations/by-government-ids?nationalIdentificationNumber=123')).statusCode).toBe(400);
  });
});

describe('GET /organisations/tax-id/{taxId} and /type/{type}', () => {
  it('finds the organisation with a PIB; 404 for an unknown PIB, 400 for a malformed one', async () => {
    const organisation = await createOrganisation();
    const found = await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(organisation);
    expect((await call('GET', `/organisations/tax-id/${pibFrom('99999997')}`)).statusCode).toBe(404);
    expect((await call('GET', '/organisations/tax-id/12345')).statusCode).toBe(400);
  });

  it('lists the undeleted organisations of a type; 400 for an unknown type', async () => {
    const nonProfit = await createOrganisation({ type: 'non-profit' });
    const deleted = await createOrganisation({ type: 'non-profit' });
    await deleteOrganisation(deleted.id);
    const response = await call('GET', '/organisations/type/non-profit');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Organisation[];
    expect(list.map((o) => o.id)).toContain(nonProfit.id);
    expect(list.map((o) => o.id)).not.toContain(deleted.id);
    expect(list.every((o) => o.type === 'non-profit')).toBe(true);
    expect((await call('GET', '/organisations/type/castle')).statusCode).toBe(400);
  });
});

describe('GET /organisations/{id}', () => {
  it('answers the organisation with every field, 404 for an unknown id and 400 for a malformed one', async () => {
    const body = organisationBody();
    const created = await createOrganisation(body);
    const response = await call('GET', `/organisations/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...body,
      id: created.id,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    expect((await call('GET', '/organisations/999999')).statusCode).toBe(404);
    expect((await call('GET', '/organisations/0')).statusCode).toBe(400);
    expect((await call('GET', '/organisations/abc')).statusCode).toBe(400);
  });
});

describe('organisation sub-collections', () => {
  it('lists assigned modules, the modules not yet assigned, the assigned features and the features still available', async () => {
    const organisation = await createOrganisation();
    const pos = moduleNamed('pos');
    const assigned = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: pos.id });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const modules = (await call('GET', `/organisations/${organisation.id}/modules`)).json() as OrganisationModule[];
    expect(modules.map((m) => m.moduleId)).toEqual([pos.id]);
    const available = (await call('GET', `/organisations/${organisation.id}/available-modules`)).json() as Module[];
    expect(available.map((m) => m.code).sort()).toEqual(['business-systems', 'e-commerce', 'mobile-apps', 'websites']);

    // The module comes with all of its features: none is left to add.
    let features = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    expect(features.map((f) => f.featureId).sort()).toEqual(pos.features.map((f) => f.id).sort());
    expect((await call('GET', `/organisations/${organisation.id}/available-features`)).json()).toEqual([]);

    // A feature added to the module afterwards is available, until it is assigned.
    const extended = await call('PUT', `/modules/${pos.id}`, {
      code: pos.code,
      name: pos.name,
      features: [...pos.features.map(({ id, code, name }) => ({ id, code, name })), { code: 'later', name: 'Later feature' }],
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const later = (extended.json() as Module).features.find((f) => f.code === 'later')!;
    let availableFeatures = (await call('GET', `/organisations/${organisation.id}/available-features`)).json() as Feature[];
    expect(availableFeatures.map((f) => f.id)).toEqual([later.id]);
    const feature = await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: later.id });
    expect(feature.statusCode, feature.body).toBe(201);
    features = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    expect(features.map((f) => f.featureId)).toContain(later.id);
    availableFeatures = (await call('GET', `/organisations/${organisation.id}/available-features`)).json() as Feature[];
    expect(availableFeatures).toEqual([]);
  });

  it('offers no features of a module whose assignment is inactive', async () => {
    const organisation = await createOrganisation();
    const websites = moduleNamed('websites');
    const assignment = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: websites.id, isActive: false });
    expect(assignment.statusCode, assignment.body).toBe(201);
    expect((await call('GET', `/organisations/${organisation.id}/available-features`)).json()).toEqual([]);
  });

  it('answers 404 for the sub-collections of an unknown organisation', async () => {
    for (const sub of ['modules', 'available-modules', 'features', 'available-features', 'users']) {
      expect((await call('GET', `/organisations/999999/${sub}`)).statusCode, sub).toBe(404);
    }
  });
});

describe('POST /organisations', () => {
  it('creates an organisation (201) with every field as sent, active by default', async () => {
    const body = organisationBody({ type: 'public-institution', website: 'http://plain-http.example' });
    const response = await call('POST', '/organisations', body);
    expect(response.statusCode).toBe(201);
    const created = response.json() as Organisation;
    expect(created).toEqual({ ...body, id: expect.any(Number), isActive: true, createdAt: expect.any(String), updatedAt: expect.any(String), deletedAt: null });
    expect(await getOrganisation(created.id)).toEqual(created);
  });

  it('accepts real PIBs whose last digit is the ISO 7064 MOD 11,10 check digit', async () => {
    // Published PIBs of Telekom Srbija, NIS and EPS, and one whose check digit is 0.
    for (const pib of ['100002887', '104052135', '103920327', '101670560']) {
      const response = await call('POST', '/organisations', organisationBody({ taxRegistrationNumber: pib }));
      expect(response.statusCode, `${pib}: ${response.body}`).toBe(201);
      expect(response.json().taxRegistrationNumber).toBe(pib);
    }
  });

  it('refuses a PIB with a wrong check digit (422, the reason names the check digit), storing nothing', async () => {
    for (const pib of ['100002888', '104052130', '103920321', '123456789']) {
      const response = await call('POST', '/organisations', organisationBody({ taxRegistrationNumber: pib }));
      expect(response.statusCode, pib).toBe(422);
      const body = response.json() as { errors: { field: string; reason: string }[] };
      expect(body.errors).toEqual([{ field: 'taxRegistrationNumber', reason: 'This tax ID (PIB) is not valid: check its digits' }]);
      expect((await call('GET', `/organisations/tax-id/${pib}`)).statusCode).toBe(404);
    }
  });

  it('refuses a PIB that is not 9 digits and an MB that is not 8 digits (422)', async () => {
    for (const taxRegistrationNumber of ['10000288', '1000028870', '10000288a']) {
      const response = await call('POST', '/organisations', organisationBody({ taxRegistrationNumber }));
      expect(response.statusCode, taxRegistrationNumber).toBe(422);
      expect(response.json().errors[0].field).toBe('taxRegistrationNumber');
    }
    for (const nationalIdentificationNumber of ['1234567', '123456789', '1234567x']) {
      const response = await call('POST', '/organisations', organisationBody({ nationalIdentificationNumber }));
      expect(response.statusCode, nationalIdentificationNumber).toBe(422);
      expect(response.json().errors[0].field).toBe('nationalIdentificationNumber');
    }
  });

  it('refuses a PIB or an MB already in use (409), deleted organisations included', async () => {
    const existing = await createOrganisation();
    const samePib = await call('POST', '/organisations', organisationBody({ taxRegistrationNumber: existing.taxRegistrationNumber }));
    expect(samePib.statusCode).toBe(409);
    expect(samePib.json().reason).toMatch(/tax registration number/i);
    const sameMb = await call('POST', '/organisations', organisationBody({ nationalIdentificationNumber: existing.nationalIdentificationNumber }));
    expect(sameMb.statusCode).toBe(409);
    expect(sameMb.json().reason).toMatch(/national identification number/i);

    await deleteOrganisation(existing.id);
    expect((await call('POST', '/organisations', organisationBody({ taxRegistrationNumber: existing.taxRegistrationNumber }))).statusCode).toBe(409);
  });

  it('refuses a country that is not an existing ISO 3166-1 alpha-2 code (422)', async () => {
    for (const country of ['XX', 'UK', 'rs', 'SRB', 'R']) {
      const response = await call('POST', '/organisations', organisationBody({ country }));
      expect(response.statusCode, country).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'country', reason: expect.any(String) }]);
    }
    for (const country of ['DE', 'ME', 'BA']) {
      expect((await call('POST', '/organisations', organisationBody({ country }))).statusCode, country).toBe(201);
    }
  });

  it('refuses a malformed email and a website that is not an http(s) address (422)', async () => {
    for (const email of ['not-an-email', 'a@', '@example.com']) {
      const response = await call('POST', '/organisations', organisationBody({ email }));
      expect(response.statusCode, email).toBe(422);
      expect(response.json().errors[0].field).toBe('email');
    }
    for (const website of ['ftp://files.example', 'javascript:alert(1)', 'example.com', 'mailto:office@example.com']) {
      const response = await call('POST', '/organisations', organisationBody({ website }));
      expect(response.statusCode, website).toBe(422);
      expect(response.json().errors[0].field).toBe('website');
    }
  });

  it('refuses an unknown type (422) and a name shorter than 2 characters (422)', async () => {
    expect((await call('POST', '/organisations', organisationBody({ type: 'castle' }))).statusCode).toBe(422);
    expect((await call('POST', '/organisations', organisationBody({ name: ' A ' }))).statusCode).toBe(422);
  });

  it('answers 400 to a body missing a required field or of the wrong shape', async () => {
    const { name: _name, ...withoutName } = organisationBody();
    expect((await call('POST', '/organisations', withoutName)).statusCode).toBe(400);
    expect((await call('POST', '/organisations', organisationBody({ isActive: 'yes' }))).statusCode).toBe(400);
    expect((await call('POST', '/organisations', [organisationBody()])).statusCode).toBe(400);
  });
});

describe('PUT /organisations/{id}', () => {
  it('updates an organisation (200) and the change is stored', async () => {
    const organisation = await createOrganisation();
    const body = organisationBody({
      id: organisation.id,
      name: 'Renamed Organisation d.o.o.',
      taxRegistrationNumber: organisation.taxRegistrationNumber,
      nationalIdentificationNumber: organisation.nationalIdentificationNumber,
      type: 'entrepreneur',
      city: 'Novi Sad',
      website: null,
    });
    const response = await call('PUT', `/organisations/${organisation.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Organisation d.o.o.', type: 'entrepreneur', city: 'Novi Sad', website: null });
    expect(await getOrganisation(organisation.id)).toEqual(response.json());
  });

  it('answers 404 for an unknown id and 400 when the id in the payload differs from the path', async () => {
    const organisation = await createOrganisation();
    expect((await call('PUT', '/organisations/999999', organisationBody())).statusCode).toBe(404);
    const mismatch = await call('PUT', `/organisations/${organisation.id}`, organisationBody({ id: organisation.id + 1000 }));
    expect(mismatch.statusCode).toBe(400);
    expect(await getOrganisation(organisation.id)).toEqual(organisation);
  });

  it('refuses a PIB failing its check digit (422) and a PIB or MB of another organisation (409), changing nothing', async () => {
    const [organisation, other] = [await createOrganisation(), await createOrganisation()];
    const keep = { taxRegistrationNumber: organisation.taxRegistrationNumber, nationalIdentificationNumber: organisation.nationalIdentificationNumber };
    const wrongDigit = `${organisation.taxRegistrationNumber.slice(0, 8)}${(Number(organisation.taxRegistrationNumber[8]) + 1) % 10}`;
    const invalid = await call('PUT', `/organisations/${organisation.id}`, organisationBody({ ...keep, taxRegistrationNumber: wrongDigit }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([{ field: 'taxRegistrationNumber', reason: 'This tax ID (PIB) is not valid: check its digits' }]);
    expect((await call('PUT', `/organisations/${organisation.id}`, organisationBody({ ...keep, country: 'XX' }))).statusCode).toBe(422);
    expect((await call('PUT', `/organisations/${organisation.id}`, organisationBody({ ...keep, taxRegistrationNumber: other.taxRegistrationNumber }))).statusCode).toBe(409);
    expect(
      (await call('PUT', `/organisations/${organisation.id}`, organisationBody({ ...keep, nationalIdentificationNumber: other.nationalIdentificationNumber }))).statusCode,
    ).toBe(409);
    expect(await getOrganisation(organisation.id)).toEqual(organisation);
  });

  it('refuses to update a soft-deleted organisation (409)', async () => {
    const organisation = await createOrganisation();
    await deleteOrganisation(organisation.id);
    const body = organisationBody({
      name: 'Ghost d.o.o.',
      taxRegistrationNumber: organisation.taxRegistrationNumber,
      nationalIdentificationNumber: organisation.nationalIdentificationNumber,
    });
    const response = await call('PUT', `/organisations/${organisation.id}`, body);
    expect(response.statusCode).toBe(409);
    expect((await getOrganisation(organisation.id)).name).toBe(organisation.name);
  });
});

describe('soft delete and restore', () => {
  it('soft-deletes (204) keeping the row with deletedAt, and restores it (200)', async () => {
    const organisation = await createOrganisation();
    const deleted = await call('DELETE', `/organisations/${organisation.id}/soft`);
    expect(deleted.statusCode).toBe(204);
    expect((await getOrganisation(organisation.id)).deletedAt).not.toBeNull();
    expect((await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`)).statusCode).toBe(404);

    const restored = await call('POST', `/organisations/${organisation.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: organisation.id, deletedAt: null });
    expect((await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`)).statusCode).toBe(200);
  });

  it('answers 404 when deleting or restoring an unknown organisation', async () => {
    expect((await call('DELETE', '/organisations/999999/soft')).statusCode).toBe(404);
    expect((await call('POST', '/organisations/999999/restore')).statusCode).toBe(404);
  });

  it('refuses state changes of a soft-deleted organisation (409) and leaves it out of change-state', async () => {
    const organisation = await createOrganisation();
    await deleteOrganisation(organisation.id);
    expect((await call('PUT', `/organisations/${organisation.id}/active-status`, { isActive: false })).statusCode).toBe(409);
    const bulk = await call('POST', '/organisations/change-state', { ids: [organisation.id], isActive: false });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ ids: [] });
    expect((await getOrganisation(organisation.id)).isActive).toBe(true);
  });
});

describe('change-state and active-status', () => {
  it('changes the active state of several organisations and answers the ids changed', async () => {
    const [a, b, alreadyInactive] = [await createOrganisation(), await createOrganisation(), await createOrganisation({ isActive: false })];
    const response = await call('POST', '/organisations/change-state', { ids: [a.id, b.id, alreadyInactive.id], isActive: false });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { ids: number[] }).ids.sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await getOrganisation(a.id)).isActive).toBe(false);
    expect((await getOrganisation(b.id)).isActive).toBe(false);
  });

  it('answers 404 when any id is unknown (changing none), 422 for an empty list, 400 for a missing isActive', async () => {
    const organisation = await createOrganisation();
    expect((await call('POST', '/organisations/change-state', { ids: [organisation.id, 999_999], isActive: false })).statusCode).toBe(404);
    expect((await getOrganisation(organisation.id)).isActive).toBe(true);
    expect((await call('POST', '/organisations/change-state', { ids: [], isActive: false })).statusCode).toBe(422);
    expect((await call('POST', '/organisations/change-state', { ids: [organisation.id] })).statusCode).toBe(400);
  });

  it('sets one organisation active or inactive (200); 404 for an unknown one, 400 for a non-boolean', async () => {
    const organisation = await createOrganisation();
    const off = await call('PUT', `/organisations/${organisation.id}/active-status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: organisation.id, isActive: false });
    const on = await call('PUT', `/organisations/${organisation.id}/active-status`, { isActive: true });
    expect(on.json()).toMatchObject({ id: organisation.id, isActive: true });
    expect((await call('PUT', '/organisations/999999/active-status', { isActive: true })).statusCode).toBe(404);
    expect((await call('PUT', `/organisations/${organisation.id}/active-status`, { isActive: 'no' })).statusCode).toBe(400);
  });
});

describe('organisation users', () => {
  it('adds an existing user (201): the user is listed under the organisation and carries it', async () => {
    const organisation = await createOrganisation();
    const user = await t.createUser();
    const added = await call('POST', `/organisations/${organisation.id}/users`, { userId: user.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: user.id, email: user.email });

    const members = (await call('GET', `/organisations/${organisation.id}/users`)).json() as User[];
    expect(members.map((member) => member.id)).toEqual([user.id]);
    const loaded = (await call('GET', `/users/${user.id}`)).json() as User;
    expect(loaded.organisations).toContainEqual({ id: organisation.id, name: organisation.name });
  });

  it('refuses a user who is already a member (409), an unknown user (422) and an unknown organisation (404)', async () => {
    const organisation = await createOrganisation();
    const user = await t.createUser();
    expect((await call('POST', `/organisations/${organisation.id}/users`, { userId: user.id })).statusCode).toBe(201);
    const again = await call('POST', `/organisations/${organisation.id}/users`, { userId: user.id });
    expect(again.statusCode).toBe(409);
    const unknownUser = await call('POST', `/organisations/${organisation.id}/users`, { userId: 999_999 });
    expect(unknownUser.statusCode).toBe(422);
    expect(unknownUser.json().errors).toEqual([{ field: 'userId', reason: expect.any(String) }]);
    expect((await call('POST', '/organisations/999999/users', { userId: user.id })).statusCode).toBe(404);
    expect((await call('POST', `/organisations/${organisation.id}/users`, {})).statusCode).toBe(400);
    expect(((await call('GET', `/organisations/${organisation.id}/users`)).json() as User[]).map((u) => u.id)).toEqual([user.id]);
  });

  it('refuses to add a member to a soft-deleted organisation (409)', async () => {
    const organisation = await createOrganisation();
    const user = await t.createUser();
    await deleteOrganisation(organisation.id);
    expect((await call('POST', `/organisations/${organisation.id}/users`, { userId: user.id })).statusCode).toBe(409);
    expect((await call('GET', `/organisations/${organisation.id}/users`)).json()).toEqual([]);
  });

  it('refuses to remove a member of a soft-deleted organisation (409), like every other write to it', async () => {
    const organisation = await createOrganisation();
    const member = await t.createUser();
    expect((await call('POST', `/organisations/${organisation.id}/users`, { userId: member.id })).statusCode).toBe(201);
    await deleteOrganisation(organisation.id);
    const response = await call('DELETE', `/organisations/${organisation.id}/users/${member.id}`);
    expect(response.statusCode).toBe(409);
    expect(((await call('GET', `/organisations/${organisation.id}/users`)).json() as User[]).map((u) => u.id)).toEqual([member.id]);
  });

  it('removes a member (204); removing a user who is not a member answers 404', async () => {
    const organisation = await createOrganisation();
    const [member, stranger] = [await t.createUser(), await t.createUser()];
    await call('POST', `/organisations/${organisation.id}/users`, { userId: member.id });
    const removed = await call('DELETE', `/organisations/${organisation.id}/users/${member.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/organisations/${organisation.id}/users`)).json()).toEqual([]);
    const loaded = (await call('GET', `/users/${member.id}`)).json() as User;
    expect(loaded.organisations.map((o) => o.id)).not.toContain(organisation.id);

    expect((await call('DELETE', `/organisations/${organisation.id}/users/${member.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisations/${organisation.id}/users/${stranger.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisations/999999/users/${stranger.id}`)).statusCode).toBe(404);
  });
});

describe('POST /organisations/init', () => {
  const featureIdsOf = (...codes: string[]) => codes.flatMap((code) => moduleNamed(code).features.map((f) => f.id)).sort((a, b) => a - b);

  it('creates the organisation (201) with the modules assigned and all their features assigned', async () => {
    const organisation = organisationBody();
    const moduleIds = [moduleNamed('e-commerce').id, moduleNamed('websites').id];
    const response = await call('POST', '/organisations/init', { organisation, moduleIds });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Organisation;
    expect(created).toMatchObject({ ...organisation, id: expect.any(Number), isActive: true, deletedAt: null });
    expect(await getOrganisation(created.id)).toEqual(created);

    const modules = (await call('GET', `/organisations/${created.id}/modules`)).json() as OrganisationModule[];
    expect(modules.map((m) => m.moduleId).sort((a, b) => a - b)).toEqual([...moduleIds].sort((a, b) => a - b));
    expect(modules.every((m) => m.isActive)).toBe(true);
    const features = (await call('GET', `/organisations/${created.id}/features`)).json() as OrganisationFeature[];
    expect(features.map((f) => f.featureId).sort((a, b) => a - b)).toEqual(featureIdsOf('e-commerce', 'websites'));
    expect(features.every((f) => f.isActive)).toBe(true);
    expect((await call('GET', `/organisations/${created.id}/available-features`)).json()).toEqual([]);
  });

  it('creates an organisation without modules when moduleIds is absent', async () => {
    const response = await call('POST', '/organisations/init', { organisation: organisationBody() });
    expect(response.statusCode, response.body).toBe(201);
    expect((await call('GET', `/organisations/${response.json().id}/modules`)).json()).toEqual([]);
  });

  it('rolls back whole on an unknown module id (422): neither the organisation nor any assignment exists afterwards', async () => {
    const countOf = async (path: string) => ((await call('GET', path)).json() as unknown[]).length;
    const assignmentsBefore = await countOf('/organisation-modules?include_deleted=true');
    const featuresBefore = await countOf('/organisation-features?include_deleted=true');
    const organisationsBefore = await countOf('/organisations?include_deleted=true');
    const organisation = organisationBody({ name: 'Rollback Probe d.o.o.' });

    // The good module comes first, so it is written before the bad one is met.
    const response = await call('POST', '/organisations/init', { organisation, moduleIds: [moduleNamed('pos').id, 999_999] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'moduleId', reason: expect.stringContaining('999999') }]);

    expect((await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`)).statusCode).toBe(404);
    expect((await paged('search_term=rollback probe&include_deleted=true')).total_count).toBe(0);
    expect(await countOf('/organisations?include_deleted=true')).toBe(organisationsBefore);
    expect(await countOf('/organisation-modules?include_deleted=true')).toBe(assignmentsBefore);
    expect(await countOf('/organisation-features?include_deleted=true')).toBe(featuresBefore);

    // Nothing half-written holds the PIB or MB: the same organisation can be created now.
    expect((await call('POST', '/organisations/init', { organisation, moduleIds: [moduleNamed('pos').id] })).statusCode).toBe(201);
  });

  it('rolls back whole on a soft-deleted module (422)', async () => {
    const module = await call('POST', '/modules', { code: `retired-${unique()}`, name: 'Retired module', features: [{ code: 'old', name: 'Old feature' }] });
    expect(module.statusCode, module.body).toBe(201);
    expect((await call('DELETE', `/modules/${module.json().id}/soft`)).statusCode).toBe(204);
    const organisation = organisationBody();
    const response = await call('POST', '/organisations/init', { organisation, moduleIds: [moduleNamed('websites').id, module.json().id] });
    expect(response.statusCode).toBe(422);
    expect((await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`)).statusCode).toBe(404);
  });

  it('validates the organisation like POST /organisations: 422 for a bad check digit, 409 for a PIB in use', async () => {
    const existing = await createOrganisation();
    const badPib = await call('POST', '/organisations/init', { organisation: organisationBody({ taxRegistrationNumber: '100002888' }), moduleIds: [] });
    expect(badPib.statusCode).toBe(422);
    expect(badPib.json().errors).toEqual([{ field: 'organisation.taxRegistrationNumber', reason: 'This tax ID (PIB) is not valid: check its digits' }]);
    expect((await call('POST', '/organisations/init', { organisation: organisationBody({ country: 'XX' }) })).statusCode).toBe(422);
    const taken = await call('POST', '/organisations/init', {
      organisation: organisationBody({ taxRegistrationNumber: existing.taxRegistrationNumber }),
      moduleIds: [moduleNamed('pos').id],
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/organisations/init', { moduleIds: [] })).statusCode).toBe(400);
  });

  it('refuses a module listed twice (422) without writing the organisation', async () => {
    const organisation = organisationBody();
    const pos = moduleNamed('pos').id;
    expect((await call('POST', '/organisations/init', { organisation, moduleIds: [pos, pos] })).statusCode).toBe(422);
    expect((await call('GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`)).statusCode).toBe(404);
  });
});

describe('read-only callers', () => {
  it('a Viewer reads organisations and their lookups (200)', async () => {
    const organisation = await createOrganisation();
    for (const path of ['/organisations/paged', '/organisations', '/organisations/info', '/organisations/count', `/organisations/${organisation.id}`, `/organisations/${organisation.id}/modules`]) {
      expect((await call('GET', path, undefined, viewer)).statusCode, path).toBe(200);
    }
  });

  it('a Viewer is refused every write (403) and nothing changes', async () => {
    const organisation = await createOrganisation();
    const member = await t.createUser();
    await call('POST', `/organisations/${organisation.id}/users`, { userId: member.id });
    const outsider = await t.createUser();
    const writes: [ApiMethod, string, unknown?][] = [
      ['POST', '/organisations', organisationBody()],
      ['PUT', `/organisations/${organisation.id}`, organisationBody({ name: 'Viewer was here' })],
      ['DELETE', `/organisations/${organisation.id}/soft`],
      ['POST', `/organisations/${organisation.id}/restore`],
      ['POST', '/organisations/change-state', { ids: [organisation.id], isActive: false }],
      ['PUT', `/organisations/${organisation.id}/active-status`, { isActive: false }],
      ['POST', '/organisations/init', { organisation: organisationBody(), moduleIds: [] }],
      ['POST', `/organisations/${organisation.id}/users`, { userId: outsider.id }],
      ['DELETE', `/organisations/${organisation.id}/users/${member.id}`],
    ];
    const countBefore = ((await call('GET', '/organisations?include_deleted=true')).json() as unknown[]).length;
    for (const [method, path, payload] of writes) {
      const response = await call(method, path, payload, viewer);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await getOrganisation(organisation.id)).toEqual(organisation);
    expect(((await call('GET', '/organisations?include_deleted=true')).json() as unknown[]).length).toBe(countBefore);
    expect(((await call('GET', `/organisations/${organisation.id}/users`)).json() as User[]).map((u) => u.id)).toEqual([member.id]);
  });

  it('a user without organisations.read is refused the reads (403)', async () => {
    const nobody = await t.createUser();
    const bearer = (await t.signIn(nobody.email, nobody.password)).bearer_token;
    const organisation = await createOrganisation();
    const reads: [ApiMethod, string, unknown?][] = [
      ['GET', '/organisations/paged'],
      ['GET', '/organisations'],
      ['GET', '/organisations/info'],
      ['GET', `/organisations/info/${organisation.id}`],
      ['POST', '/organisations/info/by-ids', { ids: [organisation.id] }],
      ['POST', '/organisations/by-ids', { ids: [organisation.id] }],
      ['GET', '/organisations/count'],
      ['GET', `/organisations/by-government-ids?taxRegistrationNumber=${organisation.taxRegistrationNumber}`],
      ['GET', `/organisations/tax-id/${organisation.taxRegistrationNumber}`],
      ['GET', '/organisations/type/company'],
      ['GET', `/organisations/${organisation.id}`],
      ['GET', `/organisations/${organisation.id}/modules`],
      ['GET', `/organisations/${organisation.id}/available-modules`],
      ['GET', `/organisations/${organisation.id}/features`],
      ['GET', `/organisations/${organisation.id}/available-features`],
      ['GET', `/organisations/${organisation.id}/users`],
    ];
    for (const [method, path, payload] of reads) {
      expect((await call(method, path, payload, bearer)).statusCode, `${method} ${path}`).toBe(403);
    }
  });
});

describe('mass assignment: unknown fields are refused (400) and nothing is stored', () => {
  it('POST /organisations with an unknown or read-only field', async () => {
    for (const extra of [{ id: 424242 }, { deletedAt: '2020-01-01T00:00:00.000Z' }, { createdAt: '2020-01-01T00:00:00.000Z' }, { ownerId: 1 }]) {
      const body = organisationBody(extra);
      const response = await call('POST', '/organisations', body);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors).toContainEqual({ field: Object.keys(extra)[0], reason: expect.stringContaining('Unknown field') });
      expect((await call('GET', `/organisations/tax-id/${body.taxRegistrationNumber}`)).statusCode).toBe(404);
    }
  });

  it('PUT /organisations/{id} with an unknown field', async () => {
    const organisation = await createOrganisation();
    const body = organisationBody({
      name: 'Changed Name d.o.o.',
      taxRegistrationNumber: organisation.taxRegistrationNumber,
      nationalIdentificationNumber: organisation.nationalIdentificationNumber,
      deletedAt: '2020-01-01T00:00:00.000Z',
    });
    expect((await call('PUT', `/organisations/${organisation.id}`, body)).statusCode).toBe(400);
    expect(await getOrganisation(organisation.id)).toEqual(organisation);
  });

  it('POST /organisations/init with an unknown field beside or inside the organisation', async () => {
    const outside = organisationBody();
    expect((await call('POST', '/organisations/init', { organisation: outside, moduleIds: [], ownerId: 1 })).statusCode).toBe(400);
    const inside = organisationBody({ isAdmin: true });
    const response = await call('POST', '/organisations/init', { organisation: inside, moduleIds: [moduleNamed('pos').id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'organisation.isAdmin', reason: expect.stringContaining('Unknown field') });
    for (const body of [outside, inside]) {
      expect((await call('GET', `/organisations/tax-id/${body.taxRegistrationNumber}`)).statusCode).toBe(404);
    }
  });

  it('POST /organisations/{id}/users, change-state and active-status with an unknown field', async () => {
    const organisation = await createOrganisation();
    const user = await t.createUser();
    expect((await call('POST', `/organisations/${organisation.id}/users`, { userId: user.id, role: 'owner' })).statusCode).toBe(400);
    expect((await call('GET', `/organisations/${organisation.id}/users`)).json()).toEqual([]);
    expect((await call('POST', '/organisations/change-state', { ids: [organisation.id], isActive: false, deletedAt: null })).statusCode).toBe(400);
    expect((await call('PUT', `/organisations/${organisation.id}/active-status`, { isActive: false, name: 'Sneaky' })).statusCode).toBe(400);
    expect(await getOrganisation(organisation.id)).toEqual(organisation);
  });
});
