/**
 * One rule for adding a module to an organisation, whichever screen does it: the organisation
 * gets every feature of the module (as the wizard promises, "each comes with all of its
 * features"). Adding from the organisation's Modules tab (`POST /organisation-modules`) and
 * creating the organisation with the module (`POST /organisations/init`) give the same features,
 * active when the module is, paid when the module is, in the same transaction as the module.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Module, Organisation, OrganisationFeature, OrganisationModule } from '../../src/shared/api';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp();
const call = t.api;

let serial = 0;
const eightDigits = () => String(61_000_000 + ++serial * 7_919);
const organisationBody = () => ({ name: `Feature Probe ${++serial} d.o.o.`, taxRegistrationNumber: pibFrom(eightDigits()), nationalIdentificationNumber: eightDigits(), type: 'company' });

let module: Module;

beforeAll(async () => {
  const response = await call('POST', '/modules', {
    code: `bundle-${uniqueLetters()}`,
    name: 'Bundle',
    features: [
      { code: `alpha-${uniqueLetters()}`, name: 'Alpha' },
      { code: `beta-${uniqueLetters()}`, name: 'Beta' },
      { code: `gamma-${uniqueLetters()}`, name: 'Gamma' },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  module = response.json();
});

async function createOrganisation(): Promise<Organisation> {
  const response = await call('POST', '/organisations', organisationBody());
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const featuresOf = async (organisationId: number) =>
  ((await call('GET', `/organisations/${organisationId}/features`)).json() as OrganisationFeature[])
    .map(({ featureId, isActive, isPaid }) => ({ featureId, isActive, isPaid }))
    .sort((a, b) => a.featureId - b.featureId);

const everyFeature = (state: { isActive: boolean; isPaid: boolean }) => module.features.map((feature) => ({ featureId: feature.id, ...state })).sort((a, b) => a.featureId - b.featureId);

describe('adding a module from the Modules tab', () => {
  it('gives the organisation all of the module’s features, active, and counts them on the assignment', async () => {
    const organisation = await createOrganisation();
    const response = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: module.id });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as OrganisationModule).featureCount).toBe(3);
    expect(await featuresOf(organisation.id)).toEqual(everyFeature({ isActive: true, isPaid: false }));
  });

  it('gives the same features as the organisation wizard does for the same module', async () => {
    const fromTab = await createOrganisation();
    expect((await call('POST', '/organisation-modules', { organisationId: fromTab.id, moduleId: module.id })).statusCode).toBe(201);
    const init = await call('POST', '/organisations/init', { organisation: organisationBody(), moduleIds: [module.id] });
    expect(init.statusCode, init.body).toBe(201);
    expect(await featuresOf(init.json().id)).toEqual(await featuresOf(fromTab.id));
  });

  it('adds the features switched off for a module added switched off, and paid for a paid one', async () => {
    const inactive = await createOrganisation();
    expect((await call('POST', '/organisation-modules', { organisationId: inactive.id, moduleId: module.id, isActive: false })).statusCode).toBe(201);
    expect(await featuresOf(inactive.id)).toEqual(everyFeature({ isActive: false, isPaid: false }));
    const paid = await createOrganisation();
    expect((await call('POST', '/organisation-modules', { organisationId: paid.id, moduleId: module.id, isPaid: true })).statusCode).toBe(201);
    expect(await featuresOf(paid.id)).toEqual(everyFeature({ isActive: true, isPaid: true }));
  });

  it('adds neither the module nor any feature when the module cannot be added', async () => {
    const organisation = await createOrganisation();
    expect((await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: module.id })).statusCode).toBe(201);
    const again = await call('POST', '/organisation-modules', { organisationId: organisation.id, moduleId: module.id });
    expect(again.statusCode).toBe(409);
    expect(await featuresOf(organisation.id)).toHaveLength(3);
  });
});
