/**
 * Resources load their screens on first use (src/admin/crud/lazyResource.tsx,
 * docs/decisions.md#admin-bundle): each registry entry (src/resources/<name>/index.ts) says at
 * start what its declaration says (icon, screens, create path, how a record is named: one
 * registration object read by both) and what its definition gives (name, permission rule, API
 * capabilities), so the menu, links, canAccess and the dataProvider are right before any screen
 * has loaded; a resource without a declaration gets the same from its definition; the first
 * visit shows react-admin's loader, then the screen.
 */
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultRegistration } from '../../../src/admin/crud/defaultRegistration';
import { generatedResourceProps } from '../../../src/admin/crud/generatedResourceProps';
import { registryEntry, type LazyAdminResource } from '../../../src/admin/crud/lazyResource';
import { permissionRuleOf, apiCapabilitiesOf, type AdminResource, type ResourcePathOptions } from '../../../src/admin/crud';
import { nestedResources, permissionPrefixes, resourceApiCapabilities, resources } from '../../../src/resources';
import { RESOURCE_DEFINITIONS } from '../../../src/shared/resources';
import { location, renderAdminAt } from './adminAt';
import { allowAll } from './testKit';

const registry: readonly LazyAdminResource[] = [...resources, ...nestedResources];

/** One record with every field a record representation of ours reads. */
const SAMPLE = {
  id: 7,
  name: 'Acme',
  firstName: 'Ada',
  lastName: 'Lovelace',
  code: 'EUR',
  type: 'department',
  value: 'sales',
  featureName: 'Reports',
  moduleName: 'Billing',
  subject: 'Hello',
  fileName: 'cover.png',
  translations: [{ language: 'en', title: 'An article', status: 'published' }],
} as unknown as RaRecord;

/** How `representation` names {@link SAMPLE}. */
const named = (representation: unknown) =>
  typeof representation === 'function' ? (representation as (record: RaRecord) => string)(SAMPLE) : String(SAMPLE[representation as string] ?? representation);

/**
 * Where a registry entry and the screens it loaded disagree (name, screens, create path, icon,
 * permission rule, capabilities, a string record representation); empty when they agree.
 */
function disagreements(entry: LazyAdminResource, resource: AdminResource): string[] {
  const { declaration } = resource;
  const loaded: Record<string, unknown> = {
    name: resource.name,
    hasList: !!resource.list,
    hasCreate: !!resource.hasCreate,
    hasEdit: !!resource.hasEdit,
    hasShow: !!resource.hasShow,
    createPath: (resource.options as ResourcePathOptions | undefined)?.createPath,
    icon: declaration.icon,
    permission: resource.permission,
    permissionRule: JSON.stringify(permissionRuleOf(declaration)),
    capabilities: JSON.stringify(apiCapabilitiesOf(declaration)),
    recordRepresentation: typeof declaration.recordRepresentation === 'function' ? 'function' : declaration.recordRepresentation,
  };
  const registered: Record<string, unknown> = {
    name: entry.name,
    hasList: entry.hasList,
    hasCreate: entry.hasCreate,
    hasEdit: entry.hasEdit,
    hasShow: entry.hasShow,
    createPath: entry.options.createPath,
    icon: entry.icon,
    permission: entry.permission,
    permissionRule: JSON.stringify(entry.permissionRule),
    capabilities: JSON.stringify(entry.capabilities),
    recordRepresentation: typeof entry.recordRepresentation === 'function' ? 'function' : entry.recordRepresentation,
  };
  return Object.keys(loaded)
    .filter((key) => loaded[key] !== registered[key])
    .map((key) => `${key}: registered ${String(registered[key])}, declared ${String(loaded[key])}`);
}

afterEach(cleanup);
beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});

describe('the resource registry', () => {
  it('registers every resource with screens of its own, and the nested ones, without loading any screen', () => {
    expect(resources.map((entry) => entry.name)).toEqual(expect.arrayContaining(['users', 'roles', 'organisations', 'articles', 'emails', 'activity']));
    expect(nestedResources.map((entry) => entry.name).sort()).toEqual(['organisation-features', 'organisation-modules', 'user-claims']);
    for (const entry of registry) expect(typeof entry.load).toBe('function');
  });

  it.each(registry.map((entry) => [entry.name, entry] as const))('says at start what %s declares', async (_name, entry) => {
    const loaded: AdminResource = await entry.load();
    expect(disagreements(entry, loaded)).toEqual([]);
    expect(named(entry.recordRepresentation)).toBe(named(loaded.declaration.recordRepresentation));
    expect(permissionPrefixes[entry.name]).toEqual(entry.permissionRule);
    expect(resourceApiCapabilities[entry.name]).toEqual(entry.capabilities);
    // Loaded once: a second call answers the same screens.
    expect(await entry.load()).toBe(loaded);
  });

  // A definition with `custom` fields needs a declaration to say their type (fromDefinition.ts).
  const generatable = RESOURCE_DEFINITIONS.filter((definition) => definition.name !== 'features' && Object.values(definition.fields).every((field) => field.kind !== 'custom'));
  it.each(generatable.map((definition) => [definition.name, definition] as const))(
    'would register %s from its definition alone as its generated screens say',
    async (_name, definition) => {
      const entry = registryEntry(definition, defaultRegistration(definition), async () => ({ default: generatedResourceProps(definition) }));
      expect(disagreements(entry, await entry.load())).toEqual([]);
    },
  );
});

describe('a resource opened for the first time', { timeout: 30_000 }, () => {
  it("shows react-admin's loader, then its screen, at its own URL", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [permissions] = resources.filter((entry) => entry.name === 'permissions');
    // Never loaded before: the first render suspends on the chunk (here held until released).
    const slowLoad = gate.then(() => permissions.load());
    const slow: LazyAdminResource = { ...permissions, load: () => slowLoad, loaded: () => undefined };
    const row = { id: 3, name: 'users.read', description: 'Read users' };
    const dataProvider = {
      getList: async () => ({ data: [row], total: 1 }),
      getMany: async () => ({ data: [row] }),
      getManyReference: async () => ({ data: [row], total: 1 }),
      getOne: async () => ({ data: row }),
    } as unknown as DataProvider;
    renderAdminAt('/admin/permissions', { authProvider: allowAll, dataProvider, resources: [slow] });
    // react-admin's loader, after its one-second grace period.
    expect(await screen.findByText('Loading', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('users.read')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('users.read', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(location()).toBe('/admin/permissions');
  });
});
