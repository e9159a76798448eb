/**
 * `declarationOf`: an admin declaration from a resource definition (src/shared/resource.ts;
 * docs/decisions.md#resource-definitions), the resource's registration and its presentation.
 * The definition gives the resource's name, permission rule, API capabilities, search box, each
 * field's type, reference, sortability and client-side rules; the registration (./types.ts
 * ResourceRegistration, the object the registry entry reads too) its icon, screens, paths and
 * record naming; the presentation only how the resource looks (which fields each screen shows,
 * tabs, filters, its own components). A field's rules are never written here a second time: its
 * validators check the definition's rules and answer the definition's message keys, the same
 * keys the API's 422 reasons are worded from.
 */
import type { RaRecord } from 'react-admin';
import { adminNameOf, enumValueLabel, itemFieldLabelOf, type FieldDefinition, type FieldKind, type ResourceDefinition } from '../../shared/resource';
import { definitionOf } from '../../shared/resources';
import { capabilitiesOfDefinition } from './definitionAccess';
import type { FieldChoice, FieldDeclaration, FieldType, ResourceDeclaration, ResourceRegistration } from './types';

/** A field as a declaration shows it; `type` comes from the definition unless given. */
export type FieldPresentation = Omit<FieldDeclaration, 'type'> & { type?: FieldType };

/** What a declaration adds to its definition and registration: how the resource looks. */
export type ResourcePresentation<R extends RaRecord = RaRecord> = Omit<
  ResourceDeclaration<R>,
  'name' | 'permission' | 'permissions' | 'capabilities' | 'searchable' | 'fields' | 'definition' | keyof ResourceRegistration<R>
> & { fields: readonly FieldPresentation[] };

/** The admin field type of a definition kind. */
const FIELD_TYPES: Readonly<Record<Exclude<FieldKind, 'custom'>, FieldType>> = {
  id: 'number',
  text: 'text',
  code: 'text',
  multiline: 'textarea',
  markdown: 'markdown',
  email: 'email',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  enum: 'select',
  enums: 'select-array',
  array: 'array',
  reference: 'reference',
  references: 'reference-array',
  'named-refs': 'named-list',
};

/**
 * The choices of enum field `source` of `definition`: each value with its translation key
 * (enumValueLabel), in the definition's order; none for a field that is not an enum.
 */
export function enumChoices(definition: ResourceDefinition, source: string): FieldChoice[] {
  const field = definition.fields[source];
  if (field?.kind !== 'enum' && field?.kind !== 'enums') return [];
  return (field.values ?? []).map((value) => ({ id: value, label: enumValueLabel(definition, source, value) }));
}

/**
 * The item fields of `array` field `source`: each of its definition's `fields`, shown and edited,
 * with its type, choices, rules and label key (itemFieldLabelOf) as a record's field would have.
 */
function itemFieldsOf(resource: ResourceDefinition, source: string, defined: FieldDefinition): FieldDeclaration[] {
  return Object.entries(defined.fields ?? {}).map(([item, spec]) => {
    const type = spec.kind === 'custom' ? undefined : FIELD_TYPES[spec.kind];
    if (!type) throw new Error(`${resource.name}.${source}.${item} is custom: array items hold defined kinds only`);
    return {
      source: item,
      type,
      label: itemFieldLabelOf(resource, source, item),
      show: true,
      form: true,
      ...(spec.kind === 'enum' ? { choices: (spec.values ?? []).map((value) => ({ id: value, label: `${spec.valueLabels ?? `resources.${adminNameOf(resource)}.values.${source}.${item}`}.${value}` })) } : {}),
      ...(spec.default !== undefined ? { defaultValue: spec.default } : {}),
      validation: { required: spec.kind !== 'boolean' && spec.create === 'required' },
      definition: spec,
    };
  });
}

/**
 * How a reference to `target` names and orders its records unless the presentation says: by
 * `name` when the target has one, else by the target's record representation, its choices in
 * the target's first sort order.
 */
function referenceNaming(target: ResourceDefinition): Pick<FieldDeclaration, 'optionText' | 'referenceSort'> {
  if (target.fields.name) return { optionText: 'name' };
  return { referenceSort: { field: target.sort[0], order: target.defaultSortOrder === 'desc' ? 'DESC' : 'ASC' } };
}

/** The declaration of one field: the presentation, completed from the definition's field. */
function fieldFrom(resource: ResourceDefinition, presented: FieldPresentation): FieldDeclaration {
  const defined: FieldDefinition | undefined = resource.fields[presented.source];
  if (!defined) {
    if (!presented.type) throw new Error(`${resource.name}.${presented.source} is not defined: give its type`);
    return presented as FieldDeclaration;
  }
  const type = presented.type ?? (defined.kind === 'custom' ? undefined : FIELD_TYPES[defined.kind]);
  if (!type) throw new Error(`${resource.name}.${presented.source} is custom: give its type`);
  const target = defined.reference ? definitionOf(defined.reference) : undefined;
  // A switch always holds a value: "required" would only add an asterisk.
  const required = presented.validation?.required ?? (defined.kind !== 'boolean' && (defined.create === 'required' || defined.update === 'required'));
  return {
    ...(target && !presented.reference ? { reference: adminNameOf(target) } : {}),
    ...(target && !presented.optionText ? referenceNaming(target) : {}),
    // A new record's switch starts off and is written so: what the form shows is what is saved.
    ...(defined.default !== undefined ? { defaultValue: defined.default } : defined.kind === 'boolean' ? { defaultValue: false } : {}),
    // The editor with its preview beside it needs the form's whole width.
    ...(type === 'markdown' ? { wide: true } : {}),
    ...presented,
    type,
    ...((defined.kind === 'enum' || defined.kind === 'enums') && !presented.choices ? { choices: enumChoices(resource, presented.source) } : {}),
    // An array's items: their fields from the definition, labelled `resources.{name}.items.{field}.{item}`.
    ...(defined.kind === 'array' && !presented.itemFields ? { itemFields: itemFieldsOf(resource, presented.source, defined) } : {}),
    sortable: presented.sortable ?? resource.sort.includes(presented.source),
    validation: { ...presented.validation, required },
    definition: defined,
  };
}

/**
 * The admin declaration of `definition`, registered as `registration` says and looking as
 * `presentation` says. Throws when a presented field is neither defined nor typed, or is a
 * `custom` field without a type.
 */
export function declarationOf<R extends RaRecord = RaRecord>(
  definition: ResourceDefinition,
  registration: ResourceRegistration<R>,
  presentation: ResourcePresentation<R>,
): ResourceDeclaration<R> {
  return {
    ...presentation,
    ...registration,
    name: adminNameOf(definition),
    ...(definition.permissionPrefix || adminNameOf(definition) !== definition.name ? { permission: definition.permissionPrefix ?? definition.name } : {}),
    ...(definition.permissions ? { permissions: definition.permissions } : {}),
    capabilities: capabilitiesOfDefinition(definition),
    searchable: (definition.search?.length ?? 0) > 0,
    definition,
    fields: presentation.fields.map((field) => fieldFrom(definition, field)),
    // A select filter on an enum field offers its values, translated, unless it lists its own.
    ...(presentation.filters
      ? { filters: presentation.filters.map((filter) => (filter.type === 'select' && !filter.choices ? { ...filter, choices: enumChoices(definition, filter.source) } : filter)) }
      : {}),
  };
}
