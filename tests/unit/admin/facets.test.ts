/**
 * The filter sidebar's facets as filter values (src/admin/crud/facets.ts): the date ranges in
 * the user's time zone, each facet kind's items and the filter values they apply, the active
 * filter count of the phones' filter button, and every declared facet naming a declared filter.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeFilterCount, dateRanges, facetFilters, facetItems, facetLabel } from '../../../src/admin/crud/facets';
import type { ResourceDeclaration } from '../../../src/admin/crud/types';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/resources/*/declaration.ts', { eager: true });
const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'name' in value && 'fields' in value && 'screens' in value;
const declarations = Object.values(modules)
  .flatMap((module) => Object.values(module).filter(isDeclaration))
  .filter((declaration, index, all) => all.findIndex((other) => other.name === declaration.name) === index);
const declarationOf = (name: string) => {
  const found = declarations.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`no declaration ${name}`);
  return found;
};

/** A list with one filter of each kind a facet can offer. */
const sample: ResourceDeclaration = {
  name: 'things',
  fields: [],
  screens: { list: true },
  filters: [
    { source: 'status', type: 'select', choices: [{ id: 'open', label: 'things.open' }, { id: 'closed', label: 'things.closed' }] },
    { source: 'isActive', type: 'boolean' },
    { source: 'ownerId', type: 'reference', reference: 'users', optionText: 'email' },
    { source: 'from', type: 'date' },
    { source: 'to', type: 'date', bound: 'end' },
    { source: 'code', type: 'text' },
  ],
  facets: [{ source: 'status' }, { source: 'isActive' }, { source: 'ownerId' }, { source: 'from', to: 'to' }],
};

describe('date ranges in the user time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('Belgrade: a Friday early morning belongs to its own day, week (from Monday) and month', () => {
    process.env.TZ = 'Europe/Belgrade';
    // 04:30 on Friday 27 November 2026 in Belgrade (UTC+1).
    const ranges = dateRanges(new Date('2026-11-27T03:30:00Z'));
    expect(ranges).toEqual({
      today: { from: '2026-11-26T23:00:00.000Z' },
      thisWeek: { from: '2026-11-22T23:00:00.000Z' },
      thisMonth: { from: '2026-10-31T23:00:00.000Z' },
      earlier: { to: '2026-10-31T22:59:59.999Z' },
    });
  });

  it('New York: the same instant is still Thursday; the month began in summer time', () => {
    process.env.TZ = 'America/New_York';
    // 22:30 on Thursday 26 November 2026 in New York (UTC-5); 1 November began at UTC-4.
    const ranges = dateRanges(new Date('2026-11-27T03:30:00Z'));
    expect(ranges).toEqual({
      today: { from: '2026-11-26T05:00:00.000Z' },
      thisWeek: { from: '2026-11-23T05:00:00.000Z' },
      thisMonth: { from: '2026-11-01T04:00:00.000Z' },
      earlier: { to: '2026-11-01T03:59:59.999Z' },
    });
  });

  it('a Sunday is the last day of its week, and the first of the month is in this week and this month', () => {
    process.env.TZ = 'Europe/Belgrade';
    const sunday = dateRanges(new Date('2026-03-01T12:00:00+01:00'));
    expect(sunday.today.from).toBe('2026-02-28T23:00:00.000Z');
    expect(sunday.thisWeek.from).toBe('2026-02-22T23:00:00.000Z');
    expect(sunday.thisMonth.from).toBe('2026-02-28T23:00:00.000Z');
  });
});

describe('facet items', () => {
  beforeEach(() => {
    process.env.TZ = 'Europe/Belgrade';
  });

  it('a select filter offers its choices', () => {
    expect(facetItems(sample, { source: 'status' })).toEqual([
      { key: 'open', label: 'things.open', translated: true, value: { status: 'open' } },
      { key: 'closed', label: 'things.closed', translated: true, value: { status: 'closed' } },
    ]);
  });

  it('a boolean filter offers yes and no as the filter form sends them', () => {
    expect(facetItems(sample, { source: 'isActive' }).map((item) => [item.label, item.value])).toEqual([
      ['ra.boolean.true', { isActive: 'true' }],
      ['ra.boolean.false', { isActive: 'false' }],
    ]);
  });

  it('a reference filter offers the given records by the filter option text', () => {
    const records = [
      { id: 3, email: 'ana@example.com' },
      { id: 9, email: 'ivan@example.com' },
    ];
    expect(facetItems(sample, { source: 'ownerId' }, { records })).toEqual([
      { key: '3', label: 'ana@example.com', translated: false, value: { ownerId: 3 } },
      { key: '9', label: 'ivan@example.com', translated: false, value: { ownerId: 9 } },
    ]);
    expect(facetItems(sample, { source: 'ownerId' }, { records, recordName: (record) => `#${record.id}` }).map((item) => item.label)).toEqual(['#3', '#9']);
  });

  it('a date range sets both ends, clearing the one a range leaves open', () => {
    const items = facetItems(sample, { source: 'from', to: 'to' }, { now: new Date('2026-11-27T03:30:00Z') });
    expect(items.map((item) => [item.label, item.value])).toEqual([
      ['crud.facets.today', { from: '2026-11-26T23:00:00.000Z', to: undefined }],
      ['crud.facets.thisWeek', { from: '2026-11-22T23:00:00.000Z', to: undefined }],
      ['crud.facets.thisMonth', { from: '2026-10-31T23:00:00.000Z', to: undefined }],
      ['crud.facets.earlier', { from: undefined, to: '2026-10-31T22:59:59.999Z' }],
    ]);
    expect(Object.keys(items[0].value)).toEqual(['from', 'to']);
  });

  it('headings: the filter label, or "Date" for a range, or the declared one', () => {
    expect(facetLabel(sample, { source: 'status' })).toBe('resources.things.filters.status');
    expect(facetLabel(sample, { source: 'from', to: 'to' })).toBe('crud.facets.date');
    expect(facetLabel(sample, { source: 'status', label: 'things.state' })).toBe('things.state');
  });

  it('refuses a facet of an undeclared filter, a range without a date end, and a filter with no values to offer', () => {
    expect(() => facetItems(sample, { source: 'priority' })).toThrow(/priority is not a declared filter/);
    expect(() => facetItems(sample, { source: 'from' })).toThrow(/needs a date filter/);
    expect(() => facetItems(sample, { source: 'status', to: 'to' })).toThrow(/needs a date filter/);
    expect(() => facetItems(sample, { source: 'code' })).toThrow(/no values to offer/);
  });
});

describe('active filter count', () => {
  it('counts set filters, not the search, not empty values, and a date range once', () => {
    expect(activeFilterCount(sample, undefined)).toBe(0);
    expect(activeFilterCount(sample, { q: 'ana' })).toBe(0);
    expect(activeFilterCount(sample, { q: 'ana', status: 'open', isActive: '', ownerId: null })).toBe(1);
    expect(activeFilterCount(sample, { status: 'open', isActive: 'false', include_deleted: true })).toBe(3);
    expect(activeFilterCount(sample, { include_deleted: false })).toBe(0);
    expect(activeFilterCount(sample, { from: '2026-11-01T00:00:00.000Z' })).toBe(1);
    expect(activeFilterCount(sample, { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' })).toBe(1);
  });
});

describe('the declared facets', () => {
  it('users, organisations, activity, emails and crawled organisations have facets', () => {
    for (const name of ['users', 'organisations', 'activity', 'emails', 'crawl-organisations']) {
      expect(declarationOf(name).facets?.length, name).toBeGreaterThan(0);
    }
    expect(declarationOf('activity').facets).toContainEqual({ source: 'from', to: 'to' });
  });

  for (const declaration of declarations.filter((candidate) => candidate.facets?.length)) {
    it(`${declaration.name}: every facet sets a declared filter`, () => {
      for (const facet of declaration.facets ?? []) {
        expect(() => facetFilters(declaration, facet), facet.source).not.toThrow();
        const { filter } = facetFilters(declaration, facet);
        const items = facetItems(declaration, facet, { records: [{ id: 1, name: 'One' }] });
        expect(items.length, facet.source).toBeGreaterThan(0);
        for (const item of items) {
          const sources = [filter.source, ...(facet.to ? [facet.to] : [])];
          expect(Object.keys(item.value).every((key) => sources.includes(key)), `${facet.source}: ${JSON.stringify(item.value)}`).toBe(true);
        }
      }
    });
  }
});
