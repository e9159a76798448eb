/**
 * How a resource with no declaration of its own looks (docs/decisions.md#resource-definitions):
 * everything read from its definition. The list shows the short fields (not descriptions or
 * lists), the details page every field, the forms the fields the API lets write (create and
 * edit screens only when the API has them), list filters for the definition's `filters` and
 * `rangeFilters` (a day picker for each end), and
 * the History tab when the resource is logged; on phones each row shows the name, the next
 * listed field and the first long text. Enum values are offered and shown by their translated
 * labels (enumValueLabel), references through an autocomplete. A declaration file replaces this when the
 * resource needs more (its own components, tabs, actions).
 */
import { adminNameOf, rangeFilterKeys, type ResourceDefinition } from '../../shared/resource';
import { definitionOf } from '../../shared/resources';
import { enumChoices, type FieldPresentation, type ResourcePresentation } from './fromDefinition';
import type { FilterDeclaration } from './types';

/** Kinds too long or too many for a list column. */
const NOT_IN_LISTS = new Set(['multiline', 'markdown', 'references', 'named-refs', 'custom']);

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
    return { source, list, show: true, form: form || undefined };
  });
  const filters: FilterDeclaration[] = (definition.filters ?? []).map((source) => {
    const field = definition.fields[source];
    if (field?.kind === 'enum') return { source, type: 'select', alwaysOn: true, choices: enumChoices(definition, source) };
    if (field?.kind === 'boolean') return { source, type: 'boolean', alwaysOn: true };
    // A reference: an autocomplete over the target's records (searched on the server), by name.
    if (field?.kind === 'reference' && field.reference) return { source, type: 'reference', reference: adminNameOf(definitionOf(field.reference)) };
    return { source, type: field?.kind === 'text' || field?.kind === 'code' ? 'text' : 'number' };
  });
  // A range filter: a day picker for each end (the start of the first day, the end of the last).
  for (const field of definition.rangeFilters ?? []) {
    const keys = rangeFilterKeys(field);
    filters.push({ source: keys.from, type: 'date' }, { source: keys.to, type: 'date', bound: 'end' });
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
    compactList: { ...(primary ? { primary } : {}), ...(rest[0] ? { secondary: rest[0] } : {}), ...(preview ? { tertiary: preview } : {}) },
    ...(definition.logged !== false ? { tabs: [{ type: 'activity', path: 'history' }] } : {}),
    fields: presented,
  };
}
