/**
 * The API's surface, pinned: the OpenAPI document and the route table the authorisation
 * matrix is generated from (method, URL, declared permission), written canonically (object
 * keys sorted) to files beside this test. A change to either shows as a diff of those files:
 * moving a resource onto its shared definition must leave both unchanged, and a deliberate
 * API change updates them in the same commit (`npx vitest run tests/server/api-surface.test.ts -u`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

const t = setupTestApp();

/** `value` as JSON with every object's keys sorted, so that key order never shows as a change. */
function canonical(value: unknown): string {
  const sortKeys = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sortKeys);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.keys(node).sort().map((key) => [key, sortKeys((node as Record<string, unknown>)[key])]));
  };
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

beforeAll(async () => {
  await t.app.ready();
});

describe('the API surface', () => {
  it('the OpenAPI document is the pinned one', async () => {
    await expect(canonical(t.app.swagger())).toMatchFileSnapshot('./__snapshots__/openapi.json');
  });

  it('the route table (method, URL, permission) is the pinned one', async () => {
    const table = t.app.routePermissions
      .map((route) => `${route.method} ${route.url} ${route.permission}${route.alsoRequires ? ` +${route.alsoRequires.join('+')}` : ''}`)
      .sort();
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-permissions.txt');
  });
});
