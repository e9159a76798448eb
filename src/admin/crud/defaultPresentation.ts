/**
 * How a resource with no declaration of its own looks (docs/decisions.md#resource-definitions):
 * everything read from its definition. The list shows the short fields (not long texts or
 * lists), the details page every field, the forms the fields the API lets write (which screens
 * exist is defaultRegistration's). List filters for the definition's `filters` (an enum's values
 * by their translated labels, yes and no, a reference by autocomplete, a text typed in full) and
 * `rangeFilters` (a day picker for each end); a facet in the sidebar for each enum and boolean
 * filter and each range; the History tab when the resource is logged; on phones each row shows
 * the name, the next listed field and the first long text. Enum values are offered and shown by
 * their translated labels (enumValueLabel), references through an autocomplete over the server's
 * search (several in one with chips), Markdown rendered. A declaration file replaces this when
 * the resource needs more (its own components, tabs, actions).
 */
import { adminNameOf, fieldLabelOf, rangeFilterKeys, type ResourceDefinition } from '../../shared/resource';
import { definitionOf } from '../../shared/resources';
import { enumChoices, type FieldPresentation, type ResourcePresentation } from './fromDefinition';
import type { FacetDeclaration, FilterDeclaration } from './types';

/** Kinds too long or too many for a list column. */
const NOT_IN_LISTS = new Set(['multiline', 'markdown', 'references', 'named-refs', 'array', 'custom']);

/** Columns the list shows at most (the rest are on the details page). */
const LIST_COLUMNS = 6;

/** The presentation of `definition` with no declaration of its own. */
export function defaultPresentation(definition: ResourceDefinition): ResourcePresentation {
  const { readOnly, noCreate } = definition.capabilities ?? {};
  const fields = Object.entries(definition.fields).filter(([, field]) => !field.writeOnly);
  let listed = 0;
  const presented: FieldPresentation[] = fields.map(([source, field]) => {
    const list = source !== 'id' && !NOT_IN_LISTS.has(field.kind) && listed++ < LIST_COLUMNS;
    const form = readOnly ? false : field.create && field.update ? true : field.create && !noCreate ? 'create' : field.update ? 'edit' : false;
    // Several references: an autocomplete with chips over the server's search, like one reference.
    return { source, list, show: true, form: form || undefined, ...(field.kind === 'references' ? { autocomplete: true } : {}) };
  });
  const facets: FacetDeclaration[] = [];
  const filters: FilterDeclaration[] = (definition.filters ?? []).map((source): FilterDeclaration => {
    const field = definition.fields[source];
    if (field?.kind === 'enum' || field?.kind === 'boolean') facets.push({ source });
    // An `enums` field: the records holding the chosen value.
    if (field?.kind === 'enum' || field?.kind === 'enums') return { source, type: 'select', alwaysOn: true, choices: enumChoices(definition, source) };
    if (field?.kind === 'boolean') return { source, type: 'boolean', alwaysOn: true };
    // A reference: an autocomplete over the target's records (searched on the server), by name
    // or else the target's record representation, in the target's order.
    if ((field?.kind === 'reference' || field?.kind === 'references') && field.reference) {
      const target = definitionOf(field.reference);
      const sort = target.fields.name ? undefined : { field: target.sort[0], order: target.defaultSortOrder === 'desc' ? ('DESC' as const) : ('ASC' as const) };
      return { source, type: 'reference', reference: adminNameOf(target), ...(sort ? { sort } : {}) };
    }
    return { source, type: field?.kind === 'text' || field?.kind === 'code' || field?.kind === 'email' ? 'text' : 'number' };
  });
  // A range filter: a day picker for each end (the start of the first day, the end of the last),
  // and a facet of the ranges today, this week, this month and earlier.
  for (const field of definition.rangeFilters ?? []) {
    const keys = rangeFilterKeys(field);
    filters.push({ source: keys.from, type: 'date' }, { source: keys.to, type: 'date', bound: 'end' });
    facets.push({ source: keys.from, to: keys.to, label: fieldLabelOf(definition, field) });
  }
  const [sortField] = definition.sort;
  // Phones: the name (or first listed field), the next listed field, and the first long text as a preview.
  const listedSources = presented.filter((field) => field.list).map((field) => field.source);
  const primary = definition.fields.name ? 'name' : listedSources[0];
  const rest = listedSources.filter((source) => source !== primary);
  const preview = fields.find(([, field]) => field.kind === 'multiline' || field.kind === 'markdown')?.[0] ?? rest[1];
  return {
    defaultSort: { field: sortField, order: definition.defaultSortOrder === 'desc' ? 'DESC' : 'ASC' },
    ...(filters.length ? { filters } : {}),
    ...(facets.length ? { facets } : {}),
    compactList: { ...(primary ? { primary } : {}), ...(rest[0] ? { secondary: rest[0] } : {}), ...(preview ? { tertiary: preview } : {}) },
    ...(definition.logged !== false ? { tabs: [{ type: 'activity', path: 'history' }] } : {}),
    fields: presented,
  };
}
