/**
 * The admin's resource declarations (src/resources/<name>/declaration.ts) against the real
 * server: every column the list lets users sort by, the default sort and every declared filter
 * and every value a filter-sidebar facet applies (src/admin/crud/facets.ts) must be a query the
 * API accepts (docs/decisions.md#declared-resources). A declaration added later is picked up by the glob.
 */
import { describe, expect, it } from 'vitest';
import { facetItems } from '../../src/admin/crud/facets';
import type { FieldDeclaration, FilterDeclaration, ResourceDeclaration } from '../../src/admin/crud/types';
import { API_PATHS } from '../../src/admin/dataProvider';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

const modules = import.meta.glob<Record<string, unknown>>('../../src/resources/*/declaration.ts', { eager: true });

const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'name' in value && 'fields' in value && 'screens' in value;

const declarations = Object.values(modules)
  .flatMap((module) => Object.values(module).filter(isDeclaration))
  .filter((declaration, index, all) => all.findIndex((other) => other.name === declaration.name) === index);

/** Fields the generated list offers to sort by (GeneratedList: list fields unless unsortable). */
const sortableFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter(
    (field: FieldDeclaration) => field.list && field.sortable !== false && field.type !== 'named-list' && field.type !== 'reference-array',
  );

/** A value of the filter's kind the API must accept. */
function sampleValue(filter: FilterDeclaration): string {
  if (filter.type === 'boolean') return 'true';
  if (filter.type === 'select') return String(filter.choices?.[0]?.id ?? 'x');
  // A date filter sends the ISO date-time of the chosen day's start or end (src/admin/crud/fieldFilters.tsx).
  if (filter.type === 'date') return '2026-01-01T00:00:00.000Z';
  return '1';
}

describe('admin declarations match the API', () => {
  it('finds the declarations', () => {
    expect(declarations.map((declaration) => declaration.name)).toEqual(expect.arrayContaining(['users', 'roles', 'permissions']));
  });

  for (const declaration of declarations.filter((d) => d.screens.list)) {
    const path = API_PATHS[declaration.name] ?? declaration.name;

    it(`${declaration.name}: every sortable column and the default sort are accepted`, async () => {
      const bearer = await t.adminBearer();
      const fields = new Set([...sortableFields(declaration).map((field) => field.source), ...(declaration.defaultSort ? [declaration.defaultSort.field] : [])]);
      const refused: string[] = [];
      for (const field of fields) {
        const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/${path}/paged?sort_by=${encodeURIComponent(field)}&sort_order=desc` });
        if (response.statusCode !== 200) refused.push(`${field}: ${response.statusCode} ${response.body}`);
      }
      expect(refused).toEqual([]);
    });

    it(`${declaration.name}: every declared filter is accepted`, async () => {
      const bearer = await t.adminBearer();
      const refused: string[] = [];
      for (const filter of declaration.filters ?? []) {
        const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/${path}/paged?${filter.source}=${encodeURIComponent(sampleValue(filter))}` });
        if (response.statusCode !== 200) refused.push(`${filter.source}: ${response.statusCode} ${response.body}`);
      }
      if (declaration.capabilities?.softDelete) {
        const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/${path}/paged?include_deleted=true` });
        if (response.statusCode !== 200) refused.push(`include_deleted: ${response.statusCode}`);
      }
      expect(refused).toEqual([]);
    });

    if (declaration.facets?.length) {
      it(`${declaration.name}: every facet item's filter is accepted`, async () => {
        const bearer = await t.adminBearer();
        const refused: string[] = [];
        for (const facet of declaration.facets ?? []) {
          // A reference facet offers records of its target: record 1 stands for them.
          for (const item of facetItems(declaration, facet, { records: [{ id: 1 }] })) {
            const query = new URLSearchParams(
              Object.entries(item.value).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
            );
            const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/${path}/paged?${query.toString()}` });
            if (response.statusCode !== 200) refused.push(`${facet.source} ${item.key}: ${response.statusCode} ${response.body}`);
          }
        }
        expect(refused).toEqual([]);
      });
    }
  }
});
