/**
 * Nothing of a resource is left undeclared (docs/decisions.md#resource-definitions): every
 * definition in src/shared/resources is served by the API, seeds its permissions, is named in
 * the activity log (when logged) and in the admin (unless edited inline in another's form), and
 * has its name and every field's label in all seven languages.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PERMISSIONS } from '../../server/db/seed-data';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { adminNameOf, fieldLabelOf, ownPermissionsOf } from '../../src/shared/resource';
import { ACTIVITY_RESOURCES, RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

beforeAll(async () => {
  await t.app.ready();
});

const locales = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(`locales/${lng}/admin.json`, 'utf8')) as Record<string, unknown>]));
const text = (lng: string, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lng]);

describe.each(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition] as const))('%s', (_name, definition) => {
  it('is served by the API with its permissions', () => {
    const paged = t.app.routePermissions.find((route) => route.method === 'GET' && route.url === `${API}/${definition.name}/paged`);
    expect(paged, 'GET /{name}/paged').toBeDefined();
    const seeded = new Set(SEEDED_PERMISSIONS.map((permission) => permission.name));
    for (const permission of ownPermissionsOf(definition)) expect(seeded.has(permission), permission).toBe(true);
  });

  it('is named in the activity log when its changes are logged', () => {
    if (definition.logged === false) return;
    expect(ACTIVITY_RESOURCES).toContain(definition.name);
    for (const lng of LANGUAGE_CODES) expect(typeof text(lng, `resources.activity.resourceNames.${definition.name}`), lng).toBe('string');
  });

  it('has its name and field labels in seven languages (unless edited inside another resource)', () => {
    const resource = adminNameOf(definition);
    if (definition.name === 'features') return; // edited in its module's form, with the module's labels
    const missing = LANGUAGE_CODES.flatMap((lng) => [
      ...(typeof text(lng, `resources.${resource}.name_other`) === 'string' ? [] : [`${lng}: resources.${resource}.name_other`]),
      ...Object.keys(definition.fields)
        .filter((field) => typeof text(lng, fieldLabelOf(definition, field)) !== 'string')
        .map((field) => `${lng}: ${fieldLabelOf(definition, field)}`),
    ]);
    expect(missing).toEqual([]);
  });
});
