import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as resourceDefinitions from '../../../src/shared/resources';
import type { ResourceDefinition } from '../../../src/shared/resource';
import { definitionAtStart, definitionsAtStartSource } from '../../../src/admin/build/definitionsAtStart';
import { defaultRegistration } from '../../../src/admin/crud/defaultRegistration';
import { registryEntry } from '../../../src/admin/crud/lazyResource';

const { RESOURCE_DEFINITIONS, API_PATHS } = resourceDefinitions;
// Inside the project: the test runner imports modules from there only.
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const directory = mkdtempSync(join(cache, 'definitions-at-start-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A record with a name and a localized title, to compare record namings that are functions. */
const SAMPLE = { id: 7, name: 'Sample name', title: { en: 'Sample title', sr: 'Naslov' } };

/** What the registry reads of an entry at start (a naming function by what it names the sample). */
function startFacts(definition: ResourceDefinition) {
  const { load: _load, loaded: _loaded, recordRepresentation, ...facts } = registryEntry(definition, defaultRegistration(definition), () => Promise.reject(new Error('not loaded')));
  return { ...facts, recordRepresentation: typeof recordRepresentation === 'function' ? { names: recordRepresentation(SAMPLE) } : recordRepresentation };
}

describe("the first screen's part of the resource definitions (admin build)", () => {
  it('gives the registry the same entries as the whole definitions', () => {
    for (const definition of RESOURCE_DEFINITIONS) {
      expect(startFacts(definitionAtStart(definition) as ResourceDefinition), definition.name).toEqual(startFacts(definition));
    }
  });

  it('leaves out what only the screens and the API read', () => {
    const users = definitionAtStart(resourceDefinitions.usersDefinition);
    expect(users).not.toHaveProperty('search');
    expect(users).not.toHaveProperty('sort');
    for (const field of Object.values(users.fields)) expect(Object.keys(field).every((key) => ['create', 'update', 'writeOnly'].includes(key))).toBe(true);
    expect(JSON.stringify(RESOURCE_DEFINITIONS.map(definitionAtStart)).length).toBeLessThan(JSON.stringify(RESOURCE_DEFINITIONS).length / 2);
  });

  it('is a module exporting every definition under its name, the list in order and the API paths', async () => {
    const file = join(directory, 'definitions.mjs');
    writeFileSync(file, definitionsAtStartSource(resourceDefinitions));
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    expect(module.RESOURCE_DEFINITIONS).toEqual(RESOURCE_DEFINITIONS.map(definitionAtStart));
    expect(module.API_PATHS).toEqual(API_PATHS);
    const named = Object.keys(resourceDefinitions).filter((name) => name.endsWith('Definition'));
    expect(named.length).toBe(RESOURCE_DEFINITIONS.length);
    for (const name of named) {
      const index = RESOURCE_DEFINITIONS.indexOf(resourceDefinitions[name as keyof typeof resourceDefinitions] as ResourceDefinition);
      expect(module[name], name).toBe((module.RESOURCE_DEFINITIONS as unknown[])[index]);
    }
  });

  it('refuses a definition export missing from the list', () => {
    expect(() => definitionsAtStartSource({ ...resourceDefinitions, strayDefinition: { ...resourceDefinitions.usersDefinition } })).toThrow(/strayDefinition/);
  });
});
