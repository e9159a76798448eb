/**
 * The filter sidebar's facets as filter values (no React): which filter a facet sets, the items
 * it offers and the list filter each item applies, the date ranges of a date facet, and how many
 * filters are active. A facet only ever sets a filter the resource declares (`filters`), so it
 * asks the API nothing the filter form could not ask; tests/server/declarations.test.ts sends
 * every facet item to the API.
 */
import type { RaRecord } from 'react-admin';
import { filterLabel } from './fieldFilters';
import type { FacetDeclaration, FilterDeclaration, ResourceDeclaration } from './types';

/** One item of a facet: its label (an i18n key unless `translated` is false) and the filter values it applies. */
export interface FacetItem {
  /** Stable key (a choice id, a record id, a range name). */
  key: string;
  label: string;
  /** Whether `label` is an i18n key (false: a record's name). */
  translated: boolean;
  /**
   * Filter values merged into the list's filter when chosen; a key with `undefined` is cleared
   * (react-admin's FilterListItem), so picking "earlier" drops the lower bound "today" set.
   */
  value: Record<string, unknown>;
}

/** The date ranges a date facet offers, in this order. */
export const DATE_RANGES = ['today', 'thisWeek', 'thisMonth', 'earlier'] as const;
export type DateRangeName = (typeof DATE_RANGES)[number];

/** Reference facets offer this many records unless declared (the rest through the filter form). */
export const DEFAULT_FACET_LIMIT = 8;

/**
 * The date ranges relative to `now`, as the inclusive ISO date-time bounds the API's range
 * filters take, computed in the time zone of the browser (the user's): today from its first
 * moment; this week from Monday (ISO 8601 weeks); this month from its first day; earlier up to
 * the last millisecond before this month. Ranges reaching into the present have no upper bound.
 */
export function dateRanges(now: Date = new Date()): Record<DateRangeName, { from?: string; to?: string }> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // getDay(): 0 is Sunday; ISO 8601 weeks start on Monday.
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  return {
    today: { from: today.toISOString() },
    thisWeek: { from: monday.toISOString() },
    thisMonth: { from: firstOfMonth.toISOString() },
    earlier: { to: new Date(firstOfMonth.getTime() - 1).toISOString() },
  };
}

/**
 * The declared filter a facet sets (and, for a date range, the filter of its upper bound).
 * Throws when the facet names a filter the resource does not declare, or a date range whose
 * ends are not date filters: a programming error, caught by the unit tests of every declaration.
 */
export function facetFilters(declaration: ResourceDeclaration, facet: FacetDeclaration): { filter: FilterDeclaration; to?: FilterDeclaration } {
  const find = (source: string) => {
    const filter = declaration.filters?.find((candidate) => candidate.source === source);
    if (!filter) throw new Error(`${declaration.name}: facet ${source} is not a declared filter`);
    return filter;
  };
  const filter = find(facet.source);
  if (filter.type === 'date' || facet.to) {
    const to = facet.to ? find(facet.to) : undefined;
    if (filter.type !== 'date' || !to || to.type !== 'date') {
      throw new Error(`${declaration.name}: date facet ${facet.source} needs a date filter and a date filter "to"`);
    }
    return { filter, to };
  }
  if (filter.type === 'number' || filter.type === 'text') throw new Error(`${declaration.name}: facet ${facet.source} has no values to offer (${filter.type})`);
  return { filter };
}

/** The facet's heading (an i18n key): the declared label, "Date" for a date range, else its filter's label. */
export function facetLabel(declaration: ResourceDeclaration, facet: FacetDeclaration): string {
  if (facet.label) return facet.label;
  const { filter, to } = facetFilters(declaration, facet);
  return to ? 'crud.facets.date' : filterLabel(declaration.name, filter);
}

/** What a facet needs besides its declaration: the time (date ranges) and the records a reference facet offers. */
export interface FacetContext {
  now?: Date;
  records?: readonly RaRecord[];
  /** The name of a record of a reference facet (the filter's `optionText`). */
  recordName?: (record: RaRecord) => string;
}

/**
 * The items of a facet and the filter values each applies: a select filter's choices, yes and
 * no for a boolean filter (as the filter form's 'true' / 'false'), the given records for a
 * reference filter, the date ranges for a date range.
 */
export function facetItems(declaration: ResourceDeclaration, facet: FacetDeclaration, context: FacetContext = {}): FacetItem[] {
  const { filter, to } = facetFilters(declaration, facet);
  if (to) {
    const ranges = dateRanges(context.now);
    return DATE_RANGES.map((name) => ({
      key: name,
      label: `crud.facets.${name}`,
      translated: true,
      value: { [filter.source]: ranges[name].from, [to.source]: ranges[name].to },
    }));
  }
  switch (filter.type) {
    case 'boolean':
      return [
        { key: 'true', label: 'ra.boolean.true', translated: true, value: { [filter.source]: 'true' } },
        { key: 'false', label: 'ra.boolean.false', translated: true, value: { [filter.source]: 'false' } },
      ];
    case 'select':
      return (filter.choices ?? []).map((choice) => ({
        key: String(choice.id),
        label: choice.label,
        translated: true,
        value: { [filter.source]: choice.id },
      }));
    case 'reference': {
      const name = context.recordName ?? ((record: RaRecord) => String(record[typeof filter.optionText === 'string' ? filter.optionText : 'name'] ?? record.id));
      return (context.records ?? []).map((record) => ({
        key: String(record.id),
        label: name(record),
        translated: false,
        value: { [filter.source]: record.id },
      }));
    }
    default:
      return [];
  }
}

/** Whether a filter value counts as set (react-admin's FilterForm treats '' and null as unset). */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

/**
 * How many filters are active, for the phones' filter button: every set filter value except the
 * search (`q`, shown beside the button) and a date range counted once when both of its ends are
 * set ("from" and "to" of the same facet are one choice).
 */
export function activeFilterCount(declaration: ResourceDeclaration, filterValues: Record<string, unknown> | undefined): number {
  const values = filterValues ?? {};
  const keys = Object.keys(values).filter((key) => key !== 'q' && isSet(values[key]));
  const pairedEnds = (declaration.facets ?? []).filter((facet) => facet.to && isSet(values[facet.source]) && isSet(values[facet.to])).length;
  return keys.length - pairedEnds;
}
