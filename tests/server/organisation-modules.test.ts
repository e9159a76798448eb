/**
 * Organisation modules and features, and modules with their features (docs/decisions.md#organisations "Organisation
 * modules and features", "Modules (…) and features"; docs/requirements.md#r7; docs/architecture.md#api-conventions):
 * each endpoint's success and its 400/403/404/409/422 answers; a module once per organisation;
 * the feature-needs-module rule; switching a module off switches off that organisation's
 * features of it (and only those); `expired`; inline features of a module replaced on PUT.
 * 401 for anonymous callers is covered by the authorisation matrix.
 * One file on purpose: the module catalogue and its assignment to organisations are one behaviour
 * area (an assignment brings the module's features; a module's PUT or a DELETE may not remove a
 * feature an organisation holds), sharing one app, its seeded modules and the fixtures below.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Feature, Module, Organisation, OrganisationFeature, OrganisationModule, Paged } from '../../src/shared/api';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { setupTestApp, type ApiMethod } from './helpers';

const t = setupTestApp();

let viewer: string;
let modulesByCode: Map<string, Module>;

beforeAll(async () => {
  viewer = await t.bearerOfNewUser(['Viewer']);
  const modules = (await call('GET', '/modules')).json() as Module[];
  modulesByCode = new Map(modules.map((module) => [module.code, module]));
});

const call = t.api;

let sequence = 0;
const eightDigits = () => String(70_000_000 + ++sequence * 7_919);
const unique = () => `${++sequence}`;
const byNumber = (a: number, b: number) => a - b;

const moduleNamed = (code: string) => {
  const found = modulesByCode.get(code);
  if (!found) throw new Error(`seeded module ${code} missing`);
  return found;
};

async function createOrganisation(): Promise<Organisation> {
  const response = await call('POST', '/organisations', {
    name: `Module Probe ${unique()} d.o.o.`,
    taxRegistrationNumber: pibFrom(eightDigits()),
    nationalIdentificationNumber: eightDigits(),
    type: 'company',
    country: 'RS',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An organisation made through init: `codes` assigned with all their features. */
async function initOrganisation(...codes: string[]): Promise<Organisation> {
  const response = await call('POST', '/organisations/init', {
    organisation: {
      name: `Init Probe ${unique()} d.o.o.`,
      taxRegistrationNumber: pibFrom(eightDigits()),
      nationalIdentificationNumber: eightDigits(),
      type: 'company',
    },
    moduleIds: codes.map((code) => moduleNamed(code).id),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function assign(organisationId: number, moduleId: number, extra: Record<string, unknown> = {}): Promise<OrganisationModule> {
  const response = await call('POST', '/organisation-modules', { organisationId, moduleId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function assignFeature(organisationId: number, featureId: number, extra: Record<string, unknown> = {}): Promise<OrganisationFeature> {
  const response = await call('POST', '/organisation-features', { organisationId, featureId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A new module with features `codes` (so that tests can change its features freely). */
async function freshModule(...codes: string[]): Promise<Module> {
  const response = await call('POST', '/modules', { code: `fresh-${unique()}`, name: `Fresh ${unique()}`, features: codes.map((code) => ({ code, name: `Feature ${code}` })) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A feature added to `module` now: organisations that were given the module before do not have
 * it (a module brings the features it has when it is added), so it can be assigned on its own.
 */
async function laterFeature(module: Module): Promise<Module['features'][number]> {
  const code = `later-${unique()}`;
  const current = (await call('GET', `/modules/${module.id}`)).json() as Module;
  const response = await call('PUT', `/modules/${module.id}`, {
    code: current.code,
    name: current.name,
    features: [...current.features.map(({ id, code: kept, name }) => ({ id, code: kept, name })), { code, name: `Feature ${code}` }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Module).features.find((feature) => feature.code === code)!;
}

/** The organisation's assignment of feature `featureId` (given with its module). */
async function organisationFeatureOf(organisationId: number, featureId: number): Promise<OrganisationFeature> {
  const list = (await call('GET', `/organisation-features?organisationId=${organisationId}&featureId=${featureId}`)).json() as OrganisationFeature[];
  expect(list, `feature ${featureId} of organisation ${organisationId}`).toHaveLength(1);
  return list[0];
}

/** The organisation's module assignment of `code` (undeleted). */
async function assignmentOf(organisationId: number, code: string): Promise<OrganisationModule> {
  const list = (await call('GET', `/organisations/${organisationId}/modules`)).json() as OrganisationModule[];
  const found = list.find((entry) => entry.moduleCode === code);
  if (!found) throw new Error(`${code} is not assigned to organisation ${organisationId}`);
  return found;
}

/** isActive of the organisation's features, grouped by module code. */
async function featureStates(organisationId: number): Promise<Record<string, boolean[]>> {
  const list = (await call('GET', `/organisations/${organisationId}/features`)).json() as OrganisationFeature[];
  const states: Record<string, boolean[]> = {};
  for (const feature of list) {
    const code = [...modulesByCode.values()].find((module) => module.id === feature.moduleId)?.code ?? `module ${feature.moduleId}`;
    (states[code] ??= []).push(feature.isActive);
  }
  return states;
}

const allTrue = (count: number) => Array.from({ length: count }, () => true);
const allFalse = (count: number) => Array.from({ length: count }, () => false);
const featureCount = (code: string) => moduleNamed(code).features.length;

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('POST /organisation-modules', () => {
  it('assigns a module (201): active and unpaid by default, with all of its features, not expired', async () => {
    const organisation = await createOrganisation();
    const pos = moduleNamed('pos');
    const response = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: pos.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      organisationId: organisation.id,
      organisationName: organisation.name,
      moduleId: pos.id,
      moduleCode: 'pos',
      moduleName: pos.name,
      featureCount: pos.features.length,
      isActive: true,
      isPaid: false,
      validUntil: null,
      expired: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    const stored = await call('GET', `/organisation-modules/${response.json().id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual(response.json());
  });

  it('stores isActive, isPaid and validUntil as sent', async () => {
    const organisation = await createOrganisation();
    const created = await assign(organisation.id, moduleNamed('websites').id, { isActive: false, isPaid: true, validUntil: '2999-12-31' });
    expect(created).toMatchObject({ isActive: false, isPaid: true, validUntil: '2999-12-31', expired: false });
  });

  it('refuses the same module twice for one organisation (409), also after the first was soft-deleted', async () => {
    const organisation = await createOrganisation();
    const moduleId = moduleNamed('e-commerce').id;
    const first = await assign(organisation.id, moduleId);
    expect((await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId })).statusCode).toBe(409);

    expect((await call('DELETE', `/organisation-modules/${first.id}/soft`)).statusCode).toBe(204);
    const afterDelete = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId });
    expect(afterDelete.statusCode).toBe(409);
    const all = (await call('GET', `/organisation-modules?organisationId=${organisation.id}&include_deleted=true`)).json() as OrganisationModule[];
    expect(all.map((entry) => entry.id)).toEqual([first.id]);

    // Another organisation may have the same module.
    await assign((await createOrganisation()).id, moduleId);
  });

  it('refuses an unknown organisation or module (422), storing nothing', async () => {
    const organisation = await createOrganisation();
    const unknownOrganisation = await call('POST', '/organisation-modules', { organisationId: 999_999, moduleId: moduleNamed('pos').id });
    expect(unknownOrganisation.statusCode).toBe(422);
    expect(unknownOrganisation.json().errors).toEqual([{ field: 'organisationId', reason: expect.any(String) }]);
    const unknownModule = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: 999_999 });
    expect(unknownModule.statusCode).toBe(422);
    expect(unknownModule.json().errors).toEqual([{ field: 'moduleId', reason: expect.any(String) }]);
    expect((await call('GET', `/organisation-modules?organisationId=${organisation.id}&include_deleted=true`)).json()).toEqual([]);
  });

  it('answers 400 to a missing moduleId and 422 to a validUntil that is not a date', async () => {
    const organisation = await createOrganisation();
    expect((await call('POST', '/organisation-modules', { organisationId: organisation.id })).statusCode).toBe(400);
    const badDate = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: moduleNamed('pos').id, validUntil: 'next year' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors[0].field).toBe('validUntil');
  });
});

describe('GET and PUT /organisation-modules/{id}', () => {
  it('answers 404 for an unknown assignment', async () => {
    expect((await call('GET', '/organisation-modules/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/organisation-modules/999999', { isPaid: true })).statusCode).toBe(404);
    expect((await call('GET', '/organisation-modules/999999/features')).statusCode).toBe(404);
  });

  it('updates paid status and valid-until (200) and stores them', async () => {
    const organisation = await createOrganisation();
    const assignment = await assign(organisation.id, moduleNamed('pos').id);
    const response = await call('PUT', `/organisation-modules/${assignment.id}`, { id: assignment.id, isPaid: true, validUntil: '2999-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: assignment.id, isPaid: true, validUntil: '2999-01-31', isActive: true });
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json()).toEqual(response.json());
  });

  it('answers 400 for an id mismatch and 409 for a soft-deleted assignment, changing nothing', async () => {
    const organisation = await createOrganisation();
    const assignment = await assign(organisation.id, moduleNamed('pos').id);
    expect((await call('PUT', `/organisation-modules/${assignment.id}`, { id: assignment.id + 1000, isPaid: true })).statusCode).toBe(400);
    await call('DELETE', `/organisation-modules/${assignment.id}/soft`);
    expect((await call('PUT', `/organisation-modules/${assignment.id}`, { isPaid: true })).statusCode).toBe(409);
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json().isPaid).toBe(false);
  });

  it('lists assignments filtered by organisation, paged too', async () => {
    const organisation = await initOrganisation('pos', 'websites');
    const list = (await call('GET', `/organisation-modules?organisationId=${organisation.id}`)).json() as OrganisationModule[];
    expect(list.map((entry) => entry.moduleCode).sort()).toEqual(['pos', 'websites']);
    expect(list.find((entry) => entry.moduleCode === 'pos')?.featureCount).toBe(featureCount('pos'));
    const page = (await call('GET', `/organisation-modules/paged?organisationId=${organisation.id}&page_size=1`)).json() as Paged<OrganisationModule>;
    expect(page).toMatchObject({ total_count: 2, total_pages: 2 });
    expect(page.items).toHaveLength(1);
  });
});

describe('soft delete, restore and states of /organisation-modules', () => {
  it('soft-deletes (204): the assignment leaves the organisation\'s modules, and restores (200)', async () => {
    const organisation = await createOrganisation();
    const assignment = await assign(organisation.id, moduleNamed('pos').id);
    expect((await call('DELETE', `/organisation-modules/${assignment.id}/soft`)).statusCode).toBe(204);
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json().deletedAt).not.toBeNull();
    expect((await call('GET', `/organisations/${organisation.id}/modules`)).json()).toEqual([]);
    expect((await call('GET', `/organisation-modules?organisationId=${organisation.id}`)).json()).toEqual([]);

    const restored = await call('POST', `/organisation-modules/${assignment.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: assignment.id, deletedAt: null });
    expect(((await call('GET', `/organisations/${organisation.id}/modules`)).json() as OrganisationModule[]).map((m) => m.id)).toEqual([assignment.id]);
  });

  it('answers 404 when deleting or restoring an unknown assignment', async () => {
    expect((await call('DELETE', '/organisation-modules/999999/soft')).statusCode).toBe(404);
    expect((await call('POST', '/organisation-modules/999999/restore')).statusCode).toBe(404);
  });

  it('changes the active state of several assignments (200 with the ids changed); 404 for an unknown id, 422 for none', async () => {
    const organisation = await createOrganisation();
    const [a, b] = [await assign(organisation.id, moduleNamed('pos').id), await assign(organisation.id, moduleNamed('websites').id)];
    const response = await call('POST', '/organisation-modules/change-state', { ids: [a.id, b.id], isActive: false });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { ids: number[] }).ids.sort(byNumber)).toEqual([a.id, b.id].sort(byNumber));
    for (const id of [a.id, b.id]) expect((await call('GET', `/organisation-modules/${id}`)).json().isActive).toBe(false);

    expect((await call('POST', '/organisation-modules/change-state', { ids: [a.id, 999_999], isActive: true })).statusCode).toBe(404);
    expect((await call('GET', `/organisation-modules/${a.id}`)).json().isActive).toBe(false);
    expect((await call('POST', '/organisation-modules/change-state', { ids: [], isActive: true })).statusCode).toBe(422);
  });

  it('sets active and paid status of one assignment (200); 404 unknown, 409 deleted, 400 non-boolean', async () => {
    const organisation = await createOrganisation();
    const assignment = await assign(organisation.id, moduleNamed('mobile-apps').id);
    const paid = await call('PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: assignment.id, isPaid: true, isActive: true });
    const inactive = await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toMatchObject({ id: assignment.id, isPaid: true, isActive: false });

    expect((await call('PUT', '/organisation-modules/999999/paid-status', { isPaid: true })).statusCode).toBe(404);
    expect((await call('PUT', '/organisation-modules/999999/active-status', { isActive: true })).statusCode).toBe(404);
    expect((await call('PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: 'yes' })).statusCode).toBe(400);
    expect((await call('PUT', `/organisation-modules/${assignment.id}/active-status`, {})).statusCode).toBe(400);

    await call('DELETE', `/organisation-modules/${assignment.id}/soft`);
    expect((await call('PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: false })).statusCode).toBe(409);
    expect((await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: true })).statusCode).toBe(409);
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json()).toMatchObject({ isPaid: true, isActive: false });
  });
});

describe('GET /organisation-modules/{id}/features', () => {
  it("lists that organisation's features of that module only", async () => {
    const organisation = await initOrganisation('pos', 'websites');
    await initOrganisation('pos');
    const pos = await assignmentOf(organisation.id, 'pos');
    const response = await call('GET', `/organisation-modules/${pos.id}/features`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as OrganisationFeature[];
    expect(list.map((f) => f.featureId).sort(byNumber)).toEqual(moduleNamed('pos').features.map((f) => f.id).sort(byNumber));
    expect(list.every((f) => f.organisationId === organisation.id && f.moduleId === moduleNamed('pos').id)).toBe(true);
  });
});

describe('switching a module assignment off switches off its features', () => {
  // The organisation has e-commerce and pos; another organisation also has e-commerce.
  const ways: [string, (assignment: OrganisationModule) => Promise<number>][] = [
    ['PUT /{id}/active-status false', async (a) => (await call('PUT', `/organisation-modules/${a.id}/active-status`, { isActive: false })).statusCode],
    ['POST /change-state false', async (a) => (await call('POST', '/organisation-modules/change-state', { ids: [a.id], isActive: false })).statusCode],
    ['PUT /{id} with isActive false', async (a) => (await call('PUT', `/organisation-modules/${a.id}`, { isActive: false })).statusCode],
    ['DELETE /{id}/soft', async (a) => (await call('DELETE', `/organisation-modules/${a.id}/soft`)).statusCode],
  ];

  it.each(ways)("%s deactivates that organisation's features of that module, and only those", async (_way, switchOff) => {
    const organisation = await initOrganisation('e-commerce', 'pos');
    const neighbour = await initOrganisation('e-commerce');
    expect(await featureStates(organisation.id)).toEqual({ 'e-commerce': allTrue(featureCount('e-commerce')), pos: allTrue(featureCount('pos')) });

    const status = await switchOff(await assignmentOf(organisation.id, 'e-commerce'));
    expect(status).toBeLessThan(300);

    expect(await featureStates(organisation.id)).toEqual({ 'e-commerce': allFalse(featureCount('e-commerce')), pos: allTrue(featureCount('pos')) });
    expect(await featureStates(neighbour.id)).toEqual({ 'e-commerce': allTrue(featureCount('e-commerce')) });
  });

  it('leaves the features alone when only the paid status changes', async () => {
    const organisation = await initOrganisation('websites');
    const assignment = await assignmentOf(organisation.id, 'websites');
    await call('PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: true });
    await call('PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: false });
    expect(await featureStates(organisation.id)).toEqual({ websites: allTrue(featureCount('websites')) });
  });
});

describe('POST /organisation-features', () => {
  it('assigns a feature of an assigned, active module that the organisation lacks (201)', async () => {
    const organisation = await createOrganisation();
    const pos = await freshModule('first');
    await assign(organisation.id, pos.id);
    const feature = await laterFeature(pos);
    const response = await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: feature.id, isPaid: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      organisationId: organisation.id,
      organisationName: organisation.name,
      featureId: feature.id,
      featureCode: feature.code,
      featureName: feature.name,
      moduleId: pos.id,
      moduleName: pos.name,
      isActive: true,
      isPaid: true,
      validUntil: null,
      expired: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    expect((await call('GET', `/organisation-features/${response.json().id}`)).json()).toEqual(response.json());
  });

  it('refuses a feature whose module is not assigned to the organisation (422)', async () => {
    const organisation = await createOrganisation();
    await assign(organisation.id, moduleNamed('pos').id);
    const response = await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: moduleNamed('websites').features[0].id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'featureId', reason: expect.stringMatching(/module/i) }]);
    expect(await featureStates(organisation.id)).toEqual({ pos: allTrue(featureCount('pos')) });
  });

  it('refuses a feature whose module assignment is inactive (422)', async () => {
    const organisation = await createOrganisation();
    const pos = await freshModule('first');
    await assign(organisation.id, pos.id, { isActive: false });
    const later = await laterFeature(pos);
    expect((await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: later.id })).statusCode).toBe(422);
    const features = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    expect(features.map((feature) => [feature.featureCode, feature.isActive])).toEqual([['first', false]]);
  });

  it('refuses a feature whose module assignment is soft-deleted (422)', async () => {
    const organisation = await createOrganisation();
    const assignment = await assign(organisation.id, moduleNamed('pos').id);
    await call('DELETE', `/organisation-modules/${assignment.id}/soft`);
    expect((await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: moduleNamed('pos').features[0].id })).statusCode).toBe(422);
  });

  it('refuses the same feature twice (409), also after the first was soft-deleted', async () => {
    const organisation = await createOrganisation();
    await assign(organisation.id, moduleNamed('pos').id);
    const featureId = moduleNamed('pos').features[1].id;
    // Given with the module.
    const first = await organisationFeatureOf(organisation.id, featureId);
    expect((await call('POST', '/organisation-features', { organisationId: organisation.id, featureId })).statusCode).toBe(409);
    await call('DELETE', `/organisation-features/${first.id}/soft`);
    expect((await call('POST', '/organisation-features', { organisationId: organisation.id, featureId })).statusCode).toBe(409);
  });

  it('refuses an unknown organisation or feature (422) and a missing featureId (400)', async () => {
    const organisation = await createOrganisation();
    await assign(organisation.id, moduleNamed('pos').id);
    const unknownOrganisation = await call('POST', '/organisation-features', { organisationId: 999_999, featureId: moduleNamed('pos').features[0].id });
    expect(unknownOrganisation.statusCode).toBe(422);
    const unknownFeature = await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: 999_999 });
    expect(unknownFeature.statusCode).toBe(422);
    expect(unknownFeature.json().errors).toEqual([{ field: 'featureId', reason: expect.any(String) }]);
    expect((await call('POST', '/organisation-features', { organisationId: organisation.id })).statusCode).toBe(400);
    expect(await featureStates(organisation.id)).toEqual({ pos: allTrue(featureCount('pos')) });
  });
});

describe('activating an organisation feature needs its module active', () => {
  /** An organisation with pos assigned with all features, then pos switched off (features off). */
  async function switchedOff() {
    const organisation = await initOrganisation('pos');
    const assignment = await assignmentOf(organisation.id, 'pos');
    expect((await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false })).statusCode).toBe(200);
    const [feature] = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    expect(feature.isActive).toBe(false);
    return { organisation, assignment, feature };
  }

  it.each([
    ['PUT /{id}/active-status', (id: number) => call('PUT', `/organisation-features/${id}/active-status`, { isActive: true })],
    ['POST /change-state', (id: number) => call('POST', '/organisation-features/change-state', { ids: [id], isActive: true })],
    ['PUT /{id}', (id: number) => call('PUT', `/organisation-features/${id}`, { isActive: true })],
  ])('%s is refused (422) while the module is inactive, and allowed once it is active again', async (_way, activate) => {
    const { assignment, feature } = await switchedOff();
    const refused = await activate(feature.id);
    expect(refused.statusCode).toBe(422);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json().isActive).toBe(false);

    expect((await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: true })).statusCode).toBe(200);
    expect((await activate(feature.id)).statusCode).toBe(200);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json().isActive).toBe(true);
  });

  it('is refused (422) while the module assignment is soft-deleted', async () => {
    const organisation = await initOrganisation('websites');
    const assignment = await assignmentOf(organisation.id, 'websites');
    await call('DELETE', `/organisation-modules/${assignment.id}/soft`);
    const [feature] = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    expect((await call('PUT', `/organisation-features/${feature.id}/active-status`, { isActive: true })).statusCode).toBe(422);
  });
});

describe('the feature-needs-module rule under concurrency', () => {
  // Each round races a feature write against switching its module off. Whatever the order the
  // database settles on, the rule must hold afterwards: no active feature under an inactive
  // module. (PGlite runs one transaction at a time; on PostgreSQL the two really overlap.)
  const ROUNDS = 12;

  async function violations(organisationId: number, assignmentId: number) {
    const module = (await call('GET', `/organisation-modules/${assignmentId}`)).json() as OrganisationModule;
    const features = (await call('GET', `/organisations/${organisationId}/features`)).json() as OrganisationFeature[];
    return module.isActive ? [] : features.filter((f) => f.isActive).map((f) => f.featureCode);
  }

  it('a feature assigned while its module is being switched off does not stay active', async () => {
    const module = await freshModule('first');
    const broken: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const organisation = await createOrganisation();
      const assignment = await assign(organisation.id, module.id);
      const later = await laterFeature(module);
      const [assigned, switchedOff] = await Promise.all([
        call('POST', '/organisation-features', { organisationId: organisation.id, featureId: later.id }),
        call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false }),
      ]);
      expect([201, 422]).toContain(assigned.statusCode);
      expect(switchedOff.statusCode).toBe(200);
      const active = await violations(organisation.id, assignment.id);
      if (active.length) broken.push(`round ${round}: assign ${assigned.statusCode}, active under an inactive module: ${active.join(', ')}`);
    }
    expect(broken).toEqual([]);
  });

  it('a feature activated while its module is being switched off does not stay active', async () => {
    const broken: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const organisation = await initOrganisation('pos');
      const assignment = await assignmentOf(organisation.id, 'pos');
      // Off and on again: the module is active, its features are not.
      await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false });
      await call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: true });
      const [feature] = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
      const [activated, switchedOff] = await Promise.all([
        call('PUT', `/organisation-features/${feature.id}/active-status`, { isActive: true }),
        call('PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false }),
      ]);
      expect([200, 422]).toContain(activated.statusCode);
      expect(switchedOff.statusCode).toBe(200);
      const active = await violations(organisation.id, assignment.id);
      if (active.length) broken.push(`round ${round}: activate ${activated.statusCode}, active under an inactive module: ${active.join(', ')}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('GET, PUT, soft delete, restore and states of /organisation-features', () => {
  async function oneFeature() {
    const organisation = await initOrganisation('mobile-apps');
    const [feature] = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    return feature;
  }

  it('answers 404 for an unknown organisation feature on every endpoint', async () => {
    const checks: [ApiMethod, string, unknown?][] = [
      ['GET', '/organisation-features/999999'],
      ['PUT', '/organisation-features/999999', { isPaid: true }],
      ['DELETE', '/organisation-features/999999/soft'],
      ['POST', '/organisation-features/999999/restore'],
      ['PUT', '/organisation-features/999999/active-status', { isActive: false }],
      ['PUT', '/organisation-features/999999/paid-status', { isPaid: true }],
      ['POST', '/organisation-features/change-state', { ids: [999_999], isActive: false }],
    ];
    for (const [method, path, payload] of checks) expect((await call(method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
  });

  it('updates paid status and valid-until (200); 400 for an id mismatch', async () => {
    const feature = await oneFeature();
    const response = await call('PUT', `/organisation-features/${feature.id}`, { isPaid: true, validUntil: '2999-06-30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: feature.id, isPaid: true, validUntil: '2999-06-30', expired: false });
    expect((await call('PUT', `/organisation-features/${feature.id}`, { id: feature.id + 1000, isPaid: false })).statusCode).toBe(400);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json().isPaid).toBe(true);
  });

  it('sets paid status, changes state in bulk, soft-deletes (204) and restores (200)', async () => {
    const feature = await oneFeature();
    const paid = await call('PUT', `/organisation-features/${feature.id}/paid-status`, { isPaid: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().isPaid).toBe(true);
    const bulk = await call('POST', '/organisation-features/change-state', { ids: [feature.id], isActive: false });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ ids: [feature.id] });
    expect((await call('POST', '/organisation-features/change-state', { ids: [], isActive: false })).statusCode).toBe(422);

    expect((await call('DELETE', `/organisation-features/${feature.id}/soft`)).statusCode).toBe(204);
    expect(((await call('GET', `/organisations/${feature.organisationId}/features`)).json() as OrganisationFeature[]).map((f) => f.id)).not.toContain(feature.id);
    const restored = await call('POST', `/organisation-features/${feature.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: feature.id, deletedAt: null, isPaid: true, isActive: false });
  });

  it('refuses writes to a soft-deleted organisation feature (409)', async () => {
    const feature = await oneFeature();
    await call('DELETE', `/organisation-features/${feature.id}/soft`);
    expect((await call('PUT', `/organisation-features/${feature.id}`, { isPaid: true })).statusCode).toBe(409);
    expect((await call('PUT', `/organisation-features/${feature.id}/paid-status`, { isPaid: true })).statusCode).toBe(409);
    expect((await call('PUT', `/organisation-features/${feature.id}/active-status`, { isActive: false })).statusCode).toBe(409);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json()).toMatchObject({ isPaid: false, isActive: true });
  });

  it('lists organisation features filtered by organisation and by module', async () => {
    const organisation = await initOrganisation('pos', 'websites');
    const list = (await call('GET', `/organisation-features?organisationId=${organisation.id}&moduleId=${moduleNamed('websites').id}`)).json() as OrganisationFeature[];
    expect(list.map((f) => f.featureId).sort(byNumber)).toEqual(moduleNamed('websites').features.map((f) => f.id).sort(byNumber));
    const all = (await call('GET', `/organisation-features?organisationId=${organisation.id}`)).json() as OrganisationFeature[];
    expect(all).toHaveLength(featureCount('pos') + featureCount('websites'));
  });
});

describe('expired', () => {
  it('is true when validUntil is in the past, false when it is in the future or absent', async () => {
    const organisation = await createOrganisation();
    const pos = moduleNamed('pos');
    const assignment = await assign(organisation.id, pos.id, { validUntil: '2000-01-01' });
    expect(assignment).toMatchObject({ validUntil: '2000-01-01', expired: true });
    const cases: [string | null, boolean][] = [
      [utcDay(-2), true],
      [utcDay(2), false],
      ['2999-12-31', false],
      [null, false],
    ];
    for (const [validUntil, expired] of cases) {
      const updated = await call('PUT', `/organisation-modules/${assignment.id}`, { validUntil });
      expect(updated.json(), String(validUntil)).toMatchObject({ validUntil, expired });
    }

    const given = await organisationFeatureOf(organisation.id, pos.features[0].id);
    expect(given.expired).toBe(false);
    const feature = (await call('PUT', `/organisation-features/${given.id}`, { validUntil: utcDay(-2) })).json() as OrganisationFeature;
    expect(feature.expired).toBe(true);
    const renewed = await call('PUT', `/organisation-features/${feature.id}`, { validUntil: '2999-12-31' });
    expect(renewed.json()).toMatchObject({ validUntil: '2999-12-31', expired: false });
    const listed = (await call('GET', `/organisations/${organisation.id}/modules`)).json() as OrganisationModule[];
    expect(listed[0].expired).toBe(false);
  });
});

describe('modules', () => {
  it('lists the seeded products with their features', async () => {
    const response = await call('GET', '/modules');
    expect(response.statusCode).toBe(200);
    const codes = (response.json() as Module[]).map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['e-commerce', 'pos', 'websites', 'mobile-apps', 'business-systems']));
    for (const code of ['e-commerce', 'pos', 'websites', 'mobile-apps', 'business-systems']) {
      expect(moduleNamed(code).features.length, code).toBeGreaterThanOrEqual(3);
    }
    expect(moduleNamed('pos').features.map((f) => f.code)).toContain('fiscal-receipts');
  });

  it('pages, searches and sorts modules; 400 for a page_size above 100', async () => {
    const search = (await call('GET', '/modules/paged?search_term=POINT OF')).json() as Paged<Module>;
    expect(search.items.map((m) => m.code)).toEqual(['pos']);
    const sorted = (await call('GET', '/modules/paged?sort_by=code&sort_order=desc&page_size=100')).json() as Paged<Module>;
    const codes = sorted.items.map((m) => m.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(sorted.total_count).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/modules/paged?page_size=101')).statusCode).toBe(400);
  });

  it('answers one module with its features, 404 for an unknown one', async () => {
    const pos = moduleNamed('pos');
    const response = await call('GET', `/modules/${pos.id}`);
    expect(response.statusCode).toBe(200);
    // organisationCount grows as this file assigns pos; everything else is the listed module.
    expect(response.json()).toEqual({ ...pos, organisationCount: expect.any(Number) });
    expect((await call('GET', '/modules/999999')).statusCode).toBe(404);
  });

  it('creates a module with inline features (201)', async () => {
    const code = `loyalty-${unique()}`;
    const response = await call('POST', '/modules', {
      code,
      name: 'Loyalty cloud',
      description: 'Points across shops',
      features: [
        { code: 'points', name: 'Points', description: 'Earn and burn' },
        { code: 'vouchers', name: 'Vouchers' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Module;
    expect(created).toMatchObject({ code, name: 'Loyalty cloud', description: 'Points across shops', isActive: true, organisationCount: 0, deletedAt: null });
    expect(created.features.map((f) => [f.code, f.name, f.description]).sort()).toEqual([
      ['points', 'Points', 'Earn and burn'],
      ['vouchers', 'Vouchers', null],
    ]);
    const features = (await call('GET', `/features?moduleId=${created.id}`)).json() as Feature[];
    expect(features.map((f) => f.id).sort(byNumber)).toEqual(created.features.map((f) => f.id).sort(byNumber));
  });

  it('refuses duplicate feature codes (422), a taken module code (409) and a malformed code (422), storing nothing', async () => {
    const code = `dupes-${unique()}`;
    const duplicate = await call('POST', '/modules', { code, name: 'Dupes', features: [{ code: 'same', name: 'One' }, { code: 'same', name: 'Two' }] });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual([{ field: 'features', reason: expect.stringContaining('same') }]);
    expect((await call('GET', `/modules?search_term=${code}`)).json()).toEqual([]);

    expect((await call('POST', '/modules', { code: 'pos', name: 'Another point of sale' })).statusCode).toBe(409);
    expect((await call('POST', '/modules', { code: 'Not A Code', name: 'Bad code' })).statusCode).toBe(422);
    expect((await call('POST', '/modules', { code: `ok-${unique()}`, name: 'Bad feature', features: [{ code: 'x', name: 'X' }] })).statusCode).toBe(422);
    expect((await call('POST', '/modules', { name: 'No code' })).statusCode).toBe(400);
  });

  async function moduleWith(...featureCodes: string[]): Promise<Module> {
    const response = await call('POST', '/modules', {
      code: `inline-${unique()}`,
      name: `Inline probe ${unique()}`,
      features: featureCodes.map((code) => ({ code, name: `Feature ${code}` })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('PUT replaces the features: kept by id (and renamed), new ones created, missing ones removed', async () => {
    const module = await moduleWith('alpha', 'beta', 'gamma');
    const [alpha, beta, gamma] = ['alpha', 'beta', 'gamma'].map((code) => module.features.find((f) => f.code === code)!);
    const response = await call('PUT', `/modules/${module.id}`, {
      id: module.id,
      code: module.code,
      name: 'Inline probe renamed',
      features: [
        { id: alpha.id, code: 'alpha', name: 'Alpha renamed', description: 'Kept' },
        { code: 'delta', name: 'Delta' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Module;
    expect(updated.name).toBe('Inline probe renamed');
    expect(updated.features.map((f) => [f.code, f.name]).sort()).toEqual([
      ['alpha', 'Alpha renamed'],
      ['delta', 'Delta'],
    ]);
    expect(updated.features.find((f) => f.code === 'alpha')?.id).toBe(alpha.id);
    expect(updated.features.find((f) => f.code === 'delta')?.id).not.toBe(beta.id);
    for (const removed of [beta, gamma]) expect((await call('GET', `/features/${removed.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/modules/${module.id}`)).json()).toEqual(updated);

    // Without a features list, the features stay as they are.
    const nameOnly = await call('PUT', `/modules/${module.id}`, { code: module.code, name: 'Name only' });
    expect((nameOnly.json() as Module).features).toEqual(updated.features);
  });

  it('PUT swapping the codes of two kept features works', async () => {
    const module = await moduleWith('left', 'right');
    const [left, right] = ['left', 'right'].map((code) => module.features.find((f) => f.code === code)!);
    const response = await call('PUT', `/modules/${module.id}`, {
      code: module.code,
      name: module.name,
      features: [
        { id: left.id, code: 'right', name: 'Was left' },
        { id: right.id, code: 'left', name: 'Was right' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Module).features.find((f) => f.id === left.id)?.code).toBe('right');
  });

  it('PUT removing a feature still assigned to an organisation is refused (409) and changes nothing', async () => {
    const module = await moduleWith('kept', 'assigned');
    const organisation = await createOrganisation();
    // The module brings the feature 'assigned' with it.
    await assign(organisation.id, module.id);
    const kept = module.features.find((f) => f.code === 'kept')!;
    const response = await call('PUT', `/modules/${module.id}`, { code: module.code, name: 'Should not stick', features: [{ id: kept.id, code: 'kept', name: 'Kept' }] });
    expect(response.statusCode).toBe(409);
    const after = (await call('GET', `/modules/${module.id}`)).json() as Module;
    expect(after.name).toBe(module.name);
    expect(after.features).toEqual(module.features);
  });

  it('PUT with duplicate feature codes (422) or a feature of another module (422) changes nothing', async () => {
    const module = await moduleWith('one', 'two');
    const duplicate = await call('PUT', `/modules/${module.id}`, {
      code: module.code,
      name: 'Should not stick',
      features: [...module.features.map(({ id, code, name }) => ({ id, code, name })), { code: 'one', name: 'One again' }],
    });
    expect(duplicate.statusCode).toBe(422);
    const posBefore = (await call('GET', `/modules/${moduleNamed('pos').id}`)).json() as Module;
    const stranger = posBefore.features[0];
    const foreign = await call('PUT', `/modules/${module.id}`, { code: module.code, name: 'Should not stick', features: [{ id: stranger.id, code: 'stolen', name: 'Stolen' }] });
    expect(foreign.statusCode).toBe(422);
    expect((await call('GET', `/modules/${module.id}`)).json()).toEqual(module);
    expect((await call('GET', `/modules/${moduleNamed('pos').id}`)).json()).toEqual(posBefore);
  });

  it('PUT answers 404 for an unknown module, 400 for an id mismatch and 409 for a taken code', async () => {
    const module = await moduleWith('solo');
    expect((await call('PUT', '/modules/999999', { code: 'ghost', name: 'Ghost' })).statusCode).toBe(404);
    expect((await call('PUT', `/modules/${module.id}`, { id: module.id + 1000, code: module.code, name: 'Mismatch' })).statusCode).toBe(400);
    expect((await call('PUT', `/modules/${module.id}`, { code: 'websites', name: 'Taken' })).statusCode).toBe(409);
    expect((await call('GET', `/modules/${module.id}`)).json()).toEqual(module);
  });
});

describe('features', () => {
  it('lists every feature, filters by moduleId and answers one with its module name', async () => {
    const all = (await call('GET', '/features')).json() as Feature[];
    const seeded = [...modulesByCode.values()].flatMap((m) => m.features.map((f) => f.id));
    expect(all.map((f) => f.id)).toEqual(expect.arrayContaining(seeded));

    const pos = moduleNamed('pos');
    const ofPos = (await call('GET', `/features?moduleId=${pos.id}`)).json() as Feature[];
    expect(ofPos.map((f) => f.id).sort(byNumber)).toEqual(pos.features.map((f) => f.id).sort(byNumber));
    expect(ofPos.every((f) => f.moduleId === pos.id && f.moduleName === pos.name)).toBe(true);

    const one = await call('GET', `/features/${pos.features[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: pos.features[0].id, moduleId: pos.id, moduleName: pos.name, code: pos.features[0].code });
    expect((await call('GET', '/features/999999')).statusCode).toBe(404);
    expect((await call('GET', '/features?moduleId=abc')).statusCode).toBe(400);
  });
});

describe('DELETE /features/{id}', () => {
  it('deletes a feature no organisation has (204) and refuses one still assigned (409); 404 for an unknown one', async () => {
    const module = (await call('POST', '/modules', { code: `deletable-${unique()}`, name: 'Deletable', features: [{ code: 'taken', name: 'Taken' }] })).json() as Module;
    const taken = module.features[0];
    const organisation = await createOrganisation();
    // The module brings `taken`; `free` is added to the module afterwards, so no organisation has it.
    await assign(organisation.id, module.id);
    expect((await organisationFeatureOf(organisation.id, taken.id)).featureCode).toBe('taken');
    const free = await laterFeature(module);

    expect((await call('DELETE', `/features/${taken.id}`)).statusCode).toBe(409);
    expect((await call('GET', `/features/${taken.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/features/${free.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/features/${free.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/features/999999')).statusCode).toBe(404);
  });
});

describe('a Viewer (read-only)', () => {
  it('reads modules, features and assignments (200)', async () => {
    const organisation = await initOrganisation('pos');
    const assignment = await assignmentOf(organisation.id, 'pos');
    for (const path of ['/modules', '/modules/paged', '/features', `/organisation-modules/${assignment.id}`, `/organisation-modules/${assignment.id}/features`, '/organisation-features']) {
      expect((await call('GET', path, undefined, viewer)).statusCode, path).toBe(200);
    }
  });

  it('is refused every write (403) and nothing changes', async () => {
    const organisation = await initOrganisation('pos');
    const target = await createOrganisation();
    const assignment = await assignmentOf(organisation.id, 'pos');
    const [feature] = (await call('GET', `/organisations/${organisation.id}/features`)).json() as OrganisationFeature[];
    const pos = (await call('GET', `/modules/${moduleNamed('pos').id}`)).json() as Module;
    const writes: [ApiMethod, string, unknown?][] = [
      ['POST', '/organisation-modules', { organisationId: target.id, moduleId: pos.id }],
      ['PUT', `/organisation-modules/${assignment.id}`, { isPaid: true }],
      ['DELETE', `/organisation-modules/${assignment.id}/soft`],
      ['POST', `/organisation-modules/${assignment.id}/restore`],
      ['POST', '/organisation-modules/change-state', { ids: [assignment.id], isActive: false }],
      ['PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false }],
      ['PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: true }],
      ['POST', '/organisation-features', { organisationId: organisation.id, featureId: pos.features[0].id }],
      ['PUT', `/organisation-features/${feature.id}`, { isPaid: true }],
      ['DELETE', `/organisation-features/${feature.id}/soft`],
      ['POST', `/organisation-features/${feature.id}/restore`],
      ['POST', '/organisation-features/change-state', { ids: [feature.id], isActive: false }],
      ['PUT', `/organisation-features/${feature.id}/active-status`, { isActive: false }],
      ['PUT', `/organisation-features/${feature.id}/paid-status`, { isPaid: true }],
      ['POST', '/modules', { code: `viewer-${unique()}`, name: 'Viewer module' }],
      ['PUT', `/modules/${pos.id}`, { code: 'pos', name: 'Viewer was here' }],
      ['DELETE', `/modules/${pos.id}/soft`],
      ['POST', '/features', { moduleId: pos.id, code: 'viewer', name: 'Viewer feature' }],
      ['PUT', `/features/${pos.features[0].id}`, { code: pos.features[0].code, name: 'Viewer was here' }],
      ['DELETE', `/features/${pos.features[0].id}`],
    ];
    for (const [method, path, payload] of writes) {
      expect((await call(method, path, payload, viewer)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json()).toEqual(assignment);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json()).toEqual(feature);
    expect((await call('GET', `/organisations/${target.id}/modules`)).json()).toEqual([]);
    expect((await call('GET', `/modules/${pos.id}`)).json()).toEqual(pos);
  });
});

describe('mass assignment: unknown fields are refused (400) and nothing is stored', () => {
  it('POST and PUT /organisation-modules, change-state, active-status and paid-status', async () => {
    const organisation = await createOrganisation();
    const other = await createOrganisation();
    const created = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: moduleNamed('pos').id, deletedAt: null });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContainEqual({ field: 'deletedAt', reason: expect.stringContaining('Unknown field') });
    expect((await call('GET', `/organisation-modules?organisationId=${organisation.id}&include_deleted=true`)).json()).toEqual([]);

    const assignment = await assign(organisation.id, moduleNamed('pos').id);
    const bodies: [ApiMethod, string, unknown][] = [
      ['PUT', `/organisation-modules/${assignment.id}`, { isPaid: true, organisationId: other.id }],
      ['PUT', `/organisation-modules/${assignment.id}`, { isPaid: true, moduleId: moduleNamed('websites').id }],
      ['POST', '/organisation-modules/change-state', { ids: [assignment.id], isActive: false, isPaid: true }],
      ['PUT', `/organisation-modules/${assignment.id}/active-status`, { isActive: false, isPaid: true }],
      ['PUT', `/organisation-modules/${assignment.id}/paid-status`, { isPaid: true, validUntil: '2000-01-01' }],
    ];
    for (const [method, path, payload] of bodies) expect((await call(method, path, payload)).statusCode, `${method} ${path}`).toBe(400);
    expect((await call('GET', `/organisation-modules/${assignment.id}`)).json()).toEqual(assignment);
  });

  it('POST and PUT /organisation-features, change-state, active-status and paid-status', async () => {
    const organisation = await createOrganisation();
    const other = await createOrganisation();
    const pos = await freshModule('first', 'second');
    await assign(organisation.id, pos.id);
    const later = await laterFeature(pos);
    const given = (await call('GET', `/organisation-features?organisationId=${organisation.id}&include_deleted=true`)).json();
    const created = await call('POST', '/organisation-features', { organisationId: organisation.id, featureId: later.id, id: 1 });
    expect(created.statusCode).toBe(400);
    expect((await call('GET', `/organisation-features?organisationId=${organisation.id}&include_deleted=true`)).json()).toEqual(given);

    const feature = await assignFeature(organisation.id, later.id);
    const bodies: [ApiMethod, string, unknown][] = [
      ['PUT', `/organisation-features/${feature.id}`, { isPaid: true, organisationId: other.id }],
      ['PUT', `/organisation-features/${feature.id}`, { isPaid: true, featureId: pos.features[1].id }],
      ['POST', '/organisation-features/change-state', { ids: [feature.id], isActive: false, deletedAt: null }],
      ['PUT', `/organisation-features/${feature.id}/active-status`, { isActive: false, isPaid: true }],
      ['PUT', `/organisation-features/${feature.id}/paid-status`, { isPaid: true, isActive: false }],
    ];
    for (const [method, path, payload] of bodies) expect((await call(method, path, payload)).statusCode, `${method} ${path}`).toBe(400);
    expect((await call('GET', `/organisation-features/${feature.id}`)).json()).toEqual(feature);
  });

  it('POST and PUT /modules (also inside an inline feature) and /features', async () => {
    const code = `mass-${unique()}`;
    expect((await call('POST', '/modules', { code, name: 'Mass module', organisationCount: 99 })).statusCode).toBe(400);
    const inline = await call('POST', '/modules', { code, name: 'Mass module', features: [{ code: 'f', name: 'Feature f', moduleId: 1 }] });
    expect(inline.statusCode).toBe(400);
    expect(inline.json().errors).toContainEqual({ field: 'features.0.moduleId', reason: expect.stringContaining('Unknown field') });
    expect((await call('GET', `/modules?search_term=${code}`)).json()).toEqual([]);

    const module = (await call('POST', '/modules', { code, name: 'Mass module', features: [{ code: 'ff', name: 'Feature ff' }] })).json() as Module;
    expect((await call('PUT', `/modules/${module.id}`, { code, name: 'Changed', deletedAt: null })).statusCode).toBe(400);
    expect((await call('PUT', `/modules/${module.id}`, { code, name: 'Changed', features: [{ ...module.features[0], createdAt: '2000-01-01T00:00:00Z' }] })).statusCode).toBe(400);
    expect((await call('GET', `/modules/${module.id}`)).json()).toEqual(module);

    const before = ((await call('GET', `/features?moduleId=${module.id}`)).json() as Feature[]).length;
    expect((await call('POST', '/features', { moduleId: module.id, code: 'gg', name: 'Feature gg', isActive: true })).statusCode).toBe(400);
    expect(((await call('GET', `/features?moduleId=${module.id}`)).json() as Feature[]).length).toBe(before);
    const feature = module.features[0];
    expect((await call('PUT', `/features/${feature.id}`, { code: feature.code, name: 'Changed', moduleId: moduleNamed('pos').id })).statusCode).toBe(400);
    expect((await call('GET', `/features/${feature.id}`)).json()).toMatchObject({ moduleId: module.id, name: feature.name });
  });
});
